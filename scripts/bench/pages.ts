/**
 * `npm run bench -- pages`: the built site's pages beside a bare Docusaurus site (the floor).
 *
 * 1. Builds the site (both locales, production settings) into bench-results/site-build/ and the
 *    floor (scripts/lib/floor.ts, under /tmp), timing each build with its peak memory.
 * 2. Serves each build as the host does (scripts/lib/server.ts, brotli) and runs Lighthouse (mobile
 *    preset, simulated throttling) in Debian's Chromium on one page per template, in both locales.
 * 3. In Chromium driven by Playwright at 4× CPU slowdown from a cold cache
 *    (scripts/lib/mainThread.ts): long tasks of each page from navigation start until 5 s after
 *    load (blocking, longest task; median of `--main-thread-runs` loads, 412 px), beside the
 *    floor's page of the same kind and the old site's blocking; the first tap on the mobile menu,
 *    the colour-mode switch, opening search and expanding a sidebar category (Event Timing); and
 *    the self time per script of a CPU profile of four pages.
 * 4. Prints the tables and writes bench-results/bench-<date>.json and bench-results/latest.json.
 */
import {execFile, spawnSync} from 'node:child_process';
import {existsSync, rmSync} from 'node:fs';
import {cpus, totalmem, tmpdir} from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {promisify} from 'node:util';
import {launch} from 'chrome-launcher';
import type {Browser} from 'playwright';
import {startServer} from '../lib/server.ts';
import {scaffoldFloor} from '../lib/floor.ts';
import {chromiumFlags, chromiumPath} from '../lib/chromium.ts';
import {
  cpuSlowdown,
  interactionTime,
  interactions,
  launchChromium,
  longTasksMedian,
  profileByScript,
  type LongTasks,
} from '../lib/mainThread.ts';
import {
  currentCommit,
  median,
  productionEnv,
  resultsDir,
  root,
  timedBuild,
  writeResults,
} from '../lib/measure.ts';
import type {BenchCommand, OptionValues} from './command.ts';

const siteBuild = path.join(resultsDir, 'site-build');
const floorDir = path.join(tmpdir(), 'gladys-bench-floor-site');

/** Page targets (PERFORMANCE.md); a figure past its target is flagged in the table. */
const targets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0.02,
  jsKB: 130,
  totalKB: 300,
};

/** Where a figure comes from: the build, the template, the locale and the page's path. */
type Row = {kind: string; template: string; locale: string; path: string};

/** The fields of a Lighthouse audit item this benchmark reads. */
type AuditItem = {
  resourceType?: string;
  transferSize?: number;
  requestCount?: number;
  url?: string;
  networkRequestTime?: number;
  observedLargestContentfulPaint?: number;
  items?: {node?: {snippet?: string}}[];
};

/** The part of a Lighthouse result this benchmark reads. */
type Lhr = {
  runtimeError?: {code: string};
  categories: Record<
    string,
    {id: string; score: number | null; auditRefs: {id: string; weight: number}[]}
  >;
  audits: Record<
    string,
    {score: number | null; numericValue?: number; details?: {items?: AuditItem[]}}
  >;
};

/** The items of an audit's details (none when it has none). */
const items = (audits: Lhr['audits'], id: string): AuditItem[] => audits[id]?.details?.items ?? [];
/** An audit's numeric value (NaN when it has none). */
const numeric = (audits: Lhr['audits'], id: string): number => audits[id]?.numericValue ?? NaN;

/** One page's Lighthouse figures. */
export type Summary = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKB: number;
  totalKB: number;
  requests: number;
  lcpElement: string | null;
  bytesByType: Record<string, number>;
  requestsBeforeLcp: string[];
  failing: string[];
  error?: string | null;
};

/** Chromium flags for a quiet, reproducible browser (headless here). */
export const chromeFlags = ['--headless', ...chromiumFlags];

