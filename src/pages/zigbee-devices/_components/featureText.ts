import {countFeatures} from '@site/src/lib/zigbee/catalog';
import summary from '@site/src/data/zigbee/summary.json';
import {localized} from '@site/src/lib/localized';

const featureLabels: Record<string, {en: string; fr: string}> = summary.features;

/** One collator per locale: `localeCompare` with a locale builds a new one on every call. */
const collators = new Map<string, Intl.Collator>();
function collator(locale: string): Intl.Collator {
  let found = collators.get(locale);
  if (!found) {
    found = new Intl.Collator(locale);
    collators.set(locale, found);
  }
  return found;
}

/** The product's name of a feature code in the page's language (the code itself if unknown). */
export function featureLabel(code: string, locale: string): string {
  const label = featureLabels[code];
  return label ? localized(label, locale) : code;
}

/** Names already worked out, by locale and feature list (devices share a few hundred lists). */
const namesCache = new Map<string, string[]>();

/**
 * A device's features as names in the page's language, sorted by name, with
 * "×n" after a feature created several times (one per channel or button):
 * `['Battery', 'Switch (On/Off) ×2']`. Cached: typing re-renders many results.
 */
export function featureNames(features: readonly string[], locale: string): string[] {
  const key = `${locale}\n${features.join(' ')}`;
  let names = namesCache.get(key);
  if (!names) {
    names = countFeatures(features)
      .map(([code, count]) => `${featureLabel(code, locale)}${count > 1 ? ` ×${count}` : ''}`)
      .sort(collator(locale).compare);
    namesCache.set(key, names);
  }
  return names;
}
