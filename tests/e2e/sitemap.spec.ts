/**
 * Every page of both sitemaps (plus the not-found page of each locale), and the
 * sample of the next docs version that `sampleNextVersion` (tests/support/build.ts)
 * keeps, in both locales (the sitemaps leave that version out), served with the
 * site's own _headers, checked in one visit for:
 *
 * - accessibility: axe-core, WCAG 2.0/2.1/2.2 level A and AA rules, in dark
 *   and in light mode: no violation;
 * - privacy: the page asks nothing of another origin (and the browser could not reach one);
 * - security: no Content-Security-Policy violation and no script error;
 * - layout: at 390 px wide, the page does not scroll sideways.
 *
 * The pages are split into shards that run in parallel; each worker keeps a
 * single browser context and page for all its shards, which is what keeps the
 * crawl within a few minutes. Every WCAG rule runs in the colour mode the page
 * opens in, the colour rules again in the other mode.
 *
 * Environment: CRAWL_REPORT=<file> appends every problem found to that file
 * (handy to fix a batch at once); CRAWL_TIMING=1 prints the time of each step
 * per page.
 */
import {test as base, expect, type Page, type BrowserContext, type Request} from '@playwright/test';
import {appendFileSync} from 'node:fs';
import {builtPages, isNextVersionPath, sampleNextVersion, sitemapPaths} from '../support/build';
import {isLocal, hydrated} from './fixtures';
import {setColorMode} from './colorMode';
import {runAxe} from './axe';

/** Everything a visit found wrong, one line per problem. */
type Problems = string[];

/** A browser page shared by the shards of one worker, with its listeners. */
type Crawler = {
  page: Page;
  /** Problems reported by the listeners since the last call. */
  drain(): Problems;
  /**
   * Resolves once the page has had no request in flight for `quietMs`, or after `limitMs`.
   * Playwright's `networkidle` asks for 500 ms of quiet, which every page of the crawl paid in
   * full. What a page fetches after hydration (charts' data, lazy chunks) is asked for as soon as
   * the answer before it has come; with 200 ms, the crawl still passes on the pages that fetch
   * most (open metrics, the Zigbee list, the store pages), in both locales.
   */
  networkQuiet(quietMs: number, limitMs: number): Promise<void>;
};

