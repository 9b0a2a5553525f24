#!/usr/bin/env node
/**
 * Build and dev-server benchmark, beside a bare Docusaurus site of the same version with the same
 * number of pages (the floor), measured one after the other on this machine.
 *
 * For the site and for the floor:
 *   1. cold build: `.docusaurus`, `node_modules/.cache` and `build` removed, then `docusaurus build`
 *      (both locales, production settings) under /usr/bin/time -v: wall time and peak memory;
 *      DOCUSAURUS_PERF_LOGGER=true prints the phases, kept as they are. Cold builds of the same
 *      code move by about ±2 s on the 2-core machine, so each site is built cold `--runs` times
 *      (3 by default), the site and the floor in turn; the run of median wall time is reported,
 *      with every run's time beside it;
 *   2. cached build: the same build again, nothing changed;
 *   3. one doc changed: a line appended to one doc, build again, then the doc restored;
 *   4. dev server: caches removed, `docusaurus start`, time until the first doc page is served;
 *      then a line appended to that doc, time until headless Chromium shows it without a reload.
 *
 * Prints a table with ratios and writes bench-results/build-<date>.json and build-latest.json.
 * Usage: npm run bench:build [-- --only=site|floor] [-- --skip-dev] [-- --runs=N]
 * Needs about 10 minutes on 2 cores. Run it on an otherwise idle machine.
 */
import {spawn, spawnSync} from 'node:child_process';
import {appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumFlags, chromiumPath} from './lib/chromium.ts';
import {contentDirs, walk} from './lib/content.ts';
import {scaffoldFloor} from './lib/floor.mjs';

const root = process.cwd();
const args = process.argv.slice(2);
const only = (args.find((a) => a.startsWith('--only='))?.split('=')[1] ?? 'site,floor').split(',');
const skipDev = args.includes('--skip-dev');
/** Cold builds of each site, the site and the floor in turn (`--runs=N`, at least 1). */
const runs = Math.max(
  1,
  Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3) || 1,
);
const resultsDir = path.join(root, 'bench-results');
const floorDir = path.join(tmpdir(), 'gladys-bench-build-floor');

/** Build targets (cold ≤ 1.5× floor, cached ≤ 0.5× cold, peak ≤ 1.5 GB, HMR < 2 s). */
export const targets = {
  coldVsFloor: 1.5,
  coldVsOldSite: 0.75,
  cachedVsCold: 0.5,
  peakMemoryMB: 1536,
  hmrMs: 2000,
};

/**
 * Cold build of the old site (Docusaurus 3.7 with Faster, commit 6b82e574, both locales), in
 * seconds, measured once on this machine; the old site is not rebuilt here.
 */
const oldSiteColdSeconds = 32.7;

/** Environment of every build: production, no hosted search or analytics keys, test routes off. */
const env = {...process.env, NODE_ENV: 'production', DOCUSAURUS_PERF_LOGGER: 'true', CI: 'true'};
for (const key of Object.keys(env)) {
  if (key.startsWith('ALGOLIA_') || key.startsWith('GLADYS_')) delete env[key];
}

function clearCaches(dir) {
  for (const sub of ['.docusaurus', 'node_modules/.cache', 'build']) {
    rmSync(path.join(dir, sub), {recursive: true, force: true});
  }
}

/** The production build of a site: its own `npm run build` (ours runs one process per locale). */
const buildCommand = () => ['npm', 'run', 'build'];

/**
 * One production build under /usr/bin/time -v.
 * @returns seconds (wall), CPU seconds (user and system, every process of the build), peak memory
 * in MB of the largest process, and the perf-logger lines
 * @throws Error with the build's output when it fails
 */
function timedBuild(dir) {
  const result = spawnSync('/usr/bin/time', ['-v', ...buildCommand(dir)], {
    cwd: dir,
    env,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0)
    throw new Error(`build failed in ${dir}:\n${result.stdout}\n${result.stderr}`);
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)/
    .exec(result.stderr)[1]
    .split(':')
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0);
  const peakKB = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)[1]);
  const cpu = ['User', 'System']
    .map((kind) =>
      Number(new RegExp(`${kind} time \\(seconds\\): ([\\d.]+)`).exec(result.stderr)[1]),
    )
    .reduce((a, b) => a + b, 0);
  const phases = `${result.stdout}\n${result.stderr}`
    .split('\n')
    .filter((line) => line.includes('[PERF]'))
    .map((line) => stripAnsi(line).trim());
  return {
    seconds: Math.round(wall * 10) / 10,
    cpuSeconds: Math.round(cpu * 10) / 10,
    peakMemoryMB: Math.round(peakKB / 1024),
    phases,
  };
}

/** Removes terminal colour codes. */
const stripAnsi = (text) =>
  text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');

