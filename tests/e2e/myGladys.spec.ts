/**
 * "Open in my Gladys" (/my/): the reader's address is asked once, kept in localStorage only, and a
 * named link then opens the screen in that Gladys, here a stand-in server on 127.0.0.1 that
 * records what it receives. Invalid addresses, unknown names and bad parameters get a message;
 * the site never receives the address; everything works from the keyboard, in both locales.
 */
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Page} from '@playwright/test';
import {test, expect, open} from './fixtures';
import {addressStorageKey} from '../../src/lib/myGladys';
import {findScreen} from '../../src/lib/myGladys';

/**
 * The stand-in for the reader's Gladys: answers every path, and records each one but the favicon,
 * which the browser asks for by itself once a page has loaded.
 */
let gladys: Server;
let gladysAddress = '';
const received: string[] = [];

test.beforeAll(async () => {
  gladys = createServer((req, res) => {
    if (req.url !== '/favicon.ico') received.push(req.url ?? '');
    res
      .writeHead(200, {'Content-Type': 'text/html'})
      .end('<title>My Gladys</title><h1>Gladys</h1>');
  });
  await new Promise<void>((resolve) => gladys.listen(0, '127.0.0.1', resolve));
  gladysAddress = `http://127.0.0.1:${(gladys.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => gladys.close(() => resolve())));
test.beforeEach(() => {
  received.length = 0;
});

/** Every URL the page requests from the site itself (not from the reader's Gladys). */
function siteRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(gladysAddress))
      urls.push(request.url() + (request.postData() ?? ''));
  });
  return urls;
}

const stored = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), addressStorageKey);

for (const {locale, prefix, saveAndOpen, change, forget, open: openLabel} of [
  {
    locale: 'en',
    prefix: '',
    saveAndOpen: 'Save and open',
    change: 'Change the address',
    forget: 'Forget the address',
    open: 'Open this screen in my Gladys',
  },
  {
    locale: 'fr',
    prefix: '/fr',
    saveAndOpen: 'Enregistrer et ouvrir',
    change: 'Changer l’adresse',
    forget: 'Oublier l’adresse',
    open: 'Ouvrir cet écran dans mon Gladys',
  },
]) {
  test.describe(`my Gladys (${locale})`, () => {
    test('the first visit asks for the address, the second opens the screen', async ({
      page,
      context,
    }) => {
      const requests = siteRequests(page);
      const screen = findScreen('zigbee2mqtt-setup')!;
      await open(page, `${prefix}/my/zigbee2mqtt-setup/`);
      await expect(page.getByRole('heading', {level: 2}).first()).toContainText('Zigbee2mqtt');
      expect(received, 'nothing reaches Gladys before a click').toEqual([]);
      await page.getByRole('textbox').fill(gladysAddress + '/some/path');
      await Promise.all([
        page.waitForURL(`${gladysAddress}/**`),
        page.getByRole('button', {name: saveAndOpen}).click(),
      ]);
      expect(received).toEqual([screen.route]);
      expect(await context.cookies()).toEqual([]);

      const second = await context.newPage();
      const secondRequests = siteRequests(second);
      await open(second, `${prefix}/my/?name=settings-system`);
      expect(await stored(second)).toBe(gladysAddress);
      const link = second.getByRole('link', {name: openLabel});
      await expect(link).toHaveAttribute('href', `${gladysAddress}/dashboard/settings/system`);
      await expect(link).toBeFocused();
      await Promise.all([second.waitForURL(`${gladysAddress}/**`), second.keyboard.press('Enter')]);
      expect(received).toEqual([screen.route, '/dashboard/settings/system']);
      const port = gladysAddress.split(':').pop()!;
      for (const url of [...requests, ...secondRequests])
        expect(url, 'the site never sees the address').not.toContain(port);
    });

    test('changing and forgetting the address', async ({page}) => {
      await open(page, `${prefix}/my/`);
      await page.getByRole('textbox').fill(gladysAddress);
      await page.getByRole('textbox').press('Enter');
      await expect(page.locator('[data-my-gladys-address]')).toHaveText(gladysAddress);
      await page.getByRole('button', {name: change}).click();
      await page.getByRole('textbox').fill('https://plus.gladysassistant.com');
      await page.getByRole('textbox').press('Enter');
      await expect(page.locator('[data-my-gladys-address]')).toHaveText(
        'https://plus.gladysassistant.com',
      );
      expect(await stored(page)).toBe('https://plus.gladysassistant.com');
      await page.getByRole('button', {name: forget}).click();
      await expect(page.getByRole('textbox')).toHaveValue('');
      expect(await stored(page)).toBeNull();
      expect(received).toEqual([]);
    });

    test('an invalid address is refused and nothing is stored', async ({page}) => {
      await open(page, `${prefix}/my/settings-system/`);
      for (const bad of ['192.168.1.20', 'javascript:alert(1)', 'ftp://nas.local']) {
        await page.getByRole('textbox').fill(bad);
        await page.getByRole('textbox').press('Enter');
        await expect(page.getByRole('alert')).toBeVisible();
        await expect(page.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
        expect(await stored(page)).toBeNull();
      }
      expect(page.url()).toContain('name=settings-system');
    });

    test('an unknown name shows the list of names', async ({page}) => {
      await open(page, `${prefix}/my/no-such-screen/`);
      await expect(page.locator('[data-my-gladys-status="unknown-name"]')).toContainText(
        'no-such-screen',
      );
      await expect(page.getByRole('cell', {name: 'zigbee2mqtt-setup'})).toBeVisible();
    });

    test('a missing or malformed parameter is named', async ({page}) => {
      await open(page, `${prefix}/my/install-integration/`);
      await expect(page.locator('[data-my-gladys-status="missing-param"]')).toContainText('repo');
      await open(
        page,
        `${prefix}/my/?name=install-integration&repo=${encodeURIComponent('../../evil')}`,
      );
      await expect(page.locator('[data-my-gladys-status="malformed-param"]')).toContainText('repo');
      await expect(page.locator('[data-my-gladys-open]')).toHaveCount(0);
    });

    test('the whole job by keyboard alone', async ({page}) => {
      await open(page, `${prefix}/my/?name=settings-users`);
      const input = page.getByRole('textbox');
      for (
        let i = 0;
        i < 60 && !(await input.evaluate((el) => el === document.activeElement));
        i += 1
      ) {
        await page.keyboard.press('Tab');
      }
      await expect(input).toBeFocused();
      await page.keyboard.type(gladysAddress);
      await Promise.all([page.waitForURL(`${gladysAddress}/**`), page.keyboard.press('Enter')]);
      expect(received).toEqual(['/dashboard/settings/user']);
    });
  });
}

test('a doc button leads to its /my/ link', async ({page}) => {
  await open(page, '/docs/integrations/zigbee2mqtt/');
  const button = page.locator('[data-my-gladys="zigbee2mqtt-setup"]');
  await expect(button).toHaveAttribute('href', '/my/?name=zigbee2mqtt-setup');
  await open(page, '/fr/docs/next/settings/security/');
  await expect(page.locator('[data-my-gladys="settings-security"]')).toHaveAttribute(
    'href',
    '/fr/my/?name=settings-security',
  );
  await expect(
    page.locator('[data-my-gladys="settings-security"] + [data-next-version]'),
  ).toBeVisible();
});
