/**
 * The screens of Gladys that `npm run screenshots` captures from the product's demo mode.
 *
 * Each screen ({@link Screen}) is written for the next version of the product (the docs'
 * `current` version); `at` holds what differs at a released version, keyed by its docs version
 * name (`4.86`): a route, `ready` elements or `prepare` steps that are not those of the next
 * version, or `unavailable` when that version's demo cannot show the screen. {@link screensFor}
 * gives the screens of one version with those differences applied.
 *
 * Every screen of a route under /dashboard also waits for the "Integrations" link of the main
 * menu (`header.integrations`: the left sidebar of the next version, the tab bar of 4.86.1), in
 * the captured language.
 */
import type {Page} from '@playwright/test';

/**
 * What must be on screen before a capture, besides network idle and no loader:
 * - `{key: 'a.b.c'}` an interface string of the product (front/src/config/i18n/<lang>.json), looked
 *   up in the language being captured, so it also checks that the interface is in that language;
 * - `{text: '…'}` a literal text (the demo's own data: device and scene names);
 * - `{css: '…'}` a CSS selector;
 * - `{value: '…'}` a visible text field holding this value (the demo's own data).
 */
export type ReadyEntry = {key: string} | {text: string} | {css: string} | {value: string};

/** The interface string of a key in the language being captured; throws on an unknown key. */
export type Translate = (key: string) => string;

/** What a screen is at one product version. */
export type ScreenFields = {
  /** Path of the product's front end (its demo build, served on 127.0.0.1). */
  route: string;
  /** What the image shows, for maintainers (pages write their own alt text). */
  shows: string;
  /** What must be on screen before the capture; required unless `unavailable`. */
  ready?: ReadyEntry[];
  /** What to click first. */
  prepare?: (page: Page, t: Translate) => Promise<void>;
  /** Instead of `ready`: why the demo cannot show this screen (no image is made). */
  unavailable?: string;
  /**
   * What a reader may take for a fault of the image but is the product's own behaviour (English
   * text in the French interface, for one), with where the product's source shows it; copied to
   * the manifest.
   */
  note?: string;
};

/** A screen: its id (the image's file name and `<Screenshot id>`), its fields, its differences by version. */
export type Screen = ScreenFields & {
  id: string;
  /**
   * What differs at a released version, by docs version name. A field set to `undefined` is
   * removed there (a `note` true of the next version only); `unavailable` there drops `ready` and
   * `prepare`.
   */
  at?: Readonly<Record<string, Partial<ScreenFields>>>;
};

/** A screen as one version's run captures it: `at` applied. */
export type VersionScreen = ScreenFields & {id: string};

