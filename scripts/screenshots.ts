// Screenshots of the real Gladys interface, in English and in French, made from the product's demo
// mode (DEMO_MODE=true: the full front end on the fake house of front/src/config/demo/, no server),
// for one docs version at a time: each version shows the interface of the product it describes.
//
//   npm run screenshots -- --product <Gladys checkout or bare clone> [--version next|4.86]
//                          [--rev <commit or tag>] [--only id,id] [--work <dir>] [--rebuild]
//                          [--port <port>] [--lang en,fr]
//
// --lang captures some languages only; the others keep the images an earlier run left on disk.
// --version picks the docs version (default `next`, the docs of the product's master); --rev the
// product's commit, by default the one that version's product extract was made from
// (src/data/product/facts.json, src/data/product/<version>/facts.json): v4.86.1's for 4.86.
//
// 1. Checks that the product's version at that revision is the one the docs version describes
//    (`version` of its facts extract, src/data/productVersions.ts: 4.86.1 for both today);
//    stops otherwise.
// 2. Copies the product's package.json, front/ and server/ (the front imports constants from the
//    server and the root package.json) into a work folder, <tmp>/gladys-screenshots/<commit>, installs
//    the front's packages there when missing (no browser or binary downloads; see PINS), and builds
//    the front in demo mode, as served from `shownOrigin` (http://gladys.local). The checkout
//    itself is left untouched. Later runs reuse both.
// 3. Serves the build on 127.0.0.1 (a free port unless --port) with a single-page fallback, opens
//    each screen of scripts/screenshots/screens.ts, as that version shows it (`screensFor`), in
//    headless Chromium (1280×800, device scale factor 1, light colour scheme, a fixed clock), once
//    with the browser in English and once in French: the demo gives its user the browser's
//    language, which is the interface's own language setting (4.86.1's demo knows French only as
//    `fr`, the next version's as `fr-FR`). A screen is captured once the
//    network is idle, no loader shows, fonts and images are loaded and the screen's own `ready`
//    elements are visible. Requests that leave 127.0.0.1 are blocked.
// 4. Writes the version's images (src/data/screenshotVersions.ts: static/img/screens/<lang>/ for
//    the next version, static/img/screens/<version>/<lang>/ for a release), <id>.webp and a copy
//    800 px wide, <id>-800.webp (WebP, each under 80 KB), deletes that version's images of screens
//    that no longer exist, and writes its manifest (src/data/screenshots.json, or
//    src/data/screenshots-<version>.json) and the pages' part of it (….pages.json,
//    src/lib/screenshotPages.ts).
//
// Needs git, npm, Debian's Chromium (CHROMIUM_PATH overrides /usr/bin/chromium), a colour emoji
// font (Debian's fonts-noto-color-emoji; the script stops, naming it, when fontconfig lists no
// colour font) and about 3 minutes the first time (install and build), 2 minutes later on.
import {execFileSync, spawnSync} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type Page} from '@playwright/test';
import sharp from 'sharp';
import * as prettier from 'prettier';
import {factsByVersion, forVersion, nextVersionName} from '../src/data/productVersions.ts';
import {screenshotPaths} from '../src/data/screenshotVersions.ts';
import {pageScreenshots, type ManifestScreen} from '../src/lib/screenshotPages.ts';
import {chromiumFlags, chromiumPath} from './lib/chromium.ts';
import {startServer} from './lib/server.ts';
import {screensFor, type ReadyEntry, type Translate} from './screenshots/screens.ts';
import {missingEmojiFont} from './screenshots/fonts.ts';

const root = path.resolve(import.meta.dirname, '..');
const usage =
  'Usage: npm run screenshots -- --product <path to a Gladys checkout> [--version next|4.86] [--rev <commit>] [--only id,id] [--lang en,fr] [--work <dir>] [--rebuild] [--port <port>]';
