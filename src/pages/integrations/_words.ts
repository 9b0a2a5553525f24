import type {DirectoryWords} from './_components/copy';

/**
 * The English words of the integrations directory's catalogue (`/integrations/`): labels of the
 * filters and chips, the descriptions of the built-in integrations and what replaces a deprecated
 * one. Plain strings, read by `tests/data/integrations.test.ts`.
 */
const words: DirectoryWords = {
  categories: {
    climate: 'Heating & cooling',
    lighting: 'Lighting, plugs & covers',
    energy: 'Energy',
    security: 'Cameras & security',
    multimedia: 'Multimedia',
    appliances: 'Appliances & garden',
    environment: 'Weather & environment',
    protocols: 'Protocols & hubs',
    network: 'Network & presence',
    notifications: 'Messaging & notifications',
    assistants: 'Voice assistants & AI',
    services: 'Services',
  },
  connections: {
    local: 'Local',
    cloud: 'Vendor cloud',
    plus: 'Through Gladys Plus',
  },
  origins: {
    'built-in': 'Built into Gladys',
    community: 'Community (store)',
  },
  cloudApi: 'Cloud API',
  legends: {
    origin: 'Origin',
    category: 'Category',
    connection: 'Connection',
    protocol: 'Protocol',
  },
  descriptions: {
    airplay: 'Let Gladys speak through HomePods, Macs and other AirPlay speakers on your network.',
    alexa: 'Control your Gladys devices by voice from Amazon Echo speakers and the Alexa app.',
    bluetooth:
      'Detect who is at home by scanning for Bluetooth devices and tags near your Gladys machine.',
    broadlink: 'Learn infrared remote codes and drive TVs, air conditioners and other IR devices.',
    caldav:
      'Sync calendars from iCloud, Nextcloud, Synology or any CalDAV server to use them in scenes.',
    camera: 'Show RTSP and HTTP camera images on the dashboard and get snapshots in scenes.',
    enedis: 'Follow the electricity use of your Linky meter, day by day, with data from Enedis.',
    'free-mobile':
      'Receive text messages from your scenes with the free SMS service of Free Mobile.',
    'google-cast': 'Make Gladys speak on Google speakers and other Google Cast devices at home.',
    'google-home': 'Control your Gladys devices with Google Assistant and the Google Home app.',
    homekit: 'Expose your Gladys devices to Apple Home and control them with Siri.',
    mqtt: 'Run an MQTT broker and connect your own sensors and actuators to Gladys.',
    'lan-manager': 'Scan your local network to see connected devices and know who is at home.',
    'nextcloud-talk':
      'Chat with Gladys and receive its messages in Nextcloud Talk on your own Nextcloud server.',
    netatmo: 'Bring Netatmo thermostats, valves and weather stations into Gladys.',
    'node-red': 'Start a Node-RED container from Gladys and build flows that talk to it over MQTT.',
    openweather: 'Get weather forecasts for your home on the dashboard and in scenes.',
    openai:
      'Chat with your home in plain words and let scenes ask questions, with open-weight AI models through Gladys Plus.',
    owntracks:
      'Share the location of your phone with Gladys to trigger scenes when you come and go.',
    'philips-hue': 'Control Philips Hue lights and plugs through the Hue bridge on your network.',
    sonoff: 'Drive Sonoff Wi-Fi switches and plugs through the eWeLink cloud.',
    sonos: 'Play, pause and speak on your Sonos speakers from the dashboard and scenes.',
    tasmota: 'Connect Wi-Fi devices flashed with the open Tasmota firmware.',
    telegram: 'Talk to Gladys from Telegram and receive its messages and camera images.',
    'tp-link': 'Control TP-Link Kasa smart plugs and bulbs on your local network.',
    tuya: 'Bring Tuya and Smart Life Wi-Fi devices into Gladys through the Tuya cloud.',
    xiaomi: 'Read Xiaomi Aqara sensors through a Xiaomi gateway in developer mode.',
    zigbee2mqtt: 'Pair Zigbee devices from hundreds of brands with a USB dongle and Zigbee2mqtt.',
    'zwavejs-ui': 'Use Z-Wave devices through Z-Wave JS UI, connected to Gladys over MQTT.',
    callmebot:
      'Receive the messages of your scenes on WhatsApp or Signal through the free CallMeBot service.',
    'energy-monitoring':
      'Turn the index of your meters and plugs into consumption and cost every 30 minutes.',
    'external-integrations':
      'Install integrations published by the community, each in its own Docker container.',
    matter:
      'Pair Matter devices with their code and control them locally, over Wi-Fi, Ethernet or Thread.',
    matterbridge:
      'Run Matterbridge in a container, to bring devices of other ecosystems into Matter.',
    mcp: 'Let the AI agents you already use read and control your home through the MCP server of Gladys.',
    melcloud: 'Control Mitsubishi Electric air-to-air heat pumps through your MELCloud account.',
    nuki: 'Lock and unlock Nuki smart locks over MQTT on your network or through Nuki Web.',
  },
  replacements: {
    telegram: 'the external Telegram integration',
  },
  names: {
    'external-integrations': 'Community integrations',
  },
  storeTypes: {
    device: 'Devices',
    communication: 'Messaging',
    weather: 'Weather',
  },
};

export default words;
