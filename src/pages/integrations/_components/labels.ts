import {translate} from '@docusaurus/Translate';
import type {Category, Connection, Integration, Protocol} from '../../../data/integrations';
import type {FilterGroup, FilterValues} from './filter';

/**
 * Translated texts of the integrations catalogue. They sit here, not in
 * `src/data/integrations.ts`, because `translate()` cannot run under plain
 * Node, where the data test loads the catalogue. Every call has a literal id
 * and message so that `docusaurus write-translations` extracts it; the English
 * descriptions must equal the `description` fields of the data (checked by
 * `tests/data/integrations.test.ts`).
 */

/**
 * Translated description of every integration, keyed by integration id.
 * A function, not a constant, so that translate() runs at render time.
 */
export function descriptionMessages(): Record<string, string> {
  return {
    airplay: translate({
      id: 'integrations.airplay.description',
      message:
        'Let Gladys speak through HomePods, Macs and other AirPlay speakers on your network.',
    }),
    alexa: translate({
      id: 'integrations.alexa.description',
      message: 'Control your Gladys devices by voice from Amazon Echo speakers and the Alexa app.',
    }),
    bluetooth: translate({
      id: 'integrations.bluetooth.description',
      message:
        'Detect who is at home by scanning for Bluetooth devices and tags near your Gladys machine.',
    }),
    broadlink: translate({
      id: 'integrations.broadlink.description',
      message: 'Learn infrared remote codes and drive TVs, air conditioners and other IR devices.',
    }),
    caldav: translate({
      id: 'integrations.caldav.description',
      message:
        'Sync calendars from iCloud, Nextcloud, Synology or any CalDAV server to use them in scenes.',
    }),
    camera: translate({
      id: 'integrations.camera.description',
      message: 'Show RTSP and HTTP camera images on the dashboard and get snapshots in scenes.',
    }),
    enedis: translate({
      id: 'integrations.enedis.description',
      message: 'Follow the electricity use of your Linky meter, day by day, with data from Enedis.',
    }),
    'free-mobile': translate({
      id: 'integrations.free-mobile.description',
      message: 'Receive text messages from your scenes with the free SMS service of Free Mobile.',
    }),
    'google-cast': translate({
      id: 'integrations.google-cast.description',
      message: 'Make Gladys speak on Google speakers and other Google Cast devices at home.',
    }),
    'google-home': translate({
      id: 'integrations.google-home.description',
      message: 'Control your Gladys devices with Google Assistant and the Google Home app.',
    }),
    homekit: translate({
      id: 'integrations.homekit.description',
      message: 'Expose your Gladys devices to Apple Home and control them with Siri.',
    }),
    mqtt: translate({
      id: 'integrations.mqtt.description',
      message: 'Run an MQTT broker and connect your own sensors and actuators to Gladys.',
    }),
    'lan-manager': translate({
      id: 'integrations.lan-manager.description',
      message: 'Scan your local network to see connected devices and know who is at home.',
    }),
    'nextcloud-talk': translate({
      id: 'integrations.nextcloud-talk.description',
      message:
        'Chat with Gladys and receive its messages in Nextcloud Talk on your own Nextcloud server.',
    }),
    netatmo: translate({
      id: 'integrations.netatmo.description',
      message: 'Bring Netatmo thermostats, valves and weather stations into Gladys.',
    }),
    'node-red': translate({
      id: 'integrations.node-red.description',
      message: 'Start a Node-RED container from Gladys and build flows that talk to it over MQTT.',
    }),
    openweather: translate({
      id: 'integrations.openweather.description',
      message: 'Get weather forecasts for your home on the dashboard and in scenes.',
    }),
    openai: translate({
      id: 'integrations.openai.description',
      message:
        'Chat with your home in plain words and let scenes ask questions, with open-weight AI models through Gladys Plus.',
    }),
    owntracks: translate({
      id: 'integrations.owntracks.description',
      message:
        'Share the location of your phone with Gladys to trigger scenes when you come and go.',
    }),
    'philips-hue': translate({
      id: 'integrations.philips-hue.description',
      message: 'Control Philips Hue lights and plugs through the Hue bridge on your network.',
    }),
    sonoff: translate({
      id: 'integrations.sonoff.description',
      message: 'Drive Sonoff Wi-Fi switches and plugs through the eWeLink cloud.',
    }),
    sonos: translate({
      id: 'integrations.sonos.description',
      message: 'Play, pause and speak on your Sonos speakers from the dashboard and scenes.',
    }),
    tasmota: translate({
      id: 'integrations.tasmota.description',
      message: 'Connect Wi-Fi devices flashed with the open Tasmota firmware.',
    }),
    telegram: translate({
      id: 'integrations.telegram.description',
      message: 'Talk to Gladys from Telegram and receive its messages and camera images.',
    }),
    'tp-link': translate({
      id: 'integrations.tp-link.description',
      message: 'Control TP-Link Kasa smart plugs and bulbs on your local network.',
    }),
    tuya: translate({
      id: 'integrations.tuya.description',
      message: 'Bring Tuya and Smart Life Wi-Fi devices into Gladys through the Tuya cloud.',
    }),
    xiaomi: translate({
      id: 'integrations.xiaomi.description',
      message: 'Read Xiaomi Aqara sensors through a Xiaomi gateway in developer mode.',
    }),
    zigbee2mqtt: translate({
      id: 'integrations.zigbee2mqtt.description',
      message: 'Pair Zigbee devices from hundreds of brands with a USB dongle and Zigbee2mqtt.',
    }),
    'zwavejs-ui': translate({
      id: 'integrations.zwavejs-ui.description',
      message: 'Use Z-Wave devices through Z-Wave JS UI, connected to Gladys over MQTT.',
    }),
    callmebot: translate({
      id: 'integrations.callmebot.description',
      message:
        'Receive the messages of your scenes on WhatsApp or Signal through the free CallMeBot service.',
    }),
    'energy-monitoring': translate({
      id: 'integrations.energy-monitoring.description',
      message:
        'Turn the index of your meters and plugs into consumption and cost every 30 minutes.',
    }),
    'external-integrations': translate({
      id: 'integrations.external-integrations.description',
      message: 'Install integrations published by the community, each in its own Docker container.',
    }),
    matter: translate({
      id: 'integrations.matter.description',
      message:
        'Pair Matter devices with their code and control them locally, over Wi-Fi, Ethernet or Thread.',
    }),
    matterbridge: translate({
      id: 'integrations.matterbridge.description',
      message: 'Run Matterbridge in a container, to bring devices of other ecosystems into Matter.',
    }),
    mcp: translate({
      id: 'integrations.mcp.description',
      message:
        'Let the AI agents you already use read and control your home through the MCP server of Gladys.',
    }),
    melcloud: translate({
      id: 'integrations.melcloud.description',
      message: 'Control Mitsubishi Electric air-to-air heat pumps through your MELCloud account.',
    }),
    nuki: translate({
      id: 'integrations.nuki.description',
      message: 'Lock and unlock Nuki smart locks over MQTT on your network or through Nuki Web.',
    }),
  };
}

