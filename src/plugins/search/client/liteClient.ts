/**
 * Stands in for `algoliasearch/lite` in embedded mode (webpack alias set by
 * our plugin), so that the theme's stock search page (`/search/`) queries
 * the Pagefind index instead of Algolia.
 */
import {getEmbeddedSearchClient, type EmbeddedSearchClient} from './index';
import {createSearchPageClient} from './searchPageStatus';

let pageClient: EmbeddedSearchClient | null = null;

/**
 * Same signature as algoliasearch's `liteClient(appId, apiKey)`; the
 * credentials are ignored. Returns one client for the page's lifetime (see
 * {@link createSearchPageClient}), so calling it on every render, as the
 * search page does, costs nothing.
 */
export function liteClient(_appId?: string, _apiKey?: string): EmbeddedSearchClient {
  pageClient ??= createSearchPageClient(getEmbeddedSearchClient());
  return pageClient;
}

/** Version string some callers read; ours is not an Algolia client. */
export const apiClientVersion = 'embedded-pagefind';
