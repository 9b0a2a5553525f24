/**
 * The embedded backend: answers searches from the Pagefind index our plugin
 * writes at build time (`<locale base URL>pagefind/`). One Pagefind result is
 * one page; it becomes a `lvl1` hit (title and best excerpt) and, for the
 * modal, hits for its matching sections, each linking to its heading.
 * Nothing leaves the site's origin.
 */
import {excerptText, highlight, matchesEveryTerm, queryTerms, textMatches} from './highlight';
import {
  SearchUnavailableError,
  type DocSearchHit,
  type HierarchyLevel,
  type SearchAnswer,
  type SearchBackend,
  type SearchRequest,
} from './types';

/** A heading (or other element with an id) of an indexed page. */
export type PagefindAnchor = {element: string; id: string; text: string; location: number};

/** Part of a page matching the query: the text under one heading. */
export type PagefindSubResult = {
  title: string;
  /** Page URL, with `#anchor` when under a heading. */
  url: string;
  /** Plain text, NOT escaped, with `<mark>` around matches. */
  excerpt: string;
  anchor?: PagefindAnchor;
};

/** What Pagefind stores about one page (its "fragment"). */
export type PagefindResultData = {
  /** URL path with the base URL (`/fr/docs/…`). */
  url: string;
  /** Excerpt of the best-matching part: plain text with `<mark>`, NOT escaped. */
  excerpt: string;
  /** Page text as indexed, and the word positions of the matches in it. */
  content?: string;
  locations?: number[];
  /** `title` and `lvl0`, written by our indexer. */
  meta: Record<string, string | undefined>;
  anchors?: PagefindAnchor[];
  sub_results?: PagefindSubResult[];
};

/** Pagefind filter: `{attr: value}`, `{attr: {any: [...]}}`, `{all: [...]}`. */
export type PagefindFilter = {[key: string]: string | string[] | PagefindFilter | PagefindFilter[]};

/** The part of Pagefind's browser module (1.6) we use. */
export type PagefindApi = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (
    term: string,
    options?: {filters?: PagefindFilter},
  ) => Promise<{results: {data: () => Promise<PagefindResultData>}[]} | null>;
};

/** Options of {@link createPagefindBackend}. */
export type PagefindBackendOptions = {
  /** URL of the index folder, for example `/fr/pagefind/`. */
  indexUrl: string;
  /** Origin for absolute hit URLs (in the browser, `window.location.origin`). */
  origin: () => string;
  /** Imports a module by URL (replaced in tests). */
  importModule?: (url: string) => Promise<unknown>;
  /** Set under `docusaurus start`: no index exists, every search rejects at once. */
  missingInDevelopment?: boolean;
  /**
   * Asked after a query that found nothing: resolves to false when the index
   * cannot be fetched any more. Pagefind answers without the chunks it fails to
   * fetch, so a visitor gone offline would otherwise read 'No results'.
   * Defaults to a bodiless request for the index's entry file.
   */
  indexReachable?: () => Promise<boolean>;
};

/** Matching sections shown per page in the modal. */
const sectionsPerPage = 3;
/** Pages below those shown whose fragments are fetched ahead, from the second modal search on. */
const prefetchPages = 5;
const levels: readonly HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

const importByUrl = (url: string): Promise<unknown> =>
  import(/* webpackIgnore: true */ /* @vite-ignore */ url);

/**
 * Algolia `facetFilters` as a Pagefind filter:
 * `['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]`
 * becomes `{all: [{language: 'en'}, {docusaurus_tag: {any: ['default', …]}}]}`.
 * Values without `attribute:` are ignored.
 */
export function toPagefindFilters(
  facetFilters: SearchRequest['facetFilters'],
): PagefindFilter | undefined {
  const clauses: PagefindFilter[] = [];
  for (const clause of typeof facetFilters === 'string' ? [facetFilters] : (facetFilters ?? [])) {
    const byAttribute = new Map<string, string[]>();
    for (const raw of typeof clause === 'string' ? [clause] : clause) {
      const colon = raw.indexOf(':');
      if (colon > 0) {
        const attribute = raw.slice(0, colon);
        byAttribute.set(attribute, [...(byAttribute.get(attribute) ?? []), raw.slice(colon + 1)]);
      }
    }
    const any = [...byAttribute].map(([attribute, values]): PagefindFilter => ({
      [attribute]: values.length === 1 ? values[0]! : {any: values},
    }));
    if (any.length) clauses.push(any.length === 1 ? any[0]! : {any});
  }
  return clauses.length > 1 ? {all: clauses} : clauses[0];
}

