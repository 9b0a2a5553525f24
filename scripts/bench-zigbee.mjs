#!/usr/bin/env node
// Benchmark of the Zigbee device page (/zigbee-devices/) as visitors get it,
// beside two references measured in the same run: the integrations directory
// (the closest page: a search box over a list) and the home page.
//
//   1. First load: bytes over the wire (brotli, as the host sends them) of the
//      scripts each page loads, and of the device data the Zigbee page fetches
//      after its first paint; whether that fetch starts after the first paint.
//   2. Keystroke latency at 4x CPU slowdown (DevTools CPU throttling): queries
//      typed one key at a time, 120 ms apart; for each key, the time from
//      keydown until the new results are in the DOM (React re-renders a
//      controlled input synchronously), and until the next frame is painted.
//      The same queries are typed in the integrations directory's search box.
//
// A benchmark, not a test: it prints figures beside the targets and exits 0
// unless something breaks. Targets: first-load JS <= 130 KB, data <= 250 KB
// compressed, every keystroke <= 50 ms at 4x slowdown.
//
// Usage: npm run bench:zigbee [-- --rebuild] [-- --json]
//   --rebuild  build the English site first (`docusaurus build --locale en`)
//              even when build/ already has the page
//   --json     also print the raw figures
// Writes bench-results/zigbee.json.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumFlags, chromiumPath} from './lib/chromium.ts';
import {startServer} from './lib/server.ts';

const args = process.argv.slice(2);
const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'build');
const cpuSlowdown = 4;
const keyGapMs = 120;
const targets = {firstLoadJsKb: 130, dataKb: 250, keystrokeMs: 50};

/** Queries typed in both search boxes, one key at a time. */
const queries = [
  'ikea',
  'aqara door',
  'LED1545G12',
  'philips hue',
  'tuya plug',
  'sonoff snzb',
  'motion sensor',
  'xiaomi',
  'thermostat',
  'MCCGQ11LM',
];

function ensureBuild() {
  if (existsSync(path.join(buildDir, 'zigbee-devices/index.html')) && !args.includes('--rebuild')) {
    console.log('Reusing build/ (pass --rebuild to build the English site again).');
    return;
  }
  console.log('Building the English site...');
  const result = spawnSync('npx', ['docusaurus', 'build', '--locale', 'en'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('docusaurus build failed');
}

/** Records every response's bytes on the wire and resource type, through the DevTools protocol. */
async function networkMeter(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) =>
    requests.set(e.requestId, {url: e.request.url, type: e.type, bytes: 0, done: false}),
  );
  cdp.on('Network.loadingFinished', (e) => {
    const request = requests.get(e.requestId);
    if (request) Object.assign(request, {bytes: e.encodedDataLength, done: true});
  });
  cdp.on('Network.loadingFailed', (e) => requests.delete(e.requestId));
  return {cdp, requests};
}

