/**
 * What Gladys makes of a Zigbee2mqtt device: its "exposes" (the properties
 * Zigbee2mqtt publishes for a model) turned into Gladys device features with
 * the product's own mapping table (`src/data/product/zigbee2mqtt-exposes.json`,
 * extracted from `server/services/zigbee2mqtt/exposes/*.js`), applied the way
 * the product's `server/services/zigbee2mqtt/utils/features/` does it:
 *
 * - an expose maps through its type (`binary`, `numeric`, `enum`, `composite`)
 *   and its `name`; some names map only inside a given parent (a binary `state`
 *   is a light inside a `light` expose, a switch inside a `switch`);
 * - sub-features of an expose are mapped recursively, each knowing the type of
 *   the outermost expose as its parent;
 * - a `composite` expose that maps (the colour `color_xy`, the siren `warning`)
 *   owns its sub-features: they become no feature of their own.
 *
 * No Docusaurus or React import: the data script and the data tests run it
 * under plain Node.
 */

/** One Zigbee2mqtt expose, as zigbee-herdsman-converters defines it (fields we read). */
export type Expose = {
  /** `binary`, `numeric`, `enum`, `composite`, `text`, `list`, or a specific type (`light`, `switch`, `cover`, `climate`, `lock`, `fan`). */
  type: string;
  /** Name of the property (`state`, `brightness`, `contact`); specific types have none. */
  name?: string;
  /** Key in the MQTT payload (`state_l1` for the `state` of endpoint `l1`). */
  property?: string;
  /** `config` or `diagnostic` for secondary properties; absent for the device's main ones. */
  category?: string;
  /** Sub-features of a specific or composite expose. */
  features?: Expose[];
  /** Possible values of an `enum` expose. */
  values?: readonly unknown[];
};

/** A Gladys feature category and type, e.g. `{category: 'light', type: 'brightness'}`. */
export type GladysFeature = {category: string; type: string};

/** One expose name of the product's mapping: what it maps to anywhere, and inside given parents. */
export type MappingEntry = {
  /** Feature given whatever the parent. */
  feature?: GladysFeature;
  /** Feature given inside a parent of that type (wins over `feature`). */
  byParent?: Record<string, GladysFeature>;
};

/** The product's mapping: expose type → expose name → entry (`zigbee2mqtt-exposes.json`'s `exposes`). */
export type ExposeMapping = Record<string, Record<string, MappingEntry>>;

/** A property of the device (a leaf expose) and what Gladys makes of it. */
export type MappedProperty = {
  /** Expose name (`property` when it has none). */
  name: string;
  /** Key in the MQTT payload; Gladys keeps one feature per category, type and property. */
  property: string;
  /** The Gladys feature it becomes, or null when Gladys ignores it. */
  feature: GladysFeature | null;
  /** How many Gladys features it becomes: more than one for an `enum` whose values carry a button number (`1_single`, `2_single`). */
  instances: number;
  /** True for the device's main properties, false for `config` and `diagnostic` ones (`action`, button presses, is always main). */
  primary: boolean;
};

/**
 * Number of features an `enum` expose becomes, as the product's
 * `getFeatureIndexes`: one per distinct number before the first `_` of its
 * values (`1_single`, `2_double` → 2), else one.
 */
export function enumInstances(values: readonly unknown[] = []): number {
  const indexes = new Set<number>();
  for (const value of values) {
    const parts = `${value}`.split('_', 2);
    if (parts.length < 2) continue;
    const index = Number.parseInt(parts[0], 10);
    if (!Number.isNaN(index)) indexes.add(index);
  }
  return Math.max(indexes.size, 1);
}

/**
 * The feature one expose becomes on its own (not its sub-features), as the
 * product's `buildByName`: undefined when its type or name is not mapped, or
 * when its name maps only inside other parents.
 */
export function featureOf(
  mapping: ExposeMapping,
  expose: Expose,
  parentType: string | undefined,
): GladysFeature | undefined {
  const entry = expose.name === undefined ? undefined : mapping[expose.type]?.[expose.name];
  if (!entry) return undefined;
  const byParent = parentType === undefined ? undefined : entry.byParent?.[parentType];
  return byParent ?? entry.feature;
}

