/**
 * The URL paths of the built site, read from build/sitemap.xml and
 * build/fr/sitemap.xml (the test build adds test-only routes under
 * `/__test__/`; they are left out).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** Absolute path of the build output (tests run from the repository root). */
export const buildDir = path.resolve('build');

/**
 * Paths (`/docs/`, `/fr/blog/`…) listed by the sitemaps of both locales, in
 * sitemap order, English first.
 *
 * @throws Error when a sitemap is missing (build the site first).
 */
export function sitemapPaths(): string[] {
  return ['sitemap.xml', 'fr/sitemap.xml'].flatMap((file) => {
    const full = path.join(buildDir, file);
    if (!existsSync(full)) {
      throw new Error(`${full} not found: build the site first (npm test builds it)`);
    }
    const xml = readFileSync(full, 'utf8');
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1]!).pathname)
      .filter((p) => !p.startsWith('/__test__/') && !p.startsWith('/fr/__test__/'));
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
