/**
 * Shapes of the Zigbee device data: the compact file the /zigbee-devices/ page
 * fetches (`static/data/zigbee-devices.json`, written by
 * `npm run zigbee:data`) and the summary the page imports
 * (`src/data/zigbee/summary.json`). No Docusaurus or React import.
 */
import type {Verdict} from './mapExposes';
import type {Localized} from '../localized';

/** A label in both languages of the site. */
export type {Localized};

/** One-letter verdict codes of the data file. */
export const verdictCodes = {works: 'w', partly: 'p', none: 'n', dynamic: 'd'} as const;

/** A verdict as stored in the data file. */
export type VerdictCode = (typeof verdictCodes)[Verdict];

/**
 * A feature profile, shared by every device that gets the same result:
 * `[verdict, features, unusedMain, unusedSettings]`.
 * - `features`: indexes into {@link DeviceData.features}, one per Gladys
 *   feature created (a three-gang switch lists its switch feature three times);
 * - `unusedMain`: indexes into {@link DeviceData.props} of the main properties
 *   Gladys does not use;
 * - `unusedSettings`: the same for settings and diagnostics.
 * A `d` (dynamic) profile has three empty lists.
 */
export type Profile = [VerdictCode, number[], number[], number[]];

/**
 * One device: `[vendor, model, description, profile]`, then for a white-label
 * model (the same device sold under another name) `base` and `ownPage`.
 * - `vendor`: index into {@link DeviceData.vendors};
 * - `description`: empty when it equals the base device's;
 * - `profile`: index into {@link DeviceData.profiles};
 * - `base`: index into {@link DeviceData.devices} of the device it is sold as;
 * - `ownPage`: 1 when Zigbee2mqtt documents it on a page of its own, 0 when it
 *   is listed on its base device's page.
 */
export type DeviceRow =
  | [vendor: number, model: string, description: string, profile: number]
  | [
      vendor: number,
      model: string,
      description: string,
      profile: number,
      base: number,
      ownPage: 0 | 1,
    ];

/** Where the data comes from: versions and dates (YYYY-MM-DD). */
export type DataSource = {
  /** zigbee-herdsman-converters version the device definitions come from. */
  converters: string;
  /** Its publication date on npm, YYYY-MM-DD, or null when unknown. */
  published: string | null;
  /** The Zigbee2mqtt release that depends on exactly that converters version. */
  zigbee2mqtt: string;
  /** The Zigbee2mqtt version Gladys installs (from the product's source). */
  gladysZigbee2mqtt: string;
  /** Gladys version and commit of the mapping. */
  gladys: {version: string; commit: string; date: string};
};

/** The file the page fetches: `static/data/zigbee-devices.json`. */
export type DeviceData = {
  /** Format version of this file. */
  format: 1;
  source: DataSource;
  /** Vendor names, sorted. */
  vendors: string[];
  /** Gladys features as `category:type` codes. */
  features: string[];
  /** Zigbee2mqtt property names that some device exposes and Gladys does not use. */
  props: string[];
  profiles: Profile[];
  devices: DeviceRow[];
};

/** What the page imports at build time: `src/data/zigbee/summary.json`. */
export type DeviceSummary = {
  source: DataSource;
  /** Number of device models (white labels included). */
  count: number;
  /** Number of models per verdict. */
  verdicts: Record<Verdict, number>;
  /** Short hash of the data file, appended to its URL so that caches never serve an old one. */
  hash: string;
  /** Gladys feature categories that some device gets, with the product's names, sorted by English name. */
  categories: {key: string; label: Localized}[];
  /** The product's name of every feature code of the data file (its category's name where two features share a name). */
  features: Record<string, Localized>;
  /** The feature every device gets from the link quality Zigbee2mqtt adds to its exposes. */
  everyDevice: {code: string; label: Localized};
  /** The product's name of the Zigbee2mqtt integration's tab where new devices show up. */
  discoverTab: Localized;
};