/** Gives the floor as many docs and posts as the site has, in English and French. */
function fillFloor() {
  const docs = walk(contentDirs.docs.en).length;
  const posts = walk(contentDirs.blog.en).length;
  const paragraph =
    'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. ';
  const body = (n) =>
    `${Array.from({length: 6}, (_, i) => `## Section ${i + 1}\n\n${paragraph.repeat(4)}\n`).join('\n')}\n\`\`\`bash\necho page ${n}\n\`\`\`\n`;
  const write = (file, text) => {
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, text);
  };
  for (const locale of ['en', 'fr']) {
    const docsDir =
      locale === 'en'
        ? path.join(floorDir, 'docs')
        : path.join(floorDir, 'i18n/fr/docusaurus-plugin-content-docs/current');
    const blogDir =
      locale === 'en'
        ? path.join(floorDir, 'blog')
        : path.join(floorDir, 'i18n/fr/docusaurus-plugin-content-blog');
    for (let i = 0; i < docs; i++)
      write(path.join(docsDir, `page-${i}.md`), `---\ntitle: Page ${i}\n---\n\n${body(i)}`);
    for (let i = 0; i < posts; i++) {
      write(
        path.join(blogDir, `2024-01-${String((i % 28) + 1).padStart(2, '0')}-post-${i}.md`),
        `---\ntitle: Post ${i}\n---\n\n${paragraph}\n\n{/* truncate */}\n\n${body(i)}`,
      );
    }
  }
  const config = path.join(floorDir, 'docusaurus.config.ts');
  writeFileSync(
    config,
    readFileSync(config, 'utf8')
      .replace("locales: ['en']", "locales: ['en', 'fr']")
      .replace(/onBrokenLinks: '\w+'/, "onBrokenLinks: 'warn'"),
  );
  return {docs, posts};
}

/** Appends a line to a doc and returns a function that restores it. */
function touchDoc(file, marker) {
  const original = readFileSync(file, 'utf8');
  appendFileSync(file, `\n\n${marker}\n`);
  return () => writeFileSync(file, original);
}

/** Waits until `url` answers 200, polling every 100 ms. @returns milliseconds since `start` */
async function waitForPage(url, start, timeoutMs = 300_000) {
  while (Date.now() - start < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return Date.now() - start;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} not served after ${timeoutMs} ms`);
}

/**
 * Dev server from empty caches: time to the first served doc, then time until a saved change to
 * that doc shows in Chromium (hot reload, no navigation).
 */
async function devServer(dir, docRoute, docFile, port) {
  clearCaches(dir);
  const start = Date.now();
  const child = spawn(
    'npx',
    ['docusaurus', 'start', '--port', String(port), '--no-open', '--host', '127.0.0.1'],
    {
      cwd: dir,
      env: {...env, NODE_ENV: 'development', BROWSER: 'none'},
      stdio: 'ignore',
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${port}${docRoute}`;
  try {
    const firstPageMs = await waitForPage(url, start);
    const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
    const page = await browser.newPage();
    await page.goto(url);
    await page.locator('article h1, main h1').first().waitFor();
    const marker = `Benchmark marker ${Date.now()}`;
    const changed = Date.now();
    const restore = touchDoc(docFile, marker);
    let hmrMs;
    try {
      await page.getByText(marker).waitFor({timeout: 60_000});
      hmrMs = Date.now() - changed;
    } finally {
      restore();
    }
    await browser.close();
    return {firstPageSeconds: Math.round(firstPageMs / 100) / 10, hmrMs};
  } finally {
    process.kill(-child.pid, 'SIGTERM');
  }
}

/** One cold build: caches and output removed first. */
function coldBuild(dir) {
  clearCaches(dir);
  console.error(`  cold build in ${dir}…`);
  return timedBuild(dir);
}

/**
 * The run of median wall time among cold builds, with every run's wall and CPU time.
 * @param builds results of {@link timedBuild}, at least one
 */
function medianRun(builds) {
  const sorted = [...builds].sort((a, b) => a.seconds - b.seconds);
  return {
    ...sorted[Math.floor((sorted.length - 1) / 2)],
    runs: builds.map((b) => b.seconds),
    cpuRuns: builds.map((b) => b.cpuSeconds),
  };
}

/** The cached build and the one-doc build of a site whose caches a cold build just left. */
function measureWarmBuilds(dir, docFile) {
  console.error(`  cached build in ${dir}…`);
  const cachedBuild = timedBuild(dir);
  console.error(`  one doc changed…`);
  const restore = touchDoc(docFile, 'One more line for the benchmark.');
  let oneDoc;
  try {
    oneDoc = timedBuild(dir);
  } finally {
    restore();
  }
  return {cached: cachedBuild, oneDocChanged: oneDoc};
}

const ratio = (a, b) =>
  typeof a === 'number' && typeof b === 'number' && a && b ? Math.round((a / b) * 100) / 100 : null;

