/**
 * The integrations catalogue shown on /integrations/: one entry per
 * integration doc in `docs/integrations/`. Facts: shared/facts/docs-integrations.md.
 *
 * Facts only: the words the directory shows (descriptions, what replaces a deprecated
 * integration, category, connection and protocol labels) are the page's own words, under
 * `words` in `i18n/en/pages/integrations.json` and `i18n/fr/pages/integrations.json`;
 * `tests/data/integrations.test.ts` checks that both name every entry. Names, brands and device names are product names and are not
 * translated.
 */
import catalog from './product/integrations-catalog.json';

/**
 * Categories of the product's catalogue (`INTEGRATION_CATALOG_CATEGORIES` in the
 * product's `server/utils/constants.js`), in the order the filters show them.
 */
export const categories = [
  'climate',
  'lighting',
  'energy',
  'security',
  'multimedia',
  'appliances',
  'environment',
  'protocols',
  'network',
  'notifications',
  'assistants',
  'services',
] as const;
/** What an integration is mainly for. */
export type Category = (typeof categories)[number];

/** How Gladys reaches the devices or service. */
export const connections = ['local', 'cloud', 'plus'] as const;
/** `local`: on your network only; `cloud`: the vendor's cloud; `plus`: through Gladys Plus. */
export type Connection = (typeof connections)[number];

/** Transport between Gladys and the devices or service. */
export const protocols = [
  'zigbee',
  'zwave',
  'wifi',
  'lan',
  'bluetooth',
  'mqtt',
  'cloud-api',
] as const;
/** A protocol id. */
export type Protocol = (typeof protocols)[number];

/** One integration of the catalogue. */
export type Integration = {
  /** Same as the doc id: the doc is /docs/integrations/<id>/. */
  id: string;
  /**
   * For an entry with a `key`: the product catalogue's English title, never typed here (see
   * {@link catalogTitles}). For an entry without a key: its own English name (the directory shows
   * and searches the one of its copy, `DirectoryWords.names`, in the page's language).
   */
  name: string;
  /**
   * Name per locale (`en`, `fr`), the one the directory shows: the catalogue's titles, or `name`
   * in every locale for an entry without a key.
   */
  names: Record<CatalogLocale, string>;
  /**
   * Key of the integration in the product's catalogue
   * (`src/data/product/integrations-catalog.json`), or null for an entry that
   * is not one integration (external integrations).
   */
  key: string | null;
  /** Main purpose: the first of `categories`; decides the colour of the badge. */
  category: Category;
  /** Every category the product's catalogue gives the integration. */
  categories: Category[];
  /**
   * Set when the product marks the integration as deprecated. What replaces it, if anything, is
   * words of the directory's copy (`DirectoryWords.replacements`).
   */
  deprecated?: true;
  /** How Gladys reaches the devices or service. */
  connection: Connection;
  /** Transports used, at least one. */
  protocols: Protocol[];
  /**
   * True when the integration only works with a Gladys Plus subscription:
   * every `plus` connection, and the speaker integrations that find their
   * speakers on the local network but speak through the paid text-to-speech
   * of Gladys Plus (`localButPlusRequired`).
   */
  plusRequired: boolean;
  /**
   * Devices or brands the product's source names as supported (may be empty):
   * product and model names only, since they are shown as they are in every language.
   */
  devices: string[];
  /** Two-letter badge drawn as our own logo. */
  badge: string;
};

/**
 * Ids of the integrations that reach their devices locally yet need Gladys
 * Plus: the speakers (speech goes through its text-to-speech API, which the
 * product's catalogue does not flag). Every other entry has `plusRequired`
 * true exactly when its connection is `plus`.
 */
export const localButPlusRequired: readonly string[] = ['google-cast', 'airplay', 'sonos'];

/**
 * Ids of the local integrations that the product's catalogue tags Gladys Plus but that work on
 * the home network without it: MCP, whose local API keys work there (the product's own help text
 * says so), Gladys Plus being needed only from outside. Their card shows no "Gladys Plus required".
 */
export const plusOutsideOnly: readonly string[] = ['mcp'];

