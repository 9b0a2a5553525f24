/**
 * Pure mapping of Pagefind results to DocSearch (Algolia crawler) hits.
 *
 * One Pagefind result is one page. It becomes a `lvl1` hit for the page
 * itself (title and best excerpt) and, for the modal, hits for the matching
 * sections under its headings (`lvl2`…`lvl6` when the heading matches the
 * query, `content` otherwise), each linking to the heading's anchor.
 */
import {excerptText, excerptToHtml, highlightText} from './highlight';
import type {
  DocSearchHit,
  Hierarchy,
  HierarchyLevel,
  HighlightedValue,
  PagefindAnchor,
  PagefindResultData,
  PagefindSubResult,
} from './types';

/** What the mapping needs besides the Pagefind data. */
export type MappingContext = {
  /** Origin the hit URLs are made absolute with, for example `http://localhost:3000`. */
  origin: string;
  /** Folded query terms (see `queryTerms`), for highlighting titles and headings. */
  terms: readonly string[];
  /** Highlight tags requested by the caller (DocSearch asks for `<mark>`). */
  preTag: string;
  postTag: string;
};

const levels: readonly HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

function headingLevel(element: string): number | null {
  const match = /^h([2-6])$/i.exec(element);
  return match ? Number(match[1]) : null;
}

/** Page title of a result (our indexer writes `meta.title`; falls back to the URL). */
export function titleOf(data: PagefindResultData): string {
  return data.meta.title?.trim() || data.url;
}

/** Section (lvl0) of a result: docs category, blog, or the page title. */
export function sectionOf(data: PagefindResultData): string {
  return data.meta.lvl0?.trim() || titleOf(data);
}

/**
 * Headings above `anchor`, from h2 down to the anchor itself, as
 * DocSearch levels: index 2 is the h2, index 3 the h3, and so on. Levels
 * with no heading stay null.
 */
export function headingChain(
  anchors: readonly PagefindAnchor[],
  anchor: PagefindAnchor,
): (string | null)[] {
  const chain: (string | null)[] = [null, null, null, null, null, null, null];
  for (const candidate of anchors) {
    if (candidate.location > anchor.location) break;
    const level = headingLevel(candidate.element);
    if (level === null) continue;
    chain[level] = candidate.text.trim() || null;
    for (let deeper = level + 1; deeper <= 6; deeper += 1) chain[deeper] = null;
    if (candidate.id === anchor.id && candidate.location === anchor.location) break;
  }
  return chain;
}

function absolute(url: string, origin: string): string {
  return new URL(url, origin).href;
}

type HitInput = {
  url: string;
  anchor: string | null;
  type: DocSearchHit['type'];
  /** Plain-text values of lvl0… (null where unused). */
  hierarchyValues: (string | null)[];
  /** Pagefind excerpt (with `<mark>`, not escaped) or null. */
  excerpt: string | null;
};

function buildHit(input: HitInput, context: MappingContext): DocSearchHit {
  const hierarchy = Object.fromEntries(
    levels.map((level, i) => [level, input.hierarchyValues[i] ?? null]),
  ) as Hierarchy;
  const highlighted: Partial<Record<HierarchyLevel, HighlightedValue>> = {};
  for (const level of levels) {
    const value = hierarchy[level];
    if (value !== null)
      highlighted[level] = highlightText(value, context.terms, context.preTag, context.postTag);
  }
  const content = input.excerpt
    ? excerptToHtml(input.excerpt, context.terms, context.preTag, context.postTag)
    : undefined;
  const url = absolute(input.url, context.origin);
  const withoutAnchor = url.replace(/#.*$/, '');
  return {
    objectID: url,
    url,
    url_without_anchor: withoutAnchor,
    anchor: input.anchor,
    type: input.type,
    hierarchy,
    content: input.excerpt ? excerptText(input.excerpt) : null,
    _highlightResult: {hierarchy: highlighted, ...(content && {content})},
    _snippetResult: {hierarchy: {...highlighted}, ...(content && {content})},
  };
}

/**
 * The hit of a page as a whole: `lvl1` with the page title, its section as
 * lvl0, and Pagefind's best excerpt as content. Used by the search page (one
 * hit per page) and as the first hit of a page in the modal.
 */
export function pageHit(data: PagefindResultData, context: MappingContext): DocSearchHit {
  return buildHit(
    {
      url: data.url,
      anchor: null,
      type: 'lvl1',
      hierarchyValues: [sectionOf(data), titleOf(data)],
      excerpt: data.excerpt || null,
    },
    context,
  );
}

/** Hit of one matching section (a Pagefind sub-result under a heading), or null for the text above the first heading. */
export function sectionHit(
  data: PagefindResultData,
  sub: PagefindSubResult,
  context: MappingContext,
): DocSearchHit | null {
  if (!sub.anchor) return null;
  const chain = headingChain(data.anchors ?? [], sub.anchor);
  const level = headingLevel(sub.anchor.element);
  const headingText = chain.slice(2).filter(Boolean).at(-1) ?? null;
  const headingMatches =
    level !== null &&
    headingText !== null &&
    highlightText(headingText, context.terms, '', '').matchedWords.length > 0;
  return buildHit(
    {
      url: sub.url,
      anchor: sub.anchor.id,
      type: headingMatches ? (`lvl${level}` as HierarchyLevel) : 'content',
      hierarchyValues: [sectionOf(data), titleOf(data), ...chain.slice(2)],
      excerpt: sub.excerpt || null,
    },
    context,
  );
}

/**
 * Hits of one page for the modal: the page hit, then up to `maxSections`
 * matching sections in Pagefind's order.
 */
export function modalHits(
  data: PagefindResultData,
  context: MappingContext,
  maxSections = 3,
): DocSearchHit[] {
  const sections = (data.sub_results ?? [])
    .map((sub) => sectionHit(data, sub, context))
    .filter((hit): hit is DocSearchHit => hit !== null)
    .slice(0, maxSections);
  return [pageHit(data, context), ...sections];
}
