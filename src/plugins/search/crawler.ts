/**
 * Hosted search: what the Algolia DocSearch crawler and its index need to rank
 * results the way the embedded search does (see README.md, "Ranking"). The
 * crawler's configuration lives in Algolia's dashboard; `crawlerConfig()`
 * returns the parts that decide ranking, to paste into it, and the tests'
 * Algolia stand-in (tests/support/algoliaServer.ts) ranks its records with the
 * same page ranks.
 */
import type {VariantGroups} from './client/variants';

/** The kinds of page the crawler tells apart, by path (a locale prefix such as `/fr` allowed). */
export const pageKinds = [
  {kind: 'doc', path: /^(?:\/[a-z]{2})?\/docs\//},
  {kind: 'post', path: /^(?:\/[a-z]{2})?\/blog\/./},
  {kind: 'page', path: /^\//},
] as const;

/** A kind of page: a doc, a blog post, or any other page. */
export type PageKind = (typeof pageKinds)[number]['kind'];

/**
 * The `pageRank` of each kind's records (Algolia's `weight.pageRank`, first key
 * of the custom ranking): among records that match a query equally well, docs
 * come first and posts last. The site's client then puts posts after docs and
 * pages unless the query names a version (client/ranking.ts).
 */
export const pageRanks: Record<PageKind, number> = {doc: 20, page: 10, post: 0};

/** The kind of the page at `pathname` (`/fr/docs/…` is a doc). */
export function pageKindOf(pathname: string): PageKind {
  return pageKinds.find(({path}) => path.test(pathname))!.kind;
}

/**
 * Index settings of the hosted index (`initialIndexSettings` of the crawler):
 * titles before headings before text (`searchableAttributes` order, which
 * Algolia's `attribute` criterion ranks), then, among equal matches, the page
 * rank, the record's level (a page before its sections) and its position.
 */
export const indexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  distinct: true,
  attributeForDistinct: 'url_without_anchor',
  ignorePlurals: true,
  removeStopWords: true,
  separatorsToIndex: '_',
} as const;

/** A synonym record of Algolia's synonyms API (`type: 'synonym'`: every spelling finds the others). */
export type AlgoliaSynonym = {objectID: string; type: 'synonym'; synonyms: string[]};

/**
 * The locale's spelling variants (`i18n/<locale>/search-variants.json`) as
 * Algolia synonyms, for the hosted index of that locale's records; Algolia
 * already joins and splits words ("wi fi" finds "wifi"), not words that differ.
 *
 * @returns one record per group, its objectID `<locale>-<first spelling>`
 */
export function algoliaSynonyms(locale: string, groups: VariantGroups): AlgoliaSynonym[] {
  return groups.map((group) => ({
    objectID: `${locale}-${group[0]!.replace(/\W+/g, '-')}`,
    type: 'synonym',
    synonyms: [...group],
  }));
}

/**
 * The ranking part of the DocSearch crawler's configuration for this site:
 * one action per kind of page, each with its page rank, the record levels
 * Docusaurus pages have (`article h1` to `h3`, then text), and the index
 * settings above. The `recordExtractor` strings are the functions to write in
 * Algolia's crawler editor, which takes JavaScript, not JSON. `language` and
 * `docusaurus_tag` come from the `docsearch:*` meta tags Docusaurus writes.
 *
 * @param site the site's origin, `https://gladysassistant.com`
 * @param indexName the hosted index (`ALGOLIA_INDEX_NAME`)
 */
export function crawlerConfig(site: string, indexName: string) {
  const actions = (
    [
      ['doc', ['/docs/**', '/*/docs/**']],
      ['post', ['/blog/**', '/*/blog/**']],
      ['page', ['/**', '!/docs/**', '!/*/docs/**', '!/blog/**', '!/*/blog/**']],
    ] as const
  ).map(([kind, paths]) => ({
    indexName,
    pathsToMatch: paths.map((p) => p.replace(/^(!?)/, `$1${site}`)),
    recordExtractor: `({$, helpers}) => helpers.docsearch({
  recordProps: {
    lvl0: {selectors: ${kind === 'post' ? '""' : '".theme-doc-breadcrumbs .breadcrumbs__item:nth-last-child(2)"'}, defaultValue: "${kind === 'post' ? 'Blog' : 'Documentation'}"},
    lvl1: ["article h1", "main h1", "head > title"],
    lvl2: ["article h2", "main h2"],
    lvl3: ["article h3", "main h3"],
    content: ["article p, article li, article td:last-child", "main p, main li"],
    pageRank: "${pageRanks[kind]}",
  },
  indexHeadings: true,
  aggregateContent: true,
  recordVersion: "v3",
})`,
  }));
  return {actions, initialIndexSettings: {[indexName]: indexSettings}};
}