const test = base.extend<object, {crawler: Crawler}>({
  crawler: [
    async ({browser}, use, workerInfo) => {
      const {baseURL, viewport, serviceWorkers} = workerInfo.project.use;
      // Service workers blocked as in the other specs: pages come from the server, not a cache.
      const context: BrowserContext = await browser.newContext({baseURL, viewport, serviceWorkers});
      let problems: Problems = [];
      // Reported here and stopped by the browser's dead proxy (playwright.config.ts), not by a
      // route, which would turn the context's HTTP cache off (see the externalRequests fixture).
      context.on('request', (request) => {
        if (!isLocal(request.url())) problems.push(`request to another origin: ${request.url()}`);
      });
      const page = await context.newPage();
      const inFlight = new Set<Request>();
      let activity: () => void = () => undefined;
      page.on('request', (request) => {
        // A new page: requests the previous one left unfinished count no more.
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) inFlight.clear();
        inFlight.add(request);
        activity();
      });
      const ended = (request: Request) => {
        inFlight.delete(request);
        activity();
      };
      page.on('requestfinished', ended);
      page.on('requestfailed', ended);
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(message.text())) {
          problems.push(`CSP violation: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`script error: ${error.message}`));
      await use({
        page,
        drain() {
          const found = problems;
          problems = [];
          return found;
        },
        networkQuiet(quietMs, limitMs) {
          return new Promise<void>((resolve) => {
            let quiet: ReturnType<typeof setTimeout> | undefined;
            const finish = () => {
              clearTimeout(quiet);
              clearTimeout(limit);
              activity = () => undefined;
              resolve();
            };
            const limit = setTimeout(finish, limitMs);
            activity = () => {
              clearTimeout(quiet);
              if (inFlight.size === 0) quiet = setTimeout(finish, quietMs);
            };
            activity();
          });
        },
      });
      await context.close();
    },
    {scope: 'worker'},
  ],
});

/** Turns off transitions and animations, so colours are final when axe reads them. */
const stillStyle =
  '*, *::before, *::after { transition: none !important; animation: none !important; }';

/** Visits one path and returns its problems (empty when the page is clean). */
async function check(crawler: Crawler, path: string): Promise<Problems> {
  const {page} = crawler;
  const problems: Problems = [];
  let t = Date.now();
  const lap = (label: string) => {
    if (process.env.CRAWL_TIMING) process.stdout.write(` ${label}=${Date.now() - t}`);
    t = Date.now();
  };
  if (process.env.CRAWL_TIMING) process.stdout.write(`\n${path}`);
  const response = await page.goto(path, {waitUntil: 'load'});
  const expected = path.includes('__crawl__') ? 404 : 200;
  if (response?.status() !== expected) {
    problems.push(`status ${response?.status()} (expected ${expected})`);
  }
  lap('load');
  await hydrated(page);
  lap('hydrated');
  // Let client-only content (charts, lazy images) settle.
  await crawler.networkQuiet(200, 5000);
  lap('idle');
  await page.addStyleTag({content: stillStyle});
  // Every WCAG rule in the mode the page opened in, then the colour rules in the other mode.
  const first =
    (await page.locator('html').getAttribute('data-theme')) === 'light' ? 'light' : 'dark';
  const second = first === 'light' ? 'dark' : 'light';
  for (const [mode, rules] of [
    [first, 'wcag'],
    [second, 'colours'],
  ] as const) {
    if (mode !== first) await setColorMode(page, mode);
    lap(`mode-${mode}`);
    const found = await runAxe(page, rules);
    lap(`axe-${rules}`);
    for (const v of found) {
      problems.push(`axe ${mode}: ${v.rule} (${v.impact}) ×${v.count}: ${v.detail}`);
    }
  }
  // On a phone-sized screen, the page must not scroll sideways (wide content scrolls in its own box).
  const size = page.viewportSize();
  await page.setViewportSize({width: 390, height: 844});
  // Charts and other script-sized content follow the new width a few frames later.
  const fits = await page
    .waitForFunction(() => document.documentElement.scrollWidth <= innerWidth, undefined, {
      timeout: 3000,
    })
    .then(() => true)
    .catch(() => false);
  if (!fits) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    problems.push(`scrolls sideways at 390 px by ${overflow} px`);
  }
  if (size) await page.setViewportSize(size);
  lap('narrow');
  const all = [...problems, ...crawler.drain()].map((p) => `${path}: ${p}`);
  if (process.env.CRAWL_REPORT) {
    appendFileSync(process.env.CRAWL_REPORT, all.map((line) => `${line}\n`).join(''));
  }
  return all;
}

const nextSample = sampleNextVersion(builtPages().map(({route}) => route)).filter(
  isNextVersionPath,
);
const paths = [...sitemapPaths(), ...nextSample, '/__crawl__/missing/', '/fr/__crawl__/missing/'];
/** Number of shards: enough to balance two workers, few enough to keep tests readable. */
const shardCount = 12;
const shards = Array.from({length: shardCount}, (_, i) =>
  paths.filter((_, j) => j % shardCount === i),
);

test.describe.configure({mode: 'parallel'});

test.describe('every sitemap page', () => {
  shards.forEach((shard, index) => {
    test(`shard ${index + 1}/${shardCount} (${shard.length} pages): axe light and dark, no third-party request, no CSP violation`, async ({
      crawler,
    }) => {
      test.setTimeout(30_000 + shard.length * 15_000);
      crawler.drain();
      const problems: Problems = [];
      for (const path of shard) {
        problems.push(...(await check(crawler, path)));
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  });
});
