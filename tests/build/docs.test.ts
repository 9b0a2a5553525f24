/**
 * The built docs in both locales: sidebar order (followed through the
 * next-page links, which follow the sidebar), scene kinds, code blocks with a
 * language. (Mermaid renders in the browser: tests/e2e/docs.spec.ts checks it.)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {locales, page} from './helpers.ts';

const integrationOrder = ['airplay', 'alexa', 'bluetooth', 'broadlink', 'caldav', 'camera', 'enedis', 'free-mobile', 'google-cast', 'google-home', 'homekit', 'mqtt', 'lan-manager', 'nextcloud-talk', 'netatmo', 'node-red', 'openweather', 'openai', 'owntracks', 'philips-hue', 'sonoff', 'sonos', 'tasmota', 'telegram', 'tp-link', 'tuya', 'xiaomi', 'zigbee2mqtt', 'zwavejs-ui'];
const sceneIds = ['intro', 'device-state-changed-trigger', 'scheduled-trigger', 'calendar-event-is-coming-trigger', 'calendar-event-is-running-condition', 'edf-tempo', 'turn-on-off-the-switches-action', 'get-last-device-state-action', 'wait-action', 'continue-only-if-action', 'send-a-sms-action', 'send-a-message-action', 'send-a-zigbee2mqtt-message-action', 'turn-on-off-the-lights-action', 'http-request', 'user-presence', 'chain-action', 'house-empty', 'house-no-longer-empty', 'back-at-home', 'left-home', 'time-condition', 'zone'];
const dashboardIds = ['intro', 'alarm', 'weather', 'temperature-in-room', 'camera', 'devices-in-room', 'chart', 'edf-tempo'];
const otherIds = ['api/data-model', 'api/rest-api', 'api/mqtt-api', 'dev/developing-a-service', 'dev/setup-development-environment-mac-linux', 'dev/setup-development-environment-windows', 'dev/cypress-tests', 'plus/intro', 'plus/open-api'];

/** Doc routes in sidebar order, following each page's "next" link from the docs home. */
function docsChain(prefix: string): string[] {
  const chain: string[] = [];
  let route: string | undefined = `${prefix}/docs/`;
  while (route && chain.length < 200) {
    chain.push(route);
    const $ = page(route);
    route = $('nav.pagination-nav a.pagination-nav__link--next').attr('href');
  }
  return chain;
}

for (const {locale, prefix} of locales) {
  test(`[${locale}] sidebar lists every doc in the documented order`, () => {
    const expected = [
      ...['', 'installation/mini-pc/', 'installation/docker/', 'installation/docker-compose/', 'installation/synology/', 'installation/unraid/', ...(locale === 'fr' ? ['installation/freebox-delta/'] : []), 'installation/raspberry-pi/', 'installation/phone/', 'installation/faq/'],
      ...integrationOrder.map((id) => `integrations/${id}/`),
      ...sceneIds.map((id) => `scenes/${id}/`),
      ...dashboardIds.map((id) => `dashboard/${id}/`),
      ...otherIds.map((id) => `${id}/`),
    ].map((p) => `${prefix}/docs/${p}`);
    assert.deepEqual(docsChain(prefix), expected);
  });

  test(`[${locale}] each scene page shows its kind`, () => {
    for (const id of sceneIds.filter((s) => s !== 'intro')) {
      const kinds = page(`${prefix}/docs/scenes/${id}/`)('[data-scene-kind]').attr('data-scene-kind');
      assert.ok(kinds, `${id}: no scene kind badge`);
      assert.match(kinds, /^(trigger|condition|action)( (trigger|condition|action))*$/);
    }
  });

  test(`[${locale}] every code block of the API, development and Plus docs has a language`, () => {
    for (const id of otherIds) {
      const $ = page(`${prefix}/docs/${id}/`);
      $('div[class*="codeBlockContainer"]').each((_, block) => {
        assert.match($(block).attr('class') ?? '', /language-(?!text\b)\w+/, `${id}: a code block has no language`);
      });
    }
  });

}
