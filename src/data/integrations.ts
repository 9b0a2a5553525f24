/**
 * The integrations catalogue shown on /integrations/: one entry per
 * integration doc in `docs/integrations/`. Facts: shared/facts/docs-integrations.md.
 *
 * Descriptions and replacements of deprecated integrations are translated
 * here, with `translate()` (ids `integrations.<id>.description`,
 * `integrations.deprecated.<id>`); under node:test, `translate()` is the stub
 * of tests/support/stubs/Translate.ts and returns the English message, which
 * `tests/data/integrations.test.ts` validates. Category, connection and
 * protocol labels are in `src/pages/integrations/_components/labels.ts`.
 * Names, brands and device names are product names and are not translated.
 */
import {translate} from '@docusaurus/Translate';
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
   * {@link catalogTitles}). For an entry without a key: its own name, in the page's language
   * through `translate()`.
   */
  name: string;
  /**
   * Name per locale (`en`, `fr`), the one the directory shows: the catalogue's titles, or `name`
   * in every locale for an entry without a key.
   */
  names: Record<CatalogLocale, string>;
  /** Description in the page's language; the English one is 40–140 characters. */
  description: string;
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
   * Set when the product marks the integration as deprecated: what replaces it,
   * in the page's language, or an empty string.
   */
  deprecated?: string;
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

/** Minimum length of a description, in characters (checked by tests/data). */
export const descriptionMinLength = 40;

