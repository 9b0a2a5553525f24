/**
 * A search client with the interface of Algolia's `liteClient` (the part the
 * DocSearch modal and the theme's search page use) that answers from the
 * Pagefind index of the current locale. Nothing leaves the site's origin.
 */
import {matchesEveryTerm, queryTerms} from './highlight';
import {modalHits, pageHit, type MappingContext} from './mapping';
import {normalizeRequests, toPagefindFilters, type SearchInput} from './requests';
import type {
  DocSearchHit,
  NormalizedRequest,
  PagefindApi,
  PagefindResultData,
  SearchResponse,
  SearchResult,
} from './types';

/**
 * Rejection of `search()` when the index cannot be used (not built, blocked,
 * offline). Its `name` is `RetryError`, like algoliasearch's error for
 * unreachable hosts, which is what makes DocSearch show its error screen
 * ('Unable to fetch results').
 */
export class SearchUnavailableError extends Error {
  override name = 'RetryError';
  /** Why the index cannot be used: `missing-in-development` under `docusaurus start`, else `unreachable`. */
  readonly reason: 'unreachable' | 'missing-in-development';

  constructor(
    message: string,
    reason: SearchUnavailableError['reason'],
    options?: {cause?: unknown},
  ) {
    super(message, options);
    this.reason = reason;
  }
}

/** How the client reaches Pagefind and builds absolute URLs. */
export type EmbeddedSearchClientOptions = {
  /** Resolves to the initialised Pagefind module; rejects when it cannot be loaded. */
  loadPagefind: () => Promise<PagefindApi>;
  /** Origin for absolute hit URLs (in the browser, `window.location.origin`). */
  origin: () => string;
  /** Sections shown per page in the modal (default 3). */
  maxSectionsPerPage?: number;
  /**
   * Pages ranked just below those shown in the modal whose fragments are
   * fetched in the background (default 5), from the second modal search of
   * the page on: the next keystroke usually reorders those results, and its
   * answer then needs no request. The first search stays as small as it can.
   */
  prefetchPages?: number;
  /**
   * Asked after a query that found nothing: resolves to `false` when the
   * index's files cannot be fetched any more. Pagefind skips index chunks it
   * fails to fetch and answers without them, so a visitor who went offline
   * after the index loaded would otherwise read 'No results' for any word
   * whose chunk was not loaded yet. Leave it out to trust empty answers.
   */
  indexReachable?: () => Promise<boolean>;
};

/** The Algolia-compatible client, see {@link createEmbeddedSearchClient}. */
export type EmbeddedSearchClient = {
  /** Marks this client as ours (for tests and debugging). */
  readonly embedded: true;
  readonly appId: string;
  /**
   * Answers every request, in order. DocSearch's `{requests: [...]}` shape
   * gets page hits followed by section hits (the modal groups and nests
   * them); the legacy array shape of the search page gets one hit per page.
   * `nbHits` is always the number of matching pages. Calls resolve in the
   * order they were made, so a slow early query never overwrites a later one.
   *
   * @throws SearchUnavailableError (as a rejection) when the index cannot be loaded
   */
  search: (input: SearchInput) => Promise<SearchResponse>;
  /** Accepted and ignored (the helper and DocSearch call it). */
  addAlgoliaAgent: (segment: string, version?: string) => void;
  /** Nothing to clear: the browser caches the index files. */
  clearCache: () => Promise<void>;
  /** Stub of the Algolia transporter's user agent, which DocSearch's types require. */
  transporter: {
    algoliaAgent: {value: string; add: (options: {segment: string; version?: string}) => void};
  };
};

function emptyResult(request: NormalizedRequest, started: number): SearchResult {
  return searchResult(request, started, [], 0, request.facets.length ? {} : undefined);
}

/**
 * A response in the shape DocSearch and the search page read.
 *
 * @param hits the hits of the requested page
 * @param total number of matching pages (nbHits)
 * @param facets facet counts, only when the request asked for facets
 */
function searchResult(
  request: NormalizedRequest,
  started: number,
  hits: DocSearchHit[],
  total: number,
  facets: SearchResult['facets'] | undefined,
): SearchResult {
  return {
    hits,
    nbHits: total,
    nbPages: request.hitsPerPage > 0 ? Math.ceil(total / request.hitsPerPage) : 0,
    page: request.page,
    hitsPerPage: request.hitsPerPage,
    query: request.query,
    params: '',
    index: request.indexName,
    processingTimeMS: Math.round(now() - started),
    exhaustiveNbHits: true,
    ...(facets && {facets}),
  };
}

