/**
 * `npm run bench -- old-site --old=<dir>`: the site beside the old one (GladysAssistant/v4-website)
 * in one run on one machine, for this working tree ("after"), optionally a git revision of it
 * ("before", `--before=<rev>`, checked out into a temporary worktree), and the old site, whose
 * built checkout `--old` names.
 *
 * - Cold build, both locales: wall time, time per built page (ms per HTML file written), peak
 *   memory (/usr/bin/time -v) and the share of `postBuild`. Rounds interleave the sites.
 * - Per template and locale, served brotli-compressed: KB transferred until network idle,
 *   JavaScript and in all, and main-thread blocking and longest task at 4× CPU slowdown, 412 px
 *   (scripts/lib/mainThread.ts, median of `--runs` loads).
 * - Lighthouse (mobile preset, simulated throttling) on each template in English: the median of
 *   `--runs` runs of the performance score, Total Blocking Time and LCP, each on its own.
 * - Dev server: from an empty cache, the time until the first doc page shows its h1 in Chromium.
 *
 * Writes bench-results/old-site-<date>.json and prints Markdown tables with ratios to the old site.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Browser} from 'playwright';
import {launch} from 'chrome-launcher';
import {chromiumPath} from '../lib/chromium.ts';
import {chromeFlags, lighthouseRun} from './pages.ts';
import {startServer} from '../lib/server.ts';
import {launchChromium, longTasksMedian} from '../lib/mainThread.ts';
import {
  clearCaches,
  countHtml,
  median,
  productionEnv,
  root,
  startDevServer,
  timedBuild,
  writeResults,
} from '../lib/measure.ts';
import type {BenchCommand} from './command.ts';

/** One page of each template, the same on both sites (the old site's paths were checked to exist). */
const templates: Record<string, string> = {
  home: '/',
  'docs home': '/docs/',
  'integration doc': '/docs/integrations/zigbee2mqtt/',
  'blog list': '/blog/',
  plus: '/plus/',
  'open metrics': '/open/',
};
/** Pages of this site only, for the 300 KB budget. */
const ownTemplates: Record<string, string> = {
  'blog post': '/blog/gladys-4-86/',
  'integrations directory': '/integrations/',
  search: '/search/',
};

/** A site measured: its name in the tables and its folder. */
type Site = {name: string; dir: string};

/** A cold build of both locales with the site's own `npm run build`. */
function coldBuild(site: Site) {
  clearCaches(site.dir);
  const build = timedBuild(site.dir, [], productionEnv());
  const pages = countHtml(path.join(site.dir, 'build'));
  return {
    seconds: build.seconds,
    pages,
    msPerPage: Math.round((build.seconds * 1000) / pages),
    peakMB: build.peakMemoryMB,
    postBuildShare: build.postBuildShare,
  };
}

/** KB transferred (compressed) until network idle, JavaScript and in all. */
async function pageBytes(browser: Browser, url: string) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}});
  const page = await context.newPage();
  const finished: import('playwright').Request[] = [];
  page.on('requestfinished', (request) => finished.push(request));
  await page.goto(url, {waitUntil: 'networkidle', timeout: 120_000});
  let js = 0;
  let total = 0;
  for (const request of finished) {
    const sizes = await request.sizes();
    const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
    total += bytes;
    if (request.resourceType() === 'script') js += bytes;
  }
  await context.close();
  return {jsKB: Math.round(js / 1024), totalKB: Math.round(total / 1024)};
}

/** Dev server from an empty cache: ms from its start until the first doc page shows its h1. */
async function devServerMs(browser: Browser, site: Site): Promise<number | null> {
  const server = await startDevServer(site.dir, productionEnv());
  try {
    // null: the server stopped before answering (a crash at start-up).
    if ((await server.firstAnswer('/docs/')) === null) return null;
    const page = await browser.newPage();
    await page.goto(`${server.origin}/docs/`);
    await page
      .locator('article h1, main h1')
      .first()
      .waitFor({timeout: 10 * 60_000});
    await page.close();
    return Date.now() - server.started;
  } finally {
    server.stop();
  }
}

