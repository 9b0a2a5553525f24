/**
 * Text helpers shared by the search backends and the tests' Algolia stand-in:
 * escaping, and words compared the way Pagefind compares them.
 */

/** Escapes text for HTML (text nodes and quoted attributes). */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Lower case without diacritics, the way Pagefind compares words ('Écran' → 'ecran'). */
export const fold = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** The words of `text` (letters and digits), folded. */
export const wordsOf = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).map(fold);
