/**
 * Highlighting for the Algolia-shaped hits: every value returned to the
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

/**
 * Highlights the words of plain `text` that match `terms`.
 *
 * @param text plain text (a title, a heading)
 * @param terms folded query terms, see {@link queryTerms}
 * @returns escaped HTML with `preTag`/`postTag` around matching words
 */
export function highlightText(
  text: string,
  terms: readonly string[],
  preTag: string,
  postTag: string,
): HighlightedValue {
  const matchedWords = new Set<string>();
  const value = text
    .split(/([\p{L}\p{N}]+)/u)
    .map((part, i) => {
      if (i % 2 === 0) return escapeHtml(part);
      const folded = foldWord(part);
      const term = terms.find((t) => wordMatches(folded, t));
      if (!term) return escapeHtml(part);
      matchedWords.add(term);
      return `${preTag}${escapeHtml(part)}${postTag}`;
    })
    .join('');
  return {
    value,
    matchLevel: levelOf(matchedWords.size, terms.length),
    matchedWords: [...matchedWords],
  };
}

/**
 * Turns a Pagefind excerpt (plain text with `<mark>` around matches, where
 * the text itself is NOT escaped: code such as `<admin-user>` comes through
 * as is) into escaped HTML with the caller's highlight tags.
 */
export function excerptToHtml(
  excerpt: string,
  terms: readonly string[],
  preTag: string,
  postTag: string,
): HighlightedValue {
  const parts = excerpt.split(/<mark>|<\/mark>/);
  const matchedWords = new Set<string>();
  const value = parts
    .map((part, i) => {
      if (i % 2 === 0) return escapeHtml(part);
      const folded = foldWord(part);
      const term = terms.find((t) => wordMatches(folded, t));
      if (term) matchedWords.add(term);
      return `${preTag}${escapeHtml(part)}${postTag}`;
    })
    .join('');
  const marked = parts.length > 1;
  return {
    value,
    matchLevel: marked
      ? levelOf(Math.max(1, matchedWords.size), Math.max(1, terms.length))
      : 'none',
    matchedWords: [...matchedWords],
  };
}

function levelOf(matched: number, total: number): HighlightedValue['matchLevel'] {
  if (!matched) return 'none';
  return matched >= total ? 'full' : 'partial';
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