const {values: options} = parseArgs({
  options: {
    product: {type: 'string'},
    version: {type: 'string', default: 'next'},
    rev: {type: 'string'},
    only: {type: 'string'},
    work: {type: 'string'},
    rebuild: {type: 'boolean', default: false},
    port: {type: 'string', default: '0'},
    lang: {type: 'string'},
  },
});
const productDir = options.product;
if (!productDir) {
  console.error(usage);
  process.exit(2);
}
/** The docs plugin's name of the version captured: `current` for `next`. */
const version = options.version === 'next' ? nextVersionName : options.version;
const only = options.only?.split(',');
const rebuild = options.rebuild;
const port = Number(options.port);
/** The languages captured in this run (`--lang fr`); the others keep the images already on disk. */
const runLanguages = options.lang?.split(',');

/** Languages captured, with the browser locale that makes the demo user speak each one. */
export const languages: Readonly<Record<string, string>> = {en: 'en-US', fr: 'fr-FR'};
/**
 * Browser locales that differ at a released version: 4.86.1's demo user speaks French only when
 * `navigator.language` is exactly `fr` (`get /api/v1/me` in front/src/config/demo.js).
 */
const localesAt: Readonly<Record<string, Readonly<Record<string, string>>>> = {'4.86': {fr: 'fr'}};
/** Viewport of every capture, in CSS pixels (device scale factor 1: one image pixel each). */
export const viewport = {width: 1280, height: 800};
/** Largest image allowed, in bytes. */
export const maxBytes = 80 * 1024;
/** Width of the smaller copy of each image, in px: what a phone or a doc column needs (the full size opens on click). */
export const smallWidth = 800;
/**
 * The address the demo believes it is served from (the product's LOCAL_API_URL, set when the demo
 * is built): URLs the interface writes from it, such as the MCP server URL to copy, then show a
 * home server's name instead of the capture server's 127.0.0.1 and random port. Nothing is ever
 * requested from it: requests that leave the capture server are blocked.
 */
export const shownOrigin = 'http://gladys.local';

/**
 * Packages the registry may lack at the version the product asks for, and the version to install
 * instead. Applied only when `npm view` finds no version matching the product's range. The demo
 * never calls the Gladys Plus gateway, so an older client library builds the same screens.
 */
const PINS: Record<string, string> = {'@gladysassistant/gladys-gateway-js': '4.19.1'};

/** Stops the script with a message. */
const fail = (message: string): never => {
  console.error(`screenshots: ${message}`);
  process.exit(1);
};

const docsVersions = Object.keys(factsByVersion);
if (!docsVersions.includes(version)) {
  fail(
    `no docs version "${options.version}": pass next or one of ${docsVersions.filter((v) => v !== nextVersionName).join(', ')}`,
  );
}
/** The product's version and commit the docs of `version` describe (its facts extract). */
const described = forVersion(factsByVersion, version);
const rev = options.rev ?? described.source.commit;
const paths = screenshotPaths(version);
/** Where images go, under static/ (served from the site's root). */
const imagesDir = paths.images;
const manifestFile = path.join(root, paths.manifest);
/** What the `<Screenshot>` component imports: sizes and paths only (src/lib/screenshotPages.ts). */
const pagesFile = path.join(root, paths.pages);
const screens = screensFor(version);

// 0. Chromium draws an emoji no installed font has as an empty box: stop before anything else.
const fontProblem = missingEmojiFont();
if (fontProblem) fail(fontProblem);

const git = (...gitArgs: string[]): string =>
  execFileSync('git', ['-C', productDir, ...gitArgs], {encoding: 'utf8', maxBuffer: 64 << 20});

