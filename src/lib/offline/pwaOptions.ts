import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {
  screenshotEntry,
  screenshotFolder,
  shouldPrecache,
  summarizePrecache,
  type PrecacheEntry,
  type PrecacheLocale,
} from './precache';

/**
 * One of workbox's manifest transforms (receives the list of files to precache, returns the kept
 * list and warnings), typed through the PWA plugin's options: `workbox-build` is that plugin's
 * dependency, not ours.
 */
type ManifestTransform = NonNullable<
  PwaOptions['injectManifestConfig']['manifestTransforms']
>[number];

/** What {@link pwaOptions} needs to know of the site and the locale being built. */
export type OfflineSite = {
  /** The site's root. */
  siteDir: string;
  /** The locale being built (`en`, `fr`). */
  locale: string;
  /** Its `htmlLang`, which names its screenshots' folder (`static/img/screens/4.86/<language>/`). */
  language: string;
  /** URL path segments of the other locales (`fr`), whose files a worker never stores. */
  otherLocalePaths: string[];
  /** The app's background colour, also the browser's theme colour (`config/pwa.ts`). */
  background: string;
};

/**
 * The screenshots the plugin's globs skip (`.webp`), as manifest entries: read from `static/`,
 * which the build copies as it is.
 */
function screenshots(site: OfflineSite): PrecacheEntry[] {
  const folder = screenshotFolder(site.language);
  const dir = path.join(site.siteDir, 'static', folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((name) => `${folder}/${name}`)
    .filter((url) => screenshotEntry(site.language).test(url))
    .map((url) => {
      const data = readFileSync(path.join(site.siteDir, 'static', url));
      return {url, revision: createHash('md5').update(data).digest('hex'), size: data.length};
    });
}

/**
 * Options of `@docusaurus/plugin-pwa` (its documented options, registered directly in
 * config/plugins.ts) for offline reading of the docs of one locale:
 *
 * - offline mode for every visitor (strategy `always`) once the worker is registered;
 * - the worker stores only what ./precache.ts lists (the locale's doc pages, home and not-found
 *   pages, scripts, stylesheets, icons and 800 px screenshots) and logs how much;
 * - it is registered on the first doc page a visitor opens (src/plugins/offline/registerOnDocs.ts);
 * - a `theme-color` in every page's head.
 *
 * @param site the site's root and the locale being built
 */
export function pwaOptions(site: OfflineSite): Partial<PwaOptions> {
  const locale: PrecacheLocale = {
    language: site.language,
    otherLocalePaths: site.otherLocalePaths,
  };
  const keepForOffline: ManifestTransform = async (entries) => {
    const manifest = [...entries, ...screenshots(site)].filter((entry) =>
      shouldPrecache(entry.url, locale),
    );
    const {count, pages, bytes} = summarizePrecache(manifest);
    console.log(
      `[offline] ${site.locale}: the service worker stores ${count} files (${pages} pages), ${(bytes / 1e6).toFixed(1)} MB`,
    );
    return {manifest, warnings: []};
  };
  return {
    debug: false,
    offlineModeActivationStrategies: ['always'],
    injectManifestConfig: {
      // Keeps only what ./precache.ts lists (the plugin globs every script, page and image).
      manifestTransforms: [keepForOffline],
    } as PwaOptions['injectManifestConfig'],
    pwaHead: [{tagName: 'meta', name: 'theme-color', content: site.background}],
    // The offline plugin's own client script (a path given to plugin-pwa, not an import).
    swRegister: path.join(__dirname, '../../plugins/offline/registerOnDocs.ts'),
  };
}
