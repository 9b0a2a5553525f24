/**
 * The named links of "Open in my Gladys": each stable name (`/my/<name>/`, `/my/?name=<name>`) and
 * the screen of the product's front it opens in the reader's own Gladys. Names never change: when
 * the product moves a screen, only `route` changes here. Routes are those of
 * `front/src/components/app.jsx` (listed with the release that brought each in
 * src/data/product/since.json by `npm run product:extract`; tests/data/myGladys.test.ts checks
 * that every route is still there, every parameter is filled, and every doc in `docs` shows its
 * button). Menu labels are the product's own (`key`: its interface strings, `catalog`: its
 * integrations catalogue), in English and French, checked by the same test.
 */

/** One label of a screen's menu path, as the product shows it in each language. */
export interface MyGladysLabel {
  /** Key of the product's interface strings (src/data/product/ui-strings.*.json). */
  key?: string;
  /** Key of the product's integrations catalogue (src/data/product/integrations-catalog.json). */
  catalog?: string;
  en: string;
  fr: string;
}

/** A parameter a name takes from the query string, filling segments of its route. */
export interface MyGladysParam {
  /** What a valid value looks like; anything else is refused before use. */
  pattern: RegExp;
  /** The route's `:segments` the value fills, split on `/` in this order. */
  fills: readonly string[];
  /** A value of the right shape, for messages and the reference list. */
  example: string;
}

/** A screen of the product that a name opens. */
export interface MyGladysScreen {
  /** Stable name, lowercase words joined by dashes. */
  name: string;
  /** Route of the product's front, with `:segments` for parameters. */
  route: string;
  /** Set when the screen exists only in the Gladys Plus web app (the front in gateway mode). */
  plusOnly?: true;
  /** Doc ids whose page shows this name's button. */
  docs: readonly string[];
  /** The menu path to the screen, top to bottom (empty for a screen outside the menus). */
  menu: readonly MyGladysLabel[];
  /** Parameters, by query-string name. */
  params?: Readonly<Record<string, MyGladysParam>>;
}

