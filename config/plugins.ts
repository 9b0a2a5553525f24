import type {PluginConfig} from '@docusaurus/types';
import type {
  HostingHeadersOptions,
  OfflineManifestOptions,
  CodeHighlightingOptions,
} from '../src/lib/pluginOptions';
import type {PluginOptions as LlmsTxtOptions} from '@signalwire/docusaurus-plugin-llms-txt';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
import path from 'node:path';
import type {SiteEnv} from '../src/lib/siteEnv';
import {darkCodeTheme, lightCodeTheme} from './prism';
import {currentLocale, i18n} from './i18n';
import {twinPluginOptions} from './llmsTxt';
import {pwaOptions} from '../src/lib/offline/pwaOptions';
import {appBackground, manifestText} from './pwa';

/** The site's root (this file lives in `config/`). */
const siteDir = path.resolve(__dirname, '..');

/** What the plugins need of the site config (docusaurus.config.ts). */
export type SiteIdentity = {title: string; url: string};

/** The locale being built, as `i18n.localeConfigs` describes it. */
const localeConfig = i18n.localeConfigs[currentLocale as keyof typeof i18n.localeConfigs];

/**
 * Plugins beside the classic preset, in the order Docusaurus runs them.
 *
 * @param siteEnv the site's settings from `readSiteEnv()`, given to the plugins that depend on them
 * @param search the search plugin of the current search mode (`searchConfig().plugin`, config/search.ts)
 * @param site the site's title and URL
 */
export function plugins(
  siteEnv: SiteEnv,
  search: PluginConfig,
  site: SiteIdentity,
): PluginConfig[] {
  return [
    // Colours Markdown code blocks from tokens made at build time, and loads Prism with the first
    // code block that still needs it instead of in the main bundle.
    [
      './src/plugins/code-highlighting/index.ts',
      {lightTheme: lightCodeTheme, darkTheme: darkCodeTheme} satisfies CodeHighlightingOptions,
    ],
    // `@locale/…` imports a page's or component's words from `i18n/<locale being built>/`.
    './src/plugins/locale-messages/index.ts',
    // Writes build/_headers (security and cache headers, CSP with inline-script hashes).
    ['./src/plugins/hosting-headers/index.ts', {siteEnv} satisfies HostingHeadersOptions],
    // Pages that only the end-to-end tests visit (src/test-pages/ under /__test__/), in test builds only.
    ...(siteEnv.testRoutes
      ? [
          [
            '@docusaurus/plugin-content-pages',
            {id: 'test-pages', path: 'src/test-pages', routeBasePath: '__test__'},
          ] satisfies PluginConfig,
        ]
      : []),
    // The /releases/ page: every blog post with a `gladys_version`, newest first (src/plugins/release-notes).
    './src/plugins/release-notes/index.ts',
    // One page per community integration of the store snapshot, src/data/store/ (src/plugins/store).
    './src/plugins/store/index.ts',
    // Finds French docs and posts older than their English twin (notice on both pages).
    './src/plugins/translation-freshness/index.ts',
    // llms.txt, llms-full.txt and a Markdown twin of every doc and post (`/docs/x/` → `/docs/x.md`).
    [
      '@signalwire/docusaurus-plugin-llms-txt',
      {
        ...(twinPluginOptions({
          siteTitle: site.title,
          siteUrl: site.url.replace(/\/$/, ''),
          baseUrl: localeConfig.baseUrl,
          siteDir,
          locale: currentLocale,
        }) satisfies LlmsTxtOptions),
      },
    ],
    search,
    // React DOM in a script of its own, so the page's start is two shorter tasks.
    './src/plugins/split-main/index.ts',
    // Offline reading and the web app manifest do nothing under `npm start` (plugin-pwa returns no
    // plugin outside production), but loading plugin-pwa loads workbox-build and the bundler
    // again (0.6 s of the dev server's plugin init, measured): the dev server leaves both out.
    ...(process.env.NODE_ENV === 'development'
      ? []
      : ([
          // Offline reading of the docs: service worker and reload popup (src/lib/offline/pwaOptions.ts).
          [
            '@docusaurus/plugin-pwa',
            pwaOptions({
              siteDir,
              locale: currentLocale,
              language: localeConfig.htmlLang,
              // Their folders inside this locale's build folder (`build/fr/` for English).
              otherLocalePaths: i18n.locales.filter((locale) => locale !== currentLocale),
              background: appBackground,
            }) satisfies Partial<PwaOptions>,
          ],
          // The web app manifest of each locale, which plugin-pwa does not write.
          [
            './src/plugins/offline/index.ts',
            {text: manifestText, background: appBackground} satisfies OfflineManifestOptions,
          ],
        ] satisfies PluginConfig[])),
    // An Open Graph image for every doc and post, drawn after the build (src/plugins/social-cards).
    './src/plugins/social-cards/index.ts',
  ];
}
