import siteConfig from '@generated/docusaurus.config';
import type {SiteFields} from '@site/src/lib/siteFields';

/**
 * The origin the navbar's search button preconnects to: the first host of the hosted backend
 * (`searchHosts` of the site fields), or null in embedded mode, where the site serves its own
 * Pagefind index and `searchHosts` is empty. A module of its own, so that every page's navbar can
 * say it without loading the search backends, which come with the modal.
 */
export function searchPreconnect(): string | null {
  return (siteConfig.customFields as SiteFields).searchHosts[0] ?? null;
}
