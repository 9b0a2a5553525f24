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
import type {DocSearchHit, SearchAnswer, SearchBackend, SearchRequest} from './types';

const {searchMode, searchHosts, searchVariants} = siteConfig.customFields as SiteFields;

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
          variants: searchVariants,
        });
  return backend;
}

/** Result counts of the queries the modal sent, for its 'See all {count} results' link. */
const modalCounts = new Map<string, number>();
let lastCount = 0;
/** Sections (`lvl0`) of the last answer that had hits: the no-results screen suggests them. */
let lastSections: string[] = [];

/**
 * How many results the modal's search for `query` found; before it answers,
 * the count of the last answer, whose results the modal still shows.
 */
export function modalCount(query: string): number {
  return modalCounts.get(query) ?? lastCount;
}

/**
 * What the modal shows instead of results, as a record of its own: DocSearch 4.7.0's own error
 * screen never shows (autocomplete-core resets the status it sets), and its no-results screen
 * never shows its suggestions (see src/plugins/search/UPSTREAM.md). The SearchBar's
 * `hitComponent` draws this record as that screen, with the same strings and class names.
 */
export type SearchStatus = {kind: 'error'} | {kind: 'empty'; query: string; suggestions: string[]};

/** A DocSearch record that stands for a {@link SearchStatus} (see {@link statusOf}). */
type StatusHit = DocSearchHit & {gladysStatus: SearchStatus};

/** The status a record of the modal stands for, or null for a real result. */
export function statusOf(hit: object): SearchStatus | null {
  return (hit as Partial<StatusHit>).gladysStatus ?? null;
}

/** An answer of one record standing for `status`, in its own untitled section. */
function statusAnswer(status: SearchStatus): SearchAnswer {
  const hierarchy = {
    lvl0: '',
    lvl1: null,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const hit: StatusHit = {
    objectID: `gladys-search-${status.kind}`,
    url: typeof window === 'undefined' ? 'https://localhost/' : window.location.href,
    type: 'lvl1',
    hierarchy,
    content: null,
    _highlightResult: {hierarchy: {}},
    _snippetResult: {hierarchy: {}},
    gladysStatus: status,
  };
  return {hits: [hit], nbHits: 0, nbPages: 0, page: 0};
}

/**
 * DocSearch's `transformSearchClient` prop: ignores the Algolia client the
 * modal built and returns one over the site's backend. A module-level
 * function, so its identity never changes (DocSearch memoises on it).
 *
 * It never rejects: a search that fails answers one record standing for the error screen, and a
 * query that finds nothing one standing for the no-results screen with its suggestions
 * ({@link SearchStatus}).
 */
export function siteSearchClient(): {
  search: (input: {requests: SearchRequest[]}) => Promise<{results: SearchAnswer[]}>;
} {
  return {
    async search({requests}) {
      let results: SearchAnswer[];
      try {
        results = await getSearchBackend().search(requests);
      } catch (error) {
        console.warn('Search failed:', error);
        return {results: requests.map(() => statusAnswer({kind: 'error'}))};
      }
      return {
        results: results.map((answer, i) => {
          const query = requests[i]!.query;
          modalCounts.set(query, answer.nbHits);
          lastCount = answer.nbHits;
          if (answer.hits.length) {
            lastSections = [...new Set(answer.hits.map((hit) => hit.hierarchy.lvl0 ?? ''))].filter(
              Boolean,
            );
            return answer;
          }
          return statusAnswer({kind: 'empty', query, suggestions: lastSections.slice(0, 3)});
        }),
      };
    },
  };
}