/**
 * Headings above `anchor`, from h2 down to the anchor itself, by DocSearch
 * level: index 2 is the h2, 3 the h3, and so on; unused levels are null.
 */
export function headingChain(
  anchors: readonly PagefindAnchor[],
  anchor: PagefindAnchor,
): (string | null)[] {
  const chain: (string | null)[] = [null, null, null, null, null, null, null];
  for (const candidate of anchors) {
    if (candidate.location > anchor.location) break;
    const level = /^h([2-6])$/i.exec(candidate.element)?.[1];
    if (!level) continue;
    chain.fill(null, Number(level));
    chain[Number(level)] = candidate.text.trim() || null;
    if (candidate.id === anchor.id && candidate.location === anchor.location) break;
  }
  return chain;
}

type Tags = {terms: readonly string[]; pre: string; post: string; origin: string};

/** One hit: `values` are the plain texts of lvl0, lvl1…; `excerpt` is Pagefind's. */
function hit(
  url: string,
  type: DocSearchHit['type'],
  values: (string | null)[],
  excerpt: string,
  tags: Tags,
): DocSearchHit {
  const absolute = new URL(url, tags.origin).href;
  const hierarchy = Object.fromEntries(levels.map((level, i) => [level, values[i] ?? null]));
  const highlighted = Object.fromEntries(
    levels
      .filter((level) => hierarchy[level] !== null)
      .map((level) => [level, highlight(hierarchy[level]!, tags.terms, tags.pre, tags.post)]),
  );
  const content = excerpt ? highlight(excerpt, tags.terms, tags.pre, tags.post, true) : undefined;
  return {
    objectID: absolute,
    url: absolute,
    type,
    hierarchy: hierarchy as DocSearchHit['hierarchy'],
    content: excerpt ? excerptText(excerpt) : null,
    _highlightResult: {hierarchy: highlighted, ...(content && {content})},
    _snippetResult: {hierarchy: highlighted, ...(content && {content})},
  };
}

/**
 * Hits of one Pagefind page: the page itself (`lvl1`: its section as lvl0,
 * its title, Pagefind's best excerpt), then, unless `pageOnly`, up to three
 * matching sections under a heading (`lvl2`…`lvl6` when the heading matches
 * the query, `content` otherwise).
 */
export function pageHits(data: PagefindResultData, tags: Tags, pageOnly = false): DocSearchHit[] {
  const title = data.meta.title?.trim() || data.url;
  const section = data.meta.lvl0?.trim() || title;
  const page = hit(data.url, 'lvl1', [section, title], data.excerpt, tags);
  if (pageOnly) return [page];
  const sections = (data.sub_results ?? []).flatMap((sub) => {
    if (!sub.anchor) return [];
    const chain = headingChain(data.anchors ?? [], sub.anchor);
    const level = /^h([2-6])$/i.exec(sub.anchor.element)?.[1];
    const heading = chain.filter(Boolean).at(-1);
    const type = level && heading && textMatches(heading, tags.terms) ? `lvl${level}` : 'content';
    return [
      hit(
        sub.url,
        type as DocSearchHit['type'],
        [section, title, ...chain.slice(2)],
        sub.excerpt,
        tags,
      ),
    ];
  });
  return [page, ...sections.slice(0, sectionsPerPage)];
}

/**
 * Creates the embedded backend. Pagefind is imported once, on the first
 * search (on the main thread: its worker would be one more 40 KB download for
 * searches that take milliseconds); a failed import is tried again, with a
 * query string, on the next search. Answers resolve in call order, so a slow
 * early query never replaces a later one.
 */
