/**
 * The Zigbee device page (/zigbee-devices/) in Chromium: the list loads after
 * the first paint; typing, the feature and verdict choices and "Show more"
 * update the results and the URL; a device link opens the model's details and
 * the back button returns to the same results with focus on that link; a
 * shared URL restores the search; French labels come from the product; axe
 * finds nothing in either colour mode. Expected counts are computed from the
 * committed data with the page's own filter, never pinned.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {
  decodeDeviceData,
  emptyQuery,
  filterDevices,
  resultsPageSize,
} from '../../src/lib/zigbee/catalog';
import type {DeviceData} from '../../src/lib/zigbee/format';
import {runAxe} from './axe';
import {setColorMode} from './colorMode';
import {expect, open, test} from './fixtures';

const devices = decodeDeviceData(
  JSON.parse(readFileSync(path.resolve('static/data/zigbee-devices.json'), 'utf8')) as DeviceData,
);
/** Number of devices the page should find for a query. */
const countFor = (q: string, feature: string | null = null) =>
  filterDevices(devices, {...emptyQuery, q, feature}).length;

/** The live region with the number of results. */
const status = (page: Page) => page.locator('p[aria-live="polite"]');
/** The result items. */
const results = (page: Page) => page.locator('main ul li h3 a');

/** Opens a path of the page and waits until the device list has loaded. */
async function openList(page: Page, pathAndQuery: string): Promise<void> {
  await open(page, pathAndQuery);
  await expect(status(page)).not.toHaveText(/Loading|Chargement/);
}

test('the list loads after the first paint and is not in the HTML', async ({page, request}) => {
  const html = await (await request.get('/zigbee-devices/')).text();
  expect(html).toContain('Loading the device list');
  expect(html).not.toContain('LED1545G12');
  await openList(page, '/zigbee-devices/');
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const data = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('/data/zigbee-devices.json'));
    return {paint, dataStart: data?.startTime ?? null};
  });
  expect(timing.paint).not.toBeNull();
  expect(timing.dataStart).not.toBeNull();
  expect(timing.dataStart!).toBeGreaterThanOrEqual(timing.paint!);
  await expect(results(page)).toHaveCount(Math.min(resultsPageSize, devices.length));
  await expect(status(page)).toHaveText(
    `${devices.length.toLocaleString('en')} devices match. The first ${resultsPageSize} are listed.`,
  );
  await page.getByRole('button', {name: `Show ${resultsPageSize} more`}).click();
  await expect(results(page)).toHaveCount(2 * resultsPageSize);
});

test('search, choose a feature, open a device, come back', async ({page}) => {
  await openList(page, '/zigbee-devices/');
  const search = page.getByLabel('Vendor, model or description');

  // An exact model comes first, and the URL follows the text.
  await search.fill('LED1545G12');
  await expect(results(page).first()).toHaveText('IKEA LED1545G12');
  await expect(status(page)).toHaveText(
    countFor('LED1545G12') === 1 ? '1 device matches.' : `${countFor('LED1545G12')} devices match.`,
  );
  await expect(page).toHaveURL(/\?q=LED1545G12$/);

  // Words and a feature narrow the list.
  await search.fill('aqara door');
  await page.getByLabel('Gladys feature').selectOption({label: 'Opening sensor'});
  const expected = countFor('aqara door', 'opening-sensor');
  expect(expected).toBeGreaterThan(0);
  await expect(results(page)).toHaveCount(Math.min(expected, resultsPageSize));
  await expect(page).toHaveURL(/\?q=aqara\+door&feature=opening-sensor$/);

  // Following a result with the keyboard opens its details, in a new history entry.
  const link = page.getByRole('link', {name: 'Aqara MCCGQ11LM', exact: true});
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?device=MCCGQ11LM$/);
  const heading = page.getByRole('heading', {level: 2, name: 'Aqara MCCGQ11LM'});
  await expect(heading).toBeFocused();
  const details = page.locator('article');
  await expect(details.getByText('Works', {exact: true})).toBeVisible();
  await expect(
    details.getByRole('listitem').filter({hasText: 'Opening (open/closed)'}),
  ).toBeVisible();
  await expect(details.getByRole('listitem').filter({hasText: /^Battery$/})).toBeVisible();
  await expect(
    details.getByRole('link', {name: 'MCCGQ11LM on the Zigbee2mqtt website'}),
  ).toHaveAttribute('href', 'https://www.zigbee2mqtt.io/devices/MCCGQ11LM.html');

  // The browser's back button returns to the same results, focus on the link.
  await page.goBack();
  await expect(page).toHaveURL(/\?q=aqara\+door&feature=opening-sensor$/);
  await expect(search).toHaveValue('aqara door');
  await expect(page.getByLabel('Gladys feature')).toHaveValue('opening-sensor');
  await expect(page.getByRole('link', {name: 'Aqara MCCGQ11LM', exact: true})).toBeFocused();

  // "Back to the results" does the same from the details.
  await page.getByRole('link', {name: 'Aqara MCCGQ11LM', exact: true}).click();
  await page.getByRole('button', {name: 'Back to the results'}).click();
  await expect(page).toHaveURL(/\?q=aqara\+door&feature=opening-sensor$/);

  // Clear empties everything.
  await page.getByRole('button', {name: 'Clear'}).first().click();
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
  await expect(page).toHaveURL(/\/zigbee-devices\/$/);
});