/** One page per template of the site; each is measured in English and in French. */
const siteTemplates: [string, string][] = [
  ['home', '/'],
  ['docs home', '/docs/'],
  ['integration doc', '/docs/integrations/zigbee2mqtt/'],
  ['doc with screenshots', '/docs/dashboard/intro/'],
  ['scene doc', '/docs/scenes/scheduled-trigger/'],
  ['doc with diagram', '/docs/scenes/chain-action/'],
  ['blog list', '/blog/'],
  ['blog post', '/blog/2024-year-in-review/'],
  ['plus', '/plus/'],
  ['open metrics', '/open/'],
  ['integrations directory', '/integrations/'],
  ['search', '/search/'],
];

/** The bare site's pages of the same kinds. */
const floorTemplates: [string, string][] = [
  ['home', '/'],
  ['docs home', '/docs/intro/'],
  ['doc', '/docs/tutorial-basics/create-a-page/'],
  ['blog list', '/blog/'],
  ['blog post', '/blog/welcome/'],
];

/** The floor's page each site template is compared with (pages the floor lacks: its home). */
const floorPeer: Record<string, string> = {
  home: 'home',
  'docs home': 'docs home',
  'integration doc': 'doc',
  'doc with screenshots': 'doc',
  'scene doc': 'doc',
  'doc with diagram': 'doc',
  'blog list': 'blog list',
  'blog post': 'blog post',
};

/**
 * The old site's main-thread blocking per page load (ms, 4× slowdown, 412 px, from navigation start
 * until 5 s after load), measured once on the old site: the sum of two rounds halved. The target is half of it.
 * The old site's integration figure is its Tuya page.
 */
const oldSiteBlockingMs: Record<string, number> = {
  home: 973,
  'docs home': 1360,
  'integration doc': 1069,
  'blog list': 1162,
  plus: 998,
  'open metrics': 1171,
};

/** Pages whose CPU profile (self time per script) the benchmark keeps. */
const profiledPages: [string, string][] = [
  ['docs home', '/docs/'],
  ['doc with code', '/docs/installation/docker/'],
  ['blog list', '/blog/'],
  ['open metrics', '/open/'],
];

/** Summarises one Lighthouse result. */
function summarise(lhr: Lhr): Summary {
  const audits = lhr.audits;
  const bytes = (type: string) =>
    items(audits, 'resource-summary').find((i) => i.resourceType === type)?.transferSize ?? 0;
  const score = (id: string) => Math.round((lhr.categories[id]!.score ?? 0) * 100);
  const failing = Object.values(lhr.categories)
    .filter((c) => c.id !== 'performance')
    .flatMap((c) =>
      c.auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id]!.score ?? 1) < 1)
        .map((ref) => `${c.id}:${ref.id}`),
    );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(numeric(audits, 'largest-contentful-paint')),
    tbtMs: Math.round(numeric(audits, 'total-blocking-time')),
    cls: Math.round(numeric(audits, 'cumulative-layout-shift') * 1000) / 1000,
    jsKB: Math.round(bytes('script') / 1024),
    totalKB: Math.round(numeric(audits, 'total-byte-weight') / 1024),
    requests:
      items(audits, 'resource-summary').find((i) => i.resourceType === 'total')?.requestCount ?? 0,
    lcpElement:
      items(audits, 'largest-contentful-paint-element')[0]?.items?.[0]?.node?.snippet ?? null,
    bytesByType: bytesByType(audits),
    requestsBeforeLcp: requestsBeforeLcp(audits),
    failing,
  };
}

/**
 * KB transferred per resource type (document, stylesheet, script, image, other…: `other` holds
 * the route chunks Docusaurus prefetches for the links on screen, the manifest and the icons).
 */
function bytesByType(audits: Lhr['audits']): Record<string, number> {
  return Object.fromEntries(
    items(audits, 'resource-summary')
      .filter((item) => item.resourceType !== 'total' && (item.transferSize ?? 0) > 0)
      .map((item) => [item.resourceType, Math.round((item.transferSize ?? 0) / 102.4) / 10]),
  );
}

/**
 * The requests that started before the largest contentful paint of the recorded (unthrottled)
 * load, as `path (KB)`: Lighthouse's simulated LCP counts all of them, render-blocking or not, so
 * a request here that the paint does not need (an image further down, the web app manifest and
 * the icon Chromium fetches for it, the favicon) still raises the simulated LCP above the FCP.
 * Times are approximate: request start against the observed LCP, both from navigation start.
 */
