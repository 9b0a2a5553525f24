/**
 * The hosted backend: Algolia's search API (`POST /1/indexes/*\/queries`),
 * called with `fetch`, over an index the Algolia crawler fills with DocSearch
 * records (ranked by `../crawler.ts`). Its answers are already in the
 * interface's shape; as in embedded mode, blog posts go after the other hits
 * unless the query names a version, first when it does (`ranking.ts`).
 */
import {isPostUrl, orderPosts} from './ranking';
import {searchUnavailable, type SearchAnswer, type SearchBackend} from './types';

/** Where and what to search (`themeConfig.algolia` and the site fields' `searchHosts`). */
export type AlgoliaBackendOptions = {
  appId: string;
  /** The search-only API key. */
  apiKey: string;
  indexName: string;
  /** Origins to try in order: the application's read host and its fallbacks, or a local server in tests. */
  hosts: readonly string[];
};

/** What the search page asks of each record; the modal sends DocSearch's own, which win. */
const defaults = {
  attributesToRetrieve: ['hierarchy', 'content', 'type', 'url'],
  attributesToSnippet: [1, 2, 3, 4, 5, 6].map((n) => `hierarchy.lvl${n}:10`).concat('content:10'),
  snippetEllipsisText: '…',
  // The interface's default highlight tags (Algolia's are `<em>`).
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
};

/**
 * Creates the hosted backend. A host that cannot be reached or answers with a
 * server error is skipped for the next one; when none answers, or one refuses
 * the request (4xx), the search rejects with `searchUnavailable`'s error.
 */
export function createAlgoliaBackend(options: AlgoliaBackendOptions): SearchBackend {
  // Credentials in the query string and a text body keep the request "simple": no CORS preflight.
  const credentials = new URLSearchParams({
    'x-algolia-application-id': options.appId,
    'x-algolia-api-key': options.apiKey,
  });
  return {
    async search(requests) {
      const body = JSON.stringify({
        requests: requests.map(({pagesOnly: _, ...params}) => ({
          ...defaults,
          ...params,
          indexName: options.indexName,
        })),
      });
      let failure: unknown = null;
      for (const host of options.hosts) {
        try {
          const response = await fetch(`${host}/1/indexes/*/queries?${credentials}`, {
            method: 'POST',
            headers: {'content-type': 'text/plain'},
            body,
          });
          if (response.ok) {
            const {results} = (await response.json()) as {results: SearchAnswer[]};
            return results.map((answer, i) => ({
              ...answer,
              hits: orderPosts(answer.hits, (hit) => isPostUrl(hit.url), requests[i]?.query ?? ''),
            }));
          }
          failure = new Error(`${host} answered ${response.status}`);
          if (response.status < 500) break;
        } catch (error) {
          failure = error;
        }
      }
      throw searchUnavailable('Algolia could not be reached', failure);
    },
  };
}
