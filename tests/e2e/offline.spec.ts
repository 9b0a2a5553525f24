/**
 * Offline reading (src/plugins/offline): in Chromium, with the service worker
 * allowed (the other specs block it, see playwright.config.ts), a reader who
 * opened one doc can go offline and still read that doc and any other one of
 * the same language, including by following links; the site says so in the
 * footer; the worker stores only the site's own pages and files; a new build
 * waits for the reader's click on the reload popup.
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import {once} from 'node:events';
import {mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';
import {buildDir, sitemapPaths} from '../support/build';
import {shouldPrecache} from '../../src/lib/offline/precache';

test.use({serviceWorkers: 'allow'});

/**
 * Serves a folder with tests/support/server.ts in a child process, on a port
 * the system picks; resolves once the server prints its address.
 */
async function serve(dir: string): Promise<{child: ChildProcess; url: string}> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/support/server.ts', '--dir', dir, '--port', '0'],
    {stdio: ['ignore', 'pipe', 'inherit']},
  );
  let output = '';
  for await (const chunk of child.stdout!) {
    output += String(chunk);
    const match = /at (http:\/\/\S+?)\/?\s/.exec(output);
    if (match) return {child, url: match[1]!};
  }
  throw new Error(`the server stopped before serving: ${output}`);
}

/**
 * Time for a test that waits for the worker to store the docs: about 50 s in CI, where two workers
 * share two cores, and over 90 s when another job shared the machine.
 */
const precacheLimitMs = 150_000;

/** Waits until the page's service worker is active and controls the page. */
async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first page of a visit is not controlled until it is loaded again.
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
    await hydrated(page);
  }
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

const locales = [
  {
    locale: 'en',
    prefix: '',
    note: 'The docs are saved in this browser: you can read them offline.',
  },
  {
    locale: 'fr',
    prefix: '/fr',
    note: 'La documentation est enregistrée dans ce navigateur\u00a0: vous pouvez la lire hors ligne.',
  },
] as const;

for (const {locale, prefix, note} of locales) {
  test(`${locale}: a visited doc and docs never opened render offline`, async ({page, context}) => {
    test.setTimeout(precacheLimitMs);
    const docs = sitemapPaths().filter((p) => p.startsWith(`${prefix}/docs/`));
    const [visited, ...others] = docs;
    const unvisited = [others[Math.floor(others.length / 2)]!, others.at(-1)!];
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(visited!);
    await hydrated(page);
    await waitForWorker(page);
    await expect(page.getByText(note)).toBeVisible();

    await context.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    for (const target of [visited!, ...unvisited]) {
      const response = await page.goto(target);
      expect(response?.ok(), target).toBe(true);
      await hydrated(page);
      await expect(page.locator('article h1'), target).toBeVisible();
      await expect(page.locator('.theme-doc-markdown'), target).not.toBeEmpty();
    }
    // Following a link in the sidebar loads the next doc's scripts from the cache too.
    const link = page.locator('.theme-doc-sidebar-menu a.menu__link[href*="/docs/"]').first();
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/\//g, '\\/')}$`));
    await expect(page.locator('article h1')).toBeVisible();
    await context.setOffline(false);
    // No Content-Security-Policy violation (worker, manifest) and no script error, online or not.
    expect(errors).toEqual([]);
  });
}

test("each page links its locale's web app manifest once it is usable, not before", async ({
  page,
}) => {
  for (const [path, manifest] of [
    ['/', '/manifest.webmanifest'],
    ['/fr/blog/', '/fr/manifest.webmanifest'],
  ] as const) {
    const requestedBeforeLoad: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('manifest.webmanifest')) requestedBeforeLoad.push(request.url());
    });
    await page.goto(path, {waitUntil: 'load'});
    expect(requestedBeforeLoad, `${path}: manifest requested with the page`).toEqual([]);
    await hydrated(page);
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', manifest);
    page.removeAllListeners('request');
  }
});

test('pages other than docs register no worker; the first doc page does', async ({page}) => {
  const scopes = () =>
    page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope),
    );
  for (const path of ['/', '/blog/']) {
    await page.goto(path);
    await hydrated(page);
    // Registration would start right after hydration; by the idle network it would be listed.
    await page.waitForLoadState('networkidle');
    expect(await scopes(), path).toEqual([]);
  }
  // Following a link to the docs, without a page load, registers it. A registration is listed
  // as soon as it starts, while the worker still downloads the docs (activation, which
  // `navigator.serviceWorker.ready` waits for, can take long on a busy machine).
  await page.locator('.navbar a[href="/docs/"]').first().click();
  await expect(page).toHaveURL(/\/docs\/$/);
  await expect.poll(scopes).toEqual([new URL('/', page.url()).href]);
});

test('the worker stores only site files the rules of precache.ts keep', async ({page}) => {
  test.setTimeout(precacheLimitMs);
  await page.goto('/docs/');
  await hydrated(page);
  await waitForWorker(page);
  const origin = new URL(page.url()).origin;
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
  expect(cached.length).toBeGreaterThan(100);
  for (const url of cached) {
    const parsed = new URL(url);
    expect(parsed.origin, url).toBe(origin);
    const relative = parsed.pathname.slice(1);
    expect(shouldPrecache(relative, {language: 'en', otherLocalePaths: ['fr']}), url).toBe(true);
    expect(relative, url).not.toMatch(/^(pagefind|data|fr)\//);
  }
  // Every doc page of the locale is stored.
  const docs = sitemapPaths().filter((p) => p.startsWith('/docs/'));
  const stored = new Set(cached.map((url) => new URL(url).pathname));
  for (const doc of docs) {
    expect(stored.has(`${doc}index.html`), doc).toBe(true);
  }
});

test('a new build is announced and applied only when the reader asks', async ({page}) => {
  test.setTimeout(precacheLimitMs + 30_000);
  // A copy of the build made of hard links (instant), whose sw.js the test replaces.
  const dir = mkdtempSync(path.join(tmpdir(), 'gladys-offline-'));
  execFileSync('cp', ['-al', `${buildDir}/.`, dir]);
  const {child, url} = await serve(dir);
  try {
    await page.goto(`${url}/docs/`);
    await hydrated(page);
    await waitForWorker(page);
    await page.evaluate(() => {
      (window as unknown as {notReloaded: boolean}).notReloaded = true;
    });

    // A new build: another service worker script (a new file, not the hard-linked one).
    const sw = path.join(dir, 'sw.js');
    const source = readFileSync(sw, 'utf8');
    unlinkSync(sw);
    writeFileSync(sw, `${source}\n// next build\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });

    const popup = page.getByText('New version available');
    await expect(popup).toBeVisible({timeout: 30_000});
    // Nothing changed under the reader's feet: same page, the new worker waits.
    expect(
      await page.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded),
    ).toBe(true);
    expect(
      await page.evaluate(async () =>
        Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
      ),
    ).toBe(true);

    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', {name: 'Refresh'}).click(),
    ]);
    await hydrated(page);
    expect(
      await page.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded),
    ).toBe(undefined);
    expect(
      await page.evaluate(async () =>
        Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
      ),
    ).toBe(false);
  } finally {
    child.kill();
    await once(child, 'exit');
    rmSync(dir, {recursive: true, force: true});
  }
});
