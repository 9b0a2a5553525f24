import {countFeatures} from '@site/src/lib/zigbee/catalog';
import summary from '@site/src/data/zigbee/summary.json';
import {localized} from './labels';

const featureLabels: Record<string, {en: string; fr: string}> = summary.features;

/** The product's name of a feature code in the page's language (the code itself if unknown). */
export function featureLabel(code: string, locale: string): string {
  const label = featureLabels[code];
  return label ? localized(label, locale) : code;
}

/**
 * A device's features as names in the page's language, sorted by name, with
 * "×n" after a feature created several times (one per channel or button):
 * `['Battery', 'Switch (On/Off) ×2']`.
 */
export function featureNames(features: readonly string[], locale: string): string[] {
  return countFeatures(features)
    .map(([code, count]) => `${featureLabel(code, locale)}${count > 1 ? ` ×${count}` : ''}`)
    .sort((a, b) => a.localeCompare(b, locale));
}
