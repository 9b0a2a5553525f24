/**
 * `npm run bench -- build`: build and dev-server times beside a bare Docusaurus site of the same
 * version with the same number of pages (the floor), measured one after the other.
 *
 * For the site and for the floor:
 *   1. cold build (`.docusaurus`, `node_modules/.cache` and `build` removed), both locales, under
 *      /usr/bin/time -v: wall time, CPU time and peak memory; each site is built cold `--runs`
 *      times (3 by default), in turn, and the run of median wall time is kept with every run's time;
 *   2. cached build: the same build again, nothing changed;
 *   3. one doc changed: a line appended to one doc, build again, then the doc restored;
 *   4. dev server from empty caches: time until the first doc page is served, then until headless
 *      Chromium shows a saved change to that doc without a reload.
 *
 * Prints a Markdown table with ratios and writes bench-results/build-<date>.json and
 * build-latest.json. About 10 minutes on 2 cores.
 */
import {appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumFlags, chromiumPath} from '../lib/chromium.ts';
import {contentDirs, walk} from '../lib/content.ts';
import {scaffoldFloor} from '../lib/floor.ts';
import {
  clearCaches,
  currentCommit,
  productionEnv,
  ratio,
  root,
  startDevServer,
  timedBuild,
  writeResults,
  type TimedBuild,
} from '../lib/measure.ts';
import type {BenchCommand} from './command.ts';

const floorDir = path.join(tmpdir(), 'gladys-bench-build-floor');

/** Build targets of PERFORMANCE.md. */
const targets = {coldVsFloor: 1.5, cachedVsCold: 0.5, peakMemoryMB: 2048, hmrMs: 2000};

/** Environment of every build: production, no outside service, test routes off. */
const env = productionEnv({NODE_ENV: 'production', CI: 'true'});

