/**
 * The docs sidebar. Kept out of `sidebars.ts`, whose every export Docusaurus
 * reads as a sidebar, so that tests can list the docs each locale's readers see
 * (scripts/lib/content.ts `flattenSidebar`).
 *
 * Order follows the product's docs (facts: shared/facts/docs-core.md). Category
 * labels are translated in `i18n/fr/docusaurus-plugin-content-docs/current.json`;
 * item labels come from each doc's `sidebar_label`. The Freebox Delta guide only
 * concerns French subscribers: it is shown in the French sidebar only (the
 * English page still exists and builds).
 */
/**
 * A doc item shown to the readers of some locales only: `locales` is read by
 * src/theme/DocSidebarItem/Link, which renders nothing for other locales.
 */
type LocaleDoc = {id: string; customProps: {locales: string[]}};

/** A category whose items are the docs `<folder>/<id>` in the given order. */
function category(
  label: string,
  folder: string,
  ids: readonly (string | LocaleDoc)[],
  collapsed = true,
) {
  return {
    type: 'category' as const,
    label,
    collapsed,
    items: ids.map((id) =>
      typeof id === 'string'
        ? `${folder}/${id}`
        : {type: 'doc' as const, id: `${folder}/${id.id}`, customProps: id.customProps},
    ),
  };
}

/**
 * "Using Gladys": the product as its users live in it. Each list holds doc ids of one folder, in
 * reading order: the app's own screens (`docs/app/`), its Settings tabs (`docs/settings/`; the tabs
 * that belong to Gladys Plus are in the Gladys Plus category) and devices in general (`docs/devices/`).
 */
const usingGladys = {
  app: [
    'activity',
    'devices',
    'maps',
    'presence',
    'calendar',
    'chat',
    'profile',
    'account',
    'integrations',
  ] as string[],
  settings: [
    'intro',
    'houses',
    'users',
    'sessions',
    'security',
    'system',
    'tasks',
    'services',
  ] as string[],
  devices: ['edit-a-device', 'migrate', 'categories'] as string[],
};

/** Categories of "Using Gladys" that have docs, labelled as in `current.json`. */
function usingGladysCategories() {
  return [
    category('The app', 'app', usingGladys.app),
    category('Settings', 'settings', usingGladys.settings),
    category('Devices', 'devices', usingGladys.devices),
  ].filter((c) => c.items.length > 0);
}

/**
 * The docs sidebar, the same for every locale (a versioned sidebar is frozen as JSON for all of
 * them): a doc meant for some locales only says so in its `customProps.locales`.
 */
export function docsSidebar() {
  const using = usingGladysCategories();
  return [
    category(
      'Installation',
      'installation',
      [
        'hardware',
        'mini-pc',
        'docker',
        'docker-compose',
        'update',
        'command-builder',
        'synology',
        'unraid',
        // Listed for French readers only (src/theme/DocSidebarItem/Link hides it elsewhere), so that
        // the versioned sidebars, frozen as JSON for every locale, keep the same rule.
        {id: 'freebox-delta', customProps: {locales: ['fr']}},
        'raspberry-pi',
        'phone',
        'faq',
      ],
      false,
    ),
    category('Tutorials', 'tutorials', ['first-hour', 'first-script', 'move-gladys']),
    ...(using.length > 0
      ? [{type: 'category' as const, label: 'Using Gladys', collapsed: true, items: using}]
      : []),
    category('Integrations', 'integrations', [
      'airplay',
      'alexa',
      'bluetooth',
      'broadlink',
      'caldav',
      'callmebot',
      'camera',
      'enedis',
      'energy-monitoring',
      'external-integrations',
      'external-integration-screens',
      'free-mobile',
      'google-cast',
      'google-home',
      'homekit',
      'mqtt',
      'lan-manager',
      'matter',
      'matterbridge',
      'mcp',
      'melcloud',
      'nextcloud-talk',
      'netatmo',
      'node-red',
      'nuki',
      'openweather',
      'openai',
      'owntracks',
      'philips-hue',
      'sonoff',
      'sonos',
      'tasmota',
      'telegram',
      'tp-link',
      'tuya',
      'xiaomi',
      'zigbee2mqtt',
      'zwavejs-ui',
    ]),
    {
      type: 'category' as const,
      label: 'Scenes',
      collapsed: true,
      items: [
        'scenes/intro',
        // Scene editor steps, grouped as the editor's picker groups them by kind.
        category('Triggers', 'scenes', [
          'device-state-changed-trigger',
          'scheduled-trigger',
          'calendar-event-is-coming-trigger',
          'house-empty',
          'house-no-longer-empty',
          'back-at-home',
          'left-home',
          'zone',
          'sunrise-sunset-trigger',
          'alarm-mode',
          'weather-alert-trigger',
          'mqtt-message-trigger',
          'gladys-start-trigger',
        ]),
        category('Conditions', 'scenes', [
          'continue-only-if-action',
          'time-condition',
          'calendar-event-is-running-condition',
          'edf-tempo',
          'ecowatt-condition',
          'if-then-else-and-loop',
        ]),
        // In the order of the editor's action groups: devices, messages, flow, home, advanced.
        category('Actions', 'scenes', [
          'turn-on-off-the-lights-action',
          'turn-on-off-the-switches-action',
          'set-device-value-action',
          'get-last-device-state-action',
          'send-a-message-action',
          'send-camera-image-action',
          'send-a-sms-action',
          'talk-on-a-speaker-action',
          'wait-action',
          'chain-action',
          'user-presence',
          'http-request',
          'calendar-get-events-action',
          'send-mqtt-message-action',
          'send-a-zigbee2mqtt-message-action',
          'ask-ai-action',
          'set-variable-and-date-actions',
        ]),
      ],
    },
    category('Dashboard', 'dashboard', [
      'intro',
      'devices',
      'temperature-in-room',
      'chart',
      'gauge',
      'camera',
      'scene',
      'chips-and-actions',
      'house-view',
      'alarm',
      'user-presence',
      'weather',
      'clock-and-sun',
      'music',
      'voice-assistant',
      'link-and-photo',
      'energy-consumption',
      'ecowatt',
      'edf-tempo',
      'devices-in-room',
    ]),
    category('API', 'api', [
      'data-model',
      'rest-api',
      'control-a-device',
      'rest-api-reference',
      'mqtt-api',
    ]),
    category('Development', 'dev', [
      'external-integrations',
      'developing-a-service',
      'setup-development-environment-mac-linux',
      'setup-development-environment-windows',
      'cypress-tests',
    ]),
    category('Gladys Plus', 'plus', [
      'intro',
      'connect-gladys-plus',
      'plus-users',
      'open-api',
      'billing',
      'backups',
    ]),
  ];
}
