/**
 * `npm run bench -- search`: the embedded search (Pagefind) as visitors get it. Headless Chromium
 * types 20 English and 20 French queries into the DocSearch modal of the built site, served
 * gzipped as a CDN does, and reports the bytes over the wire of the first query (cold cache) and
 * of each later one, and the time from the last keystroke of a query to its results in the DOM
 * (median and p95). Writes bench-results/search.json.
 */
import {chromium, type Browser, type Page} from '@playwright/test';
import {chromiumFlags, chromiumPath} from '../lib/chromium.ts';
import {startServer} from '../lib/server.ts';
import {
  buildDir,
  ensureBuild,
  kb,
  ms,
  networkMeter,
  percentile,
  writeResults,
  type NetworkMeter,
} from '../lib/measure.ts';
import type {BenchCommand} from './command.ts';

declare global {
  interface Window {
    __benchDone?: Promise<number>;
  }
}

/** Fixed queries, all with results in their locale's index. */
const queries: Record<'en' | 'fr', string[]> = {
  en: [
    'docker',
    'raspberry',
    'zigbee',
    'mqtt',
    'telegram',
    'alarm',
    'scene',
    'camera',
    'synology',
    'philips hue',
    'calendar',
    'weather',
    'backup',
    'dashboard',
    'tuya',
    'sonos',
    'openai',
    'energy',
    'presence',
    'http request',
  ],
  fr: [
    'docker',
    'raspberry',
    'zigbee',
    'mqtt',
    'telegram',
    'alarme',
    'scène',
    'caméra',
    'synology',
    'tableau de bord',
    'calendrier',
    'météo',
    'sauvegarde',
    'température',
    'tuya',
    'sonos',
    'installer',
    'énergie',
    'présence',
    'requête http',
  ],
};

/** Targets of PERFORMANCE.md: bytes of the first query, p95 of the later ones in ms. */
const targets = {firstQueryBytes: 160 * 1024, warmP95Ms: 30};

/** Waits until no request is in flight (at most 2 s), then 50 ms more for the DOM. */
async function settle(page: Page, meter: NetworkMeter) {
  for (let i = 0; i < 200 && meter.inFlight.size; i += 1) await page.waitForTimeout(10);
  await page.waitForTimeout(50);
}

/** One query's figures. */
type QueryFigures = {
  query: string;
  latencyMs: number;
  wireBytes: number;
  bodyBytes: number;
  requests: number;
  /** Requests made after the timed keystroke (0: answered from the browser's memory). */
  timedRequests: number;
  timedPaths: string[];
};

/**
 * Times one query until the modal shows results for exactly that query (its 'See all' link
 * carries the query). Warm: types all but the last key, waits, then times the last keystroke.
 * Cold (first query of a fresh browser): times the whole query entered at once, which also loads
 * Pagefind and its index. Bytes count everything received for the query, prefix included.
 */
async function timeQuery(
  page: Page,
  meter: NetworkMeter,
  query: string,
  cold: boolean,
): Promise<QueryFigures> {
  const input = page.locator('.DocSearch-Input');
  await input.fill('');
  await settle(page, meter);
  const before = {wire: meter.wire, body: meter.body, requests: meter.urls.length};
  if (!cold) {
    await input.fill(query.slice(0, -1));
    await settle(page, meter);
  }
  await page.evaluate((q) => {
    window.__benchDone = new Promise((resolve) => {
      let start = 0;
      const matches = () => {
        const link = document.querySelector<HTMLAnchorElement>('.DocSearch-HitsFooter a');
        return (
          link &&
          new URL(link.href).searchParams.get('q') === q &&
          document.querySelector('.DocSearch-Hit')
        );
      };
      const observer = new MutationObserver(() => {
        if (start && matches()) {
          observer.disconnect();
          resolve(performance.now() - start);
        }
      });
      observer.observe(document.querySelector('.DocSearch-Modal')!, {
        childList: true,
        subtree: true,
        attributes: true,
      });
      document.addEventListener('input', () => (start = performance.now()), {
        capture: true,
        once: true,
      });
    });
  }, query);
  const timedFrom = meter.urls.length;
  const last = query.at(-1)!;
  if (cold) await input.fill(query);
  else await input.press(last === ' ' ? 'Space' : last);
  const latency = await page.evaluate(() =>
    Promise.race([
      window.__benchDone!,
      new Promise<number>((_, reject) => setTimeout(() => reject(new Error('no results')), 10_000)),
    ]),
  );
  await settle(page, meter);
  return {
    query,
    latencyMs: latency,
    wireBytes: meter.wire - before.wire,
    bodyBytes: meter.body - before.body,
    requests: meter.urls.length - before.requests,
    timedRequests: meter.urls.length - timedFrom,
    timedPaths: meter.urls.slice(timedFrom).map((u) => new URL(u).pathname),
  };
}

