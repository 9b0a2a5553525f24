/** A product label in both languages of the site (the product's own strings). */
export type Localized = {en: string; fr: string};

/**
 * A product label in the page's language.
 * @param label the label in English and French (from the product's strings or catalogue)
 * @param locale the page's locale (`i18n.currentLocale`)
 * @returns the label in that locale, or the English one for any other locale
 */
export function localized(label: Localized, locale: string): string {
  return locale in label ? label[locale as keyof Localized] : label.en;
}