// 1. The product's version must be the one the docs version describes.
const commit = git('rev-parse', `${rev}^{commit}`).trim();
const date = git('show', '-s', '--format=%cs', commit).trim();
const rootPackage = JSON.parse(git('show', `${commit}:package.json`)) as {
  name?: string;
  version?: string;
};
if (rootPackage.name !== 'gladys') {
  fail(`${productDir} is not a Gladys checkout (package.json name: ${rootPackage.name})`);
}
if (rootPackage.version !== described.version) {
  const factsFile =
    version === nextVersionName
      ? 'src/data/product/facts.json'
      : `src/data/product/${version}/facts.json`;
  fail(
    `the product at ${commit.slice(0, 9)} is Gladys ${rootPackage.version}, but the ${options.version} ` +
      `docs describe ${described.version} (${factsFile}). Pass --rev with a commit of ` +
      `${described.version}, or move the docs to ${rootPackage.version} first (npm run product:extract).`,
  );
}
console.log(
  `${options.version} docs: Gladys ${rootPackage.version} at ${commit.slice(0, 9)} (${date})`,
);

// 2. A copy of the product to install and build in.
const work = options.work ?? path.join(os.tmpdir(), 'gladys-screenshots', commit.slice(0, 12));
const front = path.join(work, 'front');
const buildDir = path.join(front, 'build-demo');
if (!existsSync(path.join(front, 'package.json'))) {
  mkdirSync(work, {recursive: true});
  const archive = spawnSync(
    'git',
    ['-C', productDir, 'archive', commit, 'package.json', 'front', 'server'],
    {
      maxBuffer: 512 << 20,
    },
  );
  if (archive.status !== 0) fail(`git archive failed: ${archive.stderr}`);
  const untar = spawnSync('tar', ['-x', '-C', work], {input: archive.stdout});
  if (untar.status !== 0) fail(`tar failed: ${untar.stderr}`);
  console.log(`copied Gladys ${rootPackage.version} (${commit.slice(0, 9)}) to ${work}`);
}

/** Environment of npm and Vite: no browser or binary download of any package's install script. */
const quietEnv = {
  ...process.env,
  CYPRESS_INSTALL_BINARY: '0',
  PUPPETEER_SKIP_DOWNLOAD: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
};

if (!existsSync(path.join(front, 'node_modules/.package-lock.json'))) {
  const frontPackagePath = path.join(front, 'package.json');
  const frontPackage = JSON.parse(readFileSync(frontPackagePath, 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  // The version the lock file holds, when there is one: npm installs it even where the registry
  // has another version in the package.json range (v4.86.1 asks ^4.19.1 and locks 4.21.0).
  const lockPath = path.join(front, 'package-lock.json');
  const lock = existsSync(lockPath)
    ? (JSON.parse(readFileSync(lockPath, 'utf8')) as {
        packages?: Record<string, {version?: string}>;
      })
    : null;
  for (const [name, pinned] of Object.entries(PINS)) {
    const range = frontPackage.dependencies?.[name];
    if (!range) continue;
    const wanted = lock?.packages?.[`node_modules/${name}`]?.version ?? range;
    const found = spawnSync('npm', ['view', `${name}@${wanted}`, 'version', '--json'], {
      encoding: 'utf8',
    });
    if (found.status === 0 && found.stdout.trim()) continue;
    console.log(`${name}@${wanted} is not in the registry: installing ${pinned} instead`);
    frontPackage.dependencies![name] = pinned;
  }
  writeFileSync(frontPackagePath, `${JSON.stringify(frontPackage, null, 2)}\n`);
  console.log('installing the front end’s packages (scripts off: no browser or binary download)…');
  const install = spawnSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: front,
    env: quietEnv,
    stdio: 'inherit',
  });
  if (install.status !== 0) fail('npm install failed in the product’s front/');
}

/** What the demo build depends on besides the product's code; a build made with other values is made again. */
const demoEnv = {DEMO_MODE: 'true', LOCAL_API_URL: shownOrigin};
const demoEnvFile = path.join(buildDir, 'gladys-demo-env.json');
const builtWith = existsSync(demoEnvFile) ? readFileSync(demoEnvFile, 'utf8') : null;
if (rebuild || builtWith !== JSON.stringify(demoEnv)) {
  console.log('building the front end in demo mode…');
  const started = Date.now();
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', 'build-demo', '--emptyOutDir', '--logLevel', 'warn'],
    {cwd: front, env: {...quietEnv, ...demoEnv}, stdio: 'inherit'},
  );
  if (build.status !== 0) fail('the demo build failed');
  writeFileSync(demoEnvFile, JSON.stringify(demoEnv));
  console.log(`built in ${Math.round((Date.now() - started) / 1000)} s`);
}