/** Maximum length of a description, in characters (checked by tests/data). */
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
    description: translate({
      id: 'integrations.airplay.description',
      message:
        'Let Gladys speak through HomePods, Macs and other AirPlay speakers on your network.',
    }),
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
    description: translate({
      id: 'integrations.alexa.description',
      message: 'Control your Gladys devices by voice from Amazon Echo speakers and the Alexa app.',
    }),
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
    description: translate({
      id: 'integrations.bluetooth.description',
      message:
        'Detect who is at home by scanning for Bluetooth devices and tags near your Gladys machine.',
    }),
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
    description: translate({
      id: 'integrations.broadlink.description',
      message: 'Learn infrared remote codes and drive TVs, air conditioners and other IR devices.',
    }),
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
    description: translate({
      id: 'integrations.caldav.description',
      message:
        'Sync calendars from iCloud, Nextcloud, Synology or any CalDAV server to use them in scenes.',
    }),
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
    description: translate({
      id: 'integrations.camera.description',
      message: 'Show RTSP and HTTP camera images on the dashboard and get snapshots in scenes.',
    }),
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
    description: translate({
      id: 'integrations.enedis.description',
      message: 'Follow the electricity use of your Linky meter, day by day, with data from Enedis.',
    }),
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
    description: translate({
      id: 'integrations.free-mobile.description',
      message: 'Receive text messages from your scenes with the free SMS service of Free Mobile.',
    }),
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
    description: translate({
      id: 'integrations.google-cast.description',
      message: 'Make Gladys speak on Google speakers and other Google Cast devices at home.',
    }),
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
    description: translate({
      id: 'integrations.google-home.description',
      message: 'Control your Gladys devices with Google Assistant and the Google Home app.',
    }),
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
    description: translate({
      id: 'integrations.homekit.description',
      message: 'Expose your Gladys devices to Apple Home and control them with Siri.',
    }),
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
    description: translate({
      id: 'integrations.mqtt.description',
      message: 'Run an MQTT broker and connect your own sensors and actuators to Gladys.',
    }),
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
    description: translate({
      id: 'integrations.lan-manager.description',
      message: 'Scan your local network to see connected devices and know who is at home.',
    }),
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
    description: translate({
      id: 'integrations.nextcloud-talk.description',
      message:
        'Chat with Gladys and receive its messages in Nextcloud Talk on your own Nextcloud server.',
    }),
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
    description: translate({
      id: 'integrations.netatmo.description',
      message: 'Bring Netatmo thermostats, valves and weather stations into Gladys.',
    }),
    key: 'netatmo',
    category: 'climate',
    categories: ['climate', 'security', 'environment'],
    connection: 'cloud',
    protocols: ['cloud-api'],
    plusRequired: false,
    devices: [],
    deprecated: '',
    badge: 'NE',
  },
  {
    id: 'node-red',
    description: translate({
      id: 'integrations.node-red.description',
      message: 'Start a Node-RED container from Gladys and build flows that talk to it over MQTT.',
    }),
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
    description: translate({
      id: 'integrations.openweather.description',
      message: 'Get weather forecasts for your home on the dashboard and in scenes.',
    }),
    key: 'openWeather',
    category: 'environment',
    categories: ['environment'],
    connection: 'cloud',
    protocols: ['cloud-api'],
    plusRequired: false,
    devices: [],
    deprecated: '',
    badge: 'OW',
  },
  {
    id: 'openai',
    description: translate({
      id: 'integrations.openai.description',
      message:
        'Chat with your home in plain words and let scenes ask questions, with open-weight AI models through Gladys Plus.',
    }),
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
    description: translate({
      id: 'integrations.owntracks.description',
      message:
        'Share the location of your phone with Gladys to trigger scenes when you come and go.',
    }),
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
    description: translate({
      id: 'integrations.philips-hue.description',
      message: 'Control Philips Hue lights and plugs through the Hue bridge on your network.',
    }),
    key: 'philipsHue',
    category: 'lighting',
    categories: ['lighting'],
    connection: 'local',
    protocols: ['lan'],
    plusRequired: false,
    devices: [],
    deprecated: '',
    badge: 'HU',
  },
  {
    id: 'sonoff',
    description: translate({
      id: 'integrations.sonoff.description',
      message: 'Drive Sonoff Wi-Fi switches and plugs through the eWeLink cloud.',
    }),
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
    description: translate({
      id: 'integrations.sonos.description',
      message: 'Play, pause and speak on your Sonos speakers from the dashboard and scenes.',
    }),
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
    description: translate({
      id: 'integrations.tasmota.description',
      message: 'Connect Wi-Fi devices flashed with the open Tasmota firmware.',
    }),
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
    description: translate({
      id: 'integrations.telegram.description',
      message: 'Talk to Gladys from Telegram and receive its messages and camera images.',
    }),
    key: 'telegram',
    category: 'notifications',
    categories: ['notifications'],
    connection: 'cloud',
    protocols: ['cloud-api'],
    plusRequired: false,
    devices: [],
    deprecated: translate({
      id: 'integrations.deprecated.telegram',
      message: 'the external Telegram integration',
      description: 'What replaces the Telegram integration',
    }),
    badge: 'TG',
  },
  {
    id: 'tp-link',
    description: translate({
      id: 'integrations.tp-link.description',
      message: 'Control TP-Link Kasa smart plugs and bulbs on your local network.',
    }),
    key: 'tpLink',
    category: 'lighting',
    categories: ['lighting'],
    connection: 'local',
    protocols: ['wifi'],
    plusRequired: false,
    devices: [],
    deprecated: '',
    badge: 'TP',
  },
  {
    id: 'tuya',
    description: translate({
      id: 'integrations.tuya.description',
      message: 'Bring Tuya and Smart Life Wi-Fi devices into Gladys through the Tuya cloud.',
    }),
    key: 'tuya',
    category: 'lighting',
    categories: ['lighting', 'climate'],
    connection: 'cloud',
    protocols: ['wifi', 'cloud-api'],
    plusRequired: false,
    devices: [],
    deprecated: '',
    badge: 'TU',
  },
  {
    id: 'xiaomi',
    description: translate({
      id: 'integrations.xiaomi.description',
      message: 'Read Xiaomi Aqara sensors through a Xiaomi gateway in developer mode.',
    }),
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
    description: translate({
      id: 'integrations.zigbee2mqtt.description',
      message: 'Pair Zigbee devices from hundreds of brands with a USB dongle and Zigbee2mqtt.',
    }),
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
    description: translate({
      id: 'integrations.zwavejs-ui.description',
      message: 'Use Z-Wave devices through Z-Wave JS UI, connected to Gladys over MQTT.',
    }),
    key: 'zwavejs-ui',
    category: 'protocols',
    categories: ['protocols'],
    connection: 'local',
    protocols: ['zwave', 'mqtt'],
    plusRequired: false,
    devices: [],
    deprecated: '',
    badge: 'ZW',
  },
  {
    id: 'callmebot',
    description: translate({
      id: 'integrations.callmebot.description',
      message:
        'Receive the messages of your scenes on WhatsApp or Signal through the free CallMeBot service.',
    }),
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
    description: translate({
      id: 'integrations.energy-monitoring.description',
      message:
        'Turn the index of your meters and plugs into consumption and cost every 30 minutes.',
    }),
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
    name: translate({
      id: 'integrations.external-integrations.name',
      message: 'Community integrations',
    }),
    description: translate({
      id: 'integrations.external-integrations.description',
      message: 'Install integrations published by the community, each in its own Docker container.',
    }),
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
    description: translate({
      id: 'integrations.matter.description',
      message:
        'Pair Matter devices with their code and control them locally, over Wi-Fi, Ethernet or Thread.',
    }),
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
    description: translate({
      id: 'integrations.matterbridge.description',
      message: 'Run Matterbridge in a container, to bring devices of other ecosystems into Matter.',
    }),
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
    description: translate({
      id: 'integrations.mcp.description',
      message:
        'Let the AI agents you already use read and control your home through the MCP server of Gladys.',
    }),
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
    description: translate({
      id: 'integrations.melcloud.description',
      message: 'Control Mitsubishi Electric air-to-air heat pumps through your MELCloud account.',
    }),
    key: 'melcloud',
    category: 'climate',
    categories: ['climate'],
    connection: 'cloud',
    protocols: ['cloud-api'],
    plusRequired: false,
    devices: [],
    deprecated: '',
    badge: 'ME',
  },
  {
    id: 'nuki',
    description: translate({
      id: 'integrations.nuki.description',
      message: 'Lock and unlock Nuki smart locks over MQTT on your network or through Nuki Web.',
    }),
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
