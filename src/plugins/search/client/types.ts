/**
 * Shapes exchanged between the DocSearch UI (modal and search page), which
 * speaks the Algolia search API, and Pagefind, which answers from the static
 * index written at build time.
 */

// ---------------------------------------------------------------------------
// Pagefind (the browser API of `/pagefind/pagefind.js`, version 1.6)
// ---------------------------------------------------------------------------

/** A heading (or other element with an id) of an indexed page. */
export type PagefindAnchor = {
  /** Tag name, for example `h2`. */
  element: string;
  /** The element's `id`, the URL fragment. */
  id: string;
  /** Plain text of the element. */
  text: string;
  /** Word position of the element in the page content. */
  location: number;
};

/** Part of a page matching the query: the text under one heading. */
export type PagefindSubResult = {
  /** Heading text, or the page title for the text before the first heading. */
  title: string;
  /** Page URL, with `#anchor` when under a heading. */
  url: string;
  /** Excerpt around the matches: plain text with `<mark>` around matched words, NOT escaped. */
  excerpt: string;
  /** The heading, absent for the text before the first heading. */
  anchor?: PagefindAnchor;
  /** Word positions of the matches. */
  locations?: number[];
};

/** Everything Pagefind stores about one matching page (its "fragment"). */
export type PagefindResultData = {
  /** Page URL path, with the site base URL (for example `/fr/docs/installation/docker/`). */
  url: string;
  /** Excerpt of the best-matching part: plain text with `<mark>`, NOT escaped. */
  excerpt: string;
  /** Page text as indexed (plain, whitespace-separated words). */
  content?: string;
  /** Word positions of the matches in `content`. */
  locations?: number[];
  /** Metadata: `title` and `lvl0` written by our indexer (plain text). */
  meta: Record<string, string | undefined>;
  /** Filter values of the page (`language`, `docusaurus_tag`). */
  filters?: Record<string, string[]>;
  /** Headings of the page, in document order. */
  anchors?: PagefindAnchor[];
  /** Matching parts of the page, best first. */
  sub_results?: PagefindSubResult[];
};

/** One matching page, before its data is loaded. */
export type PagefindResult = {
  id: string;
  score: number;
  /** Loads the page's fragment (one request, cached by the browser). */
  data: () => Promise<PagefindResultData>;
};

/** Pagefind filter expression: `{attr: value}`, `{attr: {any: [...]}}`, `{all|any|none|not: ...}`. */
export type PagefindFilter = {[key: string]: string | string[] | PagefindFilter | PagefindFilter[]};

/** Answer of `pagefind.search()`. */
export type PagefindSearchResponse = {
  /** Matching pages, best first. */
  results: PagefindResult[];
  /** Number of pages matching the terms before filtering. */
  unfilteredResultCount: number;
  /** For each filter, how many of the results have each value. */
  filters: Record<string, Record<string, number>>;
  /** Same counts, without the filters applied. */
  totalFilters: Record<string, Record<string, number>>;
};

/** The part of the Pagefind module we use. */
export type PagefindApi = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (
    term: string | null,
    options?: {filters?: PagefindFilter},
  ) => Promise<PagefindSearchResponse | null>;
};

// ---------------------------------------------------------------------------
// Algolia / DocSearch
// ---------------------------------------------------------------------------

/**
 * Algolia `facetFilters`: every top-level entry must match (AND); an array
 * entry matches when one of its values does (OR). A value is
 * `attribute:value`, or `-attribute:value` for a negation.
 */
export type FacetFilters = string | ReadonlyArray<string | ReadonlyArray<string>>;

/** The search parameters we read from a request (others are ignored). */
export type SearchParams = {
  query?: string;
  /** Zero-based page number. */
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  /** Facets whose value counts the caller wants back. */
  facets?: string | string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
};

/** Request sent by DocSearch 4: `client.search({requests: [{indexName, query, ...}]})`. */
export type FlatSearchRequest = SearchParams & {indexName: string};

/** Legacy request sent by algoliasearch-helper (search page): `client.search([{indexName, params}])`. */
export type LegacySearchRequest = {indexName: string; params?: SearchParams | string};

/** A request after normalisation. */
export type NormalizedRequest = {
  indexName: string;
  query: string;
  page: number;
  hitsPerPage: number;
  facetFilters: FacetFilters | undefined;
  facets: string[];
  highlightPreTag: string;
  highlightPostTag: string;
};

/** Highlighted value, as Algolia returns it in `_highlightResult` and `_snippetResult`. */
export type HighlightedValue = {
  /** Escaped HTML: text with the highlight tags around matched words. */
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
};

/** Levels of a DocSearch record: lvl0 (section) to lvl6 (deepest heading). */
export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

/** Hierarchy of a hit: plain text (not HTML), null for unused levels. */
export type Hierarchy = Record<HierarchyLevel, string | null>;

/**
 * A hit in the shape of a DocSearch (Algolia crawler) record.
 *
 * `hierarchy` and `content` are plain text; `_highlightResult` and
 * `_snippetResult` hold escaped HTML and list only the levels that are set,
 * in order (the search page uses the last one as the title).
 */
export type DocSearchHit = {
  objectID: string;
  /** Absolute URL (`new URL(url)` must work), with `#anchor` for sections. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  /** Which level this hit stands for; `content` for text under a heading. */
  type: HierarchyLevel | 'content';
  hierarchy: Hierarchy;
  content: string | null;
  _highlightResult: {
    hierarchy: Partial<Record<HierarchyLevel, HighlightedValue>>;
    content?: HighlightedValue;
  };
  _snippetResult: {
    hierarchy: Partial<Record<HierarchyLevel, HighlightedValue>>;
    content?: HighlightedValue;
  };
};

/** One answer, in the Algolia response shape (`results[i]`). */
export type SearchResult = {
  hits: DocSearchHit[];
  /** Number of matching pages. */
  nbHits: number;
  /** Number of result pages of `hitsPerPage` hits. */
  nbPages: number;
  page: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  /** Value counts of the requested facets. */
  facets?: Record<string, Record<string, number>>;
};

/** What `client.search()` resolves to. */
export type SearchResponse = {results: SearchResult[]};