function requestsBeforeLcp(audits: Lhr['audits']): string[] {
  const observedLcp = items(audits, 'metrics')[0]?.observedLargestContentfulPaint;
  if (observedLcp === undefined) return [];
  return items(audits, 'network-requests')
    .filter((item) => !item.url!.startsWith('data:') && item.networkRequestTime! < observedLcp)
    .map(
      (item) =>
        `${new URL(item.url!).pathname} (${Math.round((item.transferSize ?? 0) / 102.4) / 10})`,
    );
}

/**
 * Lighthouse's command line. It runs in a plain Node process: under tsx, the functions Lighthouse
 * sends to the page to evaluate carry esbuild's `__name` helper, which the page lacks
 * ("__name is not defined").
 */
const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const runFile = promisify(execFile);

/**
 * One Lighthouse run (mobile preset, simulated throttling) in the Chromium listening on `port`,
 * summarised. A run that ends with a runtime error (Lighthouse now and then reports NO_LCP, with
 * every metric empty, on a page that has one) is run again, up to three attempts; the last error
 * is kept in the row (`error`) when all three fail.
 */
export async function lighthouseRun(pageUrl: string, port: number): Promise<Summary> {
  let error: string | null = null;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const {stdout} = await runFile(
      process.execPath,
      [
        lighthouseCli,
        pageUrl,
        `--port=${port}`,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
      ],
      {maxBuffer: 256 * 1024 * 1024},
    );
    const lhr = JSON.parse(stdout) as Lhr;
    error = lhr.runtimeError?.code ?? null;
    if (!error) return summarise(lhr);
    console.error(`  ${pageUrl}: Lighthouse error ${error} (attempt ${attempt} of 3)`);
  }
  return {...emptySummary, error};
}

/** The row of a page Lighthouse could not measure. */
const emptySummary: Summary = {
  performance: 0,
  accessibility: 0,
  bestPractices: 0,
  seo: 0,
  lcpMs: NaN,
  tbtMs: NaN,
  cls: NaN,
  jsKB: 0,
  totalKB: 0,
  requests: 0,
  lcpElement: null,
  bytesByType: {},
  requestsBeforeLcp: [],
  failing: [],
};

/**
 * Serves a build and measures each page of `templates` in each locale (pages the build lacks are
 * skipped), one after the other.
 * @param measureOne `(url, label) => figures` for one page; `label` is for the progress line
 * @param describe `(figures) => text` of the progress line
 * @returns one row per page: `{kind, template, locale, path, ...figures}`
 */
async function measurePages<F extends object>(
  kind: string,
  dir: string,
  templates: [string, string][],
  locales: string[],
  measureOne: (url: string) => Promise<F>,
  describe: (figures: F) => string,
): Promise<(Row & F)[]> {
  const {server, url} = await startServer({dir, port: 0, compress: true});
  const rows: (Row & F)[] = [];
  try {
    for (const locale of locales) {
      for (const [template, pagePath] of templates) {
        const sitePath = locale === 'en' ? pagePath : `/${locale}${pagePath}`;
        if (!existsSync(path.join(dir, sitePath, 'index.html'))) continue;
        const figures = await measureOne(`${url}${sitePath}`);
        rows.push({kind, template, locale, path: sitePath, ...figures});
        console.error(`  ${kind} ${locale} ${template}: ${describe(figures)}`);
      }
    }
  } finally {
    server.close();
  }
  return rows;
}

/** Lighthouse on each page of a build (the run with the median score); one row per page. */
function measure(
  kind: string,
  dir: string,
  templates: [string, string][],
  locales: string[],
  port: number,
  runs: number,
) {
  return measurePages(
    kind,
    dir,
    templates,
    locales,
    async (pageUrl) => {
      const samples: Summary[] = [];
      for (let i = 0; i < runs; i += 1) samples.push(await lighthouseRun(pageUrl, port));
      samples.sort((a, b) => a.performance - b.performance);
      return samples[Math.floor(samples.length / 2)]!;
    },
    (row) => `performance ${row.performance}, LCP ${row.lcpMs} ms, JS ${row.jsKB} KB`,
  );
}

