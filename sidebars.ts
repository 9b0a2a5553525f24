import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The one docs sidebar, `docs`. Order follows the product's docs (facts:
 * shared/facts/docs-core.md). Category labels are translated in
 * `i18n/fr/docusaurus-plugin-content-docs/current.json`; item labels come from
 * each doc's `sidebar_label`.
 *
 * The Freebox Delta guide only concerns French subscribers: it is listed in
 * the French sidebar only (the English page still exists and builds).
 */
const locale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'en';

/** A category whose items are the docs `<folder>/<id>` in the given order. */
function category(label: string, folder: string, ids: readonly string[], collapsed = true) {
  return {
    type: 'category' as const,
    label,
    collapsed,
    items: ids.map((id) => `${folder}/${id}`),
  };
}

const sidebars = {
  docs: [
    category(
      'Installation',
      'installation',
      [
        'hardware',
        'mini-pc',
        'docker',
        'docker-compose',
        'synology',
        'unraid',
        ...(locale === 'fr' ? ['freebox-delta'] : []),
        'raspberry-pi',
        'phone',
        'faq',
      ],
      false,
    ),
    category('Integrations', 'integrations', [
      'airplay',
      'alexa',
      'bluetooth',
      'broadlink',
      'caldav',
      'camera',
      'enedis',
      'free-mobile',
      'google-cast',
      'google-home',
      'homekit',
      'mqtt',
      'lan-manager',
      'nextcloud-talk',
      'netatmo',
      'node-red',
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
      type: 'category',
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
        ]),
        category('Conditions', 'scenes', [
          'continue-only-if-action',
          'time-condition',
          'calendar-event-is-running-condition',
          'edf-tempo',
        ]),
        category('Actions', 'scenes', [
          'turn-on-off-the-lights-action',
          'turn-on-off-the-switches-action',
          'get-last-device-state-action',
          'wait-action',
          'send-a-message-action',
          'send-a-sms-action',
          'send-a-zigbee2mqtt-message-action',
          'http-request',
          'user-presence',
          'chain-action',
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
    category('API', 'api', ['data-model', 'rest-api', 'mqtt-api']),
    category('Development', 'dev', [
      'developing-a-service',
      'setup-development-environment-mac-linux',
      'setup-development-environment-windows',
      'cypress-tests',
    ]),
    category('Gladys Plus', 'plus', ['intro', 'open-api']),
  ],
} satisfies SidebarsConfig;

export default sidebars;
