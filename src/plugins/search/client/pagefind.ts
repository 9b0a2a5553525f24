/**
 * The embedded backend: answers searches from the Pagefind index our plugin
 * writes at build time (`<locale base URL>pagefind/`). Each locale has its own
 * index, so the language filter holds by construction; the docs version
 * filter (`docusaurus_tag`) becomes a Pagefind filter. One Pagefind result is
 * one page: a `lvl1` hit (its title and Pagefind's excerpt) and, for the
 * modal, hits for up to three of its matching sections (Pagefind's
 * `sub_results`, linking to their heading). Nothing leaves the site's origin.
 */
import {
  searchUnavailable,
  type DocSearchHit,
  type HighlightedValue,
  type SearchAnswer,
  type SearchBackend,
  type SearchRequest,
} from './types';
import {escapeHtml, fold, wordsOf} from './text';
import {pagefindRanking, orderPosts} from './ranking';
import {normaliseQuery, stripVariantTerms, type VariantGroups} from './variants';

export {escapeHtml, fold, wordsOf};

/** What Pagefind stores about one page. Excerpts are plain text, NOT escaped, with `<mark>`s. */
export type PagefindResultData = {
  url: string;
  excerpt: string;
  /** Page text as indexed, and the word positions of the matches in it. */
  content: string;
  locations: number[];
  /**
   * `title`: the page's `<h1>`; `lvl0`: its section; `version`: a versioned doc's badge
   * ("Version: 4.86"). See `prepareHtml` in the plugin.
   */
  meta: {title?: string; lvl0?: string; version?: string};
  /** Matching parts of the page; those under a heading have an `anchor` and a URL with `#id`. */
  sub_results?: {title: string; url: string; excerpt: string; anchor?: unknown}[];
};

/** The part of Pagefind's browser module (1.6) we use. */
export type PagefindApi = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  /** `filters`: values a page must have (`{type: 'post'}`, see `prepareHtml` in the plugin). */
  search: (
    term: string,
    options?: {filters?: Record<string, unknown>},
  ) => Promise<{results: PagefindResult[]} | null>;
};

/** One page Pagefind found: its `id` at once, its data on demand. */
export type PagefindResult = {
  id?: string;
  data: () => Promise<PagefindResultData>;
};

/** Options of {@link createPagefindBackend}. */
export type PagefindBackendOptions = {
  /** URL of the index folder, for example `/fr/pagefind/`. */
  indexUrl: string;
  /** Origin for absolute hit URLs (in the browser, `window.location.origin`). */
  origin: () => string;
  /** Replaced in tests: imports a module by URL; tells whether the index can still be fetched. */
  importModule?: (url: string) => Promise<unknown>;
  indexReachable?: () => Promise<boolean>;
  /** Spelling variants of the locale (`customFields.searchVariants`); none by default. */
  variants?: VariantGroups;
};

/** Matching sections shown per page in the modal. */
const sectionsPerPage = 3;
/** Pages below those shown whose fragments are fetched ahead, from the second modal search on. */
const prefetchPages = 5;

type Tags = {pre: string; post: string; origin: string; marked: ReadonlySet<string>};

/** Escaped HTML of `parts`, the odd ones (the matches) between the highlight tags. */
function highlight(parts: string[], tags: Tags): HighlightedValue {
  const value = parts.map((p, i) => (i % 2 ? tags.pre + escapeHtml(p) + tags.post : escapeHtml(p)));
  return {value: value.join(''), matchLevel: parts.length > 1 ? 'full' : 'none'};
}

/** A title or heading, its words that Pagefind marked somewhere in the page highlighted. */
function highlightWords(text: string, tags: Tags): HighlightedValue {
  const parts = text.split(/([\p{L}\p{N}]+)/u);
  // Odd parts are words: one that Pagefind did not mark joins the text around it.
  const merged = [parts[0]!];
  for (let i = 1; i < parts.length; i += 2) {
    if (tags.marked.has(fold(parts[i]!))) merged.push(parts[i]!, parts[i + 1]!);
    else merged[merged.length - 1] += parts[i]! + parts[i + 1]!;
  }
  return highlight(merged, tags);
}

/**
 * Hits of one Pagefind page: the page itself (`lvl1`: its section, and its
 * docs version if it has one, as lvl0,
 * its title, Pagefind's excerpt), then, unless `pageOnly`, up to three
 * matching sections under a heading (`lvl2` when the heading holds a matched
 * word, `content` otherwise). Every highlighted value is escaped HTML.
 */