export const oldSite: BenchCommand = {
  summary: 'this tree (and --before=<rev>) beside the old site in --old=<dir>: builds, pages, dev',
  options: {
    old: {type: 'string'},
    before: {type: 'string'},
    rounds: {type: 'string', default: '1'},
    runs: {type: 'string', default: '3'},
    measures: {type: 'string', default: 'build,pages,lighthouse,dev'},
    'skip-build': {type: 'boolean', default: false},
  },
  async run(values) {
    const oldDir = String(values.old ?? '');
    const rounds = Number(values.rounds);
    const runs = Number(values.runs);
    const measures = String(values.measures).split(',');
    const skipBuild = Boolean(values['skip-build']);
    if (!oldDir || !existsSync(path.join(oldDir, 'docusaurus.config.js'))) {
      console.error('--old=<dir> must name a built checkout of the old site');
      process.exit(2);
    }
    /** The sites measured: the old one, then "before" (when asked) and this tree. */
    const sites: Site[] = [{name: 'old', dir: path.resolve(oldDir)}];
    if (values.before) {
      const dir = path.join(tmpdir(), 'gladys-bench-before');
      if (!skipBuild || !existsSync(dir)) {
        spawnSync('git', ['worktree', 'remove', '--force', dir], {stdio: 'ignore'});
        rmSync(dir, {recursive: true, force: true});
        execFileSync('git', ['worktree', 'add', '--detach', dir, String(values.before)], {
          stdio: 'inherit',
        });
        // The revision's own packages (from the npm cache): its plugins may differ from ours.
        execFileSync('npm', ['install', '--no-audit', '--no-fund'], {cwd: dir, stdio: 'inherit'});
      }
      sites.push({name: 'before', dir});
    }
    sites.push({name: 'after', dir: root});

    type PageFigures = Record<string, number | undefined>;
    const results = {
      date: new Date().toISOString(),
      builds: {} as Record<string, ReturnType<typeof coldBuild>[]>,
      pages: {} as Record<string, PageFigures>,
      lighthouse: {} as Record<string, {performance: number; tbtMs: number; lcpMs: number}>,
      dev: {} as Record<string, number | string>,
    };
    const file = `old-site-${results.date.slice(0, 10)}.json`;
    /** Writes what is measured so far, so that a stage that fails loses nothing before it. */
    const save = (extra = {}) =>
      writeResults(file, {...results, sites: sites.map((s) => s.name), ...extra});
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
    try {
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
              const {blockingMs, longestMs, tasks, lcpMs} = await longTasksMedian(
                browser,
                pageUrl,
                runs,
              );
              results.pages[`${site.name} ${template} ${prefix ? 'fr' : 'en'}`] = {
                ...(await pageBytes(browser, pageUrl)),
                blockingMs,
                longestMs,
                tasks,
                lcpMs,
              };
              save();
            }
          }
          server.close();
        }
      }
      if (measures.includes('lighthouse')) {
        const chrome = await launch({chromePath: chromiumPath, chromeFlags});
        try {
          for (const site of sites) {
            if (!existsSync(path.join(site.dir, 'build', 'index.html'))) continue;
            const {server, url} = await startServer({
              dir: path.join(site.dir, 'build'),
              port: 0,
              compress: true,
            });
            for (const [template, pagePath] of Object.entries(templates)) {
              console.error(`${site.name} Lighthouse ${template}…`);
              const samples = [];
              for (let run = 0; run < runs; run += 1)
                samples.push(await lighthouseRun(`${url}${pagePath}`, chrome.port));
              results.lighthouse[`${site.name} ${template}`] = {
                performance: median(samples.map((s) => s.performance)),
                tbtMs: median(samples.map((s) => s.tbtMs)),
                lcpMs: median(samples.map((s) => s.lcpMs)),
              };
              save();
            }
            server.close();
          }
        } finally {
          chrome.kill();
        }
      }
      if (measures.includes('dev')) {
        for (const site of sites) {
          const samples: (number | null)[] = [];
          for (let round = 0; round < rounds; round += 1)
            samples.push(await devServerMs(browser, site));
          results.dev[site.name] = samples.some((sample) => sample === null)
            ? 'fails to start'
            : median(samples as number[]);
        }
      }
    } finally {
      await browser.close();
    }

    /** `value (ratio× old)` for a figure of a site beside the old site's same figure. */
    const withRatio = (value: number | string | undefined, old: unknown) =>
      value === undefined
        ? '–'
        : typeof value === 'string'
          ? value
          : typeof old === 'number' && old
            ? `${value} (${(value / old).toFixed(2)}×)`
            : String(value);
    const names = sites.map((s) => s.name);
    const lines: string[] = [];
    if (Object.keys(results.builds).length) {
      lines.push(
        `| Cold build | ${names.join(' | ')} |`,
        `| --- |${' --- |'.repeat(sites.length)}`,
      );
      const med = (name: string, key: keyof ReturnType<typeof coldBuild>) =>
        results.builds[name] ? median(results.builds[name].map((b) => b[key])) : undefined;
      for (const key of ['seconds', 'pages', 'msPerPage', 'peakMB', 'postBuildShare'] as const) {
        const old = med('old', key);
        lines.push(
          `| ${key} | ${names.map((name) => withRatio(med(name, key), old)).join(' | ')} |`,
        );
      }
    }
    if (Object.keys(results.pages).length) {
      lines.push('', `| Page | figure | ${names.join(' | ')} |`);
      lines.push(`| --- | --- |${' --- |'.repeat(sites.length)}`);
      for (const template of [...Object.keys(templates), ...Object.keys(ownTemplates)]) {
        for (const locale of ['en', 'fr']) {
          for (const key of ['jsKB', 'totalKB', 'blockingMs', 'longestMs']) {
            const old = results.pages[`old ${template} ${locale}`]?.[key];
            const cells = names.map((name) =>
              withRatio(results.pages[`${name} ${template} ${locale}`]?.[key], old),
            );
            lines.push(`| ${template} ${locale} | ${key} | ${cells.join(' | ')} |`);
          }
        }
      }
    }
    if (Object.keys(results.lighthouse).length) {
      lines.push('', `| Lighthouse, English | figure | ${names.join(' | ')} |`);
      lines.push(`| --- | --- |${' --- |'.repeat(sites.length)}`);
      for (const template of Object.keys(templates)) {
        for (const key of ['performance', 'tbtMs', 'lcpMs'] as const) {
          const old = results.lighthouse[`old ${template}`]?.[key];
          const cells = names.map((name) =>
            withRatio(results.lighthouse[`${name} ${template}`]?.[key], old),
          );
          lines.push(`| ${template} | ${key} | ${cells.join(' | ')} |`);
        }
      }
    }
    if (Object.keys(results.dev).length) {
      lines.push('', `| Dev server, first doc page (ms) | ${names.join(' | ')} |`);
      lines.push(`| --- |${' --- |'.repeat(sites.length)}`);
      lines.push(
        `| median | ${names.map((name) => withRatio(results.dev[name], results.dev.old)).join(' | ')} |`,
      );
    }
    console.log(lines.join('\n'));
    save({table: lines});
  },
};
