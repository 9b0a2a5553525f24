/**
 * Builds the Zigbee device data of the /zigbee-devices/ page from the device
 * definitions of zigbee-herdsman-converters and the product's expose mapping.
 * Used by `scripts/zigbee-data.ts` (which writes the files) and by
 * `tests/data/zigbee.test.ts` (which checks the committed files are current).
 * No Docusaurus or React import, and no import of the converters package: the
 * caller passes the definitions in.
 */
import {createHash} from 'node:crypto';
import {assess, mapExposes, type Expose, type ExposeMapping} from './mapExposes';
import {
  verdictCodes,
  type DataSource,
  type DeviceData,
  type DeviceRow,
  type DeviceSummary,
  type Localized,
  type Profile,
} from './format';

/** A white-label model of a definition: the same device under another vendor or model name. */
export type WhiteLabel = {
  vendor?: string;
  model: string;
  description?: string;
  fingerprint?: unknown;
};

/** What the builder needs of a prepared zigbee-herdsman-converters definition. */
export type DefinitionInput = {
  vendor: string;
  model: string;
  description: string;
  /** The static exposes, or `'dynamic'` when the definition computes them from the paired device. */
  exposes: Expose[] | 'dynamic';
  whiteLabel?: WhiteLabel[];
};

/** The product's interface strings of both languages (`ui-strings.<locale>.json`'s `strings`). */
export type ProductStrings = {en: Record<string, string>; fr: Record<string, string>};

/** What {@link buildDeviceData} returns: the fetched file, as text too, and the imported summary. */
export type BuiltData = {data: DeviceData; json: string; summary: DeviceSummary};

/** Compares texts the same way whatever the machine's locale. */
const byText = (a: string, b: string): number =>
  a.toLowerCase() < b.toLowerCase()
    ? -1
    : a.toLowerCase() > b.toLowerCase()
      ? 1
      : a < b
        ? -1
        : a > b
          ? 1
          : 0;

/** A product label, or an error naming the missing key. */
function label(strings: ProductStrings, key: string): Localized {
  const en = strings.en[key];
  const fr = strings.fr[key];
  if (!en || !fr) throw new Error(`The product has no English and French label "${key}"`);
  return {en, fr};
}

/**
 * Maps every definition (and its white-label models) and packs the result.
 *
 * @param definitions Prepared definitions (`prepareDefinition()` of the converters package).
 * @param mapping The product's expose mapping (`zigbee2mqtt-exposes.json`'s `exposes`).
 * @param strings The product's interface strings, for feature names.
 * @param source Versions and dates shown on the page.
 * @throws When a feature the mapping gives has no name in the product's strings.
 */
