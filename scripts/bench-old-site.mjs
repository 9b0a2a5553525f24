#!/usr/bin/env node
/**
 * The site beside the old one (GladysAssistant/v4-website), in one run on one machine: the figures
 * of the targets in PERFORMANCE.md, for this working tree ("after"), optionally a git revision of it
 * ("before"), and the old site.
 *
 * - Cold build, both locales (`.docusaurus`, `build` and `node_modules/.cache` removed): wall time,
 *   time per built page (ms per HTML file written), peak memory (max RSS, /usr/bin/time -v), and
 *   the share of `postBuild` (DOCUSAURUS_PERF_LOGGER). Rounds interleave the sites.
 * - Per template and locale, served brotli-compressed by scripts/lib/server.ts: KB transferred until
 *   network idle, JavaScript and in all (a fresh context each time), and main-thread blocking and
 *   longest task at 4× CPU slowdown, 412 px (scripts/lib/mainThread.mjs, median of --runs loads).
 * - Dev server: from an empty cache, the time until the first doc page shows its h1 in Chromium.
 *
 * Usage: npm run bench:old-site -- --old=<dir> [--before=<rev>] [--rounds=1] [--runs=3]
 *                                 [--measures=build,pages,dev] [--skip-build]
 *   --old     the folder `shared/tools/old-site.sh` prints (it builds the old site from its mirror).
 *   --before  a revision of this repository to measure too, checked out into a temporary worktree.
 * Writes bench-results/old-site-<date>.json and prints Markdown tables with ratios to the old site.
 * Run it on an otherwise idle machine: times depend on what else runs; bytes do not.
 */
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import net from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {startServer} from './lib/server.ts';
import {launchChromium, longTasksMedian, median} from './lib/mainThread.mjs';

const root = process.cwd();
const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const oldDir = option('old', '');
const before = option('before', '');
const rounds = Number(option('rounds', '1'));
const runs = Number(option('runs', '3'));
const measures = option('measures', 'build,pages,dev').split(',');
const skipBuild = args.includes('--skip-build');
if (!oldDir || !existsSync(path.join(oldDir, 'docusaurus.config.js'))) {
  console.error('--old=<dir> must name the old site built by shared/tools/old-site.sh');
  process.exit(2);
}

/** One page of each template, the same on both sites (the old site's paths were checked to exist). */
const templates = {
  home: '/',
  'docs home': '/docs/',
  'integration doc': '/docs/integrations/zigbee2mqtt/',
  'blog list': '/blog/',
  plus: '/plus/',
  'open metrics': '/open/',
};
/** Pages of this site only, for the 300 KB budget. */
const ownTemplates = {
  'blog post': '/blog/gladys-4-86/',
  'integrations directory': '/integrations/',
  search: '/search/',
};

/** The sites measured: the old one, then "before" (when asked) and this tree. */
const sites = [{name: 'old', dir: path.resolve(oldDir)}];
if (before) {
  const dir = path.join(tmpdir(), 'gladys-bench-before');
  if (!skipBuild || !existsSync(dir)) {
    spawnSync('git', ['worktree', 'remove', '--force', dir], {stdio: 'ignore'});
    rmSync(dir, {recursive: true, force: true});
    execFileSync('git', ['worktree', 'add', '--detach', dir, before], {stdio: 'inherit'});
    // The revision's own packages (from the npm cache): its plugins may differ from this tree's.
    execFileSync('npm', ['install', '--no-audit', '--no-fund'], {cwd: dir, stdio: 'inherit'});
  }
  sites.push({name: 'before', dir});
}
sites.push({name: 'after', dir: root});

/** Empties what a cold build or a cold dev server must not find. */
function clearCaches(dir) {
  for (const sub of ['.docusaurus', 'build', 'node_modules/.cache']) {
    rmSync(path.join(dir, sub), {recursive: true, force: true});
  }
}

/** Every HTML file under a folder. */
function countHtml(dir) {
  return readdirSync(dir, {recursive: true}).filter((f) => String(f).endsWith('.html')).length;
}