/**
 * Translated description of an entry; falls back to the English text of the
 * data when the id has no message here (the data test prevents that).
 */
export function integrationDescription(entry: Integration): string {
  return descriptionMessages()[entry.id] ?? entry.description;
}

/**
 * Returns a `describe` function for the filter: the translated description of
 * an entry, computed once for all entries.
 */
export function makeDescriber(): (entry: Integration) => string {
  const messages = descriptionMessages();
  return (entry) => messages[entry.id] ?? entry.description;
}

/** Translated label of a category. */
export function categoryLabel(category: Category): string {
  switch (category) {
    case 'climate':
      return translate({id: 'integrations.category.climate', message: 'Climate'});
    case 'lighting':
      return translate({id: 'integrations.category.lighting', message: 'Lighting'});
    case 'energy':
      return translate({id: 'integrations.category.energy', message: 'Energy'});
    case 'security':
      return translate({id: 'integrations.category.security', message: 'Security'});
    case 'multimedia':
      return translate({id: 'integrations.category.multimedia', message: 'Multimedia'});
    case 'appliances':
      return translate({id: 'integrations.category.appliances', message: 'Appliances'});
    case 'environment':
      return translate({id: 'integrations.category.environment', message: 'Environment'});
    case 'protocols':
      return translate({id: 'integrations.category.protocols', message: 'Protocols'});
    case 'network':
      return translate({id: 'integrations.category.network', message: 'Network'});
    case 'notifications':
      return translate({id: 'integrations.category.notifications', message: 'Notifications'});
    case 'assistants':
      return translate({id: 'integrations.category.assistants', message: 'Assistants'});
    case 'services':
      return translate({id: 'integrations.category.services', message: 'Services'});
  }
}

/**
 * Translated text of what replaces a deprecated integration (`deprecated` of
 * its entry), falling back to the English text of the data.
 */
export function deprecatedReplacement(entry: Integration): string {
  switch (entry.id) {
    case 'telegram':
      return translate({
        id: 'integrations.deprecated.telegram',
        message: 'the external Telegram integration',
        description: 'What replaces the Telegram integration',
      });
    default:
      return entry.deprecated ?? '';
  }
}

/** Translated label of a connection type. */
export function connectionLabel(connection: Connection): string {
  switch (connection) {
    case 'local':
      return translate({id: 'integrations.connection.local', message: 'Local'});
    case 'cloud':
      return translate({id: 'integrations.connection.cloud', message: 'Vendor cloud'});
    case 'plus':
      return translate({id: 'integrations.connection.plus', message: 'Through Gladys Plus'});
  }
}

/** Label of a protocol (technical names, the same in every language except "cloud API"). */
export function protocolLabel(protocol: Protocol): string {
  switch (protocol) {
    case 'zigbee':
      return 'Zigbee';
    case 'zwave':
      return 'Z-Wave';
    case 'wifi':
      return 'Wi-Fi';
    case 'lan':
      return 'LAN';
    case 'bluetooth':
      return 'Bluetooth';
    case 'mqtt':
      return 'MQTT';
    case 'cloud-api':
      return translate({id: 'integrations.protocol.cloud-api', message: 'Cloud API'});
  }
}

const labelers: {[G in FilterGroup]: (value: FilterValues[G]) => string} = {
  category: categoryLabel,
  connection: connectionLabel,
  protocol: protocolLabel,
};

/** Translated label of any filter option, whatever its group. */
export function optionLabel<G extends FilterGroup>(group: G, value: FilterValues[G]): string {
  return labelers[group](value);
}

/** Translated legend of a filter group. */
export function groupLegend(group: FilterGroup): string {
  switch (group) {
    case 'category':
      return translate({id: 'integrations.page.filters.category', message: 'Category'});
    case 'connection':
      return translate({id: 'integrations.page.filters.connection', message: 'Connection'});
    case 'protocol':
      return translate({id: 'integrations.page.filters.protocol', message: 'Protocol'});
  }
}