/** Minimum length of an English description (`DirectoryWords.descriptions`), in characters (checked by tests/data). */
export const descriptionMinLength = 40;

/** Maximum length of an English description (`DirectoryWords.descriptions`), in characters (checked by tests/data). */
export const descriptionMaxLength = 140;

/** Locales the product's catalogue has titles in. */
export type CatalogLocale = 'en' | 'fr';

/**
 * The titles of an integration in the product's catalogue (`src/data/product/integrations-catalog.json`,
 * extracted from the product's `front/src/config/integrations/*.json`), by locale: the names the
 * Gladys interface shows, in English and French.
 *
 * @throws Error naming the key and the catalogue file when the key is not in the catalogue.
 */
export function catalogTitles(key: string): Record<CatalogLocale, string> {
  const found = catalog.integrations.find((entry) => entry.key === key);
  if (!found) {
    throw new Error(
      `src/data/integrations.ts: key "${key}" is not in src/data/product/integrations-catalog.json`,
    );
  }
  return {en: found.title.en, fr: found.title.fr};
}

/** An entry as written below: the name comes from the catalogue, except for entries without a key. */
type EntrySource = Omit<Integration, 'name' | 'names'> & {name?: string};

/**
 * Completes an entry with its names: the catalogue's titles when it has a `key`, its own `name`
 * otherwise.
 *
 * @throws Error naming the entry when it has a key and a hand-typed name, or neither.
 */
export function withNames(entry: EntrySource): Integration {
  if (entry.key !== null) {
    if (entry.name !== undefined) {
      throw new Error(
        `src/data/integrations.ts: entry "${entry.id}" types a name, but its name comes from the catalogue (key "${entry.key}")`,
      );
    }
    const names = catalogTitles(entry.key);
    return {...entry, name: names.en, names};
  }
  if (!entry.name) {
    throw new Error(`src/data/integrations.ts: entry "${entry.id}" has no key, so it needs a name`);
  }
  return {...entry, name: entry.name, names: {en: entry.name, fr: entry.name}};
}

/**
 * The name the directory shows for an entry in a locale: the catalogue's title in that locale, or
 * the English one for a locale the catalogue lacks.
 */
export function displayName(entry: Integration, locale: string): string {
  return locale in entry.names ? entry.names[locale as CatalogLocale] : entry.name;
}

