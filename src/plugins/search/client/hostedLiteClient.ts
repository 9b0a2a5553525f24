/**
 * Stands in for `algoliasearch/lite` in hosted mode (webpack alias set by our
 * plugin), for the theme's stock search page (`/search/`): Algolia's own
 * `liteClient` (imported by its file path, which the alias does not catch),
 * through {@link createSearchPageClient} so that a failed search shows the
 * page's error instead of a spinner that never stops.
 */
import {
  liteClient as algoliaLiteClient,
  apiClientVersion,
} from 'algoliasearch/dist/lite/builds/browser';
import {createSearchPageClient} from './searchPageStatus';

type AlgoliaLiteClient = ReturnType<typeof algoliaLiteClient>;

const clients = new Map<string, AlgoliaLiteClient>();

/**
 * Same signature as algoliasearch's `liteClient(appId, apiKey, options)`.
 * Returns one client per application id and key for the page's lifetime
 * (the search page calls it on every render; the theme alone would build a
 * new client, with an empty cache, each time).
 */
export function liteClient(...args: Parameters<typeof algoliaLiteClient>): AlgoliaLiteClient {
  const [appId, apiKey] = args;
  const key = `${appId}\n${apiKey}`;
  let client = clients.get(key);
  if (!client) {
    client = createSearchPageClient(algoliaLiteClient(...args));
    clients.set(key, client);
  }
  return client;
}

export {apiClientVersion};
