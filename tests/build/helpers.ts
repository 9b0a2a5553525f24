/**
 * Helpers for checks of the built site in `build/` (run `npm run build` first).
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';

/** Absolute path of the build output. */
export const buildDir = path.resolve(import.meta.dirname, '../../build');

/** The two locales and their URL prefixes. */
export const locales = [
  {locale: 'en', prefix: ''},
  {locale: 'fr', prefix: '/fr'},
] as const;

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

/** Every built route (directories holding an index.html), as `/a/b/`. */
export function builtRoutes(dir = buildDir, base = '/'): string[] {
  const routes: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (existsSync(path.join(full, 'index.html'))) {
        routes.push(`${base}${entry}/`);
      }
      routes.push(...builtRoutes(full, `${base}${entry}/`));
    }
  }
  return routes;
}

/** URLs listed in a sitemap file, as site paths (`/docs/`). */
export function sitemapPaths(file = path.join(buildDir, 'sitemap.xml')): string[] {
  const xml = readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}
