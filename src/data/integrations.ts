/**
 * The integrations catalogue shown on /integrations/: one entry per
 * integration doc in `docs/integrations/`. Facts: shared/facts/docs-integrations.md.
 *
 * This module has no Docusaurus import, so `tests/data/integrations.test.ts`
 * can load it under plain Node. The translated texts (descriptions, category,
 * connection and protocol labels; ids `integrations.<id>.description`,
 * `integrations.category.<category>`, ...) live in
 * `src/pages/integrations/_components/labels.ts`, whose English messages must
 * equal the `description` fields below (the data test checks it). Names,
 * brands and device names are product names and are not translated.
 */

/** Categories, in the order the filters show them. */
export const categories = [
  'lighting',
  'climate',
  'energy',
  'security',
  'media',
  'voice-ai',
  'messaging',
  'presence',
  'protocols',
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
  /** Product name as the Gladys interface shows it. */
  name: string;
  /** English description, 40–140 characters; translated at render time. */
  description: string;
  /** Main purpose; decides the colour of the badge. */
  category: Category;
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
   * Devices or brands the docs name as supported (may be empty): product and
   * model names only, since they are shown as they are in every language.
   */
  devices: string[];
  /** Two-letter badge drawn as our own logo. */
  badge: string;
};

/**
 * Ids of the integrations that reach their devices locally yet need Gladys
 * Plus (speech goes through its text-to-speech API). Every other entry has
 * `plusRequired` true exactly when its connection is `plus`.
 */
export const localButPlusRequired: readonly string[] = ['google-cast', 'airplay'];

/** Minimum length of a description, in characters (checked by tests/data). */
export const descriptionMinLength = 40;

/** Maximum length of a description, in characters (checked by tests/data). */
export const descriptionMaxLength = 140;

