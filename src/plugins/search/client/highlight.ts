/**
 * Highlighting for the Pagefind backend's hits: every value returned to the
 * DocSearch UI is escaped HTML in which only the highlight tags are markup,
 * because the modal and the search page insert it with innerHTML.
 */
import type {HighlightedValue} from './types';

/** Escapes text for HTML (text nodes and quoted attributes). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Lower case without diacritics, the way Pagefind compares words ('Déploiement' → 'deploiement'). */
export function foldWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Query words, folded, in order, without duplicates ("Déployer  Gladys" → ['deployer', 'gladys']). */
export function queryTerms(query: string): string[] {
  const words = query.match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map(foldWord))];
}

function commonPrefixLength(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
}

/**
 * Whether a word of the text matches a query term: same start (prefix
 * search), or a long enough common stem ('installer' and 'installation').
 * Both arguments are folded with {@link foldWord}.
 */
export function wordMatches(word: string, term: string): boolean {
  if (!term) return false;
  if (word.startsWith(term)) return true;
  if (term.length < 4) return false;
  return commonPrefixLength(word, term) >= Math.max(4, term.length - 3);
}

/** Whether some word of plain `text` matches one of `terms`. */
export function textMatches(text: string, terms: readonly string[]): boolean {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).some((word) =>
    terms.some((term) => wordMatches(foldWord(word), term)),
  );
}

/**
 * Highlights plain `text` (a title, a heading: marks the words that match
 * `terms`) or a Pagefind excerpt (`excerpt: true`: plain text, NOT escaped,
 * with `<mark>` around Pagefind's matches, which are kept).
 *
 * @param terms folded query terms, see {@link queryTerms}
 * @returns escaped HTML with `preTag`/`postTag` around the matches
 */
export function highlight(
  text: string,
  terms: readonly string[],
  preTag: string,
  postTag: string,
  excerpt = false,
): HighlightedValue {
  const parts = excerpt ? text.split(/<mark>|<\/mark>/) : text.split(/([\p{L}\p{N}]+)/u);
  let matched = 0;
  const value = parts
    .map((part, i) => {
      const isMatch = i % 2 === 1 && (excerpt || terms.some((t) => wordMatches(foldWord(part), t)));
      if (!isMatch) return escapeHtml(part);
      matched += 1;
      return `${preTag}${escapeHtml(part)}${postTag}`;
    })
    .join('');
  return {value, matchLevel: matched ? 'full' : 'none'};
}

/**
 * Shortest shared start for a matched word to count as a match of `term`:
 * the whole term up to 3 characters, then 5 characters less than the term
 * (room for stemming: 'installer' → 'installation', 'configuration' →
 * 'configurer').
 */
export function requiredSharedPrefix(term: string): number {
  return Math.min(term.length, Math.max(3, term.length - 5));
}

/**
 * Whether the words Pagefind matched on a page (the words at
 * `data.locations`) really answer every query term.
 *
 * Pagefind 1.x, when a term matches no word of the index, falls back to a
 * much shorter prefix: 'deploiement' then matches every page containing
 * 'de'. Those matches share only a few letters with the term; this check
 * turns them back into "no results".
 *
 * @param content the page content as Pagefind stores it
 * @param locations word positions of the matches (Pagefind splits the content on whitespace)
 * @param terms folded query terms, see {@link queryTerms}
 */
export function matchesEveryTerm(
  content: string,
  locations: readonly number[],
  terms: readonly string[],
): boolean {
  const words = content.split(/[^\S\uFEFF]+/);
  const matched = new Set<string>();
  for (const location of locations) {
    for (const token of words[location]?.match(/[\p{L}\p{N}]+/gu) ?? [])
      matched.add(foldWord(token));
  }
  return terms.every((term) => {
    const needed = requiredSharedPrefix(term);
    for (const word of matched) {
      if (commonPrefixLength(word, term) >= needed) return true;
    }
    return false;
  });
}

/** Plain text of a Pagefind excerpt (marks removed). */
export function excerptText(excerpt: string): string {
  return excerpt.replace(/<\/?mark>/g, '');
}
