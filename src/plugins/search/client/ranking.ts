/**
 * How results are ordered, in both search modes. Most of it is the search
 * engine's own ranking: Pagefind's options below and the weights our plugin
 * puts on titles and headings (`prepareHtml`), or, in hosted mode, the
 * crawler's page ranks and the index's custom ranking (`crawler.ts`). The one
 * rule no engine option expresses is applied here, to the results of either
 * backend: a reader who does not name a version wants the doc that answers,
 * not the release post that announced it, so blog posts come after the docs
 * and pages that match; a reader who names one ("4.74") wants its release
 * post, so posts come first.
 */

/**
 * Pagefind's ranking options (`pagefind.options({ranking})`), chosen against the relevance
 * queries of `tests/search-queries.<locale>.json`:
 * - `termSimilarity` above its default 1: a word typed whole ("matter") counts more than a
 *   longer word it starts ("matterbridge");
 * - `termSaturation` below its default 1.4: the tenth mention of a word adds little, so a page
 *   that mentions a thing often does not beat the page about it;
 * - `pageLength` at 0.5 (default 0.75): long pages are penalised less than by default, since a
 *   doc that answers is often long (an installation guide, a settings tab) while the heading
 *   weights already let a short page about the thing win;
 * - `termFrequency` at its default 1.
 */
export const pagefindRanking = {
  termFrequency: 1,
  pageLength: 0.5,
  termSaturation: 1.4,
  termSimilarity: 10,
} as const;

/**
 * Whether `query` names a version of Gladys: two or three numbers joined by dots, with an
 * optional `v` ("4.74", "v4.86.1"), not four (an IP address). Such a reader looks for the
 * release post.
 */
export function namesVersion(query: string): boolean {
  return /(?:^|[^\p{L}\p{N}.])v?\d+\.\d+(?:\.\d+)?(?![\p{L}\p{N}]|\.\d)/iu.test(query);
}

/** Whether a result URL (absolute or a path) is a blog post of either locale. */
export function isPostUrl(url: string): boolean {
  return /^(?:\/[a-z]{2})?\/blog\/./.test(new URL(url, 'https://localhost').pathname);
}

/**
 * Orders results for `query`: blog posts after every other result, or before
 * them when the query names a version; within each part the engine's order is
 * kept.
 *
 * @param items results in the engine's order (best first)
 * @param isPost whether an item is a blog post
 * @returns a new array; `items` is left as it is
 */
export function orderPosts<T>(
  items: readonly T[],
  isPost: (item: T) => boolean,
  query: string,
): T[] {
  const posts = items.filter(isPost);
  const others = items.filter((item) => !isPost(item));
  return namesVersion(query) ? [...posts, ...others] : [...others, ...posts];
}