test('a shared link restores the search and the choices', async ({page}) => {
  await openList(page, '/zigbee-devices/?q=ikea&feature=light&verdict=works');
  await expect(page.getByLabel('Vendor, model or description')).toHaveValue('ikea');
  await expect(page.getByLabel('Gladys feature')).toHaveValue('light');
  await expect(page.getByLabel('Verdict')).toHaveValue('works');
  const expected = filterDevices(devices, {
    ...emptyQuery,
    q: 'ikea',
    feature: 'light',
    verdict: 'works',
  });
  await expect(results(page)).toHaveCount(Math.min(expected.length, resultsPageSize));
  await expect(page.locator('main ul li').first().getByText('Works', {exact: true})).toBeVisible();
});

test('a device whose features depend on the unit says so; an unknown model is reported', async ({
  page,
}) => {
  await openList(page, '/zigbee-devices/?device=BTH-RM230Z');
  await expect(page.getByRole('heading', {level: 2, name: 'Bosch BTH-RM230Z'})).toBeVisible();
  await expect(
    page.locator('article').getByText('Depends on the unit', {exact: true}),
  ).toBeVisible();
  await expect(page.getByText(/cannot tell in advance which features/)).toBeVisible();
  await openList(page, '/zigbee-devices/?device=NO-SUCH-MODEL');
  await expect(page.getByText('No device of this list has the model NO-SUCH-MODEL.')).toBeVisible();
});

test('French page: product labels in French', async ({page}) => {
  await openList(page, '/fr/zigbee-devices/?device=LED1545G12');
  const details = page.locator('article').first();
  await expect(details.getByText('Fonctionne', {exact: true})).toBeVisible();
  await expect(
    details.getByRole('listitem').filter({hasText: 'Luminosité éclairage'}),
  ).toBeVisible();
  await expect(
    details.getByRole('listitem').filter({hasText: 'Température éclairage'}),
  ).toBeVisible();
  await page.getByRole('link', {name: 'Retour aux résultats'}).click();
  await expect(page).toHaveURL(/\/fr\/zigbee-devices\/$/);
  await expect(status(page)).toHaveText(/appareils correspondent\./);
});

test('axe finds nothing on results and details, light and dark', async ({page}) => {
  for (const target of [
    '/zigbee-devices/?q=aqara&verdict=partly',
    '/zigbee-devices/?device=TS0601_thermostat',
  ]) {
    await openList(page, target);
    // No transitions: colours must be final when axe reads them.
    await page.addStyleTag({
      content:
        '*, *::before, *::after { transition: none !important; animation: none !important; }',
    });
    for (const mode of ['light', 'dark'] as const) {
      await setColorMode(page, mode);
      expect(await runAxe(page, 'wcag'), `${target} in ${mode} mode`).toEqual([]);
    }
  }
});
