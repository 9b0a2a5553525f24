import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import GitHubNavbarItem from '@site/src/components/GitHubNavbarItem';

/**
 * The theme's navbar item types plus ours: `custom-github`, the repository
 * link whose accessible name is translated (a plain navbar item's
 * `aria-label` cannot be translated through navbar.json).
 */
export default {
  ...ComponentTypes,
  'custom-github': GitHubNavbarItem,
};
