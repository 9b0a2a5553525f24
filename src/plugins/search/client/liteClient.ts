/**
 * Stands in for `algoliasearch/lite` in embedded mode (webpack alias set by
 * our plugin), so that the theme's stock search page (`/search/`) queries
 * the Pagefind index instead of Algolia.
 */
import {getEmbeddedSearchClient, type EmbeddedSearchClient} from './index';

/**
 * Same signature as algoliasearch's `liteClient(appId, apiKey)`; the
 * credentials are ignored. Returns the shared embedded client, so calling it
 * on every render (as the search page does) costs nothing.
 */
export function liteClient(_appId?: string, _apiKey?: string): EmbeddedSearchClient {
  return getEmbeddedSearchClient();
}

/** Version string some callers read; ours is not an Algolia client. */
export const apiClientVersion = 'embedded-pagefind';