async function main() {
  const results = {
    date: new Date().toISOString(),
    commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], {encoding: 'utf8'}).stdout.trim(),
  };
  const sites = [];
  if (only.includes('site')) sites.push({name: 'site', dir: root, doc: 'docs/api/mqtt-api.md'});
  if (only.includes('floor')) {
    console.error('Scaffolding the floor…');
    scaffoldFloor(floorDir, root);
    results.floorPages = fillFloor();
    sites.push({name: 'floor', dir: floorDir, doc: 'docs/page-0.md'});
  }
  // Cold builds in turn, so that a slow spell of the machine falls on both. The floor's
  // node_modules is a link to ours, so clearing its caches clears ours: each site's cached and
  // one-doc builds come right after its last cold build.
  const colds = Object.fromEntries(sites.map(({name}) => [name, []]));
  const warm = {};
  for (let run = 1; run <= runs; run++) {
    for (const {name, dir, doc} of sites) {
      console.error(`Cold build ${run}/${runs}, ${name}:`);
      colds[name].push(coldBuild(dir));
      if (run === runs) warm[name] = measureWarmBuilds(dir, path.join(dir, doc));
    }
  }
  for (const {name} of sites) results[name] = {cold: medianRun(colds[name]), ...warm[name]};
  if (only.includes('floor')) {
    if (!skipDev)
      results.floor.dev = await devServer(
        floorDir,
        '/docs/page-0',
        path.join(floorDir, 'docs/page-0.md'),
        3511,
      );
  }
  if (only.includes('site')) {
    if (!skipDev)
      results.site.dev = await devServer(
        root,
        '/docs/api/mqtt-api/',
        path.join(root, 'docs/api/mqtt-api.md'),
        3512,
      );
  }
  const s = results.site;
  const f = results.floor;
  results.ratios = {
    coldVsFloor: ratio(s?.cold.seconds, f?.cold.seconds),
    coldVsOldSite: ratio(s?.cold.seconds, oldSiteColdSeconds),
    cachedVsCold: ratio(s?.cached.seconds, s?.cold.seconds),
    oneDocVsCold: ratio(s?.oneDocChanged.seconds, s?.cold.seconds),
    devFirstPageVsFloor: ratio(s?.dev?.firstPageSeconds, f?.dev?.firstPageSeconds),
  };
  const rows = [
    ['Cold build, median (s)', s?.cold.seconds, f?.cold.seconds],
    ['Cold builds, every run (s)', s?.cold.runs.join(' / '), f?.cold.runs.join(' / ')],
    ['Cold build, CPU time of the median run (s)', s?.cold.cpuSeconds, f?.cold.cpuSeconds],
    ['Cached build (s)', s?.cached.seconds, f?.cached.seconds],
    ['One doc changed (s)', s?.oneDocChanged.seconds, f?.oneDocChanged.seconds],
    ['Peak memory, cold (MB)', s?.cold.peakMemoryMB, f?.cold.peakMemoryMB],
    // Our build runs a process per locale (scripts/build.ts); time -v gives the largest.
    ['Peak memory, cached (MB)', s?.cached.peakMemoryMB, f?.cached.peakMemoryMB],
    [
      'Peak memory, one doc changed (MB)',
      s?.oneDocChanged.peakMemoryMB,
      f?.oneDocChanged.peakMemoryMB,
    ],
    ['Dev server, first page (s)', s?.dev?.firstPageSeconds, f?.dev?.firstPageSeconds],
    ['Dev server, change shown (ms)', s?.dev?.hmrMs, f?.dev?.hmrMs],
  ];
  console.log('| Measure | This site | Floor | Ratio |\n| --- | --- | --- | --- |');
  for (const [name, site, floor] of rows)
    console.log(`| ${name} | ${site ?? '–'} | ${floor ?? '–'} | ${ratio(site, floor) ?? '–'} |`);
  console.log(
    `\nCached build / cold build: ${results.ratios.cachedVsCold} (target ≤ ${targets.cachedVsCold}); one doc changed / cold: ${results.ratios.oneDocVsCold}`,
  );
  if (s) {
    const range = `${ratio(Math.min(...s.cold.runs), oldSiteColdSeconds)}–${ratio(Math.max(...s.cold.runs), oldSiteColdSeconds)}`;
    console.log(
      `Cold build / the old site's ${oldSiteColdSeconds} s: ${results.ratios.coldVsOldSite} (every run: ${range}; target ≤ ${targets.coldVsOldSite})`,
    );
  }
  mkdirSync(resultsDir, {recursive: true});
  const json = `${JSON.stringify(results, null, 2)}\n`;
  writeFileSync(path.join(resultsDir, `build-${results.date.slice(0, 10)}.json`), json);
  writeFileSync(path.join(resultsDir, 'build-latest.json'), json);
}

await main();
if (existsSync(floorDir) && process.env.KEEP_FLOOR !== 'true') {
  // The floor lives under /tmp; keep it only when asked.
  rmSync(floorDir, {recursive: true, force: true});
}