// 3. Serve the build and capture each screen in each language.

/** The product's interface strings of one language, flattened to `a.b.c` keys. */
function interfaceStrings(lang: string): Record<string, string> {
  const flat: Record<string, string> = {};
  const walk = (object: object, prefix: string) => {
    for (const [key, value] of Object.entries(object)) {
      const full = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') flat[full] = value;
      else if (value && typeof value === 'object') walk(value, full);
    }
  };
  walk(JSON.parse(readFileSync(path.join(front, `src/config/i18n/${lang}.json`), 'utf8')), '');
  return flat;
}

/** The locator of one `ready` entry of a screen. */
function readyLocator(page: Page, entry: Exclude<ReadyEntry, {value: string}>, t: Translate) {
  if ('css' in entry) return page.locator(entry.css).filter({visible: true}).first();
  const text = 'key' in entry ? t(entry.key) : entry.text;
  return page.getByText(text, {exact: true}).filter({visible: true}).first();
}

/** Waits until one `ready` entry of a screen is on screen (a text, an element, or a field's value). */
async function waitReady(page: Page, entry: ReadyEntry, t: Translate): Promise<void> {
  if ('value' in entry) {
    await page.waitForFunction(
      (value) =>
        Array.from(document.querySelectorAll<HTMLInputElement>('input, textarea')).some(
          (field) => field.value === value && field.getClientRects().length > 0,
        ),
      entry.value,
      {polling: 'raf', timeout: 20_000},
    );
    return;
  }
  await readyLocator(page, entry, t).waitFor({state: 'visible', timeout: 20_000});
}

/**
 * Resolves when nothing on the page is still loading: no visible loader or active dimmer, fonts
 * loaded, every image decoded. Checked on each animation frame by the browser, not on a timer.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    // No named function inside: tsx compiles this file keeping function names (`__name(…)` calls),
    // and that helper does not exist in the page the function is sent to.
    () => {
      const loading = Array.from(
        document.querySelectorAll('.loader, .dimmer.active, .spinner-border'),
      );
      return (
        document.fonts.status === 'loaded' &&
        !loading.some((element) => element.getClientRects().length > 0) &&
        Array.from(document.images).every((image) => image.complete)
      );
    },
    undefined,
    {polling: 'raf', timeout: 20_000},
  );
}

/** Encodes a PNG capture to WebP, lowering the quality in steps until it fits `maxBytes`. */
async function toWebp(png: Buffer, width?: number): Promise<{webp: Buffer; quality: number}> {
  for (let quality = 82; quality >= 50; quality -= 4) {
    const image = width ? sharp(png).resize(width, null) : sharp(png);
    const webp = await image.webp({quality, effort: 6, smartSubsample: true}).toBuffer();
    if (webp.length < maxBytes) return {webp, quality};
  }
  throw new Error(`cannot encode under ${maxBytes} bytes even at quality 50`);
}