/** A site's environment: no outside service, no test route (production settings). */
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => !/^(ALGOLIA_|CONTACT_|ANALYTICS_|GLADYS_)/.test(k)),
);

/**
 * A cold build of both locales with the site's own `npm run build` (ours runs a process per locale;
 * `time -v` reports the largest process): seconds, pages, ms per page, max RSS in MB, postBuild share.
 */
function coldBuild(site) {
  clearCaches(site.dir);
  const started = Date.now();
  const run = spawnSync('/usr/bin/time', ['-v', 'npm', 'run', 'build'], {
    cwd: site.dir,
    encoding: 'utf8',
    env: {...cleanEnv, DOCUSAURUS_PERF_LOGGER: 'true'},
    maxBuffer: 256 << 20,
  });
  const seconds = (Date.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`${site.name} build failed:\n${run.stderr.slice(-3000)}`);
  const output = run.stdout + run.stderr;
  const rssKB = Number(output.match(/Maximum resident set size \(kbytes\): (\d+)/)?.[1] ?? 0);
  const postBuildS = [...output.matchAll(/Build > \w+ > postBuild\(\) - ([\d.]+) (ms|seconds)/g)]
    .map(([, value, unit]) => Number(value) / (unit === 'ms' ? 1000 : 1))
    .reduce((a, b) => a + b, 0);
  const pages = countHtml(path.join(site.dir, 'build'));
  return {
    seconds,
    pages,
    msPerPage: Math.round((seconds * 1000) / pages),
    peakMB: Math.round(rssKB / 1024),
    postBuildShare: Number((postBuildS / seconds).toFixed(2)),
  };
}

/** KB transferred (compressed) until network idle, JavaScript and in all. */
async function pageBytes(browser, url) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}});
  const page = await context.newPage();
  const responses = [];
  page.on('requestfinished', (request) => responses.push(request));
  await page.goto(url, {waitUntil: 'networkidle', timeout: 120_000});
  let js = 0;
  let total = 0;
  for (const request of responses) {
    const sizes = await request.sizes();
    const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
    total += bytes;
    if (request.resourceType() === 'script') js += bytes;
  }
  await context.close();
  return {jsKB: Math.round(js / 1024), totalKB: Math.round(total / 1024)};
}