/** Loads a page in a fresh context and returns what it transferred, by kind. */
async function firstLoad(browser, origin, pagePath) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  const {requests} = await networkMeter(page);
  await page.goto(`${origin}${pagePath}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const data = performance
      .getEntriesByType('resource')
      .find((e) => e.name.includes('/data/zigbee-devices.json'));
    return {fcp: paint, dataStart: data?.startTime ?? null, dataEnd: data?.responseEnd ?? null};
  });
  const all = [...requests.values()].filter((r) => r.done);
  const sum = (list) => list.reduce((total, r) => total + r.bytes, 0);
  const scripts = all.filter((r) => r.type === 'Script');
  const data = all.filter((r) => r.url.includes('/data/zigbee-devices.json'));
  await context.close();
  return {
    path: pagePath,
    scriptBytes: sum(scripts),
    scripts: scripts.map((r) => ({path: new URL(r.url).pathname, bytes: r.bytes})),
    dataBytes: sum(data),
    totalBytes: sum(all),
    ...timing,
  };
}

/** Types each query one key at a time at the given CPU slowdown; returns one latency per key, in ms. */
async function keystrokes(browser, origin, pagePath, inputLabel, ready) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  await page.goto(`${origin}${pagePath}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await ready(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
  const input = page.getByLabel(inputLabel, {exact: true});
  await page.evaluate(() => {
    window.__latencies = [];
    let start = 0;
    document.addEventListener('keydown', (event) => (start = event.timeStamp), {capture: true});
    // This listener runs after React's (React listens on its root element, inside the
    // document) and React re-renders a controlled input synchronously: the results are in
    // the DOM here. The next frame, then the task after it, follow their paint.
    document.addEventListener('input', () => {
      const from = start;
      const updated = performance.now() - from;
      requestAnimationFrame(() =>
        setTimeout(() => window.__latencies.push({updated, painted: performance.now() - from}), 0),
      );
    });
  });
  const latencies = [];
  for (const query of queries) {
    await input.fill('');
    await page.waitForTimeout(400);
    await input.focus();
    for (const key of query) {
      const before = await page.evaluate(() => window.__latencies.length);
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      await page.waitForFunction((n) => window.__latencies.length > n, before);
      const {updated, painted} = await page.evaluate(() => window.__latencies.at(-1));
      latencies.push({query, key, ms: painted, updatedMs: updated});
      await page.waitForTimeout(keyGapMs);
    }
  }
  await context.close();
  return latencies;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${value.toFixed(1)} ms`;
const ratio = (a, b) => `${(a / b).toFixed(2)}×`;

ensureBuild();
const {server, url: origin} = await startServer({dir: buildDir, port: 0, compress: true});
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
try {
  const zigbee = await firstLoad(browser, origin, '/zigbee-devices/');
  const directory = await firstLoad(browser, origin, '/integrations/');
  const home = await firstLoad(browser, origin, '/');
  const homeScripts = new Set(home.scripts.map((s) => s.path));
  const pageOnly = zigbee.scripts.filter((s) => !homeScripts.has(s.path));

  const zigbeeKeys = await keystrokes(
    browser,
    origin,
    '/zigbee-devices/',
    'Vendor, model or description',
    (page) => page.locator('main ul li h3').first().waitFor(),
  );
  const directoryKeys = await keystrokes(browser, origin, '/integrations/', 'Search', () =>
    Promise.resolve(),
  );
  const stats = (list, field = 'ms') => {
    const values = list.map((k) => k[field]);
    return {
      keys: values.length,
      median: percentile(values, 50),
      p95: percentile(values, 95),
      max: Math.max(...values),
      over: values.filter((v) => v > targets.keystrokeMs).length,
    };
  };
  const zs = stats(zigbeeKeys);
  const ds = stats(directoryKeys);
  const zu = stats(zigbeeKeys, 'updatedMs');
  const du = stats(directoryKeys, 'updatedMs');

  console.log(`\nFirst load (brotli, fresh cache)`);
  console.table({
    'Zigbee devices: scripts': kb(zigbee.scriptBytes),
    '  of which only this page (not on the home page)': kb(
      pageOnly.reduce((t, s) => t + s.bytes, 0),
    ),
    'Zigbee devices: device data (after first paint)': kb(zigbee.dataBytes),
    'Zigbee devices: all bytes': kb(zigbee.totalBytes),
    'Integrations directory: scripts (reference)': kb(directory.scriptBytes),
    'Home: scripts (reference)': kb(home.scriptBytes),
    'Zigbee / directory scripts': ratio(zigbee.scriptBytes, directory.scriptBytes),
    'Zigbee / home scripts': ratio(zigbee.scriptBytes, home.scriptBytes),
    'First contentful paint → data request starts': ms(zigbee.dataStart - zigbee.fcp),
    'Data request: start → end': ms(zigbee.dataEnd - zigbee.dataStart),
  });
  console.log(
    `Targets: first-load JS ≤ ${targets.firstLoadJsKb} KB, data ≤ ${targets.dataKb} KB compressed.`,
  );
  const row = (x) => ({
    keys: x.keys,
    median: ms(x.median),
    p95: ms(x.p95),
    max: ms(x.max),
    [`> ${targets.keystrokeMs} ms`]: x.over,
  });
  const ratios = (x, y) => ({
    keys: '',
    median: ratio(x.median, y.median),
    p95: ratio(x.p95, y.p95),
    max: ratio(x.max, y.max),
    [`> ${targets.keystrokeMs} ms`]: '',
  });
  console.log(`\nKeystroke latency at ${cpuSlowdown}× CPU slowdown (${queries.length} queries)`);
  console.table({
    'Zigbee: keydown → results in the DOM': row(zu),
    'Directory: keydown → results in the DOM': row(du),
    'ratio (in the DOM)': ratios(zu, du),
    'Zigbee: keydown → next frame painted': row(zs),
    'Directory: keydown → next frame painted': row(ds),
    'ratio (painted)': ratios(zs, ds),
  });
  const slowest = [...zigbeeKeys].sort((a, b) => b.ms - a.ms).slice(0, 5);
  console.log(
    'Slowest Zigbee keystrokes:',
    slowest.map((k) => `"${k.query}" key "${k.key}" ${ms(k.ms)}`).join('; '),
  );
  const report = {
    date: new Date().toISOString(),
    cpuSlowdown,
    firstLoad: {zigbee, directory, home, pageOnly},
    keystrokes: {
      zigbee: zigbeeKeys,
      directory: directoryKeys,
      stats: {zigbeePainted: zs, directoryPainted: ds, zigbeeUpdated: zu, directoryUpdated: du},
    },
  };
  mkdirSync(path.join(root, 'bench-results'), {recursive: true});
  writeFileSync(path.join(root, 'bench-results/zigbee.json'), JSON.stringify(report, null, 2));
  if (args.includes('--json')) console.log(JSON.stringify(report, null, 2));
} finally {
  await browser.close();
  server.close();
}
