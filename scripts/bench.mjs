#!/usr/bin/env node
/**
 * Lighthouse benchmark of the built site, beside a bare Docusaurus site (the floor).
 *
 * 1. Builds the site (both locales, production settings) into bench-results/site-build/
 *    and a bare Docusaurus classic TypeScript site (scaffolded under /tmp from the
 *    create-docusaurus template of the installed Docusaurus version, never committed),
 *    timing each build and recording its peak memory with /usr/bin/time -v.
 * 2. Serves each build with scripts/lib/server.ts (the host's headers and redirects,
 *    brotli like the host) and runs Lighthouse (mobile preset, simulated throttling) in
 *    Debian's Chromium on one page per template, in both locales.
 * 3. In Debian's Chromium driven by Playwright, at 4× CPU slowdown, cold cache (scripts/lib/mainThread.mjs):
 *    long tasks of each page from navigation start until 5 s after load (blocking = the sum of
 *    each task's time over 50 ms, and the longest task; median of 3 loads, 412 px), beside the
 *    floor's page of the same kind and the old site's figures measured once; the first tap on the
 *    mobile menu, the colour-mode switch, opening search and expanding a sidebar category (Event
 *    Timing); and the self time per script of a CPU profile of four pages.
 * 4. Prints the tables and writes bench-results/bench-<date>.json and bench-results/latest.json.
 *
 * Usage: npm run bench [-- --runs=3] [-- --skip-build] [-- --cold] [-- --only=site|floor]
 *                      [-- --templates=<name>,<name>]  (site templates to measure, by name)
 *   --runs=N      Lighthouse runs per page; the run with the median performance score is kept.
 *   --skip-build  reuse bench-results/site-build/ and the scaffolded floor site.
 *   --cold        empty the bundler cache first (`docusaurus clear`), to time a build from scratch.
 *   --measures=lighthouse,main-thread,interactions,profile   what to measure (default: all).
 *   --main-thread-runs=N   page loads per figure of the main-thread measures (default 3).
 *
 * Run it on an otherwise idle machine: Lighthouse's simulated metrics still depend on
 * the CPU time the page really takes.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {cpus, totalmem, tmpdir} from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import {launch} from 'chrome-launcher';
import {startServer} from './lib/server.ts';
import {scaffoldFloor as scaffoldFloorAt} from './lib/floor.mjs';
import {chromiumFlags, chromiumPath} from './lib/chromium.ts';
import {
  cpuSlowdown,
  interactionTime,
  interactions,
  launchChromium,
  longTasksMedian,
  profileByScript,
} from './lib/mainThread.mjs';

const root = process.cwd();
const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const runs = Number(option('runs', '1'));
const only = option('only', 'site,floor').split(',');
/** Template names to measure (comma-separated); all when empty. */
const onlyTemplates = option('templates', '').split(',').filter(Boolean);
const skipBuild = args.includes('--skip-build');
const cold = args.includes('--cold');
/** What to measure: Lighthouse, main-thread long tasks, first interactions, CPU profiles. */
const measures = option('measures', 'lighthouse,main-thread,interactions,profile').split(',');
/** Page loads per page for the main-thread figures (the median is kept). */
const mainThreadRuns = Number(option('main-thread-runs', '3'));

const resultsDir = path.join(root, 'bench-results');
const siteBuild = path.join(resultsDir, 'site-build');
const floorDir = path.join(tmpdir(), 'gladys-bench-floor-site');

