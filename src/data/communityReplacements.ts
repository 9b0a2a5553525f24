/**
 * The community integration of the store that takes over from each built-in integration the
 * released Gladys is phasing out: by doc id (`src/data/integrations.ts`), the store slug
 * (`src/data/store/directory.json`).
 *
 * Source: at v4.86.1 the product's catalogue marks these integrations deprecated, and the setup
 * pages of MELCloud, Netatmo, Philips Hue, Telegram, TP-Link and Tuya show the product's
 * `integration.deprecationWarning` (the built-in integration gives way to an equivalent community
 * one, both listed during the transition); OpenWeather, deprecated in the catalogue too, has its
 * community integration from the Gladys team. The store lists each community integration named here. `tests/unit/deviceSearch.test.ts` checks that every id is a deprecated built-in entry
 * and every slug a store entry.
 */
export const communityReplacements: Readonly<Record<string, string>> = {
  melcloud: 'GladysAssistant/gladys-melcloud',
  netatmo: 'Terdious/gladys-netatmo',
  openweather: 'GladysAssistant/gladys-openweather',
  'philips-hue': 'cicoub13/gladys-philips-hue',
  telegram: 'GladysAssistant/gladys-telegram',
  'tp-link': 'cicoub13/gladys-tp-link',
  tuya: 'Terdious/gladys-tuya',
};
