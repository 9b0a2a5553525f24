/**
 * Client-safe pieces of the store snapshot's model, shared by the plugin (build time) and the
 * directory page (browser): no Node module here.
 */

/** Integration types the product knows (`type` in its manifest schema at cf41a63). */
export const storeTypes = ['device', 'communication', 'weather'] as const;
/** One integration type. */
export type StoreType = (typeof storeTypes)[number];

/** A text in several languages, keyed by language code (`en` is mandatory in the schema). */
export type MultiLanguageText = Record<string, string>;

/**
 * Picks the text of `locale` in an author's multi-language text, else the English one.
 *
 * @returns the text and the language it is in, or null when there is none
 */
export function pickText(
  text: MultiLanguageText | undefined,
  locale: string,
): {text: string; lang: string} | null {
  if (!text) return null;
  if (typeof text[locale] === 'string' && text[locale].trim())
    return {text: text[locale], lang: locale};
  if (typeof text.en === 'string' && text.en.trim()) return {text: text.en, lang: 'en'};
  return null;
}