/** Screens of the integrations, in the order of the docs' sidebar. */
const integrations: Screen[] = [
  {
    id: 'integrations',
    route: '/dashboard/integration',
    shows: 'The integrations catalogue: filters, categories and the first cards',
    ready: [{key: 'integration.root.title'}, {key: 'integration.zigbee2mqtt.title'}],
  },
  {
    id: 'integrations-installed',
    route: '/dashboard/integration/installed',
    shows:
      'The integrations catalogue, Installed view: the count of community integrations and the one installed card',
    ready: [{key: 'integration.root.installedSummary.title.one'}, {text: 'Solar Inverter'}],
    at: {
      '4.86': {
        unavailable:
          '4.86.1’s catalogue has no Installed view: /dashboard/integration/installed is not one of its routes (front/src/components/app.jsx).',
      },
    },
  },
  {
    id: 'integrations-to-update',
    route: '/dashboard/integration/updates',
    shows:
      'The integrations catalogue, To update view, with nothing to update (the demo’s community integration is up to date)',
    ready: [{key: 'integration.root.allIntegrationsUpToDate'}],
  },
  {
    id: 'install-from-github',
    route: '/dashboard/integration',
    shows: 'The integrations catalogue with the Install from GitHub window open',
    prepare: async (page, t) => {
      await page
        .getByText(t('integration.externalIntegration.installFromGithub.cardTitle'), {exact: true})
        .filter({visible: true})
        .first()
        .click();
    },
    ready: [{key: 'integration.externalIntegration.installFromGithub.modalTitle'}],
  },
  {
    id: 'airplay-discover',
    route: '/dashboard/integration/device/airplay/discover',
    shows: 'AirPlay: the discovery tab, with no speaker found',
    ready: [{key: 'integration.airplay.title'}],
    at: {
      '4.86': {
        unavailable:
          '4.86.1’s demo answers no get /api/v1/service/airplay/discover (front/src/config/demo.js), so the tab shows “An error occurred while scanning.” instead of an empty list.',
      },
    },
  },
  {
    id: 'alexa',
    route: '/dashboard/integration/communication/alexa',
    shows: 'Amazon Alexa: the integration page pointing to the documentation',
    ready: [{key: 'integration.alexa.title'}],
  },
  {
    id: 'bluetooth-discover',
    route: '/dashboard/integration/device/bluetooth/setup',
    shows: 'Bluetooth: the discover tab with three Bluetooth devices found',
    ready: [{key: 'integration.bluetooth.discover.title'}, {text: 'Peanut temperature'}],
    at: {
      '4.86': {
        // Opened as the first page of a fresh browser, this tab of 4.86.1's demo often stays without
        // its user and its devices (the menu shows a blank user); reached through the integration's
        // own menu from the presence scanner tab, it always lists them.
        route: '/dashboard/integration/device/bluetooth/config',
        shows:
          'Bluetooth: the discover tab, reached from the presence scanner tab, with three Bluetooth devices found',
        prepare: async (page, t) => {
          await page
            .getByRole('link', {name: t('integration.bluetooth.discoverTab')})
            .first()
            .click();
        },
      },
    },
  },
  {
    id: 'bluetooth-presence',
    route: '/dashboard/integration/device/bluetooth/config',
    shows: 'Bluetooth: the presence scanner settings',
    ready: [{key: 'integration.lanManager.setup.title'}],
  },
  {
    id: 'broadlink-discover',
    route: '/dashboard/integration/device/broadlink/peripheral',
    shows: 'Broadlink: the devices found on the network (MP1, SP2, RM3 Pro Plus)',
    ready: [{key: 'integration.broadlink.peripheral.title'}, {text: 'MP1'}],
  },
  {
    id: 'caldav-account',
    route: '/dashboard/integration/calendar/caldav/account',
    shows: 'CalDAV: the account tab (calendar host, URL, user name, password)',
    ready: [{key: 'integration.caldav.accountTab'}],
  },
  {
    id: 'caldav-sync',
    route: '/dashboard/integration/calendar/caldav/sync',
    shows: 'CalDAV: the synchronisation tab with two calendars to tick',
    ready: [{key: 'integration.caldav.syncTab'}, {text: 'Family'}],
    at: {
      '4.86': {
        unavailable:
          '4.86.1’s demo has no CalDAV account (front/src/config/demo.js answers no CalDAV request), so the sync tab lists no calendar to tick.',
      },
    },
  },
  {
    id: 'callmebot',
    route: '/dashboard/integration/communication/callmebot',
    shows:
      'CallMeBot: the steps to get an API key, the messaging service, phone number and API key',
    ready: [{key: 'integration.callmebot.setup.title'}],
  },
  {
    id: 'camera',
    route: '/dashboard/integration/device/rtsp-camera',
    shows: 'Cameras: a camera with its name, room, refresh frequency and stream URL',
    ready: [{key: 'integration.rtspCamera.title'}, {value: 'Garden camera'}],
    at: {
      '4.86': {
        shows: 'Cameras: a camera with its name, room, refresh frequency and stream URL',
        ready: [{key: 'integration.rtspCamera.title'}, {value: 'Kitchen Camera'}],
      },
    },
  },
  {
    id: 'enedis-connection',
    route: '/dashboard/integration/device/enedis',
    shows: 'Enedis: the connection tab, which goes through Gladys Plus',
    ready: [{key: 'integration.enedis.welcome.title'}],
  },
  {
    id: 'enedis-meters',
    route: '/dashboard/integration/device/enedis/usage-points',
    shows: 'Enedis: the meters tab with one meter and the sync button',
    ready: [{key: 'integration.enedis.usagePoints.title'}],
    at: {
      '4.86': {
        unavailable:
          '4.86.1’s demo answers no Enedis request (front/src/config/demo.js), so the My meters tab is an empty card.',
      },
    },
  },
  {
    id: 'energy-monitoring',
    route: '/dashboard/integration/device/energy-monitoring',
    shows: 'Energy Monitoring: the energy sensors as a tree, each with its parent',
    ready: [{key: 'integration.energyMonitoring.hierarchicalListDescription'}],
    at: {
      '4.86': {
        unavailable:
          '4.86.1’s demo has no energy feature (front/src/config/demo.js), so the My Devices tab only says “No device features found.”',
      },
    },
  },
  {
    id: 'energy-monitoring-settings',
    route: '/dashboard/integration/device/energy-monitoring/settings',
    shows:
      'Energy Monitoring: the settings tab, to recalculate consumption and cost from the start',
    ready: [{key: 'integration.energyMonitoring.calculateConsumptionFromIndexFromBeginning'}],
  },
  {
    id: 'free-mobile',
    route: '/dashboard/integration/communication/free-mobile',
    shows: 'Free Mobile: the customer ID and identification key form',
    ready: [{key: 'integration.free-mobile.title'}],
  },
  {
    id: 'google-cast-discover',
    route: '/dashboard/integration/device/google-cast/discover',
    shows: 'Google Cast: the discovery tab, with no device found',
    ready: [{key: 'integration.google-cast.title'}],
    at: {
      '4.86': {
        unavailable:
          '4.86.1’s demo answers no get /api/v1/service/google-cast/discover (front/src/config/demo.js), so the tab shows “An error occurred while scanning.” instead of an empty list.',
      },
    },
  },
  {
    id: 'google-home',
    route: '/dashboard/integration/communication/googlehome',
    shows: 'Google Home: the integration page pointing to the documentation',
    ready: [{key: 'integration.googleHome.title'}],
  },
  {
    id: 'homekit',
    route: '/dashboard/integration/communication/homekit',
    shows: 'Apple HomeKit: mDNS advertiser, exposed devices, reload and reset buttons',
    ready: [{key: 'integration.homekit.title'}],
  },
  {
    id: 'lan-manager-discover',
    route: '/dashboard/integration/device/lan-manager/discover',
    shows: 'LAN Manager: devices found on the local network, ready to be saved',
    ready: [{key: 'integration.lanManager.discover.title'}, {text: 'Media server'}],
  },
  {
    id: 'lan-manager-presence',
    route: '/dashboard/integration/device/lan-manager/config',
    shows: 'LAN Manager: the presence scanner, its interval and the IP ranges to scan',
    note:
      'The French interface keeps the English placeholder "e.g. 192.168.1.1/20" in the new IP range field: ' +
      'the product’s fr.json has it in English (integration.lanManager.setup.maskTablePlaceholder).',
    ready: [{key: 'integration.lanManager.setup.title'}, {text: 'eth0'}],
  },
  {
    id: 'matter-discover',
    route: '/dashboard/integration/device/matter/discover',
    shows: 'Matter: the Add Device tab and its pairing code field',
    ready: [
      {key: 'integration.matter.discover.title'},
      {key: 'integration.matter.discover.pairingCodeLabel'},
    ],
    at: {
      '4.86': {
        shows:
          'Matter: the Add Device tab and its pairing code field, under the notice that Matter is not enabled',
      },
    },
  },
  {
    id: 'matter-settings',
    route: '/dashboard/integration/device/matter/settings',
    shows: 'Matter: the settings tab, IPv6 check, nodes and the reset button',
    ready: [{key: 'integration.matter.settings.title'}],
    at: {
      '4.86': {
        shows: 'Matter: the settings tab before Matter is enabled, with the Enable Matter button',
      },
    },
  },
  {
    id: 'matterbridge',
    route: '/dashboard/integration/device/matterbridge',
    shows: 'Matterbridge: the setup tab, container not activated yet, with its Enable button',
    ready: [{key: 'integration.matterbridge.setup.title'}],
    at: {
      '4.86': {
        unavailable:
          '4.86.1’s demo reports a Gladys that does not run in Docker (front/src/config/demo.js), so the setup tab shows “Gladys is not running on Docker, you cannot install a Matterbridge server from here.” instead of the Enable button.',
      },
    },
  },
  {
    id: 'mcp',
    route: '/dashboard/integration/communication/mcp',
    shows: 'MCP: the server URL to copy and the API keys',
    note:
      'The French interface shows the keys’ registration dates in English (“Friday, August 21, 2026”), ' +
      'as the product itself does: front/src/routes/integration/all/mcp/mcp.jsx takes `user` out of its ' +
      'props and hands each key row `props.user`, which is then always undefined, so MCPApiKeys.js ' +
      "formats the date with its fallback language, toLocaleDateString('en'). Neither the browser’s " +
      'language nor the user’s changes it.',
    ready: [{key: 'integration.mcp.urlLabel'}, {key: 'integration.mcp.apiKeyLabel'}],
  },
  {
    id: 'melcloud-setup',
    route: '/dashboard/integration/device/melcloud/setup',
    shows: 'MELCloud: the account form (email, password), under the deprecation notice',
    ready: [{key: 'integration.melcloud.setup.title'}],
  },
  {
    id: 'melcloud-discover',
    route: '/dashboard/integration/device/melcloud/discover',
    shows: 'MELCloud: the discovery tab and its Scan button',
    ready: [{key: 'integration.melcloud.discover.title'}],
    at: {
      '4.86': {
        unavailable:
          '4.86.1’s demo answers no MELCloud request (front/src/config/demo.js), so the tab says “Gladys failed to connect to MELCloud cloud account” instead of listing devices or saying none was found.',
      },
    },
  },
  {
    id: 'mqtt-setup',
    route: '/dashboard/integration/device/mqtt/setup',
    shows: 'MQTT: the broker setup tab, connected to the broker in a Docker container',
    ready: [{key: 'integration.mqtt.setup.title'}],
    at: {
      '4.86': {
        shows:
          'MQTT: the broker setup tab, with the broker in a Docker container switched on and its Install button',
      },
    },
  },
  {
    id: 'mqtt-devices',
    route: '/dashboard/integration/device/mqtt',
    shows: 'MQTT: the virtual devices list, grouped by room',
    ready: [{key: 'integration.mqtt.device.title'}, {text: 'Water heater'}],
    at: {
      '4.86': {
        unavailable:
          '4.86.1’s demo answers no MQTT device (front/src/config/demo.js has no get /api/v1/service/mqtt/device), so the list is empty.',
      },
    },
  },
  {
    id: 'mqtt-device-form',
    route: '/dashboard/integration/device/mqtt/edit',
    shows:
      'MQTT: the device form (the same for a new device and for editing one), filled in: name, external ID, room, and one temperature feature with its category badge, unit, sensor and keep-history switches',
    prepare: async (page, t) => {
      await page
        .getByRole('button', {name: t('integration.mqtt.featureCatalog.openButton')})
        .first()
        .click();
      const label = t('deviceFeatureCategory.temperature-sensor.decimal');
      await page
        .getByPlaceholder(t('integration.mqtt.featureCatalog.searchPlaceholder'))
        .fill(label);
      await page
        .locator('button')
        .filter({hasText: t('integration.mqtt.featureCatalog.previewLabel')})
        .filter({has: page.getByText(label, {exact: true})})
        .first()
        .click();
      await page
        .getByPlaceholder(t('integration.mqtt.device.nameLabel'), {exact: true})
        .fill('Cellar sensor');
      // The form proposes an external ID with a random suffix: a fixed one gives the same image each run.
      await page
        .getByPlaceholder(t('integration.mqtt.device.externalIdLabel'), {exact: true})
        .fill('mqtt:cellar-sensor');
      await page.locator('select').first().selectOption({label: 'Kitchen'});
      await page
        .getByText(t('integration.mqtt.device.nameLabel'), {exact: true})
        .first()
        .evaluate((name) => name.scrollIntoView({block: 'start'}));
    },
    ready: [{value: 'mqtt:cellar-sensor'}, {key: 'editDeviceForm.keepHistoryLabel'}],
    at: {
      '4.86': {
        shows:
          'MQTT: the new device form, with its name, external ID and room filled in, before any feature is added',
        prepare: async (page, t) => {
          await page
            .getByPlaceholder(t('integration.mqtt.device.nameLabel'), {exact: true})
            .fill('Cellar sensor');
          await page
            .getByPlaceholder(t('integration.mqtt.device.externalIdLabel'), {exact: true})
            .fill('mqtt:cellar-sensor');
          await page.locator('select').first().selectOption({label: 'Kitchen'});
        },
        ready: [{value: 'mqtt:cellar-sensor'}],
      },
    },
  },
  {
    id: 'netatmo-setup',
    route: '/dashboard/integration/device/netatmo/setup',
    shows: 'Netatmo: the setup tab and its explanations, service not configured yet',
    ready: [{key: 'integration.netatmo.setup.title'}],
  },
  {
    id: 'netatmo-discover',
    route: '/dashboard/integration/device/netatmo/discover',
    shows: 'Netatmo: the discovery tab, before the account is connected',
    ready: [{key: 'integration.netatmo.discover.title'}],
    at: {
      '4.86': {
        unavailable:
          '4.86.1’s demo answers no Netatmo request (front/src/config/demo.js), so the tab says “Gladys failed to connect to the Netatmo account” above its empty list.',
      },
    },
  },
  {
    id: 'nextcloud-talk',
    route: '/dashboard/integration/communication/nextcloud-talk',
    shows: 'Nextcloud Talk: host, bot account and conversation token form',
    ready: [{key: 'integration.nextcloudTalk.title'}],
  },
  {
    id: 'node-red',
    route: '/dashboard/integration/device/node-red',
    shows: 'Node-RED: the setup tab with the major version and the Enable button',
    ready: [{key: 'integration.nodeRed.setup.title'}],
    at: {
      '4.86': {
        unavailable:
          '4.86.1’s demo reports a Gladys that does not run in Docker (front/src/config/demo.js), so the setup tab shows “Gladys is not running on Docker, you cannot install a Node-RED server from here.” instead of the Enable button.',
      },
    },
  },
  {
    id: 'nuki-setup',
    route: '/dashboard/integration/device/nuki/setup',
    shows: 'Nuki: the Nuki Web setup steps and the API token field',
    ready: [{key: 'integration.nuki.setup.title'}],
  },
  {
    id: 'nuki-mqtt-discover',
    route: '/dashboard/integration/device/nuki/mqtt',
    shows: 'Nuki: a lock found over MQTT, with its topic, protocol and features',
    ready: [{key: 'integration.nuki.discover.mqtt.title'}, {text: 'Smart Lock 2.0 Pro Plus'}],
  },
  {
    id: 'nuki-http-discover',
    route: '/dashboard/integration/device/nuki/http',
    shows: 'Nuki: a lock found on the Nuki Web account',
    ready: [{key: 'integration.nuki.discover.http.title'}],
  },
  {
    id: 'openai',
    route: '/dashboard/integration/communication/openai',
    shows: 'Artificial Intelligence: what the AI does, and the quota usage',
    ready: [{key: 'integration.openai.title'}, {key: 'integration.openai.quota.title'}],
  },
  {
    id: 'openweather',
    route: '/dashboard/integration/weather/openweather',
    shows: 'OpenWeather: the API key form',
    ready: [{key: 'integration.openWeather.title'}],
  },
  {
    id: 'owntracks',
    route: '/dashboard/integration/device/owntracks',
    shows: 'OwnTracks: the integration page pointing to the documentation',
    ready: [{key: 'integration.owntracks.title'}],
  },
  {
    id: 'philips-hue-setup',
    route: '/dashboard/integration/device/philips-hue/setup',
    shows: 'Philips Hue: a bridge found on the network, with its Connect button',
    ready: [{key: 'integration.philipsHue.setup.bridgesOnNetwork'}, {text: 'Philips hue'}],
  },
  {
    id: 'philips-hue-devices',
    route: '/dashboard/integration/device/philips-hue/device',
    shows: 'Philips Hue: the lights already added to Gladys',
    ready: [{key: 'integration.philipsHue.device.title'}, {text: 'TV backlight'}],
    at: {
      '4.86': {ready: [{key: 'integration.philipsHue.device.title'}]},
    },
  },
  {
    id: 'sonoff-setup',
    route: '/dashboard/integration/device/ewelink/setup',
    shows: 'eWeLink (Sonoff): the account form, with the warning that it no longer works',
    ready: [{key: 'integration.eWeLink.setup.title'}],
  },
  {
    id: 'sonoff-discover',
    route: '/dashboard/integration/device/ewelink/discover',
    shows: 'eWeLink (Sonoff): a device found on the eWeLink account',
    ready: [{key: 'integration.eWeLink.discover.title'}, {text: 'Switch 2'}],
  },
  {
    id: 'sonos-discover',
    route: '/dashboard/integration/device/sonos/discover',
    shows: 'Sonos: two speakers found on the local network',
    ready: [{key: 'integration.sonos.discover.title'}, {value: 'Sonos Speaker'}],
  },
  {
    id: 'tasmota-devices',
    route: '/dashboard/integration/device/tasmota',
    shows: 'Tasmota: the devices already added, with their MQTT topic and protocol',
    ready: [{key: 'integration.tasmota.device.title'}, {text: 'Towel rail'}],
    at: {
      '4.86': {ready: [{key: 'integration.tasmota.device.title'}]},
    },
  },
  {
    id: 'tasmota-mqtt-discover',
    route: '/dashboard/integration/device/tasmota/mqtt',
    shows: 'Tasmota: devices found over MQTT',
    ready: [{key: 'integration.tasmota.discover.mqtt.title'}, {text: 'Sonoff Pow Kitchen'}],
  },
  {
    id: 'tasmota-http-discover',
    route: '/dashboard/integration/device/tasmota/http',
    shows: 'Tasmota: the HTTP scan by IP range, and the devices it found',
    ready: [{key: 'integration.tasmota.discover.http.title'}, {text: 'Sonoff Pow Kitchen'}],
  },
  {
    id: 'telegram',
    route: '/dashboard/integration/communication/telegram',
    shows: 'Telegram: the bot API key form and the link to start the conversation',
    ready: [{key: 'integration.telegram.apiKey'}],
    at: {
      '4.86': {
        shows:
          'Telegram: the bot API key form, under the notice that the built-in integration will be deprecated',
      },
    },
  },
  {
    id: 'tp-link-devices',
    route: '/dashboard/integration/device/tp-link/device',
    shows: 'TP-Link: devices in Gladys, and devices detected on the network',
    ready: [{key: 'integration.tpLink.device.title'}, {text: 'Plug Coffee Machine'}],
    at: {
      '4.86': {
        shows:
          'TP-Link: a plug and a light in Gladys, under the notice that the built-in integration will be deprecated',
      },
    },
  },
  {
    id: 'tuya-setup',
    route: '/dashboard/integration/device/tuya/setup',
    shows: 'Tuya: the cloud and local setup explanations, connection details missing',
    ready: [{key: 'integration.tuya.setup.title'}],
  },
  {
    id: 'tuya-discover',
    route: '/dashboard/integration/device/tuya/discover',
    shows: 'Tuya: the discovery tab with its cloud scan and local scan buttons',
    ready: [{key: 'integration.tuya.discover.title'}],
    at: {
      '4.86': {
        unavailable:
          '4.86.1’s demo answers no Tuya request (front/src/config/demo.js), so the tab says “Gladys failed to connect to Tuya cloud account” instead of listing devices.',
      },
    },
  },
  {
    id: 'xiaomi-devices',
    route: '/dashboard/integration/device/xiaomi',
    shows: 'Xiaomi: the deprecation notice and a sensor added to Gladys',
    ready: [{key: 'integration.xiaomi.device.title'}, {text: 'Xiaomi Temperature'}],
  },
  {
    id: 'zigbee2mqtt-setup',
    route: '/dashboard/integration/device/zigbee2mqtt/setup',
    shows: 'Zigbee2mqtt: the Setup tab, its two installation modes and the service status',
    ready: [
      {key: 'integration.zigbee2mqtt.setup.title'},
      {key: 'integration.zigbee2mqtt.setup.modes.local.title'},
    ],
  },
  {
    id: 'zigbee2mqtt-setup-local',
    route: '/dashboard/integration/device/zigbee2mqtt/setup',
    shows:
      'Zigbee2mqtt: the installation from Gladys, after Choose: how the coordinator is connected',
    prepare: async (page, t) => {
      await page
        .getByRole('button', {name: t('integration.zigbee2mqtt.setup.selectInstallationMode')})
        .first()
        .click();
      // The demo's installation is already configured: its summary's Change button (the second
      // one, after the mode's) opens the form.
      await page
        .getByRole('button', {name: t('integration.zigbee2mqtt.setup.changeButtonLabel')})
        .nth(1)
        .click();
    },
    ready: [{key: 'integration.zigbee2mqtt.setup.modes.local.adapterModeLabel'}],
    at: {
      '4.86': {
        shows:
          'Zigbee2mqtt: the installation from Gladys, after Choose: the USB port and the model of the dongle',
        ready: [{key: 'integration.zigbee2mqtt.setup.modes.local.usbDriverPathLabel'}],
      },
    },
  },
  {
    id: 'zigbee2mqtt-discover',
    route: '/dashboard/integration/device/zigbee2mqtt/discover',
    shows: 'Zigbee2mqtt: the Discover tab, Permit joining on, devices found',
    ready: [{key: 'integration.zigbee2mqtt.discover.title'}, {value: 'Aqara Sensor'}],
  },
  {
    id: 'zigbee2mqtt-devices',
    route: '/dashboard/integration/device/zigbee2mqtt',
    shows: 'Zigbee2mqtt: the devices tab, with rooms, features and battery levels',
    ready: [{key: 'integration.zigbee2mqtt.device.title'}, {text: 'Kitchen spots'}],
    at: {
      '4.86': {
        shows: 'Zigbee2mqtt: the devices tab, with the demo’s one device, its room and feature',
        ready: [{key: 'integration.zigbee2mqtt.device.title'}, {text: 'Aqara Sensor'}],
      },
    },
  },
  {
    id: 'device-edit',
    route: '/dashboard/integration/device/zigbee2mqtt/edit/kitchen-sensor',
    shows:
      'An existing device’s edit page from its integration (name, room, features, keep-history switch)',
    unavailable:
      'The edit page shows a device only when its service_id matches the integration loaded by the page (front/src/components/device/index.js, and the same check in the MQTT form); the demo answers the integrations’ own service requests with no id (front/src/config/demo/integrations.js), so every edit page says “Requested device not found.”',
  },
  {
    id: 'zwavejs-ui-setup',
    route: '/dashboard/integration/device/zwavejs-ui/setup',
    shows: 'Z-Wave JS UI: the configuration tab and how to set up Z-Wave JS UI',
    ready: [{key: 'integration.zwavejs-ui.setup.zwaveJsUiConfigurationTitle'}],
  },
  {
    id: 'zwavejs-ui-discover',
    route: '/dashboard/integration/device/zwavejs-ui/discover',
    shows: 'Z-Wave JS UI: the discovery tab, with no device found',
    ready: [{key: 'integration.zwavejs-ui.discover.title'}],
    at: {
      '4.86': {
        unavailable:
          '4.86.1’s demo answers no Z-Wave JS UI request (front/src/config/demo.js), so the tab shows “An error occurred during discovery.” instead of the devices found.',
      },
    },
  },
];

