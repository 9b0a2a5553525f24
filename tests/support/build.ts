/**
 * The one HTML walker of the tests: the built site in `build/` (run `npm run build`, or
 * `npm test -- --only=build`, first), its pages, routes and sitemaps. Test-only routes
 * (`/__test__/`, added by `GLADYS_TEST_ROUTES=true`) are left out unless a function says otherwise.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';

/**
 * Absolute path of the build output. Tests run from the repository root; Playwright loads this
 * module as CommonJS, so it cannot use `import.meta`.
 */
export const buildDir = path.resolve('build');

/** The two locales and their URL prefixes. */
export const locales = [
  {locale: 'en', prefix: ''},
  {locale: 'fr', prefix: '/fr'},
] as const;

/** True for a site path or a relative file path under a test-only route. */
export const isTestRoute = (p: string): boolean => /(^|\/)__test__\//.test(p);

/**
 * Keeps every path outside the next docs version and one next-version doc in
 * {@link nextSampleStep}, in sorted order. The exhaustive checks (the sitemap crawl, HTML
 * validation) cover the released docs page by page; the next version is built from the same
 * templates and mostly the same words, so they take a sample of it.
 *
 * @param paths routes (`/fr/docs/next/x/`) or build-relative files (`docs/next/x/index.html`)
 */
export function sampleNextVersion(paths: string[]): string[] {
  const sample = new Set(
    paths
      .filter(isNextVersionPath)
      .sort()
      .filter((_, i) => i % nextSampleStep === 0),
  );
  return paths.filter((p) => !isNextVersionPath(p) || sample.has(p));
}

/** True for a route (`/fr/docs/next/x/`) or build-relative file (`docs/next/x/index.html`) of the next docs version. */
export const isNextVersionPath = (p: string): boolean => /^\/?(?:fr\/)?docs\/next\//.test(p);

/** One next-version doc in this many is kept by {@link sampleNextVersion}. */
export const nextSampleStep = 8;

/**
 * Every `.html` file below `dir` (the build by default), as paths relative to it with `/`
 * separators, sorted; test-only routes included (filter with {@link isTestRoute}).
 *
 * @throws Error when `dir` does not exist (build the site first).
 */
export function htmlFiles(dir = buildDir): string[] {
  if (!existsSync(dir)) throw new Error(`${dir} not found: build the site first`);
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** A built page: its route (`/docs/`, `/` for the home page) and its absolute file. */
export type BuiltPage = {route: string; file: string};

/**
 * Every page of a build, one per `index.html` (404 pages aside), test-only routes left out.
 *
 * @param dir the build folder (default `build/`)
 */
export function builtPages(dir = buildDir): BuiltPage[] {
  return htmlFiles(dir)
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
    .filter((file) => !isTestRoute(file))
    .map((file) => ({
      route: `/${file.slice(0, -'index.html'.length)}`,
      file: path.join(dir, file),
    }));
}

/** Every built route (`/a/b/`, the home pages aside), test-only routes included. */
export function builtRoutes(dir = buildDir): string[] {
  return htmlFiles(dir)
    .filter((file) => file.endsWith('/index.html'))
    .map((file) => `/${file.slice(0, -'index.html'.length)}`);
}

/** File that serves a route such as `/docs/` (trailing slash → index.html). */
export function routeFile(route: string): string {
  return path.join(buildDir, route, 'index.html');
}

/** True when the build has a page for the route. */
export function hasRoute(route: string): boolean {
  return existsSync(routeFile(route));
}

/** Parsed HTML of a route, as a cheerio document. @throws Error when the route was not built. */
export function page(route: string): CheerioAPI {
  const file = routeFile(route);
  if (!existsSync(file)) {
    throw new Error(`route ${route} was not built (${file} missing)`);
  }
  return load(readFileSync(file, 'utf8'));
}

/**
 * Site paths (`/docs/`, `/fr/blog/`…) listed by a sitemap, in its order, test-only routes left
 * out: `file` alone, or both locales' sitemaps (English first) when `file` is not given.
 *
 * @throws Error when a sitemap is missing (build the site first).
 */
export function sitemapPaths(file?: string): string[] {
  const files = file
    ? [file]
    : locales.map(({prefix}) => path.join(buildDir, prefix, 'sitemap.xml'));
  return files.flatMap((full) => {
    if (!existsSync(full)) {
      throw new Error(`${full} not found: build the site first (npm test builds it)`);
    }
    const xml = readFileSync(full, 'utf8');
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1]!).pathname)
      .filter((p) => !isTestRoute(p));
  });
}

/**
 * Whether a site path (`/docs/`, `/img/logo.svg`; query string and hash ignored) is served by a
 * file of the build: the file itself, `<path>.html`, or `<path>/index.html` for a path ending with
 * a slash.
 */
export function served(sitePath: string): boolean {
  const clean = sitePath.split(/[?#]/)[0]!;
  const file = path.join(buildDir, clean.endsWith('/') ? `${clean}index.html` : clean);
  return existsSync(file) || existsSync(`${file}.html`);
}
