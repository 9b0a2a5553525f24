import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
// Before the plugin is loaded: its `workbox-build` is then loaded only as far as it needs.
import './lazyWorkbox';
// The package's typings declare only its options; its entry point has its own.
import pluginPWA from '@docusaurus/plugin-pwa/lib/index.js';
import {createHash} from 'node:crypto';
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {appBackground, webAppManifest} from '../../../config/pwa';
import {
  screenshotEntry,
  shouldPrecache,
  summarizePrecache,
  type PrecacheEntry,
  type PrecacheLocale,
} from './precache';

/**
 * One of workbox's manifest transforms (receives the list of files to
 * precache, returns the kept list and warnings), typed through the PWA
 * plugin's options: `workbox-build` is that plugin's dependency, not ours.
 */
type ManifestTransform = NonNullable<
  PwaOptions['injectManifestConfig']['manifestTransforms']
>[number];

/** Folder of the installed @docusaurus/plugin-pwa (its `lib/` and `src/`). */
const pwaDir = path.dirname(require.resolve('@docusaurus/plugin-pwa/package.json'));

/** File name of the web app manifest, at the root of each locale. */
export const manifestFile = 'manifest.webmanifest';

/**
 * Offline reading of the docs, in each locale, through
 * `@docusaurus/plugin-pwa` 3.10 (wrapped so that its options live here and
 * its paths resolve from its own folder):
 *
 * - a service worker per locale (`/sw.js`, scope `/`; `/fr/sw.js`, scope
 *   `/fr/`), registered on the first doc page a visitor opens
 *   (`./registerOnDocs.ts`), in offline mode for every visitor (strategy
 *   `always`): once registered, it stores the locale's doc pages,
 *   home and not-found pages, scripts, stylesheets, icons and screenshots
 *   (`./precache.ts`), then answers those from its cache, with or without a
 *   network. It answers nothing else: other pages, images, the search index,
 *   the contact endpoint and Algolia (other origins) go to the network as if
 *   it were not there.
 * - a new build is announced by the plugin's reload popup
 *   (`@theme/PwaReloadPopup`, translated in i18n/fr/code.json): the new
 *   worker waits until the reader clicks Refresh.
 * - `manifest.webmanifest` per locale (config/pwa.ts), linked from each page once it is usable
 *   (./registerOnDocs.ts), and a `theme-color`.
 *
 * The build log prints the files and bytes each service worker stores.
 * Nothing happens under `npm start` (the plugin is off in development).
 *
 * @returns the plugin-pwa instance with our options, or null in development.
 */
export default function offlinePlugin(context: LoadContext): Plugin<void> | null {
  const {i18n, baseUrl} = context;
  const otherLocalePaths = i18n.locales
    .filter((locale) => locale !== i18n.currentLocale)
    .map((locale) => i18n.localeConfigs[locale]?.path ?? locale);

  const language = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const locale: PrecacheLocale = {language, otherLocalePaths};

  /** The screenshots the plugin's globs skip (`.webp`), as manifest entries. */
  const screenshots = async (): Promise<PrecacheEntry[]> => {
    const folder = `img/screens/${language}`;
    const names = await readdir(path.join(context.outDir, folder)).catch(() => []);
    const entries: PrecacheEntry[] = [];
    for (const name of names.sort()) {
      const url = `${folder}/${name}`;
      if (!screenshotEntry(language).test(url)) continue;
      const data = await readFile(path.join(context.outDir, url));
      const revision = createHash('md5').update(data).digest('hex');
      entries.push({url, revision, size: data.length});
    }
    return entries;
  };

  const keepForOffline: ManifestTransform = async (entries) => {
    const manifest = [...entries, ...(await screenshots())].filter((entry) =>
      shouldPrecache(entry.url, locale),
    );
    const {count, pages, bytes} = summarizePrecache(manifest);
    console.log(
      `[offline] ${i18n.currentLocale}: the service worker stores ${count} files (${pages} pages), ${(bytes / 1e6).toFixed(1)} MB`,
    );
    return {manifest, warnings: []};
  };

  const options: PwaOptions = {
    debug: false,
    offlineModeActivationStrategies: ['always'],
    injectManifestConfig: {
      // Set by the plugin (its compiled worker, the locale's build folder).
      swSrc: '',
      swDest: '',
      globDirectory: '',
      // Keeps only what ./precache.ts lists (the plugin globs every script, page and image).
      manifestTransforms: [keepForOffline],
    },
    // The manifest link is added once the page is usable (./registerOnDocs.ts), not written here.
    pwaHead: [{tagName: 'meta', name: 'theme-color', content: appBackground}],
    // The plugin's registration script, loaded on the first doc page (./registerOnDocs.ts).
    swRegister: path.join(__dirname, 'registerOnDocs.ts'),
  };
  const inner = pluginPWA(context, options);
  if (!inner) return null;
  return {
    ...inner,
    name: 'gladys-offline',
    getThemePath: () => path.join(pwaDir, 'lib/theme'),
    getTypeScriptThemePath: () => path.join(pwaDir, 'src/theme'),
    async postBuild(props) {
      const manifest = webAppManifest(i18n.currentLocale, baseUrl);
      await writeFile(path.join(props.outDir, manifestFile), `${JSON.stringify(manifest)}\n`);
      await inner.postBuild?.(props);
    },
  };
}