export function buildDeviceData(
  definitions: readonly DefinitionInput[],
  mapping: ExposeMapping,
  strings: ProductStrings,
  source: DataSource,
): BuiltData {
  type Entry = {
    vendor: string;
    model: string;
    description: string;
    profile: string;
    base?: Entry;
    ownPage?: boolean;
  };
  const profiles = new Map<
    string,
    {verdict: string; features: string[]; main: string[]; settings: string[]}
  >();
  const entries: Entry[] = [];
  for (const definition of definitions) {
    let profile: {verdict: string; features: string[]; main: string[]; settings: string[]};
    if (definition.exposes === 'dynamic') {
      profile = {verdict: verdictCodes.dynamic, features: [], main: [], settings: []};
    } else {
      const properties = mapExposes(mapping, definition.exposes);
      const {verdict, unusedMain, unusedSettings} = assess(properties);
      // The product keeps one feature per category, type and property.
      const seen = new Set<string>();
      const features: string[] = [];
      for (const p of properties) {
        if (!p.feature) continue;
        const code = `${p.feature.category}:${p.feature.type}`;
        if (seen.has(`${code}:${p.property}`)) continue;
        seen.add(`${code}:${p.property}`);
        for (let i = 0; i < p.instances; i += 1) features.push(code);
      }
      profile = {
        verdict: verdictCodes[verdict],
        features,
        main: unusedMain,
        settings: unusedSettings,
      };
    }
    const key = JSON.stringify(profile);
    profiles.set(key, profile);
    const entry: Entry = {
      vendor: definition.vendor,
      model: definition.model,
      description: definition.description,
      profile: key,
    };
    entries.push(entry);
    for (const white of definition.whiteLabel ?? []) {
      entries.push({
        vendor: white.vendor ?? definition.vendor,
        model: white.model,
        description: white.description ?? definition.description,
        profile: key,
        base: entry,
        ownPage: Boolean(white.fingerprint),
      });
    }
  }

  // The same model, vendor, description and result listed twice (definitions
  // of several hardware versions) is kept once.
  const unique = new Map<string, Entry>();
  for (const entry of entries) {
    const key = JSON.stringify([entry.vendor, entry.model, entry.description, entry.profile]);
    if (!unique.has(key)) unique.set(key, entry);
  }
  const sorted = [...unique.values()].sort(
    (a, b) =>
      byText(a.vendor, b.vendor) ||
      byText(a.model, b.model) ||
      byText(a.description, b.description),
  );
  const indexOf = new Map(sorted.map((entry, i) => [entry, i]));

  const vendors = [...new Set(sorted.map((e) => e.vendor))].sort(byText);
  const usedProfiles = [...new Set(sorted.map((e) => e.profile))].map((key) => profiles.get(key)!);
  const featureCodes = [...new Set(usedProfiles.flatMap((p) => p.features))].sort();
  const props = [...new Set(usedProfiles.flatMap((p) => [...p.main, ...p.settings]))].sort();
  const profileIndex = new Map(
    [...new Set(sorted.map((e) => e.profile))].map((key, i) => [key, i]),
  );
  const vendorIndex = new Map(vendors.map((v, i) => [v, i]));
  const featureIndex = new Map(featureCodes.map((c, i) => [c, i]));
  const propIndex = new Map(props.map((p, i) => [p, i]));

  const data: DeviceData = {
    format: 1,
    source,
    vendors,
    features: featureCodes,
    props,
    profiles: usedProfiles.map((p): Profile => [
      p.verdict as Profile[0],
      p.features.map((c) => featureIndex.get(c)!).sort((a, b) => a - b),
      p.main.map((n) => propIndex.get(n)!),
      p.settings.map((n) => propIndex.get(n)!),
    ]),
    devices: sorted.map((e): DeviceRow => {
      const row: DeviceRow = [
        vendorIndex.get(e.vendor)!,
        e.model,
        e.description,
        profileIndex.get(e.profile)!,
      ];
      // A white label whose base was dropped as a duplicate points to the kept twin.
      const base =
        e.base &&
        (indexOf.get(e.base) ??
          indexOf.get(
            unique.get(
              JSON.stringify([e.base.vendor, e.base.model, e.base.description, e.base.profile]),
            )!,
          ));
      if (base === undefined || !e.base) return row;
      return [
        row[0],
        row[1],
        e.description === e.base.description ? '' : e.description,
        row[3],
        base,
        e.ownPage ? 1 : 0,
      ];
    }),
  };
  const json = JSON.stringify(data);

  const verdictNames = Object.fromEntries(
    Object.entries(verdictCodes).map(([name, code]) => [code, name]),
  ) as Record<string, keyof typeof verdictCodes>;
  const verdicts = {works: 0, partly: 0, none: 0, dynamic: 0};
  for (const row of data.devices) verdicts[verdictNames[data.profiles[row[3]][0]]] += 1;

  const categoryKeys = [...new Set(featureCodes.map((c) => c.split(':')[0]))];
  const categories = categoryKeys
    .map((key) => ({key, label: label(strings, `deviceFeatureCategory.${key}.shortCategoryName`)}))
    .sort((a, b) => byText(a.label.en, b.label.en));
  const features: Record<string, Localized> = Object.fromEntries(
    featureCodes.map((code) => {
      const [category, type] = code.split(':');
      return [code, label(strings, `deviceFeatureCategory.${category}.${type}`)];
    }),
  );
  // Two features with the same name in a language (the product calls both a device's own
  // temperature and a room temperature "Temperature") are named by their category instead.
  for (const locale of ['en', 'fr'] as const) {
    const codesByName = new Map<string, string[]>();
    for (const code of featureCodes) {
      const name = features[code][locale];
      codesByName.set(name, [...(codesByName.get(name) ?? []), code]);
    }
    for (const codes of codesByName.values()) {
      if (codes.length < 2) continue;
      for (const code of codes) {
        const category = code.split(':')[0];
        features[code] = {
          ...features[code],
          [locale]: label(strings, `deviceFeatureCategory.${category}.shortCategoryName`)[locale],
        };
      }
    }
  }

  // Zigbee2mqtt adds `linkquality` to every device's exposes (its `Device.exposes()`).
  const linkQuality = mapping.numeric?.linkquality?.feature;
  if (!linkQuality) throw new Error('The product no longer maps the numeric linkquality expose');
  const everyDeviceCode = `${linkQuality.category}:${linkQuality.type}`;

  return {
    data,
    json,
    summary: {
      source,
      count: data.devices.length,
      verdicts,
      hash: createHash('sha256').update(json).digest('hex').slice(0, 10),
      categories,
      features,
      everyDevice: {
        code: everyDeviceCode,
        label: label(strings, `deviceFeatureCategory.${linkQuality.category}.${linkQuality.type}`),
      },
      discoverTab: label(strings, 'integration.zigbee2mqtt.discoverTab'),
    },
  };
}
