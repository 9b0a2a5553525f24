/**
 * The named links of "Open in my Gladys": each stable name (`/my/<name>/`, `/my/?name=<name>`) and
 * the screen of the product's front it opens in the reader's own Gladys. Names never change: when
 * the product moves a screen, only `route` changes here. Routes are those of
 * `front/src/components/app.jsx` (listed with the release that brought each in
 * src/data/product/since.json by `npm run product:extract`; tests/data/myGladys.test.ts checks
 * that every route is still there, every parameter is filled, and every doc in `docs` shows its
 * button). Menu labels are named by the product's keys (`key`: its interface strings, `catalog`:
 * its integrations catalogue); their words, in each language, are in
 * `i18n/<locale>/data/myGladysMenu.json`, checked against the product's by the same test.
 */

/**
 * One label of a screen's menu path, named by where the product takes it from. Its words, as the
 * product shows them, are in `i18n/<locale>/data/myGladysMenu.json` (`ui` and `catalog`).
 */
export type MyGladysLabel =
  /** Key of the product's interface strings (src/data/product/ui-strings.*.json). */
  | {key: string; catalog?: never}
  /** Key of the product's integrations catalogue (src/data/product/integrations-catalog.json). */
  | {catalog: string; key?: never};

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
    menu: [{key: 'header.integrations'}, {catalog: 'airplay'}],
  },
  {
    name: 'alexa',
    route: '/dashboard/integration/communication/alexa',
    docs: ['integrations/alexa'],
    menu: [{key: 'header.integrations'}, {catalog: 'alexa'}],
  },
  {
    name: 'bluetooth-setup',
    route: '/dashboard/integration/device/bluetooth/setup',
    docs: ['integrations/bluetooth'],
    menu: [{key: 'header.integrations'}, {catalog: 'bluetooth'}],
  },
  {
    name: 'broadlink',
    route: '/dashboard/integration/device/broadlink',
    docs: ['integrations/broadlink'],
    menu: [{key: 'header.integrations'}, {catalog: 'broadlink'}],
  },
  {
    name: 'caldav',
    route: '/dashboard/integration/calendar/caldav',
    docs: ['integrations/caldav'],
    menu: [{key: 'header.integrations'}, {catalog: 'caldav'}],
  },
  {
    name: 'camera',
    route: '/dashboard/integration/device/rtsp-camera',
    docs: ['integrations/camera'],
    menu: [{key: 'header.integrations'}, {catalog: 'rtspCamera'}],
  },
  {
    name: 'enedis',
    route: '/dashboard/integration/device/enedis',
    docs: ['integrations/enedis'],
    menu: [{key: 'header.integrations'}, {catalog: 'enedis'}],
  },
  {
    name: 'google-cast',
    route: '/dashboard/integration/device/google-cast',
    docs: ['integrations/google-cast'],
    menu: [{key: 'header.integrations'}, {catalog: 'google-cast'}],
  },
  {
    name: 'google-home',
    route: '/dashboard/integration/communication/googlehome',
    docs: ['integrations/google-home'],
    menu: [{key: 'header.integrations'}, {catalog: 'googleHome'}],
  },
  {
    name: 'homekit',
    route: '/dashboard/integration/communication/homekit',
    docs: ['integrations/homekit'],
    menu: [{key: 'header.integrations'}, {catalog: 'homekit'}],
  },
  {
    name: 'mqtt-setup',
    route: '/dashboard/integration/device/mqtt/setup',
    docs: ['integrations/mqtt'],
    menu: [{key: 'header.integrations'}, {catalog: 'mqtt'}],
  },
  {
    name: 'lan-manager',
    route: '/dashboard/integration/device/lan-manager',
    docs: ['integrations/lan-manager'],
    menu: [{key: 'header.integrations'}, {catalog: 'lanManager'}],
  },
  {
    name: 'nextcloud-talk',
    route: '/dashboard/integration/communication/nextcloud-talk',
    docs: ['integrations/nextcloud-talk'],
    menu: [{key: 'header.integrations'}, {catalog: 'nextcloudTalk'}],
  },
  {
    name: 'netatmo-setup',
    route: '/dashboard/integration/device/netatmo/setup',
    docs: ['integrations/netatmo'],
    menu: [{key: 'header.integrations'}, {catalog: 'netatmo'}],
  },
  {
    name: 'node-red',
    route: '/dashboard/integration/device/node-red',
    docs: ['integrations/node-red'],
    menu: [{key: 'header.integrations'}, {catalog: 'nodeRed'}],
  },
  {
    name: 'openweather',
    route: '/dashboard/integration/weather/openweather',
    docs: ['integrations/openweather'],
    menu: [{key: 'header.integrations'}, {catalog: 'openWeather'}],
  },
  {
    name: 'openai',
    route: '/dashboard/integration/communication/openai',
    docs: ['integrations/openai'],
    menu: [{key: 'header.integrations'}, {catalog: 'openai'}],
  },
  {
    name: 'owntracks',
    route: '/dashboard/integration/device/owntracks',
    docs: ['integrations/owntracks'],
    menu: [{key: 'header.integrations'}, {catalog: 'owntracks'}],
  },
  {
    name: 'philips-hue-setup',
    route: '/dashboard/integration/device/philips-hue/setup',
    docs: ['integrations/philips-hue'],
    menu: [{key: 'header.integrations'}, {catalog: 'philipsHue'}],
  },
  {
    name: 'sonoff-setup',
    route: '/dashboard/integration/device/ewelink/setup',
    docs: ['integrations/sonoff'],
    menu: [{key: 'header.integrations'}, {catalog: 'eWeLink'}],
  },
  {
    name: 'sonos',
    route: '/dashboard/integration/device/sonos',
    docs: ['integrations/sonos'],
    menu: [{key: 'header.integrations'}, {catalog: 'sonos'}],
  },
  {
    name: 'tasmota',
    route: '/dashboard/integration/device/tasmota',
    docs: ['integrations/tasmota'],
    menu: [{key: 'header.integrations'}, {catalog: 'tasmota'}],
  },
  {
    name: 'telegram',
    route: '/dashboard/integration/communication/telegram',
    docs: ['integrations/telegram'],
    menu: [{key: 'header.integrations'}, {catalog: 'telegram'}],
  },
  {
    name: 'tp-link',
    route: '/dashboard/integration/device/tp-link',
    docs: ['integrations/tp-link'],
    menu: [{key: 'header.integrations'}, {catalog: 'tpLink'}],
  },
  {
    name: 'tuya-setup',
    route: '/dashboard/integration/device/tuya/setup',
    docs: ['integrations/tuya'],
    menu: [{key: 'header.integrations'}, {catalog: 'tuya'}],
  },
  {
    name: 'xiaomi',
    route: '/dashboard/integration/device/xiaomi',
    docs: ['integrations/xiaomi'],
    menu: [{key: 'header.integrations'}, {catalog: 'xiaomi'}],
  },
  {
    name: 'zigbee2mqtt-setup',
    route: '/dashboard/integration/device/zigbee2mqtt/setup',
    docs: ['integrations/zigbee2mqtt'],
    menu: [{key: 'header.integrations'}, {catalog: 'zigbee2mqtt'}],
  },
  {
    name: 'zwavejs-ui-setup',
    route: '/dashboard/integration/device/zwavejs-ui/setup',
    docs: ['integrations/zwavejs-ui'],
    menu: [{key: 'header.integrations'}, {catalog: 'zwavejs-ui'}],
  },
  {
    name: 'energy-monitoring',
    route: '/dashboard/integration/device/energy-monitoring',
    docs: ['integrations/energy-monitoring'],
    menu: [{key: 'header.integrations'}, {catalog: 'energyMonitoring'}],
  },
  {
    name: 'matter',
    route: '/dashboard/integration/device/matter',
    docs: ['integrations/matter'],
    menu: [{key: 'header.integrations'}, {catalog: 'matter'}],
  },
  {
    name: 'matterbridge',
    route: '/dashboard/integration/device/matterbridge',
    docs: ['integrations/matterbridge'],
    menu: [{key: 'header.integrations'}, {catalog: 'matterbridge'}],
  },
  {
    name: 'mcp',
    route: '/dashboard/integration/communication/mcp',
    docs: ['integrations/mcp'],
    menu: [{key: 'header.integrations'}, {catalog: 'mcp'}],
  },
  {
    name: 'melcloud-setup',
    route: '/dashboard/integration/device/melcloud/setup',
    docs: ['integrations/melcloud'],
    menu: [{key: 'header.integrations'}, {catalog: 'melcloud'}],
  },
  {
    name: 'nuki-setup',
    route: '/dashboard/integration/device/nuki/setup',
    docs: ['integrations/nuki'],
    menu: [{key: 'header.integrations'}, {catalog: 'nuki'}],
  },
  {
    name: 'free-mobile',
    route: '/dashboard/integration/communication/free-mobile',
    docs: ['integrations/free-mobile'],
    menu: [{key: 'header.integrations'}, {catalog: 'free-mobile'}],
  },
  {
    name: 'callmebot',
    route: '/dashboard/integration/communication/callmebot',
    docs: ['integrations/callmebot'],
    menu: [{key: 'header.integrations'}, {catalog: 'callmebot'}],
  },
  {
    name: 'integrations',
    route: '/dashboard/integration',
    docs: [
      'app/integrations',
      'integrations/external-integrations',
      'integrations/external-integration-screens',
    ],
    menu: [{key: 'header.integrations'}],
  },
  {
    name: 'integrations-installed',
    route: '/dashboard/integration/installed',
    docs: [],
    menu: [{key: 'header.integrations'}],
  },
  {
    name: 'integrations-to-update',
    route: '/dashboard/integration/updates',
    docs: [],
    menu: [{key: 'header.integrations'}],
  },
  {
    name: 'install-integration',
    route: '/dashboard/integration/device/external-install/:owner/:repo',
    docs: [],
    menu: [{key: 'header.integrations'}],
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
    menu: [{key: 'header.home'}],
  },
  {
    name: 'dashboard-new',
    route: '/dashboard/create/new',
    docs: [],
    menu: [{key: 'header.home'}],
  },
  {
    name: 'activity',
    route: '/dashboard/history',
    docs: ['app/activity'],
    menu: [{key: 'header.history'}],
  },
  {
    name: 'devices',
    route: '/dashboard/devices',
    docs: ['app/devices', 'devices/edit-a-device', 'devices/migrate'],
    menu: [{key: 'header.devices'}],
  },
  {
    name: 'calendar',
    route: '/dashboard/calendar',
    docs: ['app/calendar'],
    menu: [{key: 'header.calendar'}],
  },
  {
    name: 'chat',
    route: '/dashboard/chat',
    docs: ['app/chat'],
    menu: [{key: 'header.chat'}],
  },
  {
    name: 'maps',
    route: '/dashboard/maps',
    docs: ['app/maps'],
    menu: [{key: 'header.maps'}],
  },
  {
    name: 'profile',
    route: '/dashboard/profile',
    docs: ['app/profile'],
    menu: [{key: 'header.profile'}],
  },
  {name: 'sign-in', route: '/login', docs: ['app/account'], menu: []},
  {
    name: 'scenes',
    route: '/dashboard/scene',
    docs: ['scenes/intro'],
    menu: [{key: 'header.scenes'}],
  },
  {
    name: 'scene-new',
    route: '/dashboard/scene/new',
    docs: ['app/presence'],
    menu: [{key: 'header.scenes'}],
  },
  {
    name: 'settings-houses',
    route: '/dashboard/settings/house',
    docs: ['settings/houses'],
    menu: [{key: 'header.settings'}, {key: 'settings.housesTab'}],
  },
  {
    name: 'settings-users',
    route: '/dashboard/settings/user',
    docs: ['settings/users'],
    menu: [{key: 'header.settings'}, {key: 'settings.usersTab'}],
  },
  {
    name: 'settings-sessions',
    route: '/dashboard/settings/session',
    docs: ['settings/sessions'],
    menu: [{key: 'header.settings'}, {key: 'settings.sessionsTab'}],
  },
  {
    name: 'settings-security',
    route: '/dashboard/settings/security',
    plusOnly: true,
    docs: ['settings/security'],
    menu: [{key: 'header.settings'}, {key: 'settings.securityTab'}],
  },
  {
    name: 'settings-system',
    route: '/dashboard/settings/system',
    docs: ['settings/system', 'settings/intro'],
    menu: [{key: 'header.settings'}, {key: 'settings.systemTab'}],
  },
  {
    name: 'settings-tasks',
    route: '/dashboard/settings/jobs',
    docs: ['settings/tasks'],
    menu: [{key: 'header.settings'}, {key: 'settings.jobsTab'}],
  },
  {
    name: 'settings-services',
    route: '/dashboard/settings/service',
    docs: ['settings/services'],
    menu: [{key: 'header.settings'}, {key: 'settings.serviceTab'}],
  },
  {
    name: 'gladys-plus',
    route: '/dashboard/settings/gateway',
    docs: ['plus/connect-gladys-plus'],
    menu: [{key: 'header.settings'}, {key: 'settings.gatewayTab'}],
  },
  {
    name: 'backups',
    route: '/dashboard/settings/backup',
    docs: ['plus/backups'],
    menu: [{key: 'header.settings'}, {key: 'settings.backupTab'}],
  },
  {
    name: 'billing',
    route: '/dashboard/settings/billing',
    plusOnly: true,
    docs: ['plus/billing'],
    menu: [{key: 'header.settings'}, {key: 'settings.billingTab'}],
  },
  {
    name: 'plus-users',
    route: '/dashboard/settings/gateway-users',
    plusOnly: true,
    docs: ['plus/plus-users'],
    menu: [{key: 'header.settings'}, {key: 'settings.gatewayUsersTab'}],
  },
  {
    name: 'open-api',
    route: '/dashboard/settings/gateway-open-api',
    plusOnly: true,
    docs: ['plus/open-api'],
    menu: [{key: 'header.settings'}, {key: 'settings.gatewayOpenApiTab'}],
  },
];
