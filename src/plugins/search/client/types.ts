/**
 * The site's search interface: one request and answer shape, answered by one
 * of two backends (Pagefind in embedded mode, Algolia in hosted mode), and
 * read by the DocSearch modal (through `docSearchClient`) and our `/search/`
 * page. Hits are DocSearch records, the shape the Algolia crawler writes and
 * the modal draws.
 */

/** Levels of a DocSearch record: lvl0 (section) to lvl6 (deepest heading). */
export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

/** A highlighted value: escaped HTML in which only the highlight tags are markup. */
export type HighlightedValue = {value: string; matchLevel: 'none' | 'partial' | 'full'};

/**
 * A hit in the shape of a DocSearch record. `hierarchy` and `content` are plain
 * text; `_highlightResult` and `_snippetResult` hold escaped HTML and list only
 * the levels that are set, in order.
 */
export type DocSearchHit = {
  objectID: string;
  /** Absolute URL, with `#anchor` for a section. */
  url: string;
  /** Which level this hit stands for; `content` for text under a heading. */
  type: HierarchyLevel | 'content';
  hierarchy: Record<HierarchyLevel, string | null>;
  content: string | null;
  _highlightResult: {
    hierarchy: Partial<Record<HierarchyLevel, HighlightedValue>>;
    content?: HighlightedValue;
  };
  _snippetResult: {
    hierarchy?: Partial<Record<HierarchyLevel, HighlightedValue>>;
    content?: HighlightedValue;
  };
};

/**
 * One search. `facetFilters` is Algolia's: every entry must match, an array
 * entry when one of its values does (`['language:en', ['docusaurus_tag:default', …]]`).
 */
export type SearchRequest = {
  query: string;
  /** Zero-based page of `hitsPerPage` results (default 0). */
  page?: number;
  /** Default 20. */
  hitsPerPage?: number;
  facetFilters?: string | ReadonlyArray<string | readonly string[]>;
  /** Highlight tags (default `<mark>` and `</mark>`). */
  highlightPreTag?: string;
  highlightPostTag?: string;
  /**
   * `sections` (the modal): a page's hit followed by hits for its matching
   * headings; `pages` (the search page): one hit per page. Algolia answers
   * with its records either way.
   */
  granularity?: 'sections' | 'pages';
};

/** The answer to one {@link SearchRequest}. */
export type SearchAnswer = {
  hits: DocSearchHit[];
  /** Number of matching pages (Pagefind) or records (Algolia). */
  nbHits: number;
  /** Number of result pages of `hitsPerPage`. */
  nbPages: number;
  page: number;
};

/** A search backend: answers requests in order, or rejects with `SearchUnavailableError`. */
export type SearchBackend = {
  search: (requests: readonly SearchRequest[]) => Promise<SearchAnswer[]>;
  /** Origin to preconnect to (hosted mode), or null when the site serves the index itself. */
  readonly preconnect: string | null;
};

/**
 * Rejection of a search when the index or the service cannot be reached. Its
 * `name` is `RetryError` because that is the one name DocSearch's modal turns
 * into its error screen (the name of algoliasearch's error for unreachable
 * hosts).
 */
export class SearchUnavailableError extends Error {
  override name = 'RetryError';
  /** `missing-in-development` under `docusaurus start` (no index is built), else `unreachable`. */
  readonly reason: 'unreachable' | 'missing-in-development';

  constructor(message: string, reason: SearchUnavailableError['reason'], cause?: unknown) {
    super(message, {cause});
    this.reason = reason;
  }
}
