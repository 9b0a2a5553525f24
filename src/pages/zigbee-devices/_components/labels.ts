import type {Localized} from '@site/src/lib/zigbee/format';

/**
 * Product labels of the Zigbee device page. The page's own words (verdicts, their explanations)
 * are in its messages (`ZigbeeCopy`, `i18n/<locale>/pages/zigbee-devices.json`).
 */

/** A product label in the page's language (the product's own strings, English and French; English for any other locale). */
export function localized(label: Localized, locale: string): string {
  return locale in label ? label[locale as keyof Localized] : label.en;
}