/** The catalogue, in the docs sidebar order. */
export const integrations: Integration[] = [
  {
    id: 'airplay',
    name: 'AirPlay',
    description:
      'Let Gladys speak through HomePods, Macs and other AirPlay speakers on your network.',
    category: 'media',
    connection: 'local',
    protocols: ['lan'],
    plusRequired: true,
    devices: ['HomePod', 'Mac'],
    badge: 'AP',
  },
  {
    id: 'alexa',
    name: 'Alexa',
    description:
      'Control your Gladys devices by voice from Amazon Echo speakers and the Alexa app.',
    category: 'voice-ai',
    connection: 'plus',
    protocols: ['cloud-api'],
    plusRequired: true,
    devices: ['Amazon Echo'],
    badge: 'AL',
  },
  {
    id: 'bluetooth',
    name: 'Bluetooth',
    description:
      'Detect who is at home by scanning for Bluetooth devices and tags near your Gladys machine.',
    category: 'presence',
    connection: 'local',
    protocols: ['bluetooth'],
    plusRequired: false,
    devices: ['NUT', 'Fitbit Force 2'],
    badge: 'BT',
  },
  {
    id: 'broadlink',
    name: 'Broadlink',
    description:
      'Learn infrared remote codes and drive TVs, air conditioners and other IR devices.',
    category: 'protocols',
    connection: 'local',
    protocols: ['wifi'],
    plusRequired: false,
    devices: ['Broadlink RM Pro'],
    badge: 'BL',
  },
  {
    id: 'caldav',
    name: 'CalDAV',
    description:
      'Sync calendars from iCloud, Nextcloud, Synology or any CalDAV server to use them in scenes.',
    category: 'services',
    connection: 'cloud',
    protocols: ['cloud-api'],
    plusRequired: false,
    devices: ['iCloud', 'Nextcloud', 'Synology Calendar'],
    badge: 'CD',
  },
  {
    id: 'camera',
    name: 'Camera',
    description: 'Show RTSP and HTTP camera images on the dashboard and get snapshots in scenes.',
    category: 'security',
    connection: 'local',
    protocols: ['lan'],
    plusRequired: false,
    devices: ['Reolink RLC-520', 'Foscam IP C1', 'Imou Ranger 2C', 'Trendnet TV-IP672WI'],
    badge: 'CA',
  },
  {
    id: 'enedis',
    name: 'Enedis',
    description:
      'Follow the electricity use of your Linky meter, day by day, with data from Enedis.',
    category: 'energy',
    connection: 'plus',
    protocols: ['cloud-api'],
    plusRequired: true,
    devices: ['Linky'],
    badge: 'EN',
  },
  {
    id: 'free-mobile',
    name: 'Free Mobile',
    description: 'Receive text messages from your scenes with the free SMS service of Free Mobile.',
    category: 'messaging',
    connection: 'cloud',
    protocols: ['cloud-api'],
    plusRequired: false,
    devices: [],
    badge: 'FM',
  },
  {
    id: 'google-cast',
    name: 'Google Cast',
    description: 'Make Gladys speak on Google speakers and other Google Cast devices at home.',
    category: 'media',
    connection: 'local',
    protocols: ['lan'],
    plusRequired: true,
    devices: [],
    badge: 'GC',
  },
  {
    id: 'google-home',
    name: 'Google Home',
    description: 'Control your Gladys devices with Google Assistant and the Google Home app.',
    category: 'voice-ai',
    connection: 'plus',
    protocols: ['cloud-api'],
    plusRequired: true,
    devices: ['Google Assistant'],
    badge: 'GH',
  },
  {
    id: 'homekit',
    name: 'HomeKit',
    description: 'Expose your Gladys devices to Apple Home and control them with Siri.',
    category: 'voice-ai',
    connection: 'local',
    protocols: ['lan'],
    plusRequired: false,
    devices: ['Apple Home', 'Siri'],
    badge: 'HK',
  },
  {
    id: 'mqtt',
    name: 'MQTT',
    description: 'Run an MQTT broker and connect your own sensors and actuators to Gladys.',
    category: 'protocols',
    connection: 'local',
    protocols: ['mqtt'],
    plusRequired: false,
    devices: ['Arduino', 'ESP8266 NodeMCU'],
    badge: 'MQ',
  },
  {
    id: 'lan-manager',
    name: 'LAN Manager',
    description: 'Scan your local network to see connected devices and know who is at home.',
    category: 'presence',
    connection: 'local',
    protocols: ['lan'],
    plusRequired: false,
    devices: [],
    badge: 'LM',
  },
  {
    id: 'nextcloud-talk',
    name: 'Nextcloud Talk',
    description:
      'Chat with Gladys and receive its messages in Nextcloud Talk on your own Nextcloud server.',
    category: 'messaging',
    connection: 'cloud',
    protocols: ['cloud-api'],
    plusRequired: false,
    devices: ['Nextcloud'],
    badge: 'NT',
  },
  {
    id: 'netatmo',
    name: 'Netatmo',
    description: 'Bring Netatmo thermostats, valves and weather stations into Gladys.',
    category: 'climate',
    connection: 'cloud',
    protocols: ['cloud-api'],
    plusRequired: false,
    devices: ['NATherm1', 'NAPlug', 'NRV', 'NAMain'],
    badge: 'NE',
  },
  {
    id: 'node-red',
    name: 'Node-RED',
    description:
      'Start a Node-RED container from Gladys and build flows that talk to it over MQTT.',
    category: 'protocols',
    connection: 'local',
    protocols: ['mqtt'],
    plusRequired: false,
    devices: [],
    badge: 'NR',
  },
  {
    id: 'openweather',
    name: 'OpenWeather',
    description: 'Get weather forecasts for your home on the dashboard and in scenes.',
    category: 'services',
    connection: 'cloud',
    protocols: ['cloud-api'],
    plusRequired: false,
    devices: [],
    badge: 'OW',
  },
  {
    id: 'openai',
    name: 'ChatGPT',
    description:
      'Ask questions and give orders in plain language, answered by ChatGPT through Gladys Plus.',
    category: 'voice-ai',
    connection: 'plus',
    protocols: ['cloud-api'],
    plusRequired: true,
    devices: [],
    badge: 'AI',
  },
  {
    id: 'owntracks',
    name: 'OwnTracks',
    description:
      'Share the location of your phone with Gladys to trigger scenes when you come and go.',
    category: 'presence',
    connection: 'plus',
    protocols: ['cloud-api'],
    plusRequired: true,
    devices: ['Android', 'iOS'],
    badge: 'OT',
  },
  {
    id: 'philips-hue',
    name: 'Philips Hue',
    description: 'Control Philips Hue lights and plugs through the Hue bridge on your network.',
    category: 'lighting',
    connection: 'local',
    protocols: ['lan'],
    plusRequired: false,
    devices: ['Hue Bridge v2', 'Hue Go', 'Hue Iris', 'Hue LightStrip Plus', 'IKEA TRÅDFRI'],
    badge: 'HU',
  },
  {
    id: 'sonoff',
    name: 'Sonoff',
    description: 'Drive Sonoff Wi-Fi switches and plugs through the eWeLink cloud.',
    category: 'lighting',
    connection: 'cloud',
    protocols: ['wifi', 'cloud-api'],
    plusRequired: false,
    devices: [
      'Sonoff Basic R2',
      'Sonoff Mini R2',
      'Sonoff POW R2',
      'Sonoff 4CH',
      'Sonoff Dual R2',
      'Sonoff S26',
    ],
    badge: 'SO',
  },
  {
    id: 'sonos',
    name: 'Sonos',
    description: 'Play, pause and speak on your Sonos speakers from the dashboard and scenes.',
    category: 'media',
    connection: 'local',
    protocols: ['lan'],
    plusRequired: false,
    devices: [
      'Sonos One',
      'Sonos Era 100',
      'Sonos Era 300',
      'Sonos Beam',
      'Sonos Roam',
      'IKEA Symfonisk',
    ],
    badge: 'SN',
  },
  {
    id: 'tasmota',
    name: 'Tasmota',
    description: 'Connect Wi-Fi devices flashed with the open Tasmota firmware.',
    category: 'protocols',
    connection: 'local',
    protocols: ['mqtt', 'wifi'],
    plusRequired: false,
    devices: [],
    badge: 'TA',
  },
  {
    id: 'telegram',
    name: 'Telegram',
    description: 'Talk to Gladys from Telegram and receive its messages and camera images.',
    category: 'messaging',
    connection: 'cloud',
    protocols: ['cloud-api'],
    plusRequired: false,
    devices: [],
    badge: 'TG',
  },
  {
    id: 'tp-link',
    name: 'TP-Link',
    description: 'Control TP-Link Kasa smart plugs and bulbs on your local network.',
    category: 'lighting',
    connection: 'local',
    protocols: ['wifi'],
    plusRequired: false,
    devices: ['HS100', 'HS110', 'LB100', 'LB120'],
    badge: 'TP',
  },
  {
    id: 'tuya',
    name: 'Tuya',
    description: 'Bring Tuya and Smart Life Wi-Fi devices into Gladys through the Tuya cloud.',
    category: 'protocols',
    connection: 'cloud',
    protocols: ['wifi', 'cloud-api'],
    plusRequired: false,
    devices: ['Smart Life', 'LSC Connect'],
    badge: 'TU',
  },
  {
    id: 'xiaomi',
    name: 'Xiaomi',
    description: 'Read Xiaomi Aqara sensors through a Xiaomi gateway in developer mode.',
    category: 'climate',
    connection: 'local',
    protocols: ['lan'],
    plusRequired: false,
    devices: ['Aqara D1', 'Aqara MCCGQ11LM', 'Aqara RTCGQ11LM', 'Mi Plug'],
    badge: 'XI',
  },
  {
    id: 'zigbee2mqtt',
    name: 'Zigbee2mqtt',
    description: 'Pair Zigbee devices from hundreds of brands with a USB dongle and Zigbee2mqtt.',
    category: 'protocols',
    connection: 'local',
    protocols: ['zigbee', 'mqtt'],
    plusRequired: false,
    devices: [
      'Sonoff ZBDongle-E',
      'Sonoff ZBDongle-P',
      'IKEA TRÅDFRI',
      'Philips Hue RWL021',
      'Sonoff SNZB-02',
      'Sonoff ZBMINI',
    ],
    badge: 'ZB',
  },
  {
    id: 'zwavejs-ui',
    name: 'Z-Wave JS UI',
    description: 'Use Z-Wave devices through Z-Wave JS UI, connected to Gladys over MQTT.',
    category: 'protocols',
    connection: 'local',
    protocols: ['zwave', 'mqtt'],
    plusRequired: false,
    devices: ['Aeotec Z-Stick Gen5', 'Fibaro FGMS-001'],
    badge: 'ZW',
  },
];