/** Steps 3 and 4: captures every selected screen in both languages, then writes the images and the manifests. */
async function captureAll(): Promise<void> {
  const selected = screens.filter((screen) => !only || only.includes(screen.id));
  if (only) {
    const unknown = only.filter((id) => !screens.some((screen) => screen.id === id));
    if (unknown.length) fail(`unknown screen id(s): ${unknown.join(', ')}`);
  }
  const ids = new Set(screens.map((screen) => screen.id));
  if (ids.size !== screens.length)
    fail('two screens share an id in scripts/screenshots/screens.ts');

  const previous = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as {screens?: Record<string, ManifestScreen>})
    : null;
  /** Each captured screen's image paths and size in bytes, by language. */
  const results = new Map<string, Record<string, {file: string; small: string; bytes: number}>>();
  const failures: string[] = [];
  // Unknown paths get index.html, as the product's own server does.
  const {server, url: origin} = await startServer({
    dir: buildDir,
    port,
    host: '127.0.0.1',
    fallback: 'index',
  });
  let browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
  // The demo dates everything relative to now: a fixed clock gives the same images on every run.
  const fixedTime = new Date(`${date}T10:00:00+02:00`);
  /** A page of a new browser context in one language, the clock fixed and outside requests blocked. */
  const openPage = async (locale: string, blocked: Set<string>) => {
    const context = await browser.newContext({
      viewport,
      deviceScaleFactor: 1,
      locale,
      timezoneId: 'Europe/Paris',
      colorScheme: 'light',
      reducedMotion: 'reduce',
    });
    await context.clock.setFixedTime(fixedTime);
    await context.route(
      (url) => url.origin !== origin,
      (route) => {
        blocked.add(new URL(route.request().url()).origin);
        return route.abort('blockedbyclient');
      },
    );
    return {context, page: await context.newPage()};
  };
  try {
    for (const [lang, defaultLocale] of Object.entries(languages)) {
      if (runLanguages && !runLanguages.includes(lang)) continue;
      const locale = localesAt[version]?.[lang] ?? defaultLocale;
      const strings = interfaceStrings(lang);
      const t: Translate = (key) => {
        if (strings[key] === undefined)
          throw new Error(`no interface string ${key} in ${lang}.json`);
        return strings[key];
      };
      const blocked = new Set<string>();
      let {context, page} = await openPage(locale, blocked);
      for (const screen of selected.filter((s) => !s.unavailable)) {
        const started = Date.now();
        // A browser that went away (killed, crashed) is started again for the screens left.
        if (!browser.isConnected()) {
          console.log('the browser went away: starting it again');
          browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
          ({context, page} = await openPage(locale, blocked));
        }
        try {
          await page.goto(`${origin}${screen.route}`, {waitUntil: 'networkidle'});
          const ready = [...(screen.ready ?? [])];
          if (screen.route.startsWith('/dashboard')) ready.push({key: 'header.integrations'});
          if (screen.prepare) {
            // The screen's own texts may only appear after `prepare`: wait for the page around it.
            await waitReady(
              page,
              screen.route.startsWith('/dashboard') ? {key: 'header.integrations'} : ready[0]!,
              t,
            );
            await screen.prepare(page, t);
          }
          for (const entry of ready) {
            await waitReady(page, entry, t);
          }
          await page.waitForLoadState('networkidle');
          await settled(page);
          const png = await page.screenshot({animations: 'disabled', caret: 'hide', scale: 'css'});
          const {webp, quality} = await toWebp(png);
          const file = `${imagesDir}/${lang}/${screen.id}.webp`;
          mkdirSync(path.dirname(path.join(root, 'static', file)), {recursive: true});
          writeFileSync(path.join(root, 'static', file), webp);
          const small = await toWebp(png, smallWidth);
          const smallFile = `${imagesDir}/${lang}/${screen.id}-${smallWidth}.webp`;
          writeFileSync(path.join(root, 'static', smallFile), small.webp);
          const entry = results.get(screen.id) ?? {};
          entry[lang] = {file: `/${file}`, small: `/${smallFile}`, bytes: webp.length};
          results.set(screen.id, entry);
          console.log(
            `${lang} ${screen.id}: ${(webp.length / 1024).toFixed(1)} KB (quality ${quality}, ${Date.now() - started} ms)`,
          );
        } catch (error) {
          const firstLine = String((error as Error).message ?? error).split('\n')[0];
          failures.push(`${lang} ${screen.id} (${screen.route}): ${firstLine}`);
          console.error(`${lang} ${screen.id}: FAILED: ${firstLine}`);
        }
      }
      if (blocked.size) console.log(`${lang}: blocked requests to ${[...blocked].join(', ')}`);
      await context.close().catch(() => undefined);
    }
  } finally {
    await browser.close();
    server.close();
  }

  // 4. The manifest: every screen, with its images or the reason it has none. A screen that failed
  // in this run keeps its previous entry, if any.
  const manifest: {
    product: Record<string, string>;
    viewport: Record<string, number>;
    languages: string[];
    screens: Record<string, ManifestScreen & {route: string; shows: string; note?: string}>;
  } = {
    product: {
      repository: 'https://github.com/GladysAssistant/Gladys',
      licence: 'Apache-2.0',
      commit,
      date,
      version: described.version,
    },
    viewport: {...viewport, deviceScaleFactor: 1},
    languages: Object.keys(languages),
    screens: {},
  };
  for (const screen of screens) {
    const base = {route: screen.route, shows: screen.shows};
    // Written last in each entry, so that an entry reads the same whether captured in this run or kept.
    const note = screen.note ? {note: screen.note} : {};
    if (screen.unavailable) {
      manifest.screens[screen.id] = {...base, unavailable: screen.unavailable, ...note};
      continue;
    }
    const captured = results.get(screen.id);
    // A language this run did not capture (--lang) keeps the images on disk, made by an earlier run.
    if (captured && runLanguages) {
      for (const lang of Object.keys(languages).filter((l) => !runLanguages.includes(l))) {
        const file = `${imagesDir}/${lang}/${screen.id}.webp`;
        const smallFile = `${imagesDir}/${lang}/${screen.id}-${smallWidth}.webp`;
        if (
          existsSync(path.join(root, 'static', file)) &&
          existsSync(path.join(root, 'static', smallFile))
        ) {
          captured[lang] = {
            file: `/${file}`,
            small: `/${smallFile}`,
            bytes: statSync(path.join(root, 'static', file)).size,
          };
        }
      }
    }
    if (captured && Object.keys(languages).every((lang) => captured[lang])) {
      manifest.screens[screen.id] = {
        ...base,
        width: viewport.width,
        height: viewport.height,
        files: Object.fromEntries(
          Object.keys(languages).map((lang) => [lang, captured[lang].file]),
        ),
        small: {
          width: smallWidth,
          height: Math.round((viewport.height * smallWidth) / viewport.width),
          files: Object.fromEntries(
            Object.keys(languages).map((lang) => [lang, captured[lang].small]),
          ),
        },
        ...note,
      };
    } else if (previous?.screens?.[screen.id]?.files) {
      // Its images and sizes stay; what screens.ts says about it (route, shows, note) is today's.
      const kept: ManifestScreen & {note?: string} = {...previous.screens[screen.id]};
      delete kept.note;
      manifest.screens[screen.id] = {...kept, ...base, ...note};
    }
  }
  // Written as Prettier writes them, so the format check passes on a fresh manifest.
  for (const [file, data] of [
    [manifestFile, manifest],
    [pagesFile, pageScreenshots(manifest)],
  ] as const) {
    writeFileSync(
      file,
      await prettier.format(JSON.stringify(data), {
        ...(await prettier.resolveConfig(file)),
        filepath: file,
      }),
    );
  }

  // Images of screens that no longer exist.
  const wanted = new Set(
    Object.values(manifest.screens).flatMap((screen) => [
      ...Object.values(screen.files ?? {}),
      ...Object.values(screen.small?.files ?? {}),
    ]),
  );
  for (const lang of Object.keys(languages)) {
    const dir = path.join(root, 'static', imagesDir, lang);
    for (const name of existsSync(dir) ? readdirSync(dir) : []) {
      if (!wanted.has(`/${imagesDir}/${lang}/${name}`)) {
        rmSync(path.join(dir, name));
        console.log(`removed static/${imagesDir}/${lang}/${name}`);
      }
    }
  }

  const made = [...results.values()].length;
  const unavailable = screens.filter((screen) => screen.unavailable).length;
  console.log(
    `${screens.length} screens: ${made} captured, ${unavailable} the demo cannot show, ${failures.length} failures; wrote ${paths.manifest} and ${paths.pages}`,
  );
  if (failures.length) {
    console.error(`failed:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
}

captureAll().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
