/**
 * The site's embedded search client: one per page load, bound to the index
 * of the locale being viewed (`/pagefind/` in English, `/fr/pagefind/` in
 * French). Used by the SearchBar wrapper (modal) and, through the
 * `algoliasearch/lite` alias, by the theme's search page.
 */
import siteConfig from '@generated/docusaurus.config';
import {createPagefindLoader} from './pagefindLoader';
import {
  createEmbeddedSearchClient,
  SearchUnavailableError,
  type EmbeddedSearchClient,
} from './searchClient';

export {SearchUnavailableError, type EmbeddedSearchClient};

let client: EmbeddedSearchClient | null = null;

/** True under `docusaurus start`: `postBuild` never ran, so there is no index to load. */
export const indexMissingInDevelopment = process.env.NODE_ENV === 'development';

/**
 * The shared embedded client (created on first call).
 *
 * Under `docusaurus start` every search rejects with a
 * {@link SearchUnavailableError} whose reason is `missing-in-development`,
 * without any request.
 */
export function getEmbeddedSearchClient(): EmbeddedSearchClient {
  if (!client) {
    const indexUrl = `${siteConfig.baseUrl}pagefind/`;
    const loadIndex = createPagefindLoader({
      bundleUrl: `${indexUrl}pagefind.js`,
      resultBaseUrl: '/',
    });
    client = createEmbeddedSearchClient({
      loadPagefind: indexMissingInDevelopment
        ? () =>
            Promise.reject(
              new SearchUnavailableError(
                'No search index under `docusaurus start`: run `npm run build && npm run serve`',
                'missing-in-development',
              ),
            )
        : loadIndex,
      origin: () => window.location.origin,
      // A bodiless request for the index's entry file, past the HTTP cache.
      indexReachable: () =>
        fetch(`${indexUrl}pagefind-entry.json`, {method: 'HEAD', cache: 'no-store'}).then(
          (response) => response.ok,
          () => false,
        ),
    });
  }
  return client;
}

/**
 * `transformSearchClient` for the DocSearch modal: ignores the Algolia
 * client DocSearch built and returns the embedded one. A module-level
 * function, so its identity never changes (DocSearch memoises on it).
 */
export function transformToEmbeddedClient(_algoliaClient?: unknown): EmbeddedSearchClient {
  return getEmbeddedSearchClient();
}