/** A TCP port nobody listens on now. */
function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Dev server from an empty cache: ms from its start until the first doc page shows its h1. */
async function devServerMs(browser, site) {
  clearCaches(site.dir);
  const port = await freePort();
  const started = Date.now();
  const child = spawn('npx', ['docusaurus', 'start', '--port', String(port), '--no-open'], {
    cwd: site.dir,
    detached: true,
    env: {...cleanEnv, BROWSER: 'none'},
    stdio: 'ignore',
  });
  try {
    const url = `http://localhost:${port}/docs/`;
    let exited = false;
    child.once('exit', () => (exited = true));
    while (
      !(await fetch(url).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      // A server that stops before answering (a crash at start-up) has no time to report.
      if (exited) return null;
      if (Date.now() - started > 10 * 60_000)
        throw new Error(`${site.name}: dev server never answered`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const page = await browser.newPage();
    await page.goto(url);
    await page
      .locator('article h1, main h1')
      .first()
      .waitFor({timeout: 10 * 60_000});
    await page.close();
    return Date.now() - started;
  } finally {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  }
}

const results = {date: new Date().toISOString(), builds: {}, pages: {}, dev: {}};
const resultsFile = path.join(root, 'bench-results', `old-site-${results.date.slice(0, 10)}.json`);
mkdirSync(path.dirname(resultsFile), {recursive: true});
/** Writes what is measured so far, so that a stage that fails loses nothing before it. */
const save = () => writeFileSync(resultsFile, JSON.stringify(results, null, 2));
if (measures.includes('build') && !skipBuild) {
  for (let round = 0; round < rounds; round += 1) {
    for (const site of sites) {
      console.error(`round ${round + 1}: cold build of ${site.name}…`);
      (results.builds[site.name] ??= []).push(coldBuild(site));
      save();
    }
  }
}

const browser = await launchChromium();
if (measures.includes('pages')) {
  for (const site of sites) {
    if (!existsSync(path.join(site.dir, 'build', 'index.html'))) {
      console.error(`${site.name}: no build/ to measure, left out`);
      continue;
    }
    const {server, url} = await startServer({
      dir: path.join(site.dir, 'build'),
      port: 0,
      compress: true,
    });
    const own = site.name === 'old' ? {} : ownTemplates;
    for (const [template, pagePath] of Object.entries({...templates, ...own})) {
      for (const prefix of ['', '/fr']) {
        const pageUrl = `${url}${prefix}${pagePath}`;
        console.error(`${site.name} ${prefix || '/en'} ${template}…`);
        results.pages[`${site.name} ${template} ${prefix ? 'fr' : 'en'}`] = {
          ...(await pageBytes(browser, pageUrl)),
          ...(await longTasksMedian(browser, pageUrl, runs)),
          samples: undefined,
        };
        save();
      }
    }
    server.close();
  }
}
if (measures.includes('dev')) {
  for (const site of sites) {
    const samples = [];
    for (let round = 0; round < rounds; round += 1) samples.push(await devServerMs(browser, site));
    // null: the dev server stopped before serving a page.
    results.dev[site.name] = samples.includes(null) ? 'fails to start' : median(samples);
  }
}
await browser.close();

/** `value (ratio× old)` for a figure of a site beside the old site's same figure. */
const withRatio = (value, old) =>
  value === undefined
    ? '–'
    : typeof value === 'string'
      ? value
      : old
        ? `${value} (${(value / old).toFixed(2)}×)`
        : String(value);
const lines = [];
if (Object.keys(results.builds).length) {
  lines.push('| Cold build | ' + sites.map((s) => s.name).join(' | ') + ' |');
  lines.push('| --- |' + ' --- |'.repeat(sites.length));
  const med = (name, key) => median(results.builds[name].map((b) => b[key]));
  for (const key of ['seconds', 'pages', 'msPerPage', 'peakMB', 'postBuildShare']) {
    const old = med('old', key);
    lines.push(
      `| ${key} | ` + sites.map((s) => withRatio(med(s.name, key), old)).join(' | ') + ' |',
    );
  }
}
if (Object.keys(results.pages).length) {
  lines.push('', '| Page | figure | ' + sites.map((s) => s.name).join(' | ') + ' |');
  lines.push('| --- | --- |' + ' --- |'.repeat(sites.length));
  for (const template of [...Object.keys(templates), ...Object.keys(ownTemplates)]) {
    for (const locale of ['en', 'fr']) {
      for (const key of ['jsKB', 'totalKB', 'blockingMs', 'longestMs']) {
        const old = results.pages[`old ${template} ${locale}`]?.[key];
        const cells = sites.map((s) =>
          withRatio(results.pages[`${s.name} ${template} ${locale}`]?.[key], old),
        );
        lines.push(`| ${template} ${locale} | ${key} | ${cells.join(' | ')} |`);
      }
    }
  }
}
if (Object.keys(results.dev).length) {
  lines.push(
    '',
    '| Dev server, first doc page (ms) | ' + sites.map((s) => s.name).join(' | ') + ' |',
  );
  lines.push('| --- |' + ' --- |'.repeat(sites.length));
  lines.push(
    '| median | ' +
      sites.map((s) => withRatio(results.dev[s.name], results.dev.old)).join(' | ') +
      ' |',
  );
}
console.log(lines.join('\n'));
mkdirSync(path.join(root, 'bench-results'), {recursive: true});
writeFileSync(
  path.join(root, 'bench-results', `old-site-${results.date.slice(0, 10)}.json`),
  JSON.stringify({...results, sites: sites.map((s) => s.name), table: lines}, null, 2),
);