export function createPagefindBackend(options: PagefindBackendOptions): SearchBackend {
  const importModule = options.importModule ?? importByUrl;
  const indexReachable =
    options.indexReachable ??
    (() =>
      fetch(`${options.indexUrl}pagefind-entry.json`, {method: 'HEAD', cache: 'no-store'}).then(
        (response) => response.ok,
        () => false,
      ));
  let loading: Promise<PagefindApi> | null = null;
  let attempts = 0;
  let modalSearches = 0;
  let previous: Promise<unknown> = Promise.resolve();

  function load(): Promise<PagefindApi> {
    if (options.missingInDevelopment) {
      const message =
        'No search index under `docusaurus start`: run `npm run build && npm run serve`';
      return Promise.reject(new SearchUnavailableError(message, 'missing-in-development'));
    }
    const url = `${options.indexUrl}pagefind.js${attempts ? `?attempt=${attempts}` : ''}`;
    loading ??= importModule(url)
      .then(async (module) => {
        const pagefind = module as PagefindApi;
        // Our indexer stores full paths (`/fr/docs/…`): Pagefind's default base would double `/fr/`.
        await pagefind.options({baseUrl: '/', excerptLength: 24, noWorker: true});
        await pagefind.init();
        return pagefind;
      })
      .catch((error: unknown) => {
        loading = null;
        attempts += 1;
        throw new SearchUnavailableError(
          'The search index could not be loaded',
          'unreachable',
          error,
        );
      });
    return loading;
  }

  async function answer(
    pagefind: PagefindApi,
    request: SearchRequest,
    prefetch: boolean,
  ): Promise<SearchAnswer> {
    const {page = 0, hitsPerPage = 20, granularity = 'sections'} = request;
    const empty: SearchAnswer = {hits: [], nbHits: 0, nbPages: 0, page};
    if (!request.query.trim()) return empty;
    const response = await pagefind.search(request.query, {
      filters: toPagefindFilters(request.facetFilters),
    });
    const results = response?.results ?? [];
    // A page gives its own hit and up to three more in the modal: load just enough pages.
    const shown =
      granularity === 'pages'
        ? results.slice(page * hitsPerPage, (page + 1) * hitsPerPage)
        : results.slice(0, Math.ceil(hitsPerPage / (1 + sectionsPerPage)));
    const [first, ...pages] = await Promise.all([
      results[0]?.data(),
      ...shown.map((r) => r.data()),
    ]);
    if (prefetch) {
      const next = results.slice(shown.length, shown.length + prefetchPages);
      setTimeout(() => next.forEach((result) => result.data().catch(() => undefined)), 0);
    }
    const terms = queryTerms(request.query);
    // Pagefind answers an unknown word with the pages matching a short prefix of it: no real match.
    if (
      first?.content &&
      first.locations &&
      !matchesEveryTerm(first.content, first.locations, terms)
    )
      return empty;
    const tags: Tags = {
      terms,
      pre: request.highlightPreTag ?? '<mark>',
      post: request.highlightPostTag ?? '</mark>',
      origin: options.origin(),
    };
    const hits = pages
      .flatMap((data) => pageHits(data!, tags, granularity === 'pages'))
      .slice(0, granularity === 'pages' ? undefined : hitsPerPage);
    return {hits, nbHits: results.length, nbPages: Math.ceil(results.length / hitsPerPage), page};
  }

  async function run(requests: readonly SearchRequest[]): Promise<SearchAnswer[]> {
    const pagefind = await load();
    const prefetch = requests.some((r) => r.granularity !== 'pages') && modalSearches++ > 0;
    const answers = await Promise.all(requests.map((r) => answer(pagefind, r, prefetch))).catch(
      (error: unknown) => {
        throw new SearchUnavailableError(
          'The search index could not be read',
          'unreachable',
          error,
        );
      },
    );
    const foundNothing = answers.some((a, i) => a.nbHits === 0 && requests[i]!.query.trim());
    if (foundNothing && !(await indexReachable())) {
      throw new SearchUnavailableError(
        'The search index cannot be fetched any more',
        'unreachable',
      );
    }
    return answers;
  }

  return {
    preconnect: null,
    search(requests) {
      const work = run(requests);
      const ordered = previous.then(
        () => work,
        () => work,
      );
      previous = ordered.catch(() => undefined);
      return ordered;
    },
  };
}
