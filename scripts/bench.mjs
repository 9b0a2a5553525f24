#!/usr/bin/env node
/**
 * Lighthouse benchmark of the built site, beside a bare Docusaurus site (the floor).
 *
 * 1. Builds the site (both locales, production settings) into bench-results/site-build/
 *    and a bare Docusaurus classic TypeScript site (scaffolded under /tmp from the
 *    create-docusaurus template of the installed Docusaurus version, never committed),
 *    timing each build and recording its peak memory with /usr/bin/time -v.
 * 2. Serves each build with tests/support/server.ts (the host's headers and redirects,
 *    brotli like the host) and runs Lighthouse (mobile preset, simulated throttling) in
 *    Debian's Chromium on one page per template, in both locales.
 * 3. Prints a table and writes bench-results/bench-<date>.json and bench-results/latest.json.
 *
 * Usage: npm run bench [-- --runs=3] [-- --skip-build] [-- --cold] [-- --only=site|floor]
 *                      [-- --templates=<name>,<name>]  (site templates to measure, by name)
 *   --runs=N      Lighthouse runs per page; the run with the median performance score is kept.
 *   --skip-build  reuse bench-results/site-build/ and the scaffolded floor site.
 *   --cold        empty the bundler cache first (`docusaurus clear`), to time a build from scratch.
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
import {startServer} from '../tests/support/server.ts';
import {scaffoldFloor as scaffoldFloorAt} from './lib/floor.mjs';
import {chromiumFlags, chromiumPath} from '../tests/support/chromium.ts';

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

const resultsDir = path.join(root, 'bench-results');
const siteBuild = path.join(resultsDir, 'site-build');
const floorDir = path.join(tmpdir(), 'gladys-bench-floor-site');

/** Targets of issue 8; a figure past its target is flagged in the table. */
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

/**
 * Runs `docusaurus build` under /usr/bin/time -v.
 * @returns wall-clock seconds and peak resident memory in MB (largest process of the build)
 * @throws Error with the build's output when it fails
 */
function timedBuild(cwd, extraArgs, env) {
  if (cold) {
    spawnSync('npx', ['docusaurus', 'clear'], {cwd, env, stdio: 'ignore'});
  }
  const result = spawnSync('/usr/bin/time', ['-v', 'npx', 'docusaurus', 'build', ...extraArgs], {
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
    failing,
  };
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
  failing: [],
};

/** Lighthouse on each page of a build; returns one row per page. */
async function measure(kind, dir, templates, locales, port) {
  const {server, url} = await startServer({dir, port: 0, compress: true});
  const rows = [];
  try {
    for (const locale of locales) {
      for (const [template, pagePath] of templates) {
        const sitePath = locale === 'en' ? pagePath : `/${locale}${pagePath}`;
        if (!existsSync(path.join(dir, sitePath, 'index.html'))) {
          continue;
        }
        const samples = [];
        for (let i = 0; i < runs; i += 1) {
          samples.push(await lighthouseRun(`${url}${sitePath}`, port));
        }
        samples.sort((a, b) => a.performance - b.performance);
        const row = {
          kind,
          template,
          locale,
          path: sitePath,
          ...samples[Math.floor(samples.length / 2)],
        };
        rows.push(row);
        console.error(
          `  ${kind} ${locale} ${template}: performance ${row.performance}, LCP ${row.lcpMs} ms, JS ${row.jsKB} KB`,
        );
      }
    }
  } finally {
    server.close();
  }
  return rows;
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

  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags,
  });
  const rows = [];
  try {
    if (only.includes('site')) {
      const templates = onlyTemplates.length
        ? siteTemplates.filter(([name]) => onlyTemplates.includes(name))
        : siteTemplates;
      rows.push(...(await measure('site', siteBuild, templates, ['en', 'fr'], chrome.port)));
    }
    if (only.includes('floor')) {
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
    await chrome.kill();
  }

  console.log(
    `\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}— mobile preset, simulated throttling; "!" misses the target`,
  );
  printTable(rows);
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
