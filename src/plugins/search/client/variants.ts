/**
 * Spelling variants. Pagefind has no synonyms: "time zone" does not find a
 * page that only says "Timezone". Each locale lists groups of spellings that
 * mean the same thing (`i18n/<locale>/search-variants.json`); the first
 * spelling of a group, its words joined, is the group's term ("timezone").
 * The index gets that term beside every other spelling of the group in a page
 * (`addVariantTerms` in the plugin), and a query has its spellings replaced by
 * their terms ({@link normaliseQuery}): one search then finds every spelling.
 * Words are compared folded (no case, no accents) and without punctuation, so
 * "Wi-Fi", "wi fi" and "WI-FI" are one spelling.
 */
import {fold} from './text';

/** Groups of spellings of one thing, in one locale: `[["timezone", "time zone"], …]`. */
export type VariantGroups = readonly (readonly string[])[];

/** The words of `text` as typed, each with its folded form. */
const tokensOf = (text: string) =>
  (text.match(/[\p{L}\p{N}]+/gu) ?? []).map((raw) => ({raw, folded: fold(raw)}));

/** The term a group is indexed and searched under: its first spelling's folded words, joined. */
export const groupTerm = (group: readonly string[]) =>
  tokensOf(group[0] ?? '')
    .map((t) => t.folded)
    .join('');

/**
 * The spellings of the groups, longest first (in words), each with its group's
 * term: the order in which a text is scanned, so that "se connecter" is found
 * before "connecter" would be.
 */
export function spellingsOf(groups: VariantGroups): {words: string[]; term: string}[] {
  return groups
    .flatMap((group) =>
      group.map((spelling) => ({
        words: tokensOf(spelling).map((t) => t.folded),
        term: groupTerm(group),
      })),
    )
    .filter(({words}) => words.length > 0)
    .sort((a, b) => b.words.length - a.words.length);
}

/**
 * `query` with every spelling of a group replaced by the group's term:
 * "Time zone settings" → "timezone settings". Words outside the groups are
 * kept as typed (Pagefind stems and folds them itself).
 *
 * @param query what the reader typed
 * @param groups the variant groups of the page's locale
 * @returns the query to search, words joined by spaces; `query` trimmed when no spelling is in it
 */
export function normaliseQuery(query: string, groups: VariantGroups): string {
  const tokens = tokensOf(query);
  const spellings = spellingsOf(groups);
  const out: string[] = [];
  let replaced = false;
  for (let i = 0; i < tokens.length;) {
    const found = spellings.find(({words}) =>
      words.every((word, j) => tokens[i + j]?.folded === word),
    );
    if (found) {
      out.push(found.term);
      replaced = true;
      i += found.words.length;
    } else {
      out.push(tokens[i]!.raw);
      i += 1;
    }
  }
  return replaced ? out.join(' ') : query.trim();
}

/**
 * `text` (an excerpt or a title Pagefind returns, plain or with `<mark>`s)
 * without the group terms the index added after each spelling: "the
 * <mark>time</mark> <mark>zone</mark> <mark>timezone</mark>" → "the
 * <mark>time</mark> <mark>zone</mark>". A term is removed only right after the
 * last word of one of its group's spellings, so the reader sees the page's own
 * words.
 */
export function stripVariantTerms(text: string, groups: VariantGroups): string {
  let out = text;
  for (const {words, term} of spellingsOf(groups)) {
    if (words.length === 1 && words[0] === term) continue;
    const last = words.at(-1)!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(
      `(${last}(?:</mark>)?) (?:<mark>)?${term}(?:</mark>)?(?![\\p{L}\\p{N}])`,
      'giu',
    );
    out = out.replace(pattern, (match, kept: string) =>
      fold(kept.replace(/<\/mark>$/, '')) === words.at(-1) ? kept : match,
    );
  }
  return out;
}