/** The entries as written, in the docs sidebar order; names come from {@link withNames}. */
const entrySources: EntrySource[] = [
  {
    id: 'airplay',
    key: 'airplay',
    category: 'multimedia',
    categories: ['multimedia'],
    connection: 'local',
    protocols: ['lan'],
    plusRequired: true,
    devices: [],
    badge: 'AP',
  },
  {
    id: 'alexa',
    key: 'alexa',
    category: 'assistants',
    categories: ['assistants'],
    connection: 'plus',
    protocols: ['cloud-api'],
    plusRequired: true,
    devices: [],
    badge: 'AL',
  },
  {
    id: 'bluetooth',
    key: 'bluetooth',
    category: 'network',
    categories: ['network', 'protocols'],
    connection: 'local',
    protocols: ['bluetooth'],
    plusRequired: false,
    devices: [],
    badge: 'BT',
  },
  {
    id: 'broadlink',
    key: 'broadlink',
    category: 'protocols',
    categories: ['protocols', 'multimedia'],
    connection: 'local',
    protocols: ['wifi'],
    plusRequired: false,
    devices: [],
    badge: 'BL',
  },
  {
    id: 'caldav',
    key: 'caldav',
    category: 'services',
    categories: ['services'],
    connection: 'local',
    protocols: ['cloud-api'],
    plusRequired: false,
    devices: [],
    badge: 'CD',
  },
  {
    id: 'camera',
    key: 'rtspCamera',
    category: 'security',
    categories: ['security'],
    connection: 'local',
    protocols: ['lan'],
    plusRequired: false,
    devices: [],
    badge: 'CA',
  },
  {
    id: 'enedis',
    key: 'enedis',
    category: 'energy',
    categories: ['energy'],
    connection: 'plus',
    protocols: ['cloud-api'],
    plusRequired: true,
    devices: [],
    badge: 'EN',
  },
  {
    id: 'free-mobile',
    key: 'free-mobile',
    category: 'notifications',
    categories: ['notifications'],
    connection: 'cloud',
    protocols: ['cloud-api'],
    plusRequired: false,
    devices: [],
    badge: 'FM',
  },
  {
    id: 'google-cast',
    key: 'google-cast',
    category: 'multimedia',
    categories: ['multimedia'],
    connection: 'local',
    protocols: ['lan'],
    plusRequired: true,
    devices: [],
    badge: 'GC',
  },
  {
    id: 'google-home',
    key: 'googleHome',
    category: 'assistants',
    categories: ['assistants'],
    connection: 'plus',
    protocols: ['cloud-api'],
    plusRequired: true,
    devices: [],
    badge: 'GH',
  },
  {
    id: 'homekit',
    key: 'homekit',
    category: 'assistants',
    categories: ['assistants'],
    connection: 'local',
    protocols: ['lan'],
    plusRequired: false,
    devices: [],
    badge: 'HK',
  },
  {
    id: 'mqtt',
    key: 'mqtt',
    category: 'protocols',
    categories: ['protocols'],
    connection: 'local',
    protocols: ['mqtt'],
    plusRequired: false,
    devices: [],
    badge: 'MQ',
  },
  {
    id: 'lan-manager',
    key: 'lanManager',
    category: 'network',
    categories: ['network'],
    connection: 'local',
    protocols: ['lan'],
    plusRequired: false,
    devices: [],
    badge: 'LM',
  },
  {
    id: 'nextcloud-talk',
    key: 'nextcloudTalk',
    category: 'notifications',
    categories: ['notifications'],
    connection: 'local',
    protocols: ['cloud-api'],
    plusRequired: false,
    devices: [],
    badge: 'NT',
  },
  {
    id: 'netatmo',
    key: 'netatmo',
    category: 'climate',
    categories: ['climate', 'security', 'environment'],
    connection: 'cloud',
    protocols: ['cloud-api'],
    plusRequired: false,
    devices: [],
    deprecated: true,
    badge: 'NE',
  },
  {
    id: 'node-red',
    key: 'nodeRed',
    category: 'protocols',
    categories: ['protocols'],
    connection: 'local',
    protocols: ['mqtt'],
    plusRequired: false,
    devices: [],
    badge: 'NR',
  },
  {
    id: 'openweather',
    key: 'openWeather',
    category: 'environment',
    categories: ['environment'],
    connection: 'cloud',
    protocols: ['cloud-api'],
    plusRequired: false,
    devices: [],
    deprecated: true,
    badge: 'OW',
  },
  {
    id: 'openai',
    key: 'openai',
    category: 'assistants',
    categories: ['assistants'],
    connection: 'plus',
    protocols: ['cloud-api'],
    plusRequired: true,
    devices: [],
    badge: 'AI',
  },
  {
    id: 'owntracks',
    key: 'owntracks',
    category: 'network',
    categories: ['network'],
    connection: 'plus',
    protocols: ['cloud-api'],
    plusRequired: true,
    devices: [],
    badge: 'OT',
  },
  {
    id: 'philips-hue',
    key: 'philipsHue',
    category: 'lighting',
    categories: ['lighting'],
    connection: 'local',
    protocols: ['lan'],
    plusRequired: false,
    devices: [],
    deprecated: true,
    badge: 'HU',
  },
  {
    id: 'sonoff',
    key: 'eWeLink',
    category: 'lighting',
    categories: ['lighting'],
    connection: 'cloud',
    protocols: ['wifi', 'cloud-api'],
    plusRequired: false,
    devices: [],
    badge: 'SO',
  },
  {
    id: 'sonos',
    key: 'sonos',
    category: 'multimedia',
    categories: ['multimedia'],
    connection: 'local',
    protocols: ['lan'],
    plusRequired: true,
    devices: [],
    badge: 'SN',
  },
  {
    id: 'tasmota',
    key: 'tasmota',
    category: 'lighting',
    categories: ['lighting', 'energy'],
    connection: 'local',
    protocols: ['mqtt', 'wifi'],
    plusRequired: false,
    devices: [],
    badge: 'TA',
  },
  {
    id: 'telegram',
    key: 'telegram',
    category: 'notifications',
    categories: ['notifications'],
    connection: 'cloud',
    protocols: ['cloud-api'],
    plusRequired: false,
    devices: [],
    deprecated: true,
    badge: 'TG',
  },
  {
    id: 'tp-link',
    key: 'tpLink',
    category: 'lighting',
    categories: ['lighting'],
    connection: 'local',
    protocols: ['wifi'],
    plusRequired: false,
    devices: [],
    deprecated: true,
    badge: 'TP',
  },
  {
    id: 'tuya',
    key: 'tuya',
    category: 'lighting',
    categories: ['lighting', 'climate'],
    connection: 'cloud',
    protocols: ['wifi', 'cloud-api'],
    plusRequired: false,
    devices: [],
    deprecated: true,
    badge: 'TU',
  },
  {
    id: 'xiaomi',
    key: 'xiaomi',
    category: 'protocols',
    categories: ['protocols'],
    connection: 'local',
    protocols: ['lan'],
    plusRequired: false,
    devices: [],
    badge: 'XI',
  },
  {
    id: 'zigbee2mqtt',
    key: 'zigbee2mqtt',
    category: 'protocols',
    categories: ['protocols'],
    connection: 'local',
    protocols: ['zigbee', 'mqtt'],
    plusRequired: false,
    devices: [],
    badge: 'ZB',
  },
  {
    id: 'zwavejs-ui',
    key: 'zwavejs-ui',
    category: 'protocols',
    categories: ['protocols'],
    connection: 'local',
    protocols: ['zwave', 'mqtt'],
    plusRequired: false,
    devices: [],
    deprecated: true,
    badge: 'ZW',
  },
  {
    id: 'callmebot',
    key: 'callmebot',
    category: 'notifications',
    categories: ['notifications'],
    connection: 'cloud',
    protocols: ['cloud-api'],
    plusRequired: false,
    devices: [],
    badge: 'CB',
  },
  {
    id: 'energy-monitoring',
    key: 'energyMonitoring',
    category: 'energy',
    categories: ['energy'],
    connection: 'local',
    protocols: ['lan'],
    plusRequired: false,
    devices: [],
    badge: 'EM',
  },
  {
    id: 'external-integrations',
    // Not one integration of the catalogue: the product's own label (`communityIntegrations`).
    name: 'Community integrations',
    key: null,
    category: 'services',
    categories: ['services'],
    connection: 'local',
    protocols: ['lan'],
    plusRequired: false,
    devices: [],
    badge: 'EX',
  },
  {
    id: 'matter',
    key: 'matter',
    category: 'protocols',
    categories: ['protocols'],
    connection: 'local',
    protocols: ['lan'],
    plusRequired: false,
    devices: [],
    badge: 'MT',
  },
  {
    id: 'matterbridge',
    key: 'matterbridge',
    category: 'protocols',
    categories: ['protocols'],
    connection: 'local',
    protocols: ['lan'],
    plusRequired: false,
    devices: [],
    badge: 'MB',
  },
  {
    id: 'mcp',
    key: 'mcp',
    category: 'assistants',
    categories: ['assistants'],
    connection: 'local',
    protocols: ['lan'],
    plusRequired: false,
    devices: [],
    badge: 'MC',
  },
  {
    id: 'melcloud',
    key: 'melcloud',
    category: 'climate',
    categories: ['climate'],
    connection: 'cloud',
    protocols: ['cloud-api'],
    plusRequired: false,
    devices: [],
    deprecated: true,
    badge: 'ME',
  },
  {
    id: 'nuki',
    key: 'nuki',
    category: 'security',
    categories: ['security'],
    connection: 'local',
    protocols: ['mqtt', 'cloud-api'],
    plusRequired: false,
    devices: [],
    badge: 'NU',
  },
];

/** The catalogue, in the docs sidebar order. */
export const integrations: Integration[] = entrySources.map(withNames);