/**
 * Long tasks of each page of a build, the median of `mainThreadRuns` cold loads at 4× CPU
 * slowdown in a 412 px viewport.
 * @returns one row per page: `{kind, template, locale, path, blockingMs, longestMs, tasks, lcpMs}`
 */
function measureMainThread(
  browser: Browser,
  kind: string,
  dir: string,
  templates: [string, string][],
  locales: string[],
  mainThreadRuns: number,
) {
  return measurePages(
    kind,
    dir,
    templates,
    locales,
    (pageUrl) => longTasksMedian(browser, pageUrl, mainThreadRuns),
    (figures) => `blocking ${figures.blockingMs} ms, longest task ${figures.longestMs} ms`,
  );
}

/** The first interactions of `interactions` on a build, each on a fresh page. */
async function measureInteractions(
  browser: Browser,
  kind: string,
  dir: string,
  mainThreadRuns: number,
): Promise<Record<string, number>> {
  const {server, url} = await startServer({dir, port: 0, compress: true});
  const results: Record<string, number> = {};
  try {
    for (const interaction of interactions) {
      const samples: (number | null)[] = [];
      for (let i = 0; i < mainThreadRuns; i += 1) {
        samples.push(await interactionTime(browser, url, interaction));
      }
      if (samples.every((sample) => sample === null)) continue;
      results[interaction.name] = median(samples.filter((sample) => sample !== null));
      console.error(`  ${kind} ${interaction.name}: ${results[interaction.name]} ms`);
    }
  } finally {
    server.close();
  }
  return results;
}

/** CPU profiles of `profiledPages` (English): self time per script, largest first. */
async function measureProfiles(browser: Browser, dir: string) {
  const {server, url} = await startServer({dir, port: 0, compress: true});
  const profiles: Record<string, {script: string; ms: number}[]> = {};
  try {
    for (const [name, pagePath] of profiledPages) {
      profiles[name] = await profileByScript(browser, `${url}${pagePath}`);
    }
  } finally {
    server.close();
  }
  return profiles;
}

/** Prints the main-thread rows beside the floor's peer page and the old site's figure. */
function printMainThread(rows: (Row & LongTasks)[]) {
  const floor = Object.fromEntries(
    rows.filter((r) => r.kind === 'floor').map((r) => [r.template, r]),
  );
  const header = [
    'build',
    'template',
    'locale',
    'blocking ms',
    'longest ms',
    'floor blocking',
    'ratio to floor',
    'old site',
    'ratio to old',
  ];
  const lines = rows.map((row) => {
    const peer = row.kind === 'site' ? floor[floorPeer[row.template] ?? 'home'] : undefined;
    const old = row.kind === 'site' ? oldSiteBlockingMs[row.template] : undefined;
    const ratio = (a: number, b: number) => (b ? (a / b).toFixed(2) : '');
    return [
      row.kind,
      row.template,
      row.locale,
      `${row.blockingMs}${peer && row.blockingMs > peer.blockingMs ? '!' : ''}`,
      `${row.longestMs}${row.longestMs > 200 ? '!' : ''}`,
      peer?.blockingMs ?? '',
      peer ? ratio(row.blockingMs, peer.blockingMs) : '',
      old ?? '',
      old ? `${ratio(row.blockingMs, old)}${row.blockingMs > old / 2 ? '!' : ''}` : '',
    ];
  });
  const all = [header, ...lines];
  printAligned(all);
}

/** Formats a row for the table, with `!` after each figure that misses its target. */
function formatRow(row: Row & Summary) {
  const mark = (value: unknown, ok: boolean) => `${value}${ok ? '' : '!'}`;
  return [
    row.kind,
    row.template,
    row.locale,
    mark(row.performance, row.performance >= targets.performance),
    mark(row.accessibility, row.accessibility >= targets.accessibility),
    mark(row.bestPractices, row.bestPractices >= targets.bestPractices),
    mark(row.seo, row.seo >= targets.seo),
    mark((row.lcpMs / 1000).toFixed(2), row.lcpMs <= targets.lcpMs),
    mark(row.tbtMs, row.tbtMs <= targets.tbtMs),
    mark(row.cls.toFixed(3), row.cls <= targets.cls),
    mark(row.jsKB, row.jsKB <= targets.jsKB),
    mark(row.totalKB, row.totalKB <= targets.totalKB),
  ];
}