/** Every query of a locale in one fresh context, from the docs home. */
async function runLocale(browser: Browser, origin: string, locale: 'en' | 'fr') {
  const context = await browser.newContext();
  await context.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const meter = await networkMeter(page);
  const prefix = locale === 'en' ? '' : `/${locale}`;
  await page.goto(`${origin}${prefix}/docs/`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await settle(page, meter);
  const beforeModal = meter.wire;
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  await settle(page, meter);
  const modalUiBytes = meter.wire - beforeModal;
  const indexStart = meter.urls.length;
  const results: QueryFigures[] = [];
  for (const [i, query] of queries[locale].entries())
    results.push(await timeQuery(page, meter, query, i === 0));
  const indexUrls = meter.urls.slice(indexStart).filter((u) => u.includes('/pagefind/'));
  await context.close();
  return {locale, modalUiBytes, results, indexRequests: indexUrls.length};
}

export const search: BenchCommand = {
  summary: 'embedded search: bytes and keystroke-to-results time of 40 queries',
  options: {
    rebuild: {type: 'boolean', default: false},
    json: {type: 'boolean', default: false},
  },
  async run(values) {
    ensureBuild(['pagefind/pagefind.js', 'fr/pagefind/pagefind.js'], Boolean(values.rebuild));
    // gzip, as a CDN would; the host's headers and redirects, as in production.
    const {server, url: origin} = await startServer({dir: buildDir, port: 0, compress: 'gzip'});
    const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
    try {
      const runs = [];
      for (const locale of ['en', 'fr'] as const)
        runs.push(await runLocale(browser, origin, locale));
      const first = runs.map((r) => r.results[0]!);
      const later = runs.flatMap((r) => r.results.slice(1));
      const warm = later.map((r) => r.latencyMs);
      const summary = {
        date: new Date().toISOString(),
        chromium: browser.version(),
        queries: runs.reduce((n, r) => n + r.results.length, 0),
        modalUiBytes: Object.fromEntries(runs.map((r) => [r.locale, r.modalUiBytes])),
        firstQuery: first.map(({query, wireBytes, bodyBytes, requests, latencyMs}) => ({
          query,
          wireBytes,
          bodyBytes,
          requests,
          latencyMs,
        })),
        laterQueries: {
          wireBytesMedian: percentile(
            later.map((r) => r.wireBytes),
            50,
          ),
          wireBytesMax: Math.max(...later.map((r) => r.wireBytes)),
          wireBytesTotal: later.reduce((n, r) => n + r.wireBytes, 0),
          latencyMedianMs: percentile(warm, 50),
          latencyP95Ms: percentile(warm, 95),
          latencyMaxMs: Math.max(...warm),
        },
        perQuery: runs.map((r) => ({locale: r.locale, results: r.results})),
      };

      console.log('\nEmbedded search (headless Chromium, gzip for text files, localhost)\n');
      for (const run of runs) {
        const cold = run.results[0]!;
        console.log(
          `${run.locale.toUpperCase()}  modal UI (DocSearch JS/CSS, on first open): ${kb(run.modalUiBytes)}`,
        );
        console.log(
          `    first query "${cold.query}": ${kb(cold.wireBytes)} over the wire (${kb(cold.bodyBytes)} decoded, ${cold.requests} requests), ${ms(cold.latencyMs)}`,
        );
      }
      const l = summary.laterQueries;
      console.log(
        `\nLater queries (${later.length}): ${kb(l.wireBytesMedian)} median, ${kb(l.wireBytesMax)} max, ${kb(l.wireBytesTotal)} in all over the wire`,
      );
      console.log(
        `    keystroke → results: median ${ms(l.latencyMedianMs)}, p95 ${ms(l.latencyP95Ms)}, max ${ms(l.latencyMaxMs)}`,
      );
      const worstFirst = Math.max(...first.map((r) => r.wireBytes));
      console.log(
        `\nTargets: first query ≤ ${kb(targets.firstQueryBytes)} (${worstFirst <= targets.firstQueryBytes ? 'met' : 'MISSED'}: ${kb(worstFirst)}), ` +
          `warm p95 ≤ ${targets.warmP95Ms} ms (${l.latencyP95Ms <= targets.warmP95Ms ? 'met' : 'MISSED'}: ${ms(l.latencyP95Ms)})`,
      );
      writeResults('search.json', summary);
      console.log('Details: bench-results/search.json');
      if (values.json) console.log(JSON.stringify(summary, null, 2));
    } finally {
      await browser.close();
      server.close();
    }
  },
};
