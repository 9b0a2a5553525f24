/**
 * The site's search interface: one request and answer shape, answered by one
 * of two backends (Pagefind in embedded mode, Algolia in hosted mode), and
 * read by the DocSearch modal and our `/search/` page. Hits are DocSearch
 * records, the shape the Algolia crawler writes and the modal draws.
 */

/** Results per page of our `/search/` page (src/theme/SearchPage), as the theme's page shows. */
export const searchPageSize = 15;

/** Levels of a DocSearch record: lvl0 (section) to lvl6 (deepest heading). */
export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

/** A highlighted value: escaped HTML in which only the highlight tags are markup. */
export type HighlightedValue = {value: string; matchLevel: 'none' | 'full'};

/**
 * A DocSearch record: `hierarchy` and `content` are plain text; the highlight
 * and snippet results hold escaped HTML for the levels that are set, in order.
 */
export type DocSearchHit = {
  objectID: string;
  /** Absolute URL, with `#anchor` for a section. */
  url: string;
  type: HierarchyLevel | 'content';
  hierarchy: Record<HierarchyLevel, string | null>;
  content: string | null;
  _highlightResult: {
    hierarchy: Partial<Record<HierarchyLevel, HighlightedValue>>;
    content?: HighlightedValue;
  };
  _snippetResult: DocSearchHit['_highlightResult'];
};

/** One search, with Algolia's parameter names (`facetFilters` as DocSearch's contextual search writes them). */
export type SearchRequest = {
  query: string;
  /** Zero-based page of `hitsPerPage` results (default 0 and 20). */
  page?: number;
  hitsPerPage?: number;
  facetFilters?: unknown;
  /** Highlight tags (default `<mark>` and `</mark>`). */
  highlightPreTag?: string;
  highlightPostTag?: string;
  /** Set by the search page: one hit per page (Pagefind); else a page and its matching sections. */
  pagesOnly?: boolean;
};

/** The answer to one request: `nbHits` matching pages (Pagefind) or records (Algolia). */
export type SearchAnswer = {hits: DocSearchHit[]; nbHits: number; nbPages: number; page: number};

/** A search backend: answers requests in order, or rejects with {@link searchUnavailable}. */
export type SearchBackend = {
  search: (requests: readonly SearchRequest[]) => Promise<SearchAnswer[]>;
};

/**
 * The rejection of a search when the index or the service cannot be reached.
 * Named `RetryError`, the one name DocSearch's modal turns into its error
 * screen (algoliasearch's error for unreachable hosts).
 */
export function searchUnavailable(message: string, cause?: unknown): Error {
  return Object.assign(new Error(message, {cause}), {name: 'RetryError'});
}