/**
 * Every property of a device's exposes with the Gladys feature it becomes.
 * A mapped composite is one property (its sub-features are parts of it);
 * an unmapped one is walked into, like any specific expose. The `config` or
 * `diagnostic` category of an expose applies to everything inside it.
 *
 * @param mapping The product's mapping (`zigbee2mqtt-exposes.json`'s `exposes`).
 * @param exposes The device's exposes (a static array; see {@link Expose}).
 * @returns One entry per leaf property, in the order of the exposes.
 */
export function mapExposes(mapping: ExposeMapping, exposes: readonly Expose[]): MappedProperty[] {
  const out: MappedProperty[] = [];
  const walk = (expose: Expose, parentType: string | undefined, primary: boolean): void => {
    // Zigbee2mqtt files button presses (`action`) under `diagnostic`, yet they
    // are what a remote is for.
    const isPrimary = primary && (expose.category === undefined || expose.name === 'action');
    const feature = featureOf(mapping, expose, parentType) ?? null;
    const children = expose.features ?? [];
    const name = expose.name ?? expose.property ?? expose.type;
    const property = expose.property ?? name;
    const instances =
      feature && expose.type === 'enum' ? enumInstances(expose.values) : feature ? 1 : 0;
    const self = {name, property, feature, instances, primary: isPrimary};
    if (feature && expose.type === 'composite') {
      out.push(self);
      return;
    }
    // A leaf, or a mapped expose with sub-features that is not a composite (the
    // product keeps both its feature and those of its sub-features).
    if (feature || children.length === 0) out.push(self);
    for (const child of children) walk(child, parentType ?? expose.type, isPrimary);
  };
  for (const expose of exposes) walk(expose, undefined, true);
  return out;
}

/** How well Gladys handles a device: works, partly, not supported yet, or depends on the paired unit. */
export type Verdict = 'works' | 'partly' | 'none' | 'dynamic';

/**
 * Names of properties that only adjust or describe a device and that
 * Zigbee2mqtt does not always file under `config` or `diagnostic`: start-up
 * values (`color_temp_startup`), `execute_if_off`, light effects (`effect`,
 * `effect_speed`), calibrations, schedules, `identify` and counters
 * (`power_outage_count`). They are listed as unused settings and do not count
 * in the verdict.
 */
export const settingPatterns: readonly RegExp[] = [
  /_startup$/,
  /^identify$/,
  /_count$/,
  /^execute_if_off$/,
  /^effect(_|$)/,
  /_calibration$/,
  /^schedule(_|$)/,
];

/** What a device's mapped properties add up to. */
export type Assessment = {
  verdict: Exclude<Verdict, 'dynamic'>;
  /** Main properties Gladys does not use, by name, without repeats. */
  unusedMain: string[];
  /** Settings and diagnostics Gladys does not use, by name, without repeats. */
  unusedSettings: string[];
};

/**
 * The verdict for a device's mapped properties. Main properties are those
 * Zigbee2mqtt does not file under `config` or `diagnostic`, minus the
 * {@link settingPatterns}, and minus `hue` and `saturation` when the device's
 * colour already maps (they set the same colour another way). `works`: Gladys
 * maps every main property; `partly`: some; `none`: none of them (a battery or
 * a device temperature alone does not make a device usable). A device whose
 * properties are all filed under `config` or `diagnostic` (some remotes file
 * their `action` there) is judged on all of them but the settings.
 */
export function assess(properties: readonly MappedProperty[]): Assessment {
  const hasColour = properties.some(
    (p) => p.feature?.category === 'light' && p.feature.type === 'color',
  );
  const isUseful = (p: MappedProperty): boolean =>
    !settingPatterns.some((pattern) => pattern.test(p.name)) &&
    !(hasColour && p.feature === null && (p.name === 'hue' || p.name === 'saturation'));
  const isMain = (p: MappedProperty): boolean => p.primary && isUseful(p);
  const mainProperties = properties.some(isMain)
    ? properties.filter(isMain)
    : properties.some(isUseful)
      ? properties.filter(isUseful)
      : properties;
  const main = new Set(mainProperties);
  const mapped = mainProperties.filter((p) => p.feature !== null).length;
  const verdict = mapped === 0 ? 'none' : mapped === mainProperties.length ? 'works' : 'partly';
  const unused = (wanted: boolean): string[] => [
    ...new Set(
      properties.filter((p) => p.feature === null && main.has(p) === wanted).map((p) => p.name),
    ),
  ];
  const unusedMain = unused(true);
  const unusedSettings = unused(false).filter((name) => !unusedMain.includes(name));
  return {verdict, unusedMain, unusedSettings};
}
