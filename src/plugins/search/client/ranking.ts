/**
 * How results are ordered, in both search modes. Most of it is the search
 * engine's own ranking: Pagefind's options below and the weights our plugin
 * puts on titles and headings (`prepareHtml`), or, in hosted mode, the
 * crawler's page ranks and the index's custom ranking (`crawler.ts`). The one
 * rule no engine option expresses is applied here, to the results of either
 * backend: a reader who does not name a version wants the doc that answers,
 * not the release post that announced it, so blog posts come after the docs
 * and pages that match, unless the query names a version ("4.74").
 */

/**
 * Pagefind's ranking options (`pagefind.options({ranking})`), chosen against the relevance
 * queries of `tests/search-queries.<locale>.json`:
 * - `termSimilarity` above its default 1: a word typed whole ("matter") counts more than a
 *   longer word it starts ("matterbridge");
 * - `termSaturation` below its default 1.4: the tenth mention of a word adds little, so a page
 *   that mentions a thing often does not beat the page about it;
 * - `pageLength` at 1 (default 0.75): a short page about the thing beats a long page that
 *   mentions it;
 * - `termFrequency` at its default 1.
 */
export const pagefindRanking = {
  termFrequency: 1,
  pageLength: 1,
  termSaturation: 1,
  termSimilarity: 5,
} as const;

/**
 * Whether `query` names a version of Gladys: two or three numbers joined by dots, with an
 * optional `v` ("4.74", "v4.86.1"). Such a reader looks for the release post.
 */
export function namesVersion(query: string): boolean {
  return /(?:^|[^\p{L}\p{N}.])v?\d+\.\d+(?:\.\d+)?(?![\p{L}\p{N}])/iu.test(query);
}

/** Whether a result URL (absolute or a path) is a blog post of either locale. */
export function isPostUrl(url: string): boolean {
  return /^(?:\/[a-z]{2})?\/blog\/./.test(new URL(url, 'https://localhost').pathname);
}

/**
 * Orders results for `query`: unless it names a version, the blog posts move
 * after every other result; within each part the engine's order is kept.
 *
 * @param items results in the engine's order (best first)
 * @param isPost whether an item is a blog post
 * @returns a new array; `items` is left as it is
 */
export function postsLast<T>(items: readonly T[], isPost: (item: T) => boolean, query: string): T[] {
  if (namesVersion(query)) return [...items];
  return [...items.filter((item) => !isPost(item)), ...items.filter(isPost)];
}