function now(): number {
  return typeof performance === 'undefined' ? Date.now() : performance.now();
}

async function answer(
  pagefind: PagefindApi,
  request: NormalizedRequest,
  style: 'sections' | 'pages',
  options: EmbeddedSearchClientOptions,
  prefetch: boolean,
): Promise<SearchResult> {
  const started = now();
  if (!request.query.trim()) return emptyResult(request, started);
  const response = await pagefind.search(request.query, {
    filters: toPagefindFilters(request.facetFilters),
  });
  if (!response) return emptyResult(request, started);
  const terms = queryTerms(request.query);
  const sections = options.maxSectionsPerPage ?? 3;
  // The pages to show: a page of the search page, or, in the modal, just enough
  // pages (one fragment request each) to fill the list, as a page gives its own
  // hit and up to `sections` more.
  const shown =
    request.hitsPerPage === 0
      ? []
      : style === 'pages'
        ? response.results.slice(
            request.page * request.hitsPerPage,
            (request.page + 1) * request.hitsPerPage,
          )
        : response.results.slice(0, Math.ceil(request.hitsPerPage / (1 + sections)));
  const first = response.results[0];
  // Fragments load in parallel; the first result's is shared (Pagefind caches it).
  const [firstData, ...data] = await Promise.all([
    first?.data(),
    ...shown.map((result) => result.data()),
  ]);
  if (prefetch && style === 'sections') {
    const next = response.results.slice(shown.length, shown.length + (options.prefetchPages ?? 5));
    setTimeout(() => next.forEach((result) => result.data().catch(() => undefined)), 0);
  }
  // Pagefind answers an unknown word with pages matching a short prefix of it: no real match.
  if (
    firstData?.content !== undefined &&
    firstData.locations &&
    !matchesEveryTerm(firstData.content, firstData.locations, terms)
  ) {
    return emptyResult(request, started);
  }
  const total = response.results.length;
  const context: MappingContext = {
    origin: options.origin(),
    terms,
    preTag: request.highlightPreTag,
    postTag: request.highlightPostTag,
  };
  const pages = data as PagefindResultData[];
  const hits: DocSearchHit[] =
    style === 'pages'
      ? pages.map((page) => pageHit(page, context))
      : pages.flatMap((page) => modalHits(page, context, sections)).slice(0, request.hitsPerPage);
  const facets = request.facets.length
    ? Object.fromEntries(
        request.facets.map((facet) => [facet, {...(response.filters?.[facet] ?? {})}]),
      )
    : undefined;
  return searchResult(request, started, hits, total, facets);
}

/**
 * Creates the embedded client.
 *
 * @example
 * const client = createEmbeddedSearchClient({loadPagefind, origin: () => location.origin});
 * const {results} = await client.search({requests: [{indexName: 'x', query: 'docker'}]});
 */
export function createEmbeddedSearchClient(
  options: EmbeddedSearchClientOptions,
): EmbeddedSearchClient {
  let previous: Promise<unknown> = Promise.resolve();
  let modalSearches = 0;

  async function run(input: SearchInput): Promise<SearchResponse> {
    const style = Array.isArray(input) ? 'pages' : 'sections';
    const requests = normalizeRequests(input);
    const prefetch = style === 'sections' && modalSearches++ > 0;
    let pagefind: PagefindApi;
    try {
      pagefind = await options.loadPagefind();
    } catch (error) {
      if (error instanceof SearchUnavailableError) throw error;
      throw new SearchUnavailableError('The search index could not be loaded', 'unreachable', {
        cause: error,
      });
    }
    let results: SearchResult[];
    try {
      results = await Promise.all(
        requests.map((request) => answer(pagefind, request, style, options, prefetch)),
      );
    } catch (error) {
      throw new SearchUnavailableError('The search index could not be read', 'unreachable', {
        cause: error,
      });
    }
    const foundNothing = results.some((result) => result.query.trim() && result.nbHits === 0);
    if (foundNothing && options.indexReachable && !(await options.indexReachable())) {
      throw new SearchUnavailableError(
        'The search index could not be fetched: an empty answer may be missing parts of it',
        'unreachable',
      );
    }
    return {results};
  }

  return {
    embedded: true,
    appId: 'embedded',
    search(input) {
      const work = run(input);
      const ordered = previous.then(
        () => work,
        () => work,
      );
      previous = ordered.catch(() => undefined);
      return ordered;
    },
    addAlgoliaAgent() {},
    clearCache: async () => {},
    transporter: {algoliaAgent: {value: 'gladys-embedded-pagefind', add() {}}},
  };
}
