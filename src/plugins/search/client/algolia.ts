/**
 * The hosted backend: Algolia's search API (`POST /1/indexes/*\/queries`),
 * called with `fetch`, over an index the Algolia crawler fills with DocSearch
 * records. Its answers are already in the interface's shape.
 */
import {SearchUnavailableError, type SearchAnswer, type SearchBackend} from './types';

/** Where and what to search (from `customFields.algolia` of the site config). */
export type AlgoliaBackendOptions = {
  appId: string;
  /** The search-only API key. */
  apiKey: string;
  indexName: string;
  /**
   * Origins to try in order: the application's read host, then its three
   * fallbacks (`config/search.ts`), or a local server in tests.
   */
  hosts: readonly string[];
};

/** The record attributes the modal and the search page show. */
const attributesToRetrieve = ['hierarchy', 'content', 'type', 'url'];
const attributesToSnippet = [
  ...['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((l) => `hierarchy.${l}:10`),
  'content:10',
];

/**
 * Creates the hosted backend. A host that cannot be reached or answers with a
 * server error is skipped for the next one; when none answers, or one refuses
 * the request (4xx), the search rejects with a `SearchUnavailableError`.
 */
export function createAlgoliaBackend(options: AlgoliaBackendOptions): SearchBackend {
  const {hosts} = options;
  // Credentials in the query string and a text body keep the request "simple": no CORS preflight.
  const query = new URLSearchParams({
    'x-algolia-application-id': options.appId,
    'x-algolia-api-key': options.apiKey,
  });
  return {
    preconnect: hosts[0] ?? null,
    async search(requests) {
      const body = JSON.stringify({
        requests: requests.map(({granularity: _, ...params}) => ({
          ...params,
          indexName: options.indexName,
          attributesToRetrieve,
          attributesToSnippet,
          snippetEllipsisText: '…',
        })),
      });
      let failure: unknown = null;
      for (const host of hosts) {
        try {
          const response = await fetch(`${host}/1/indexes/*/queries?${query}`, {
            method: 'POST',
            headers: {'content-type': 'text/plain'},
            body,
          });
          if (response.ok) return ((await response.json()) as {results: SearchAnswer[]}).results;
          failure = new Error(`${host} answered ${response.status}`);
          if (response.status < 500) break;
        } catch (error) {
          failure = error;
        }
      }
      throw new SearchUnavailableError('Algolia could not be reached', 'unreachable', failure);
    },
  };
}