/** Page targets (PERFORMANCE.md); a figure past its target is flagged in the table. */
export const targets = {
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

/** Chromium flags for a quiet, reproducible browser (headless here). */
const chromeFlags = ['--headless', ...chromiumFlags];

/** One page per template of the site; each is measured in English and in French. */
const siteTemplates = [
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
const floorTemplates = [
  ['home', '/'],
  ['docs home', '/docs/intro/'],
  ['doc', '/docs/tutorial-basics/create-a-page/'],
  ['blog list', '/blog/'],
  ['blog post', '/blog/welcome/'],
];

/** The floor's page each site template is compared with (pages the floor lacks: its home). */
const floorPeer = {
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
const oldSiteBlockingMs = {
  home: 973,
  'docs home': 1360,
  'integration doc': 1069,
  'blog list': 1162,
  plus: 998,
  'open metrics': 1171,
};

/** Pages whose CPU profile (self time per script) the benchmark keeps. */
const profiledPages = [
  ['docs home', '/docs/'],
  ['doc with code', '/docs/installation/docker/'],
  ['blog list', '/blog/'],
  ['open metrics', '/open/'],
];

/**
 * Runs `npm run build` (a process per locale, scripts/build.ts) under /usr/bin/time -v.
 * @returns wall-clock seconds and peak resident memory in MB (largest process of the build)
 * @throws Error with the build's output when it fails
 */
function timedBuild(cwd, extraArgs, env) {
  if (cold) {
    spawnSync('npx', ['docusaurus', 'clear'], {cwd, env, stdio: 'ignore'});
  }
  const result = spawnSync('/usr/bin/time', ['-v', 'npm', 'run', 'build', '--', ...extraArgs], {
    cwd,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`build failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  }
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)/
    .exec(result.stderr)[1]
    .split(':')
    .map(Number);
  const seconds = wall.reduce((total, part) => total * 60 + part, 0);
  const peakKB = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)[1]);
  return {seconds: Math.round(seconds * 10) / 10, peakMemoryMB: Math.round(peakKB / 1024)};
}

/** Scaffolds the floor into floorDir (see scripts/lib/floor.mjs). */
function scaffoldFloor() {
  scaffoldFloorAt(floorDir, root);
}

/** Summarises one Lighthouse result. */
function summarise(lhr) {
  const audits = lhr.audits;
  const bytes = (type) =>
    audits['resource-summary'].details.items.find((i) => i.resourceType === type)?.transferSize ??
    0;
  const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  const failing = Object.values(lhr.categories)
    .filter((c) => c.id !== 'performance')
    .flatMap((c) =>
      c.auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id].score ?? 1) < 1)
        .map((ref) => `${c.id}:${ref.id}`),
    );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    jsKB: Math.round(bytes('script') / 1024),
    totalKB: Math.round(audits['total-byte-weight'].numericValue / 1024),
    requests:
      audits['resource-summary'].details.items.find((i) => i.resourceType === 'total')
        ?.requestCount ?? 0,
    lcpElement:
      audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ??
      null,
    bytesByType: bytesByType(audits),
    requestsBeforeLcp: requestsBeforeLcp(audits),
    failing,
  };
}

/**
 * KB transferred per resource type (document, stylesheet, script, image, other…: `other` holds
 * the route chunks Docusaurus prefetches for the links on screen, the manifest and the icons).
 */
function bytesByType(audits) {
  return Object.fromEntries(
    audits['resource-summary'].details.items
      .filter((item) => item.resourceType !== 'total' && item.transferSize > 0)
      .map((item) => [item.resourceType, Math.round(item.transferSize / 102.4) / 10]),
  );
}

/**
 * The requests that started before the largest contentful paint of the recorded (unthrottled)
 * load, as `path (KB)`: Lighthouse's simulated LCP counts all of them, render-blocking or not, so
 * a request here that the paint does not need (an image further down, the web app manifest and
 * the icon Chromium fetches for it, the favicon) still raises the simulated LCP above the FCP.
 * Times are approximate: request start against the observed LCP, both from navigation start.
 */
function requestsBeforeLcp(audits) {
  const observedLcp = audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  if (observedLcp === undefined) return [];
  return audits['network-requests'].details.items
    .filter((item) => !item.url.startsWith('data:') && item.networkRequestTime < observedLcp)
    .map((item) => `${new URL(item.url).pathname} (${Math.round(item.transferSize / 102.4) / 10})`);
}

/**
 * One Lighthouse run, summarised. A run that ends with a runtime error (Lighthouse now and then
 * reports NO_LCP, with every metric empty, on a page that has one) is run again, up to three
 * attempts; the last error is kept in the row (`error`) when all three fail.
 */
async function lighthouseRun(pageUrl, port) {
  let error = null;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const result = await lighthouse(pageUrl, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    error = result.lhr.runtimeError?.code ?? null;
    if (!error) return summarise(result.lhr);
    console.error(`  ${pageUrl}: Lighthouse error ${error} (attempt ${attempt} of 3)`);
  }
  return {...emptySummary, error};
}

/** The row of a page Lighthouse could not measure. */
const emptySummary = {
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
async function measurePages(kind, dir, templates, locales, measureOne, describe) {
  const {server, url} = await startServer({dir, port: 0, compress: true});
  const rows = [];
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
function measure(kind, dir, templates, locales, port) {
  return measurePages(
    kind,
    dir,
    templates,
    locales,
    async (pageUrl) => {
      const samples = [];
      for (let i = 0; i < runs; i += 1) samples.push(await lighthouseRun(pageUrl, port));
      samples.sort((a, b) => a.performance - b.performance);
      return samples[Math.floor(samples.length / 2)];
    },
    (row) => `performance ${row.performance}, LCP ${row.lcpMs} ms, JS ${row.jsKB} KB`,
  );
}

/**
 * Long tasks of each page of a build, the median of `mainThreadRuns` cold loads at 4× CPU
 * slowdown in a 412 px viewport.
 * @returns one row per page: `{kind, template, locale, path, blockingMs, longestMs, tasks, lcpMs}`
 */
function measureMainThread(browser, kind, dir, templates, locales) {
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
async function measureInteractions(browser, kind, dir) {
  const {server, url} = await startServer({dir, port: 0, compress: true});
  const results = {};
  try {
    for (const interaction of interactions) {
      const samples = [];
      for (let i = 0; i < mainThreadRuns; i += 1) {
        samples.push(await interactionTime(browser, url, interaction));
      }
      if (samples.every((sample) => sample === null)) continue;
      const values = samples.filter((sample) => sample !== null).sort((a, b) => a - b);
      results[interaction.name] = values[Math.floor((values.length - 1) / 2)];
      console.error(`  ${kind} ${interaction.name}: ${results[interaction.name]} ms`);
    }
  } finally {
    server.close();
  }
  return results;
}

/** CPU profiles of `profiledPages` (English): self time per script, largest first. */
async function measureProfiles(browser, dir) {
  const {server, url} = await startServer({dir, port: 0, compress: true});
  const profiles = {};
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
function printMainThread(rows) {
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
    const ratio = (a, b) => (b ? (a / b).toFixed(2) : '');
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
  const widths = header.map((_, i) => Math.max(...all.map((l) => String(l[i]).length)));
  for (const line of all) {
    console.log(line.map((cell, i) => String(cell).padEnd(widths[i])).join('  '));
  }
}

/** Formats a row for the table, with `!` after each figure that misses its target. */
function formatRow(row) {
  const mark = (value, ok) => `${value}${ok ? '' : '!'}`;
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
function printTable(rows) {
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
  const lines = [header, ...rows.map(formatRow)];
  const widths = header.map((_, i) => Math.max(...lines.map((l) => String(l[i]).length)));
  for (const line of lines) {
    console.log(line.map((cell, i) => String(cell).padEnd(widths[i])).join('  '));
  }
}

async function main() {
  mkdirSync(resultsDir, {recursive: true});
  const cleanEnv = {...process.env};
  for (const name of [
    'GLADYS_TEST_ROUTES',
    'CONTACT_ENDPOINT',
    'ANALYTICS_SCRIPT_URL',
    'ALGOLIA_APP_ID',
    'ALGOLIA_SEARCH_API_KEY',
    'ALGOLIA_INDEX_NAME',
  ]) {
    delete cleanEnv[name];
  }
  const builds = {};
  if (only.includes('site') && !(skipBuild && existsSync(path.join(siteBuild, 'index.html')))) {
    console.error('Building the site (both locales)…');
    rmSync(siteBuild, {recursive: true, force: true});
    builds.site = timedBuild(root, ['--out-dir', siteBuild], cleanEnv);
  }
  if (
    only.includes('floor') &&
    !(skipBuild && existsSync(path.join(floorDir, 'build/index.html')))
  ) {
    console.error('Scaffolding and building the bare Docusaurus site (the floor)…');
    scaffoldFloor();
    builds.floor = timedBuild(floorDir, [], cleanEnv);
  }

  const rows = [];
  const chrome = measures.includes('lighthouse')
    ? await launch({chromePath: chromiumPath, chromeFlags})
    : null;
  try {
    if (chrome && only.includes('site')) {
      const templates = onlyTemplates.length
        ? siteTemplates.filter(([name]) => onlyTemplates.includes(name))
        : siteTemplates;
      rows.push(...(await measure('site', siteBuild, templates, ['en', 'fr'], chrome.port)));
    }
    if (chrome && only.includes('floor')) {
      rows.push(
        ...(await measure(
          'floor',
          path.join(floorDir, 'build'),
          floorTemplates,
          ['en'],
          chrome.port,
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
  const mainThread = [];
  const firstInteractions = {};
  let profiles = {};
  if (measures.some((m) => ['main-thread', 'interactions', 'profile'].includes(m))) {
    const browser = await launchChromium();
    try {
      if (measures.includes('main-thread')) {
        console.error(`Main thread (${cpuSlowdown}× CPU slowdown, median of ${mainThreadRuns})…`);
        // The floor first, then the site, per run of the same machine.
        if (only.includes('floor')) {
          mainThread.push(
            ...(await measureMainThread(browser, 'floor', floorBuild, floorTemplates, ['en'])),
          );
        }
        if (only.includes('site')) {
          mainThread.push(
            ...(await measureMainThread(browser, 'site', siteBuild, siteTemplatesChosen, [
              'en',
              'fr',
            ])),
          );
        }
      }
      if (measures.includes('interactions')) {
        console.error('First interactions (Event Timing)…');
        if (only.includes('floor')) {
          firstInteractions.floor = await measureInteractions(browser, 'floor', floorBuild);
        }
        if (only.includes('site')) {
          firstInteractions.site = await measureInteractions(browser, 'site', siteBuild);
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

  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    encoding: 'utf8',
  }).stdout.trim();
  const report = {
    date: new Date().toISOString(),
    commit,
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
  writeFileSync(
    path.join(resultsDir, `bench-${stamp}.json`),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWrote bench-results/bench-${stamp}.json and bench-results/latest.json`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
