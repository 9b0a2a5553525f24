/**
 * `npm run bench -- zigbee`: the Zigbee device page (/zigbee-devices/) as visitors get it, beside
 * two references measured in the same run: the integrations directory (a search box over a list)
 * and the home page.
 *
 * 1. First load: bytes over the wire (brotli, as the host sends them) of the scripts each page
 *    loads, and of the device data the Zigbee page fetches after its first paint.
 * 2. Keystroke latency at 4× CPU slowdown: queries typed one key at a time, 120 ms apart; for each
 *    key, the time from keydown until the new results are in the DOM, and until the next frame is
 *    painted. The same queries are typed in the integrations directory's search box.
 *
 * Writes bench-results/zigbee.json.
 */
import {chromium, type Browser, type Page} from '@playwright/test';
import {chromiumFlags, chromiumPath} from '../lib/chromium.ts';
import {startServer} from '../lib/server.ts';
import {cpuSlowdown} from '../lib/mainThread.ts';
import {
  buildDir,
  ensureBuild,
  kb,
  ms,
  networkMeter,
  percentile,
  writeResults,
} from '../lib/measure.ts';
import type {BenchCommand} from './command.ts';

/** One keystroke's figures, in ms. */
type Keystroke = {query: string; key: string; ms: number; updatedMs: number};

declare global {
  interface Window {
    __latencies?: {updated: number; painted: number}[];
  }
}

const keyGapMs = 120;
/** Targets of PERFORMANCE.md. */
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

/** Loads a page in a fresh context and returns what it transferred, by kind. */
async function firstLoad(browser: Browser, origin: string, pagePath: string) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  const {requests} = await networkMeter(page);
  await page.goto(`${origin}${pagePath}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const data = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
      (e) => e.name.includes('/data/zigbee-devices.json'),
    );
    return {fcp: paint, dataStart: data?.startTime ?? null, dataEnd: data?.responseEnd ?? null};
  });
  const all = [...requests.values()].filter((r) => r.done);
  const sum = (list: typeof all) => list.reduce((total, r) => total + r.bytes, 0);
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

/** Types each query one key at a time at the CPU slowdown; returns one latency per key. */
async function keystrokes(
  browser: Browser,
  origin: string,
  pagePath: string,
  inputLabel: string,
  ready: (page: Page) => Promise<void>,
): Promise<Keystroke[]> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  await page.goto(`${origin}${pagePath}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await ready(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
  const input = page.getByLabel(inputLabel, {exact: true});
  await page.evaluate(() => {
    const latencies: {updated: number; painted: number}[] = [];
    window.__latencies = latencies;
    let start = 0;
    document.addEventListener('keydown', (event) => (start = event.timeStamp), {capture: true});
    // This listener runs after React's (React listens on its root element, inside the
    // document) and React re-renders a controlled input synchronously: the results are in
    // the DOM here. The next frame, then the task after it, follow their paint.
    document.addEventListener('input', () => {
      const from = start;
      const updated = performance.now() - from;
      requestAnimationFrame(() =>
        setTimeout(() => latencies.push({updated, painted: performance.now() - from}), 0),
      );
    });
  });
  const latencies: Keystroke[] = [];
  for (const query of queries) {
    await input.fill('');
    await page.waitForTimeout(400);
    await input.focus();
    for (const key of query) {
      const before = await page.evaluate(() => window.__latencies!.length);
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      await page.waitForFunction((n) => window.__latencies!.length > n, before);
      const {updated, painted} = await page.evaluate(() => window.__latencies!.at(-1)!);
      latencies.push({query, key, ms: painted, updatedMs: updated});
      await page.waitForTimeout(keyGapMs);
    }
  }
  await context.close();
  return latencies;
}

/** `a / b` as `1.23×`. */
const times = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

export const zigbee: BenchCommand = {
  summary: 'Zigbee device list: first-load bytes and keystroke latency at 4×',
  options: {
    rebuild: {type: 'boolean', default: false},
    json: {type: 'boolean', default: false},
  },
  async run(values) {
    ensureBuild(['zigbee-devices/index.html'], Boolean(values.rebuild), ['--locale', 'en']);
    const {server, url: origin} = await startServer({dir: buildDir, port: 0, compress: true});
    const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
    try {
      const zigbeePage = await firstLoad(browser, origin, '/zigbee-devices/');
      const directory = await firstLoad(browser, origin, '/integrations/');
      const home = await firstLoad(browser, origin, '/');
      const homeScripts = new Set(home.scripts.map((s) => s.path));
      const pageOnly = zigbeePage.scripts.filter((s) => !homeScripts.has(s.path));

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
      const stats = (list: Keystroke[], field: 'ms' | 'updatedMs' = 'ms') => {
        const figures = list.map((k) => k[field]);
        return {
          keys: figures.length,
          median: percentile(figures, 50),
          p95: percentile(figures, 95),
          max: Math.max(...figures),
          over: figures.filter((v) => v > targets.keystrokeMs).length,
        };
      };
      type Stats = ReturnType<typeof stats>;
      const zs = stats(zigbeeKeys);
      const ds = stats(directoryKeys);
      const zu = stats(zigbeeKeys, 'updatedMs');
      const du = stats(directoryKeys, 'updatedMs');

      console.log(`\nFirst load (brotli, fresh cache)`);
      console.table({
        'Zigbee devices: scripts': kb(zigbeePage.scriptBytes),
        '  of which only this page (not on the home page)': kb(
          pageOnly.reduce((t, s) => t + s.bytes, 0),
        ),
        'Zigbee devices: device data (after first paint)': kb(zigbeePage.dataBytes),
        'Zigbee devices: all bytes': kb(zigbeePage.totalBytes),
        'Integrations directory: scripts (reference)': kb(directory.scriptBytes),
        'Home: scripts (reference)': kb(home.scriptBytes),
        'Zigbee / directory scripts': times(zigbeePage.scriptBytes, directory.scriptBytes),
        'Zigbee / home scripts': times(zigbeePage.scriptBytes, home.scriptBytes),
        'First contentful paint → data request starts': ms(
          (zigbeePage.dataStart ?? NaN) - (zigbeePage.fcp ?? NaN),
        ),
        'Data request: start → end': ms(
          (zigbeePage.dataEnd ?? NaN) - (zigbeePage.dataStart ?? NaN),
        ),
      });
      console.log(
        `Targets: first-load JS ≤ ${targets.firstLoadJsKb} KB, data ≤ ${targets.dataKb} KB compressed.`,
      );
      const over = `> ${targets.keystrokeMs} ms`;
      const row = (x: Stats) => ({
        keys: x.keys,
        median: ms(x.median),
        p95: ms(x.p95),
        max: ms(x.max),
        [over]: x.over,
      });
      const ratios = (x: Stats, y: Stats) => ({
        keys: '',
        median: times(x.median, y.median),
        p95: times(x.p95, y.p95),
        max: times(x.max, y.max),
        [over]: '',
      });
      console.log(
        `\nKeystroke latency at ${cpuSlowdown}× CPU slowdown (${queries.length} queries)`,
      );
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
        firstLoad: {zigbee: zigbeePage, directory, home, pageOnly},
        keystrokes: {
          zigbee: zigbeeKeys,
          directory: directoryKeys,
          stats: {zigbeePainted: zs, directoryPainted: ds, zigbeeUpdated: zu, directoryUpdated: du},
        },
      };
      writeResults('zigbee.json', report);
      if (values.json) console.log(JSON.stringify(report, null, 2));
    } finally {
      await browser.close();
      server.close();
    }
  },
};
