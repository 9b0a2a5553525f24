/**
 * What the service worker of one locale keeps for offline reading. Pure rules,
 * shared by the plugin (`./index.ts`) and the tests.
 *
 * Paths are the entries of Workbox's precache manifest: relative to the
 * locale's build folder (`build/` for English, `build/fr/` for French), such
 * as `docs/installation/docker/index.html` or `assets/js/main.1a2b3c4d.js`.
 */

import {screenshotPaths} from '../../data/screenshotVersions';
import versions from '../../../versions.json';

/** One entry of Workbox's precache manifest, as `manifestTransforms` receive it. */
export type PrecacheEntry = {
  /** Path relative to the locale's build folder. */
  url: string;
  /** Content hash Workbox computed, or null when the URL carries one. */
  revision: string | null;
  /** Size of the file, in bytes. */
  size: number;
};

/**
 * Pages and files kept for offline reading, as regular expressions on the
 * manifest path:
 *
 * - the home page, the not-found page and every doc page of the default docs version
 *   (`docs/…/index.html`; not the next version's, `docs/next/…`, which few readers run);
 * - every script and stylesheet of the locale (content-hashed under
 *   `assets/`): a doc loads its route chunks on demand, and which chunks a
 *   page needs is known only to the bundler's runtime, so all are kept;
 * - the logo, favicon and app icons;
 * - the 800 px copies of the product screenshots of the locale's language in
 *   the released docs (`img/screens/4.86/<lang>/<id>-800.webp`, what a doc
 *   shows in its column; the
 *   full-size image, opened on click, stays online). Workbox's globs of the
 *   plugin skip `.webp`: the plugin adds these entries itself
 *   ({@link screenshotEntry}).
 *
 * Everything else goes to the network as usual: blog and other pages, other
 * images (full-size screenshots, covers, social cards), the search index
 * (`pagefind/`), data files (`data/*.json`), feeds.
 */
export const precacheRules: readonly RegExp[] = [
  /^index\.html$/,
  /^404\.html$/,
  /^docs\/(?!next\/)(?:.+\/)?index\.html$/,
  /^assets\/js\/[^/]+\.js$/,
  /^assets\/css\/[^/]+\.css$/,
  /^img\/(?:logo|favicon)\.svg$/,
  /^img\/icon-[a-z0-9-]+\.png$/,
];

/** Folder of the screenshots the worker keeps: the released docs version's, the docs it stores. */
const releasedScreens = screenshotPaths((versions as string[])[0] ?? 'current').images;

/**
 * The folder of a language's screenshots in the released docs (`img/screens/4.86/en`), relative
 * to the locale's build folder.
 */
export function screenshotFolder(language: string): string {
  return `${releasedScreens}/${language}`;
}

/** The screenshots kept for a language: `<released docs' folder>/<lang>/<id>-800.webp`. */
export function screenshotEntry(language: string): RegExp {
  const folder = screenshotFolder(language).replace(/[.]/g, '\\.');
  return new RegExp(`^${folder}/[a-z0-9-]+-800\\.webp$`);
}

/** The locale a service worker serves. */
export type PrecacheLocale = {
  /** Language of the locale's screenshots (`en`, `fr`). */
  language: string;
  /**
   * Folders of the other locales inside this one's build folder (`['fr']`
   * for English, whose folder holds `build/fr/`).
   */
  otherLocalePaths: readonly string[];
};

/**
 * True when the service worker keeps the file.
 *
 * @param url a manifest path, relative to the locale's build folder
 */
export function shouldPrecache(url: string, locale: PrecacheLocale): boolean {
  if (/^[a-z]+:/i.test(url) || url.startsWith('/') || url.includes('..')) return false;
  if (locale.otherLocalePaths.some((other) => url === other || url.startsWith(`${other}/`))) {
    return false;
  }
  return precacheRules.some((rule) => rule.test(url)) || screenshotEntry(locale.language).test(url);
}

/** Totals of a precache list, for the build log and the README. */
export type PrecacheSummary = {
  /** Number of files. */
  count: number;
  /** Sum of their sizes, in bytes (uncompressed, as stored in the cache). */
  bytes: number;
  /** Number of pages (HTML files). */
  pages: number;
};

/** Counts the files, pages and bytes of a precache list. */
export function summarizePrecache(entries: readonly PrecacheEntry[]): PrecacheSummary {
  return {
    count: entries.length,
    bytes: entries.reduce((sum, entry) => sum + entry.size, 0),
    pages: entries.filter((entry) => entry.url.endsWith('.html')).length,
  };
}