/** Gives the floor as many docs and posts as the site has, in English and French. */
function fillFloor() {
  const docs = walk(contentDirs.docs.en).length;
  const posts = walk(contentDirs.blog.en).length;
  const paragraph =
    'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. ';
  const body = (n: number) =>
    `${Array.from({length: 6}, (_, i) => `## Section ${i + 1}\n\n${paragraph.repeat(4)}\n`).join('\n')}\n\`\`\`bash\necho page ${n}\n\`\`\`\n`;
  const write = (file: string, text: string) => {
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
function touchDoc(file: string, marker: string): () => void {
  const original = readFileSync(file, 'utf8');
  appendFileSync(file, `\n\n${marker}\n`);
  return () => writeFileSync(file, original);
}

/**
 * Dev server from empty caches: time to the first served doc, then time until a saved change to
 * that doc shows in Chromium (hot reload, no navigation).
 */
async function devServer(dir: string, docRoute: string, docFile: string) {
  const server = await startDevServer(dir, env);
  try {
    const firstPageMs = await server.firstAnswer(docRoute);
    if (firstPageMs === null) return {firstPageSeconds: null, hmrMs: null};
    const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
    const page = await browser.newPage();
    await page.goto(`${server.origin}${docRoute}`);
    await page.locator('article h1, main h1').first().waitFor();
    const marker = `Benchmark marker ${Date.now()}`;
    const changed = Date.now();
    const restore = touchDoc(docFile, marker);
    let hmrMs: number;
    try {
      await page.getByText(marker).waitFor({timeout: 60_000});
      hmrMs = Date.now() - changed;
    } finally {
      restore();
    }
    await browser.close();
    return {firstPageSeconds: Math.round(firstPageMs / 100) / 10, hmrMs};
  } finally {
    server.stop();
  }
}

/** One cold build: caches and output removed first. */
function coldBuild(dir: string): TimedBuild {
  clearCaches(dir);
  console.error(`  cold build in ${dir}…`);
  return timedBuild(dir, [], env);
}

/** The run of median wall time among cold builds, with every run's wall and CPU time. */
function medianRun(builds: TimedBuild[]) {
  const sorted = [...builds].sort((a, b) => a.seconds - b.seconds);
  return {
    ...sorted[Math.floor((sorted.length - 1) / 2)]!,
    runs: builds.map((b) => b.seconds),
    cpuRuns: builds.map((b) => b.cpuSeconds),
  };
}

/** The cached build and the one-doc build of a site whose caches a cold build just left. */
function measureWarmBuilds(dir: string, docFile: string) {
  console.error(`  cached build in ${dir}…`);
  const cached = timedBuild(dir, [], env);
  console.error(`  one doc changed…`);
  const restore = touchDoc(docFile, 'One more line for the benchmark.');
  try {
    return {cached, oneDocChanged: timedBuild(dir, [], env)};
  } finally {
    restore();
  }
}

/** What one site's builds and dev server gave. */
type SiteFigures =
  ReturnType<typeof medianRun> extends infer Cold
    ? {
        cold: Cold;
        cached: TimedBuild;
        oneDocChanged: TimedBuild;
        dev?: Awaited<ReturnType<typeof devServer>>;
      }
    : never;

export const build: BenchCommand = {
  summary: 'cold, cached and one-doc builds and the dev server, beside the floor',
  options: {
    only: {type: 'string', default: 'site,floor'},
    'skip-dev': {type: 'boolean', default: false},
    runs: {type: 'string', default: '3'},
  },
  async run(values) {
    const only = String(values.only).split(',');
    const runs = Math.max(1, Number(values.runs) || 1);
    const sites: {name: 'site' | 'floor'; dir: string; doc: string; route: string}[] = [];
    let floorPages: ReturnType<typeof fillFloor> | undefined;
    if (only.includes('site'))
      sites.push({
        name: 'site',
        dir: root,
        doc: 'docs/api/mqtt-api.md',
        route: '/docs/api/mqtt-api/',
      });
    if (only.includes('floor')) {
      console.error('Scaffolding the floor…');
      scaffoldFloor(floorDir, root);
      floorPages = fillFloor();
      sites.push({name: 'floor', dir: floorDir, doc: 'docs/page-0.md', route: '/docs/page-0'});
    }
    try {
      // Cold builds in turn, so that a slow spell of the machine falls on both. The floor's
      // node_modules is a link to ours, so clearing its caches clears ours: each site's cached
      // and one-doc builds come right after its last cold build.
      const colds = new Map<string, TimedBuild[]>(sites.map(({name}) => [name, []]));
      const figures: Partial<Record<'site' | 'floor', SiteFigures>> = {};
      const warm = new Map<string, ReturnType<typeof measureWarmBuilds>>();
      for (let run = 1; run <= runs; run++) {
        for (const {name, dir, doc} of sites) {
          console.error(`Cold build ${run}/${runs}, ${name}:`);
          colds.get(name)!.push(coldBuild(dir));
          if (run === runs) warm.set(name, measureWarmBuilds(dir, path.join(dir, doc)));
        }
      }
      for (const {name} of sites)
        figures[name] = {cold: medianRun(colds.get(name)!), ...warm.get(name)!};
      if (!values['skip-dev']) {
        // The floor first, as the cold builds.
        for (const {name, dir, doc, route} of [...sites].reverse())
          figures[name]!.dev = await devServer(dir, route, path.join(dir, doc));
      }
      const s = figures.site;
      const f = figures.floor;
      const ratios = {
        coldVsFloor: ratio(s?.cold.seconds, f?.cold.seconds),
        cachedVsCold: ratio(s?.cached.seconds, s?.cold.seconds),
        oneDocVsCold: ratio(s?.oneDocChanged.seconds, s?.cold.seconds),
        devFirstPageVsFloor: ratio(s?.dev?.firstPageSeconds, f?.dev?.firstPageSeconds),
      };
      const rows: [string, unknown, unknown][] = [
        ['Cold build, median (s)', s?.cold.seconds, f?.cold.seconds],
        ['Cold builds, every run (s)', s?.cold.runs.join(' / '), f?.cold.runs.join(' / ')],
        ['Cold build, CPU time of the median run (s)', s?.cold.cpuSeconds, f?.cold.cpuSeconds],
        ['Cached build (s)', s?.cached.seconds, f?.cached.seconds],
        ['One doc changed (s)', s?.oneDocChanged.seconds, f?.oneDocChanged.seconds],
        // Our build runs a process per locale (scripts/build.ts); time -v gives the largest.
        ['Peak memory, cold (MB)', s?.cold.peakMemoryMB, f?.cold.peakMemoryMB],
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
        console.log(
          `| ${name} | ${site ?? '–'} | ${floor ?? '–'} | ${ratio(site, floor) ?? '–'} |`,
        );
      console.log(
        `\nTargets: cold ≤ ${targets.coldVsFloor} × the floor (${ratios.coldVsFloor}); cached ≤ ${targets.cachedVsCold} × cold (${ratios.cachedVsCold}); one doc changed / cold: ${ratios.oneDocVsCold}; peak ≤ ${targets.peakMemoryMB} MB; change shown < ${targets.hmrMs} ms`,
      );
      const results = {
        date: new Date().toISOString(),
        commit: currentCommit(),
        floorPages,
        ...figures,
        ratios,
        targets,
      };
      writeResults(`build-${results.date.slice(0, 10)}.json`, results);
      writeResults('build-latest.json', results);
    } finally {
      // The floor lives under /tmp; keep it only when asked.
      if (existsSync(floorDir) && process.env.KEEP_FLOOR !== 'true')
        rmSync(floorDir, {recursive: true, force: true});
    }
  },
};
