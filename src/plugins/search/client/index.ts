/**
 * The site's search as the DocSearch modal and our `/search/` page use it: one
 * backend per page load, chosen by the build's search mode (`searchMode` of
 * the site fields): the Pagefind index of the locale being viewed
 * (`/pagefind/`, `/fr/pagefind/`), or hosted Algolia.
 */
import siteConfig from '@generated/docusaurus.config';
import {translate} from '@docusaurus/Translate';
import type {SiteFields} from '@site/src/lib/siteFields';
import {createAlgoliaBackend, type AlgoliaBackendOptions} from './algolia';
import {createPagefindBackend} from './pagefind';
import {
  searchUnavailable,
  type SearchAnswer,
  type SearchBackend,
  type SearchRequest,
} from './types';

const {searchMode, searchHosts} = siteConfig.customFields as SiteFields;

/** True under `docusaurus start` in embedded mode: `postBuild` never ran, so there is no index. */
export const indexMissing = searchMode === 'embedded' && process.env.NODE_ENV === 'development';

let backend: SearchBackend | null = null;

/** The backend of this build's search mode (created on first call). */
export function getSearchBackend(): SearchBackend {
  backend ??= indexMissing
    ? {
        preconnect: null,
        search: () => Promise.reject(searchUnavailable('No index under npm start')),
      }
    : searchMode === 'algolia'
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

/** How many results the modal's search for `query` found (0 before it answered). */
export function modalCount(query: string): number {
  return modalCounts.get(query) ?? 0;
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
      results.forEach((answer, i) => modalCounts.set(requests[i]!.query, answer.nbHits));
      return {results};
    },
  };
}

/**
 * What the modal and the search page say under `npm start` in embedded mode.
 *
 * @returns the translated title and help line, in the shape of DocSearch's `errorScreen` strings
 */
export function searchNeedsBuildMessages(): {titleText: string; helpText: string} {
  return {
    titleText: translate({
      id: 'search.dev.noIndex.title',
      message: 'Search works on a built site',
      description: 'Search modal under npm start, where no search index exists',
    }),
    helpText: translate({
      id: 'search.dev.noIndex.help',
      message:
        'The dev server has no search index. Run npm run build && npm run serve, then search again.',
      description: 'Search modal under npm start: how to get a search index',
    }),
  };
}
