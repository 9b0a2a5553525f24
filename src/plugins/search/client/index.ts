/**
 * The site's search as the DocSearch modal and our `/search/` page use it: one
 * backend per page load, chosen by the build's search mode (`searchMode` of
 * the site fields): the Pagefind index of the locale being viewed
 * (`/pagefind/`, `/fr/pagefind/`; none under `npm start`, where searches
 * fail as when offline), or hosted Algolia.
 */
import siteConfig from '@generated/docusaurus.config';
import type {SiteFields} from '@site/src/lib/siteFields';
import {createAlgoliaBackend, type AlgoliaBackendOptions} from './algolia';
import {createPagefindBackend} from './pagefind';
import type {SearchAnswer, SearchBackend, SearchRequest} from './types';

const {searchMode, searchHosts} = siteConfig.customFields as SiteFields;

let backend: SearchBackend | null = null;

/** The backend of this build's search mode (created on first call). */
export function getSearchBackend(): SearchBackend {
  backend ??=
    searchMode === 'algolia'
      ? createAlgoliaBackend({
          ...(siteConfig.themeConfig.algolia as Omit<AlgoliaBackendOptions, 'hosts'>),
          hosts: searchHosts,
        })
      : createPagefindBackend({
          indexUrl: `${siteConfig.baseUrl}pagefind/`,
          origin: () => window.location.origin,
        });
  return backend;
}

/** Result counts of the queries the modal sent, for its 'See all {count} results' link. */
const modalCounts = new Map<string, number>();
let lastCount = 0;

/**
 * How many results the modal's search for `query` found; before it answers,
 * the count of the last answer, whose results the modal still shows.
 */
export function modalCount(query: string): number {
  return modalCounts.get(query) ?? lastCount;
}

/**
 * DocSearch's `transformSearchClient` prop: ignores the Algolia client the
 * modal built and returns one over the site's backend. A module-level
 * function, so its identity never changes (DocSearch memoises on it).
 */
export function siteSearchClient(): {
  search: (input: {requests: SearchRequest[]}) => Promise<{results: SearchAnswer[]}>;
} {
  return {
    async search({requests}) {
      const results = await getSearchBackend().search(requests);
      results.forEach((answer, i) => {
        modalCounts.set(requests[i]!.query, answer.nbHits);
        lastCount = answer.nbHits;
      });
      return {results};
    },
  };
}
