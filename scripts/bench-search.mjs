#!/usr/bin/env node
// Benchmark of the embedded search (Pagefind) as visitors get it: headless
// Chromium types 20 English and 20 French queries into the DocSearch modal of
// the built site and reports
//   - bytes over the wire for the first query (cold cache) and for each later one,
//   - latency from the last keystroke of a query to its results in the DOM
//     (median and p95), for the first query and for the later ("warm") ones.
// The site is served by scripts/lib/server.ts, gzipping text files as a CDN
// does. A benchmark, not a test: it prints figures and exits 0
// unless something breaks; targets are printed beside the figures.
//
// Usage: npm run bench:search [-- --rebuild] [-- --json]
//   --rebuild  build the site first even when build/ has search indexes
//   --json     also print the raw figures as JSON
// Writes bench-results/search.json.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumFlags, chromiumPath} from './lib/chromium.ts';
import {startServer} from './lib/server.ts';

const args = process.argv.slice(2);
const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'build');

/** Fixed queries, all with results in their locale's index. */
const queries = {
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

const targets = {firstQueryBytes: 160 * 1024, warmP95Ms: 30};

function ensureBuild() {
  const indexed = ['pagefind/pagefind.js', 'fr/pagefind/pagefind.js'].every((f) =>
    existsSync(path.join(buildDir, f)),
  );
  if (indexed && !args.includes('--rebuild')) {
    console.log('Reusing build/ (pass --rebuild to build again).');
    return;
  }
  console.log('Building the site (both locales, embedded search)...');
  const env = {
    ...process.env,
    ALGOLIA_APP_ID: '',
    ALGOLIA_SEARCH_API_KEY: '',
    ALGOLIA_INDEX_NAME: '',
  };
  const result = spawnSync('npx', ['docusaurus', 'build'], {cwd: root, stdio: 'inherit', env});
  if (result.status !== 0) throw new Error('docusaurus build failed');
}

/** Counts bytes received (encoded, as on the wire) and requests in flight, through the DevTools protocol. */
async function networkMeter(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const meter = {wire: 0, body: 0, inFlight: new Set(), urls: []};
  cdp.on('Network.requestWillBeSent', (e) => {
    meter.inFlight.add(e.requestId);
    meter.urls.push(e.request.url);
  });
  cdp.on('Network.dataReceived', (e) => (meter.body += e.dataLength));
  cdp.on('Network.loadingFinished', (e) => {
    meter.inFlight.delete(e.requestId);
    meter.wire += e.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (e) => meter.inFlight.delete(e.requestId));
  return meter;
}

async function settle(page, meter) {
  for (let i = 0; i < 200 && meter.inFlight.size; i += 1) await page.waitForTimeout(10);
  await page.waitForTimeout(50);
}

/**
 * Times one query until the modal shows results for exactly that query (its
 * 'See all' link carries the query). Warm: types all but the last key, waits,
 * then times the last keystroke. Cold (first query of a fresh browser): times
 * the whole query entered at once, which also loads Pagefind and its index.
 * Bytes count everything received for the query, prefix included.
 */
async function timeQuery(page, meter, query, cold) {
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
        const link = document.querySelector('.DocSearch-HitsFooter a');
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
      observer.observe(document.querySelector('.DocSearch-Modal'), {
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
  if (cold) await input.fill(query);
  else await input.press(query.at(-1) === ' ' ? 'Space' : query.at(-1));
  const latency = await page.evaluate(() =>
    Promise.race([
      window.__benchDone,
      new Promise((_, reject) => setTimeout(() => reject(new Error('no results')), 10_000)),
    ]),
  );
  await settle(page, meter);
  return {
    query,
    latencyMs: latency,
    wireBytes: meter.wire - before.wire,
    bodyBytes: meter.body - before.body,
    requests: meter.urls.length - before.requests,
    /** Requests made after the timed keystroke (0: answered from the browser's memory). */
    timedRequests: meter.urls.length - timedFrom,
    timedPaths: meter.urls.slice(timedFrom).map((u) => new URL(u).pathname),
  };
}

async function runLocale(browser, origin, locale) {
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
  const results = [];
  for (const [i, query] of queries[locale].entries())
    results.push(await timeQuery(page, meter, query, i === 0));
  const indexUrls = meter.urls.slice(indexStart).filter((u) => u.includes('/pagefind/'));
  await context.close();
  return {locale, modalUiBytes, results, indexRequests: indexUrls.length};
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${value.toFixed(1)} ms`;

ensureBuild();
// gzip, as a CDN would; the host's headers and redirects, as in production.
const {server, url: origin} = await startServer({dir: buildDir, port: 0, compress: 'gzip'});
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
try {
  const runs = [];
  for (const locale of ['en', 'fr']) runs.push(await runLocale(browser, origin, locale));
  const first = runs.map((r) => r.results[0]);
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

  console.log('\nEmbedded search benchmark (headless Chromium, gzip for text files, localhost)\n');
  for (const run of runs) {
    const [cold] = run.results;
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
  mkdirSync(path.join(root, 'bench-results'), {recursive: true});
  writeFileSync(
    path.join(root, 'bench-results/search.json'),
    `${JSON.stringify(summary, null, 2)}\n`,
  );
  console.log('Details: bench-results/search.json');
  if (args.includes('--json')) console.log(JSON.stringify(summary, null, 2));
} finally {
  await browser.close();
  server.close();
}
