/**
 * Which docs describe a dashboard widget or a screen of the app, for the "Since" line of those
 * docs (src/components/Since, shown by src/components/DocAsOf). Scene step pages come from
 * src/data/sceneStepPages.ts and integration pages from their `<AtAGlance integration>`; the
 * versions themselves come from src/data/product/since.json (`npm run product:extract`), never
 * from here. tests/data/since.test.ts checks that every widget and every doc of `app/` and
 * `settings/` is listed (or excluded with its reason) and that every route is one of the product's.
 */

/** Dashboard widget type (`src/data/product/dashboard-widgets.json`) → doc id under `dashboard/`. */
export const widgetPages: Readonly<Record<string, string>> = {
  alarm: 'alarm',
  weather: 'weather',
  'temperature-in-room': 'temperature-in-room',
  'humidity-in-room': 'temperature-in-room',
  'user-presence': 'user-presence',
  camera: 'camera',
  'devices-in-room': 'devices-in-room',
  devices: 'devices',
  chart: 'chart',
  ecowatt: 'ecowatt',
  'edf-tempo': 'edf-tempo',
  clock: 'clock-and-sun',
  sun: 'clock-and-sun',
  scene: 'scene',
  music: 'music',
  gauge: 'gauge',
  'energy-consumption': 'energy-consumption',
  'voice-assistant': 'voice-assistant',
  link: 'link-and-photo',
  photo: 'link-and-photo',
  chips: 'chips-and-actions',
  actions: 'chips-and-actions',
  'house-view': 'house-view',
};

/**
 * Doc id → the route of the app's screen it describes (a literal `path` of the product's
 * `front/src/components/app.jsx`, as `since.json` lists them).
 */
export const screenPages: Readonly<Record<string, string>> = {
  'app/account': '/signup',
  'app/activity': '/dashboard/history',
  'app/calendar': '/dashboard/calendar',
  'app/chat': '/dashboard/chat',
  'app/devices': '/dashboard/devices',
  'app/integrations': '/dashboard/integration',
  'app/maps': '/dashboard/maps',
  'app/profile': '/dashboard/profile',
  'dashboard/intro': '/dashboard',
  'scenes/intro': '/dashboard/scene',
  'settings/intro': '/dashboard/settings/house',
  'settings/houses': '/dashboard/settings/house',
  'settings/security': '/dashboard/settings/security',
  'settings/services': '/dashboard/settings/service',
  'settings/sessions': '/dashboard/settings/session',
  'settings/system': '/dashboard/settings/system',
  'settings/tasks': '/dashboard/settings/jobs',
  'settings/users': '/dashboard/settings/user',
  'plus/backups': '/dashboard/settings/backup',
  'plus/billing': '/dashboard/settings/billing',
  'plus/connect-gladys-plus': '/dashboard/settings/gateway',
  'plus/open-api': '/dashboard/settings/gateway-open-api',
  'plus/plus-users': '/dashboard/settings/gateway-users',
};

/** Docs of `app/` and `settings/` that describe no single screen, with the reason. */
export const notScreens: Readonly<Record<string, string>> = {
  'app/presence': 'how presence works across the app: no screen of its own',
};
