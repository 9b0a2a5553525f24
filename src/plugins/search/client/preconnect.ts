import siteConfig from '@generated/docusaurus.config';
import type {SiteFields} from '@site/src/lib/siteFields';

/**
 * The origin the navbar's search button preconnects to: the hosted backend's first host
 * (`searchHosts` of the site fields, in hosted mode), or null when the site serves its own
 * Pagefind index. A module of its own, so that every page's navbar can say it without loading
 * the search backends, which come with the modal.
 */
export function searchPreconnect(): string | null {
  const {searchMode, searchHosts} = siteConfig.customFields as SiteFields;
  return searchMode === 'algolia' ? (searchHosts[0] ?? null) : null;
}