/** Dashboards, scenes, chat, settings and first steps. */
const app: Screen[] = [
  {
    id: 'dashboard-home',
    route: '/dashboard',
    shows:
      'The Home dashboard: status chips, clock, weather, house view, camera, quick actions, scenes',
    // Widget titles come from the demo's data, in English in both languages: wait for the widgets.
    ready: [{css: '.card'}],
    at: {
      '4.86': {
        unavailable:
          '4.86.1’s demo draws the Temperature chart of its Home dashboard as an error: front/src/config/demo.js answers aggregated_states with max_states=100 while the chart asks max_states=300, so the first screen of the dashboard shows “Error: get /api/v1/device_feature/aggregated_states… not found in demo.js” in place of a curve.',
      },
    },
  },
  {
    id: 'dashboard-energy',
    route: '/dashboard/energy',
    shows:
      'The Energy dashboard: consumption chart, solar production, battery gauge, Tempo, Ecowatt',
    note:
      'The French interface writes the consumption cost with a decimal point (“64.90 €”, “3.00€” on the ' +
      'axis), as the product does in every language: EnergyConsumption.jsx formats them with toFixed(2).',
    ready: [{key: 'dashboard.boxes.ecowatt.title'}, {key: 'dashboard.boxTitle.edf-tempo'}],
    at: {
      '4.86': {
        unavailable:
          '4.86.1’s demo has a single dashboard, Home (get /api/v1/dashboard in front/src/config/demo.js): there is no Energy dashboard to show.',
        note: undefined,
      },
    },
  },
  {
    id: 'dashboard-comfort',
    route: '/dashboard/comfort',
    shows: 'The Comfort dashboard: temperatures and humidity by room, CO2 chart, devices in a room',
    ready: [{text: 'Bathroom'}, {text: 'Temperatures'}],
    at: {
      '4.86': {
        unavailable:
          '4.86.1’s demo has a single dashboard, Home (get /api/v1/dashboard in front/src/config/demo.js): there is no Comfort dashboard to show.',
      },
    },
  },
  {
    id: 'dashboard-edit',
    route: '/dashboard/home/edit',
    shows: 'The Home dashboard in edit mode: sections, columns, widgets and their buttons',
    ready: [{key: 'dashboard.editorDashboardSettingsButton'}],
    at: {
      '4.86': {
        shows:
          'The Home dashboard in edit mode: its columns, their widgets and the buttons to add and move them',
        ready: [{key: 'dashboard.editDashboardTitle'}],
      },
    },
  },
  {
    id: 'dashboard-devices-widget',
    route: '/dashboard/comfort',
    shows:
      'The Comfort dashboard scrolled down to its Devices widget “Temperatures”: one row per picked temperature sensor, with its value',
    // Scroll once the widget's six rows are drawn, so that none moves the page afterwards.
    prepare: async (page) => {
      const widget = page
        .locator('.card')
        .filter({has: page.getByText('Temperatures', {exact: true})})
        .filter({has: page.getByText('Outside', {exact: true})})
        .first();
      await widget.waitFor();
      await widget.evaluate((card) => card.scrollIntoView({block: 'center'}));
    },
    ready: [{text: 'Temperatures'}, {text: 'Outside'}],
    at: {
      '4.86': {
        unavailable:
          '4.86.1’s demo has a single dashboard, Home (get /api/v1/dashboard in front/src/config/demo.js): there is no Comfort dashboard to show.',
      },
    },
  },
  {
    id: 'dashboard-temperature-in-room',
    route: '/dashboard',
    shows:
      'The Home dashboard scrolled down to its row of four Temperature in room tiles (living room, bedroom, kids room, office)',
    prepare: async (page) => {
      // A Temperature in room tile is a card with a thermometer stamp (RoomTemperature.jsx).
      const tile = page
        .locator('.card')
        .filter({has: page.locator('.stamp .fe-thermometer')})
        .first();
      await tile.waitFor();
      await tile.evaluate((card) => card.scrollIntoView({block: 'center'}));
    },
    ready: [{css: '.card .stamp .fe-thermometer'}, {text: 'Kids room'}],
    at: {
      '4.86': {
        unavailable:
          '4.86.1’s demo has one Temperature in room tile, at the top of its Home dashboard, beside the Temperature chart that this demo draws as an error (see dashboard-home).',
      },
    },
  },
  {
    id: 'scenes',
    route: '/dashboard/scene',
    shows: 'The scenes list: six scenes with their tags, Edit and Start buttons',
    ready: [{key: 'scene.title'}, {text: 'Good morning'}],
    at: {
      '4.86': {
        shows: 'The scenes list: the demo’s one scene, Wake Up, with its Edit and Start buttons',
        ready: [{key: 'scene.title'}, {text: 'Wake Up'}],
      },
    },
  },
  {
    id: 'scene-new',
    route: '/dashboard/scene/new',
    shows: 'New scene: the name and the icon picker',
    ready: [{key: 'newScene.cardTitle'}],
  },
  {
    id: 'scene-editor',
    route: '/dashboard/scene/good-morning',
    shows:
      'The scene editor: a scheduled trigger, then an action, a time condition inserted after it, and more actions',
    note:
      'The French interface shows “Select...” in the time condition’s day picker: the product gives that ' +
      'react-select no placeholder (front/src/routes/scene/edit-scene/actions/CheckTime.jsx), so the ' +
      'library’s English default shows in every language.',
    prepare: async (page, t) => {
      await page
        .getByRole('button', {name: t('editScene.insertStepButton')})
        .first()
        .click();
      await page.locator('button[data-value="condition.check-time"]').click();
    },
    ready: [
      {key: 'editScene.triggersTitle'},
      {key: 'editScene.actions.condition.check-time'},
      {text: 'Good morning'},
    ],
    at: {
      '4.86': {
        route: '/dashboard/scene/wake-up',
        shows:
          'The scene editor of “Wake Up when sun is rising”: its Settings, then the Triggers card and its two Device state change triggers',
        note: undefined,
        prepare: undefined,
        ready: [{key: 'editScene.triggersTitle'}, {key: 'editScene.addActionGroupButton'}],
      },
    },
  },
  {
    id: 'scene-house-empty',
    route: '/dashboard/scene/leaving-home',
    shows:
      'The scene editor of “Leaving home”: a House is empty trigger on the main house, then lights and a plug turned off and the alarm armed',
    ready: [
      {key: 'editScene.triggersTitle'},
      {key: 'editScene.triggers.house.empty'},
      {text: 'Leaving home'},
    ],
    at: {
      '4.86': {
        unavailable:
          '4.86.1’s demo has one scene, Wake Up (get /api/v1/scene in front/src/config/demo.js), and none with a House is empty trigger.',
      },
    },
  },
  {
    id: 'activity',
    route: '/dashboard/history',
    shows:
      'The Activity journal: today’s device events, with the room, search and category filters',
    ready: [{key: 'history.subtitle'}, {key: 'history.today'}],
  },
  {
    id: 'chat',
    route: '/dashboard/chat',
    shows: 'The chat: questions to Gladys and its answers (the demo’s messages are in English)',
    ready: [{css: 'textarea, input[type="text"]'}, {text: 'Turn on the kitchen light'}],
    at: {
      '4.86': {
        shows: 'The chat: Gladys’s answer about the weather (the demo’s message is in English)',
        ready: [
          {css: 'textarea, input[type="text"]'},
          {text: "It's a clear day today. Temperature outside is 26°C."},
        ],
      },
    },
  },
  {
    id: 'devices',
    route: '/dashboard/devices',
    shows: 'The devices page: every device with its room, integration and features',
    ready: [{key: 'devicesList.title'}, {text: 'Air conditioning'}],
    at: {
      '4.86': {
        shows: 'The devices page: the demo’s two devices with their room, integration and features',
        ready: [{key: 'devicesList.title'}, {text: 'Main Lamp'}],
      },
    },
  },
  {
    id: 'devices-filtered',
    route: '/dashboard/devices',
    shows:
      'The devices page filtered on one integration (Zigbee2mqtt): its devices, their rooms and features',
    prepare: async (page) => {
      await page.locator('select').nth(1).selectOption({label: 'Zigbee2mqtt'});
    },
    ready: [{key: 'devicesList.title'}, {text: 'Kitchen spots'}],
    at: {
      '4.86': {
        shows:
          'The devices page filtered on one integration (Zigbee2mqtt): its one device, its room and features',
        ready: [{key: 'devicesList.title'}, {text: 'Main Lamp'}],
      },
    },
  },
  {
    id: 'calendar',
    route: '/dashboard/calendar',
    shows: 'The calendar in its month view, with the events of two synchronised calendars',
    prepare: async (page, t) => {
      await page.getByRole('button', {name: t('calendar.month'), exact: true}).click();
    },
    ready: [{key: 'calendar.today'}, {text: 'Yoga class'}],
    at: {
      '4.86': {
        unavailable:
          '4.86.1’s demo has no calendar event (front/src/config/demo.js answers no calendar request), so every view of the calendar is an empty grid.',
      },
    },
  },
  {
    id: 'profile',
    route: '/dashboard/profile',
    shows:
      'The profile page: the user’s card, then first and last name, selector, email, language, birthdate, temperature unit',
    ready: [{key: 'profile.editYourProfileTitle'}],
  },
  {
    id: 'profile-more',
    route: '/dashboard/profile',
    shows:
      'The profile page scrolled down: language, birthdate, temperature and distance units, picture, password and the save button',
    prepare: async (page, t) => {
      await page
        .getByText(t('profile.languageLabel'), {exact: true})
        .filter({visible: true})
        .first()
        .evaluate((label) => label.scrollIntoView({block: 'start'}));
    },
    ready: [{key: 'profile.profilePictureLabel'}, {key: 'profile.passwordRepeatLabel'}],
  },
  {
    id: 'settings-system',
    route: '/dashboard/settings/system',
    shows: 'Settings, System tab: connection, disk, uptime, version, updates, timezone',
    ready: [{key: 'systemSettings.gladysVersion'}, {key: 'systemSettings.timezone'}],
  },
  {
    id: 'settings-system-more',
    route: '/dashboard/settings/system',
    shows:
      'Settings, System tab, scrolled down: download logs, SQLite cleaning, battery alert, state history and expiry',
    prepare: async (page, t) => {
      // Scroll once the cards of both columns are drawn, so that none moves the page afterwards.
      for (const key of [
        'systemSettings.numberOfHoursBeforeStateIsOutdated',
        'systemSettings.batteryLevel',
      ]) {
        await page.getByText(t(key), {exact: true}).filter({visible: true}).first().waitFor();
      }
      await page
        .getByText(t('systemSettings.downloadLogsTitle'), {exact: true})
        .filter({visible: true})
        .first()
        .evaluate((title) => title.closest('.card')?.scrollIntoView({block: 'start'}));
    },
    ready: [{key: 'systemSettings.vacuumDatabaseTitle'}, {key: 'systemSettings.batteryLevel'}],
  },
  {
    id: 'settings-system-update',
    route: '/dashboard/settings/system',
    shows: 'Settings, System tab, with a new version available and its Update now button',
    unavailable:
      'The demo’s system information says no new version is available (new_release_available: false in front/src/config/demo/system.js), so the Update now button never shows.',
  },
  {
    id: 'settings-sessions',
    route: '/dashboard/settings/session',
    shows:
      'Settings, Sessions tab: four browser logins with their device and date, each with its revoke button (the demo has no API key row)',
    ready: [{key: 'sessionsSettings.revoke'}, {css: '.fe-trash-2'}],
    at: {
      '4.86': {
        shows:
          'Settings, Sessions tab: four browser logins with their device and date, each with its revoke button',
      },
    },
  },
  {
    id: 'settings-tasks',
    route: '/dashboard/settings/jobs',
    shows:
      'Settings, Background tasks tab: the hourly, daily and monthly aggregation jobs with their status',
    ready: [
      {key: 'jobsSettings.jobsTitle'},
      {key: 'jobsSettings.jobTypes.daily-device-state-aggregate'},
    ],
  },
  {
    id: 'settings-services',
    route: '/dashboard/settings/service',
    shows:
      'Settings, Services tab: each service with its internal name, status, on/off switch and a link to its integration page',
    ready: [{key: 'servicesSettings.action'}, {key: 'servicesSettings.status.RUNNING.title'}],
  },
  {
    id: 'settings-gladys-plus',
    route: '/dashboard/settings/gateway',
    shows: 'Settings, Gladys Plus tab: account configured, key fingerprints, remote users',
    ready: [{key: 'settings.gatewayTab'}, {key: 'gateway.usersListTitle'}],
  },
  {
    id: 'settings-backups',
    route: '/dashboard/settings/backup',
    shows: 'Settings, Backups tab: Gladys Plus backups and the Restore buttons',
    ready: [{key: 'gatewayBackup.title'}],
  },
  {
    id: 'settings-users',
    route: '/dashboard/settings/user',
    shows: 'Settings, Users tab: two users and their roles',
    ready: [{key: 'usersSettings.title'}, {text: 'Pepper Potts'}],
    at: {
      '4.86': {ready: [{key: 'usersSettings.title'}, {text: 'Pepper Pots'}]},
    },
  },
  {
    id: 'settings-users-new',
    route: '/dashboard/settings/user/new',
    shows: 'Settings, Users tab: the form to create a new user',
    ready: [{key: 'usersSettings.createUser.createUserButton'}],
  },
  {
    id: 'settings-user-edit',
    route: '/dashboard/settings/user/edit/pepper',
    shows: 'Settings, Users tab: a user’s edit page, and the card to reset the user’s password',
    ready: [{key: 'usersSettings.editUser.resetPasswordButton'}, {value: 'Pepper'}],
  },
  {
    id: 'settings-security',
    route: '/dashboard/settings/security',
    shows: 'Settings, Security tab (two-factor authentication of the Gladys Plus account)',
    unavailable:
      'The tab and its route exist only when the front end runs in Gladys Plus gateway mode (config.gatewayMode in front/src/components/app.jsx and SettingsLayout.jsx); the demo is a local instance.',
  },
  {
    id: 'settings-plus-users',
    route: '/dashboard/settings/gateway-users',
    shows: 'Settings, Gladys Plus users tab',
    unavailable:
      'The tab and its route exist only when the front end runs in Gladys Plus gateway mode (config.gatewayMode in front/src/components/app.jsx and SettingsLayout.jsx); the demo is a local instance.',
  },
  {
    id: 'settings-open-api',
    route: '/dashboard/settings/gateway-open-api',
    shows: 'Settings, Open API tab of Gladys Plus',
    unavailable:
      'The tab and its route exist only when the front end runs in Gladys Plus gateway mode (config.gatewayMode in front/src/components/app.jsx and SettingsLayout.jsx); the demo is a local instance.',
  },
  {
    id: 'settings-billing',
    route: '/dashboard/settings/billing',
    shows: 'Settings, Billing tab of Gladys Plus',
    unavailable:
      'The tab and its route exist only when the front end runs in Gladys Plus gateway mode (config.gatewayMode in front/src/components/app.jsx and SettingsLayout.jsx); the demo is a local instance.',
  },
  {
    id: 'login',
    route: '/login',
    shows: 'The login screen',
    ready: [{key: 'login.cardTitle'}],
  },
  {
    id: 'forgot-password',
    route: '/forgot-password',
    shows: 'The forgotten password screen of a local instance: the email field',
    ready: [{key: 'forgotPassword.cardTitle'}],
  },
  {
    id: 'reset-password',
    route: '/reset-password?token=demo',
    shows: 'The reset password screen reached from the emailed link: new password, twice',
    ready: [{key: 'resetPassword.cardTitle'}],
  },
  {
    id: 'signup-preferences',
    route: '/signup/preference',
    shows: 'First start, step 3: units and how long device states are kept',
    ready: [{key: 'signup.preferences.title'}],
  },
  {
    id: 'signup-create-account',
    route: '/signup/create-account-local',
    shows: 'First start, step 2: creating the first account',
    unavailable:
      'The demo behaves as an installation that already has an account: the signup pages before the preferences redirect to the login screen.',
  },
  {
    id: 'signup-configure-house',
    route: '/signup/configure-house',
    shows: 'First start, step 4: the house name and its position on a map',
    unavailable:
      'The screen is built around a map whose tiles come from an outside tile server (basemaps.cartocdn.com, initLeafletMap in front/src/actions/signup/signupConfigureHouse.js); the capture runs offline, so the lower half of the screen is an empty grey map with its zoom buttons.',
  },
  {
    id: 'signup-success',
    route: '/signup/success',
    shows:
      'First start, step 5: the welcome screen with three ideas and the Go to the Dashboard button',
    ready: [{key: 'signup.success.title'}, {key: 'signup.success.goToDashboardButton'}],
    at: {
      '4.86': {
        shows:
          'First start, last step: Thank you!, a word from the author of Gladys with his photo, and the Go to the Dashboard button',
      },
    },
  },
  {
    id: 'signup-restore-backup-key',
    route: '/signup/create-account-gladys-gateway',
    shows:
      'Gladys Plus backup restore from the first start, once signed in to Gladys Plus: the backup key field and its save button',
    // The demo's Gladys Plus account is already connected (gateway/status: configured), so the
    // wizard skips its sign-in step and opens on the backup key.
    ready: [
      {key: 'signup.restoreBackupSetBackupKey.description'},
      {key: 'signup.restoreBackupSetBackupKey.saveButton'},
    ],
  },
  {
    id: 'signup-restore-choose-backup',
    route: '/signup/create-account-gladys-gateway',
    shows: 'Gladys Plus backup restore from the first start: the list of backups to restore',
    unavailable:
      'The list opens only once the backup key is saved (saveBackupKey in front/src/routes/signup/2-create-account-gladys-gateway/index.js), and the demo has no answer to post /api/v1/gateway/backup-key (front/src/config/demo/system.js), so Save backup key answers “Unable to save the backup key. Please check that your instance is connected to the internet and try again.” and the wizard stays on the key.',
  },
  {
    id: 'settings-houses',
    route: '/dashboard/settings/house',
    shows:
      'Settings, Houses tab: the list of houses, its card closed (rooms, location and alarm code summary), no map',
    note:
      'The card carries a “Not saved yet” badge: HouseCard.jsx shows it for a house without created_at, and the ' +
      'demo’s house has none (HOUSE in front/src/config/demo/home.js). A house saved on a real instance has no such badge.',
    // With a single house, the page opens its card, map included: close it.
    prepare: async (page) => {
      await page.locator('button[aria-expanded="true"]').first().click();
    },
    ready: [{key: 'housesSettings.title'}, {css: 'button[aria-expanded="false"]'}],
    at: {
      '4.86': {
        shows:
          'Settings, Houses tab: the demo’s house, open, with its name, address search and map',
        note: undefined,
        unavailable:
          '4.86.1’s Houses tab shows the demo’s house open, its map in the middle of the screen, and the map’s tiles come from an outside tile server (basemaps.cartocdn.com, front/src/components/house/Map.jsx); the capture runs offline, so the map is an empty grey area.',
      },
    },
  },
  {
    id: 'maps',
    route: '/dashboard/maps',
    shows: 'The map of areas and users',
    unavailable:
      'The map tiles come from an outside tile server; the capture runs offline, so the map would be blank.',
  },
];

/** Every screen, in manifest order, as the next version shows it. */
export const screens: readonly Screen[] = [...integrations, ...app];

/**
 * The screens of one docs version, in manifest order, each with its differences at that version
 * applied (`at`).
 * @param version the docs plugin's version name: `current` (the next version) or a release (`4.86`)
 */
export function screensFor(version: string): VersionScreen[] {
  return screens.map(({at, ...screen}) => {
    const changes = at?.[version];
    if (!changes) return screen;
    const merged: VersionScreen = {...screen, ...changes};
    if (changes.unavailable) {
      delete merged.ready;
      delete merged.prepare;
    }
    for (const key of Object.keys(changes) as (keyof ScreenFields)[]) {
      if (changes[key] === undefined) delete merged[key];
    }
    return merged;
  });
}