export const myGladysScreens: readonly MyGladysScreen[] = [
  {
    name: 'airplay',
    route: '/dashboard/integration/device/airplay',
    docs: ['integrations/airplay'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'airplay', en: 'Airplay', fr: 'Airplay'},
    ],
  },
  {
    name: 'alexa',
    route: '/dashboard/integration/communication/alexa',
    docs: ['integrations/alexa'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'alexa', en: 'Amazon Alexa', fr: 'Amazon Alexa'},
    ],
  },
  {
    name: 'bluetooth-setup',
    route: '/dashboard/integration/device/bluetooth/setup',
    docs: ['integrations/bluetooth'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'bluetooth', en: 'Bluetooth Presence', fr: 'Présence Bluetooth'},
    ],
  },
  {
    name: 'broadlink',
    route: '/dashboard/integration/device/broadlink',
    docs: ['integrations/broadlink'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'broadlink', en: 'Broadlink', fr: 'Broadlink'},
    ],
  },
  {
    name: 'caldav',
    route: '/dashboard/integration/calendar/caldav',
    docs: ['integrations/caldav'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'caldav', en: 'CalDAV', fr: 'CalDAV'},
    ],
  },
  {
    name: 'camera',
    route: '/dashboard/integration/device/rtsp-camera',
    docs: ['integrations/camera'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'rtspCamera', en: 'Cameras', fr: 'Caméras'},
    ],
  },
  {
    name: 'enedis',
    route: '/dashboard/integration/device/enedis',
    docs: ['integrations/enedis'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'enedis', en: 'Enedis', fr: 'Enedis'},
    ],
  },
  {
    name: 'google-cast',
    route: '/dashboard/integration/device/google-cast',
    docs: ['integrations/google-cast'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'google-cast', en: 'Google Cast', fr: 'Google Cast'},
    ],
  },
  {
    name: 'google-home',
    route: '/dashboard/integration/communication/googlehome',
    docs: ['integrations/google-home'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'googleHome', en: 'Google Home', fr: 'Google Home'},
    ],
  },
  {
    name: 'homekit',
    route: '/dashboard/integration/communication/homekit',
    docs: ['integrations/homekit'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'homekit', en: 'Apple HomeKit', fr: 'Apple HomeKit'},
    ],
  },
  {
    name: 'mqtt-setup',
    route: '/dashboard/integration/device/mqtt/setup',
    docs: ['integrations/mqtt'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'mqtt', en: 'MQTT Virtual Devices', fr: 'Appareils virtuels MQTT'},
    ],
  },
  {
    name: 'lan-manager',
    route: '/dashboard/integration/device/lan-manager',
    docs: ['integrations/lan-manager'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'lanManager', en: 'LAN Manager', fr: 'LAN Manager'},
    ],
  },
  {
    name: 'nextcloud-talk',
    route: '/dashboard/integration/communication/nextcloud-talk',
    docs: ['integrations/nextcloud-talk'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'nextcloudTalk', en: 'Nextcloud Talk', fr: 'Nextcloud Talk'},
    ],
  },
  {
    name: 'netatmo-setup',
    route: '/dashboard/integration/device/netatmo/setup',
    docs: ['integrations/netatmo'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'netatmo', en: 'Netatmo', fr: 'Netatmo'},
    ],
  },
  {
    name: 'node-red',
    route: '/dashboard/integration/device/node-red',
    docs: ['integrations/node-red'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'nodeRed', en: 'Node-RED', fr: 'Node-RED'},
    ],
  },
  {
    name: 'openweather',
    route: '/dashboard/integration/weather/openweather',
    docs: ['integrations/openweather'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'openWeather', en: 'OpenWeather API', fr: 'API OpenWeather'},
    ],
  },
  {
    name: 'openai',
    route: '/dashboard/integration/communication/openai',
    docs: ['integrations/openai'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'openai', en: 'Artificial Intelligence', fr: 'Intelligence Artificielle'},
    ],
  },
  {
    name: 'owntracks',
    route: '/dashboard/integration/device/owntracks',
    docs: ['integrations/owntracks'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'owntracks', en: 'OwnTracks', fr: 'OwnTracks'},
    ],
  },
  {
    name: 'philips-hue-setup',
    route: '/dashboard/integration/device/philips-hue/setup',
    docs: ['integrations/philips-hue'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'philipsHue', en: 'Philips Hue', fr: 'Philips Hue'},
    ],
  },
  {
    name: 'sonoff-setup',
    route: '/dashboard/integration/device/ewelink/setup',
    docs: ['integrations/sonoff'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'eWeLink', en: 'eWeLink', fr: 'eWeLink'},
    ],
  },
  {
    name: 'sonos',
    route: '/dashboard/integration/device/sonos',
    docs: ['integrations/sonos'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'sonos', en: 'Sonos', fr: 'Sonos'},
    ],
  },
  {
    name: 'tasmota',
    route: '/dashboard/integration/device/tasmota',
    docs: ['integrations/tasmota'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'tasmota', en: 'Tasmota', fr: 'Tasmota'},
    ],
  },
  {
    name: 'telegram',
    route: '/dashboard/integration/communication/telegram',
    docs: ['integrations/telegram'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'telegram', en: 'Telegram', fr: 'Telegram'},
    ],
  },
  {
    name: 'tp-link',
    route: '/dashboard/integration/device/tp-link',
    docs: ['integrations/tp-link'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'tpLink', en: 'TP-Link', fr: 'TP-Link'},
    ],
  },
  {
    name: 'tuya-setup',
    route: '/dashboard/integration/device/tuya/setup',
    docs: ['integrations/tuya'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'tuya', en: 'Tuya', fr: 'Tuya'},
    ],
  },
  {
    name: 'xiaomi',
    route: '/dashboard/integration/device/xiaomi',
    docs: ['integrations/xiaomi'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'xiaomi', en: 'Xiaomi Home', fr: 'Xiaomi Home'},
    ],
  },
  {
    name: 'zigbee2mqtt-setup',
    route: '/dashboard/integration/device/zigbee2mqtt/setup',
    docs: ['integrations/zigbee2mqtt'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'zigbee2mqtt', en: 'Zigbee2mqtt', fr: 'Zigbee2mqtt'},
    ],
  },
  {
    name: 'zwavejs-ui-setup',
    route: '/dashboard/integration/device/zwavejs-ui/setup',
    docs: ['integrations/zwavejs-ui'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'zwavejs-ui', en: 'ZWave JS UI', fr: 'ZWave JS UI'},
    ],
  },
  {
    name: 'energy-monitoring',
    route: '/dashboard/integration/device/energy-monitoring',
    docs: ['integrations/energy-monitoring'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'energyMonitoring', en: 'Energy Monitoring', fr: "Suivi de l'énergie"},
    ],
  },
  {
    name: 'matter',
    route: '/dashboard/integration/device/matter',
    docs: ['integrations/matter'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'matter', en: 'Matter', fr: 'Matter'},
    ],
  },
  {
    name: 'matterbridge',
    route: '/dashboard/integration/device/matterbridge',
    docs: ['integrations/matterbridge'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'matterbridge', en: 'Matterbridge', fr: 'Matterbridge'},
    ],
  },
  {
    name: 'mcp',
    route: '/dashboard/integration/communication/mcp',
    docs: ['integrations/mcp'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'mcp', en: 'MCP', fr: 'MCP'},
    ],
  },
  {
    name: 'melcloud-setup',
    route: '/dashboard/integration/device/melcloud/setup',
    docs: ['integrations/melcloud'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'melcloud', en: 'MELCloud', fr: 'MELCloud'},
    ],
  },
  {
    name: 'nuki-setup',
    route: '/dashboard/integration/device/nuki/setup',
    docs: ['integrations/nuki'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'nuki', en: 'Nuki', fr: 'Nuki'},
    ],
  },
  {
    name: 'free-mobile',
    route: '/dashboard/integration/communication/free-mobile',
    docs: ['integrations/free-mobile'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'free-mobile', en: 'Free Mobile', fr: 'Free Mobile'},
    ],
  },
  {
    name: 'callmebot',
    route: '/dashboard/integration/communication/callmebot',
    docs: ['integrations/callmebot'],
    menu: [
      {key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'},
      {catalog: 'callmebot', en: 'CallMeBot', fr: 'CallMeBot'},
    ],
  },
  {
    name: 'integrations',
    route: '/dashboard/integration',
    docs: [
      'app/integrations',
      'integrations/external-integrations',
      'integrations/external-integration-screens',
    ],
    menu: [{key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'}],
  },
  {
    name: 'integrations-installed',
    route: '/dashboard/integration/installed',
    docs: [],
    menu: [{key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'}],
  },
  {
    name: 'integrations-to-update',
    route: '/dashboard/integration/updates',
    docs: [],
    menu: [{key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'}],
  },
  {
    name: 'install-integration',
    route: '/dashboard/integration/device/external-install/:owner/:repo',
    docs: [],
    menu: [{key: 'header.integrations', en: 'Integrations', fr: 'Intégrations'}],
    params: {
      repo: {
        pattern: /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/,
        fills: ['owner', 'repo'],
        example: 'owner/repository',
      },
    },
  },
  {
    name: 'home',
    route: '/dashboard',
    docs: ['dashboard/intro'],
    menu: [{key: 'header.home', en: 'Home', fr: 'Accueil'}],
  },
  {
    name: 'dashboard-new',
    route: '/dashboard/create/new',
    docs: [],
    menu: [{key: 'header.home', en: 'Home', fr: 'Accueil'}],
  },
  {
    name: 'activity',
    route: '/dashboard/history',
    docs: ['app/activity'],
    menu: [{key: 'header.history', en: 'Activity', fr: 'Activité'}],
  },
  {
    name: 'devices',
    route: '/dashboard/devices',
    docs: ['app/devices', 'devices/edit-a-device', 'devices/migrate'],
    menu: [{key: 'header.devices', en: 'Devices', fr: 'Appareils'}],
  },
  {
    name: 'calendar',
    route: '/dashboard/calendar',
    docs: ['app/calendar'],
    menu: [{key: 'header.calendar', en: 'Calendar', fr: 'Calendrier'}],
  },
  {
    name: 'chat',
    route: '/dashboard/chat',
    docs: ['app/chat'],
    menu: [{key: 'header.chat', en: 'Chat', fr: 'Discussion'}],
  },
  {
    name: 'maps',
    route: '/dashboard/maps',
    docs: ['app/maps'],
    menu: [{key: 'header.maps', en: 'Maps', fr: 'Plans'}],
  },
  {
    name: 'profile',
    route: '/dashboard/profile',
    docs: ['app/profile'],
    menu: [{key: 'header.profile', en: 'Profile', fr: 'Profil'}],
  },
  {name: 'sign-in', route: '/login', docs: ['app/account'], menu: []},
  {
    name: 'scenes',
    route: '/dashboard/scene',
    docs: ['scenes/intro'],
    menu: [{key: 'header.scenes', en: 'Scenes', fr: 'Scènes'}],
  },
  {
    name: 'scene-new',
    route: '/dashboard/scene/new',
    docs: ['app/presence'],
    menu: [{key: 'header.scenes', en: 'Scenes', fr: 'Scènes'}],
  },
  {
    name: 'settings-houses',
    route: '/dashboard/settings/house',
    docs: ['settings/houses'],
    menu: [
      {key: 'header.settings', en: 'Settings', fr: 'Paramètres'},
      {key: 'settings.housesTab', en: 'Houses', fr: 'Maisons'},
    ],
  },
  {
    name: 'settings-users',
    route: '/dashboard/settings/user',
    docs: ['settings/users'],
    menu: [
      {key: 'header.settings', en: 'Settings', fr: 'Paramètres'},
      {key: 'settings.usersTab', en: 'Users', fr: 'Utilisateurs'},
    ],
  },
  {
    name: 'settings-sessions',
    route: '/dashboard/settings/session',
    docs: ['settings/sessions'],
    menu: [
      {key: 'header.settings', en: 'Settings', fr: 'Paramètres'},
      {key: 'settings.sessionsTab', en: 'Sessions', fr: 'Sessions'},
    ],
  },
  {
    name: 'settings-security',
    route: '/dashboard/settings/security',
    plusOnly: true,
    docs: ['settings/security'],
    menu: [
      {key: 'header.settings', en: 'Settings', fr: 'Paramètres'},
      {key: 'settings.securityTab', en: 'Security', fr: 'Sécurité'},
    ],
  },
  {
    name: 'settings-system',
    route: '/dashboard/settings/system',
    docs: ['settings/system', 'settings/intro'],
    menu: [
      {key: 'header.settings', en: 'Settings', fr: 'Paramètres'},
      {key: 'settings.systemTab', en: 'System', fr: 'Système'},
    ],
  },
  {
    name: 'settings-tasks',
    route: '/dashboard/settings/jobs',
    docs: ['settings/tasks'],
    menu: [
      {key: 'header.settings', en: 'Settings', fr: 'Paramètres'},
      {key: 'settings.jobsTab', en: 'Tasks', fr: 'Tâches'},
    ],
  },
  {
    name: 'settings-services',
    route: '/dashboard/settings/service',
    docs: ['settings/services'],
    menu: [
      {key: 'header.settings', en: 'Settings', fr: 'Paramètres'},
      {key: 'settings.serviceTab', en: 'Services', fr: 'Services'},
    ],
  },
  {
    name: 'gladys-plus',
    route: '/dashboard/settings/gateway',
    docs: ['plus/connect-gladys-plus'],
    menu: [
      {key: 'header.settings', en: 'Settings', fr: 'Paramètres'},
      {key: 'settings.gatewayTab', en: 'Gladys Plus', fr: 'Gladys Plus'},
    ],
  },
  {
    name: 'backups',
    route: '/dashboard/settings/backup',
    docs: ['plus/backups'],
    menu: [
      {key: 'header.settings', en: 'Settings', fr: 'Paramètres'},
      {key: 'settings.backupTab', en: 'Backups', fr: 'Sauvegardes'},
    ],
  },
  {
    name: 'billing',
    route: '/dashboard/settings/billing',
    plusOnly: true,
    docs: ['plus/billing'],
    menu: [
      {key: 'header.settings', en: 'Settings', fr: 'Paramètres'},
      {key: 'settings.billingTab', en: 'Billing', fr: 'Facturation'},
    ],
  },
  {
    name: 'plus-users',
    route: '/dashboard/settings/gateway-users',
    plusOnly: true,
    docs: ['plus/plus-users'],
    menu: [
      {key: 'header.settings', en: 'Settings', fr: 'Paramètres'},
      {key: 'settings.gatewayUsersTab', en: 'Plus Users', fr: 'Utilisateurs Plus'},
    ],
  },
  {
    name: 'open-api',
    route: '/dashboard/settings/gateway-open-api',
    plusOnly: true,
    docs: ['plus/open-api'],
    menu: [
      {key: 'header.settings', en: 'Settings', fr: 'Paramètres'},
      {key: 'settings.gatewayOpenApiTab', en: 'Open API', fr: 'Open API'},
    ],
  },
];