export function pageHits(
  data: PagefindResultData,
  {pre, post, origin}: Omit<Tags, 'marked'>,
  pageOnly = false,
): DocSearchHit[] {
  const excerpts = [data.excerpt, ...(data.sub_results ?? []).map((s) => s.excerpt)];
  const marked = new Set(
    excerpts.flatMap((e) => wordsOf(e.match(/<mark>.*?<\/mark>/g)?.join(' ') ?? '')),
  );
  const tags: Tags = {pre, post, origin, marked};
  const title = data.meta.title?.trim() || data.url;
  // A versioned doc says which version it belongs to, beside its section.
  const lvl0 = [data.meta.lvl0?.trim() || title, data.meta.version?.trim()]
    .filter(Boolean)
    .join(' · ');
  const hit = (url: string, heading: string | null, excerpt: string): DocSearchHit => {
    const absolute = new URL(url, origin).href;
    const lvl2 = heading ? highlightWords(heading, tags) : undefined;
    const levels = {lvl0: highlightWords(lvl0, tags), lvl1: highlightWords(title, tags)};
    const highlighted = {
      hierarchy: {...levels, ...(lvl2 && {lvl2})},
      content: highlight(excerpt.split(/<\/?mark>/), tags),
    };
    return {
      objectID: absolute,
      url: absolute,
      type: !lvl2 ? 'lvl1' : lvl2.matchLevel === 'full' ? 'lvl2' : 'content',
      hierarchy: {lvl0, lvl1: title, lvl2: heading, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      content: excerpt.replace(/<\/?mark>/g, ''),
      _highlightResult: highlighted,
      _snippetResult: highlighted,
    };
  };
  const sections = (data.sub_results ?? []).filter((s) => s.anchor && !pageOnly);
  return [
    hit(data.url, null, data.excerpt),
    ...sections.slice(0, sectionsPerPage).map((s) => hit(s.url, s.title, s.excerpt)),
  ];
}

/**
 * `data` with the variant terms the index added (`variants.ts`) taken out of
 * its title, excerpts and section titles: what the reader sees is the page's text.
 */
export function withoutVariantTerms(
  data: PagefindResultData,
  groups: VariantGroups,
): PagefindResultData {
  if (!groups.length) return data;
  const strip = (text: string) => stripVariantTerms(text, groups);
  return {
    ...data,
    excerpt: strip(data.excerpt),
    meta: {...data.meta, ...(data.meta.title && {title: strip(data.meta.title)})},
    sub_results: data.sub_results?.map((s) => ({
      ...s,
      title: strip(s.title),
      excerpt: strip(s.excerpt),
    })),
  };
}

/**
 * Whether a page Pagefind returned really answers every word of `query`.
 * Pagefind answers a word no page has with the pages matching a much shorter
 * prefix of it ('deploiement' finds every 'de'); a real match shares the
 * word's whole start but for up to five letters (stems: 'installer' finds
 * 'installation'), and the whole word up to three letters.
 */
export function reallyMatches(
  data: Pick<PagefindResultData, 'content' | 'locations'>,
  query: string,
): boolean {
  const words = data.content.split(/[^\S\uFEFF]+/);
  const found = data.locations.flatMap((location) => wordsOf(words[location] ?? ''));
  return wordsOf(query).every((term) =>
    found.some((word) => {
      let shared = 0;
      while (shared < term.length && word[shared] === term[shared]) shared += 1;
      return shared >= Math.min(term.length, Math.max(3, term.length - 5));
    }),
  );
}

/**
 * The `docusaurus_tag` values a request's contextual facet filters allow
 * (`[["docusaurus_tag:default", "docusaurus_tag:docs-default-4.86"], "language:en"]`),
 * or null when they name none.
 */
export function docusaurusTags(facetFilters: unknown): string[] | null {
  const filters = (Array.isArray(facetFilters) ? facetFilters : [facetFilters]).flat();
  const tags = filters
    .filter((f): f is string => typeof f === 'string' && f.startsWith('docusaurus_tag:'))
    .map((f) => f.slice('docusaurus_tag:'.length));
  return tags.length ? tags : null;
}

/**
 * The pages Pagefind finds for `query`, its spellings replaced by their
 * group's term (`variants.ts`), best first, among the pages whose
 * `docusaurus_tag` is in `tags` (the docs version being read, and the pages
 * outside versioned docs); then the blog posts go after the other pages, or
 * before them when the query names a version (`ranking.ts`). Posts are told
 * apart with the `type` filter, before any page data is loaded.
 *
 * @param tags allowed `docusaurus_tag` filter values, or null for every page
 * @returns the results, and the query searched
 */
export async function rankedResults(
  pagefind: PagefindApi,
  query: string,
  variants: VariantGroups = [],
  tags: string[] | null = null,
): Promise<{results: PagefindResult[]; searched: string}> {
  const searched = normaliseQuery(query, variants);
  const scope = tags ? {docusaurus_tag: {any: tags}} : {};
  const [all, posts] = await Promise.all([
    pagefind.search(searched, {filters: scope}),
    pagefind.search(searched, {filters: {...scope, type: 'post'}}),
  ]);
  const postIds = new Set((posts?.results ?? []).map((result) => result.id));
  const results = all?.results ?? [];
  return {
    results: orderPosts(results, (result) => !!result.id && postIds.has(result.id), query),
    searched,
  };
}

/**
 * Creates the embedded backend. Pagefind is imported on the first search, on
 * the main thread (its worker would be one more 40 KB download for searches
 * that take milliseconds); a failed import is tried again on the next search
 * under a new URL, as the browser keeps the failure of a URL.
 */
export function createPagefindBackend(options: PagefindBackendOptions): SearchBackend {
  const importModule =
    options.importModule ?? ((url: string) => import(/* webpackIgnore: true */ url));
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

  const load = () =>
    (loading ??= importModule(
      `${options.indexUrl}pagefind.js${attempts ? `?attempt=${attempts}` : ''}`,
    )
      .then(async (module) => {
        const pagefind = module as PagefindApi;
        // The index stores full paths (`/fr/docs/…`): Pagefind's default base would double `/fr/`.
        await pagefind.options({
          baseUrl: '/',
          excerptLength: 24,
          noWorker: true,
          ranking: pagefindRanking,
        });
        await pagefind.init();
        return pagefind;
      })
      .catch((error: unknown) => {
        loading = null;
        attempts += 1;
        throw searchUnavailable('The search index could not be loaded', error);
      }));

  async function answer(
    pagefind: PagefindApi,
    request: SearchRequest,
    prefetch: boolean,
  ): Promise<SearchAnswer> {
    const {query, page = 0, hitsPerPage = 20, pagesOnly = false} = request;
    const {results, searched} = query.trim()
      ? await rankedResults(pagefind, query, options.variants, docusaurusTags(request.facetFilters))
      : {results: [], searched: ''};
    // The modal shows a page and up to three of its sections: load just enough pages.
    const shown = pagesOnly
      ? results.slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      : results.slice(0, Math.ceil(hitsPerPage / (1 + sectionsPerPage)));
    const pages = await Promise.all(shown.map((result) => result.data()));
    if (prefetch) {
      const next = results.slice(shown.length, shown.length + prefetchPages);
      setTimeout(() => next.forEach((result) => void result.data().catch(() => undefined)), 0);
    }
    if (page === 0 && pages[0] && !reallyMatches(pages[0], searched))
      return {hits: [], nbHits: 0, nbPages: 0, page};
    const {highlightPreTag: pre = '<mark>', highlightPostTag: post = '</mark>'} = request;
    const hits = pages.flatMap((data) =>
      pageHits(
        withoutVariantTerms(data, options.variants ?? []),
        {pre, post, origin: options.origin()},
        pagesOnly,
      ),
    );
    return {
      hits: pagesOnly ? hits : hits.slice(0, hitsPerPage),
      nbHits: results.length,
      nbPages: Math.ceil(results.length / hitsPerPage),
      page,
    };
  }

  return {
    async search(requests) {
      const pagefind = await load();
      const prefetch = requests.some((r) => !r.pagesOnly) && modalSearches++ > 0;
      const answers = await Promise.all(requests.map((r) => answer(pagefind, r, prefetch))).catch(
        (error: unknown) => {
          throw searchUnavailable('The search index could not be read', error);
        },
      );
      // Pagefind answers without the index chunks it fails to fetch: "nothing" may mean "offline".
      const foundNothing = answers.some((a, i) => !a.nbHits && requests[i]!.query.trim());
      if (foundNothing && !(await indexReachable())) {
        throw searchUnavailable('The search index cannot be fetched any more');
      }
      return answers;
    },
  };
}
