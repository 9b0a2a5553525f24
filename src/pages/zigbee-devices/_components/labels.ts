import {translate} from '@docusaurus/Translate';
import type {Verdict} from '@site/src/lib/zigbee/mapExposes';
import type {Localized} from '@site/src/lib/zigbee/format';

/**
 * Translated texts of the Zigbee device page that depend on data values.
 * Functions, not constants, so that translate() runs at render time; every
 * call has a literal id and message so that `write-translations` extracts it.
 */

/** Short name of a verdict, as its badge and the verdict filter show it. */
export function verdictLabel(verdict: Verdict): string {
  switch (verdict) {
    case 'works':
      return translate({
        id: 'zigbeeDevices.verdict.works',
        message: 'Works',
        description: 'Verdict: Gladys uses every main property of the device',
      });
    case 'partly':
      return translate({
        id: 'zigbeeDevices.verdict.partly',
        message: 'Partly',
        description: 'Verdict: Gladys uses some of the main properties of the device',
      });
    case 'none':
      return translate({
        id: 'zigbeeDevices.verdict.none',
        message: 'Not supported yet',
        description: 'Verdict: Gladys uses none of the main properties of the device',
      });
    case 'dynamic':
      return translate({
        id: 'zigbeeDevices.verdict.dynamic',
        message: 'Depends on the unit',
        description:
          'Verdict: what the device offers is only known once it is paired (depends on the unit you own)',
      });
  }
}

/** One sentence explaining a verdict, shown on a device's details. */
export function verdictExplanation(verdict: Verdict): string {
  switch (verdict) {
    case 'works':
      return translate({
        id: 'zigbeeDevices.verdict.works.explanation',
        message: 'Gladys turns every main property of this device into a feature.',
        description: 'Explanation of the "Works" verdict on a device page',
      });
    case 'partly':
      return translate({
        id: 'zigbeeDevices.verdict.partly.explanation',
        message:
          'Gladys turns some of the main properties of this device into features; the ones it leaves aside are listed below.',
        description: 'Explanation of the "Partly" verdict on a device page',
      });
    case 'none':
      return translate({
        id: 'zigbeeDevices.verdict.none.explanation',
        message:
          'Gladys does not turn the main properties of this device into features yet. It can still join your Zigbee network.',
        description: 'Explanation of the "Not supported yet" verdict on a device page',
      });
    case 'dynamic':
      return translate({
        id: 'zigbeeDevices.verdict.dynamic.explanation',
        message:
          'Zigbee2mqtt works out what this model offers when it pairs, from the unit itself (its firmware, its number of channels, its settings). This list cannot tell in advance which features Gladys will create.',
        description: 'Explanation of the "Depends on the unit" verdict on a device page',
      });
  }
}

/** A product label in the page's language (the product's own strings, English and French; English for any other locale). */
export function localized(label: Localized, locale: string): string {
  return locale in label ? label[locale as keyof Localized] : label.en;
}