/** Prints rows as an aligned text table. */
function printTable(rows: (Row & Summary)[]) {
  const header = [
    'build',
    'template',
    'locale',
    'perf',
    'a11y',
    'bp',
    'seo',
    'LCP s',
    'TBT ms',
    'CLS',
    'JS KB',
    'total KB',
  ];
  printAligned([header, ...rows.map(formatRow)]);
}

/** Prints lines of cells as an aligned text table. */
function printAligned(lines: unknown[][]) {
  const widths = lines[0]!.map((_, i) => Math.max(...lines.map((l) => String(l[i]).length)));
  for (const line of lines)
    console.log(line.map((cell, i) => String(cell).padEnd(widths[i]!)).join('  '));
}

async function run(values: OptionValues) {
  const runs = Number(values.runs);
  const only = String(values.only).split(',');
  /** Template names to measure (comma-separated); all when empty. */
  const onlyTemplates = String(values.templates).split(',').filter(Boolean);
  const skipBuild = Boolean(values['skip-build']);
  const cold = Boolean(values.cold);
  const measures = String(values.measures).split(',');
  const mainThreadRuns = Number(values['main-thread-runs']);
  const cleanEnv = productionEnv();
  /** A build of the site or the floor: `docusaurus clear` first when `--cold`. */
  const build = (cwd: string, args: string[]) => {
    if (cold) spawnSync('npx', ['docusaurus', 'clear'], {cwd, env: cleanEnv, stdio: 'ignore'});
    const {seconds, peakMemoryMB} = timedBuild(cwd, args, cleanEnv);
    return {seconds, peakMemoryMB};
  };
  const builds: Record<string, {seconds: number; peakMemoryMB: number}> = {};
  if (only.includes('site') && !(skipBuild && existsSync(path.join(siteBuild, 'index.html')))) {
    console.error('Building the site (both locales)…');
    rmSync(siteBuild, {recursive: true, force: true});
    builds.site = build(root, ['--out-dir', siteBuild]);
  }
  if (
    only.includes('floor') &&
    !(skipBuild && existsSync(path.join(floorDir, 'build/index.html')))
  ) {
    console.error('Scaffolding and building the bare Docusaurus site (the floor)…');
    scaffoldFloor(floorDir, root);
    builds.floor = build(floorDir, []);
  }

  const rows: (Row & Summary)[] = [];
  const chrome = measures.includes('lighthouse')
    ? await launch({chromePath: chromiumPath, chromeFlags})
    : null;
  try {
    if (chrome && only.includes('site')) {
      const templates = onlyTemplates.length
        ? siteTemplates.filter(([name]) => onlyTemplates.includes(name))
        : siteTemplates;
      rows.push(...(await measure('site', siteBuild, templates, ['en', 'fr'], chrome.port, runs)));
    }
    if (chrome && only.includes('floor')) {
      rows.push(
        ...(await measure(
          'floor',
          path.join(floorDir, 'build'),
          floorTemplates,
          ['en'],
          chrome.port,
          runs,
        )),
      );
    }
  } finally {
    await chrome?.kill();
  }

  const siteTemplatesChosen = onlyTemplates.length
    ? siteTemplates.filter(([name]) => onlyTemplates.includes(name))
    : siteTemplates;
  const floorBuild = path.join(floorDir, 'build');
  const mainThread: (Row & LongTasks)[] = [];
  const firstInteractions: Record<string, Record<string, number>> = {};
  let profiles: Record<string, {script: string; ms: number}[]> = {};
  if (measures.some((m) => ['main-thread', 'interactions', 'profile'].includes(m))) {
    const browser = await launchChromium();
    try {
      if (measures.includes('main-thread')) {
        console.error(`Main thread (${cpuSlowdown}× CPU slowdown, median of ${mainThreadRuns})…`);
        // The floor first, then the site, per run of the same machine.
        if (only.includes('floor')) {
          mainThread.push(
            ...(await measureMainThread(
              browser,
              'floor',
              floorBuild,
              floorTemplates,
              ['en'],
              mainThreadRuns,
            )),
          );
        }
        if (only.includes('site')) {
          mainThread.push(
            ...(await measureMainThread(
              browser,
              'site',
              siteBuild,
              siteTemplatesChosen,
              ['en', 'fr'],
              mainThreadRuns,
            )),
          );
        }
      }
      if (measures.includes('interactions')) {
        console.error('First interactions (Event Timing)…');
        if (only.includes('floor')) {
          firstInteractions.floor = await measureInteractions(
            browser,
            'floor',
            floorBuild,
            mainThreadRuns,
          );
        }
        if (only.includes('site')) {
          firstInteractions.site = await measureInteractions(
            browser,
            'site',
            siteBuild,
            mainThreadRuns,
          );
        }
      }
      if (measures.includes('profile') && only.includes('site')) {
        console.error('CPU profiles…');
        profiles = await measureProfiles(browser, siteBuild);
      }
    } finally {
      await browser.close();
    }
  }

  console.log(
    `\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}— mobile preset, simulated throttling; "!" misses the target`,
  );
  if (rows.length) printTable(rows);
  if (mainThread.length) {
    console.log(
      `\nMain thread — ${cpuSlowdown}× CPU slowdown, 412 px, cold cache, navigation start to 5 s after load, median of ${mainThreadRuns}; "!" misses a target (blocking ≤ floor and ≤ half the old site's, longest task ≤ 200 ms)`,
    );
    printMainThread(mainThread);
  }
  for (const [kind, figures] of Object.entries(firstInteractions)) {
    console.log(
      `\nFirst interactions, ${kind} (Event Timing, ms, target ≤ 100): ${Object.entries(figures)
        .map(([name, ms]) => `${name} ${ms}${ms > 100 ? '!' : ''}`)
        .join(', ')}`,
    );
  }
  for (const [name, scripts] of Object.entries(profiles)) {
    console.log(
      `\nProfile, ${name} (self time at ${cpuSlowdown}×, ms): ${scripts
        .map((s) => `${s.script} ${s.ms}`)
        .join(', ')}`,
    );
  }
  for (const [name, build] of Object.entries(builds)) {
    console.log(
      `build ${name} (${cold ? 'cold' : 'with the bundler cache'}): ${build.seconds} s, peak memory ${build.peakMemoryMB} MB`,
    );
  }
  const failing = [
    ...new Set(
      rows.flatMap((r) => r.failing.map((f) => `${r.kind} ${r.locale} ${r.template}: ${f}`)),
    ),
  ];
  if (failing.length) {
    console.log(
      `\nAudits lowering accessibility, best practices or SEO:\n  ${failing.join('\n  ')}`,
    );
  }

  const report = {
    date: new Date().toISOString(),
    commit: currentCommit(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      memoryGB: Math.round(totalmem() / 1024 ** 3),
      node: process.version,
    },
    lighthouse: {preset: 'mobile', throttling: 'simulated', runs},
    coldBuild: cold,
    targets,
    builds,
    results: rows,
    mainThread: {cpuSlowdown, runs: mainThreadRuns, pages: mainThread, oldSiteBlockingMs},
    interactions: firstInteractions,
    profiles,
  };
  const stamp = report.date.replace(/[:.]/g, '-');
  writeResults(`bench-${stamp}.json`, report);
  writeResults('latest.json', report);
  console.log(`\nWrote bench-results/bench-${stamp}.json and bench-results/latest.json`);
}

export const pages: BenchCommand = {
  summary:
    'Lighthouse, main thread, first interactions and profiles per template, beside the floor',
  options: {
    runs: {type: 'string', default: '1'},
    only: {type: 'string', default: 'site,floor'},
    templates: {type: 'string', default: ''},
    'skip-build': {type: 'boolean', default: false},
    cold: {type: 'boolean', default: false},
    measures: {type: 'string', default: 'lighthouse,main-thread,interactions,profile'},
    'main-thread-runs': {type: 'string', default: '3'},
  },
  run,
};
