import type {PluginConfig} from '@docusaurus/types';
import type {PluginOptions as IdealImageOptions} from '@docusaurus/plugin-ideal-image';
import type {IdealImageFoldersOptions} from '../src/plugins/ideal-image-folders';
import type {HostingHeadersOptions} from '../src/plugins/hosting-headers';
import type {StaticHighlightOptions} from '../src/plugins/static-highlight';
import type {TestRoutesOptions} from '../src/plugins/test-routes';
import type {PluginOptions as LlmsTxtOptions} from '@signalwire/docusaurus-plugin-llms-txt';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
import path from 'node:path';
import type {SiteEnv} from './env';
import {darkCodeTheme, lightCodeTheme} from './prism';
import {currentLocale, i18n} from './i18n';
import {twinPluginOptions} from '../src/plugins/llms-txt/twinOptions';
import {pwaOptions} from '../src/plugins/offline/pwaOptions';
import type {CodeTranslationsOptions} from '../src/plugins/code-translations';
import {announcementMessages} from './announcement';

/** The site's root (this file lives in `config/`). */
const siteDir = path.resolve(__dirname, '..');

/** What the plugins need of the site config (docusaurus.config.ts). */
export type SiteIdentity = {title: string; url: string};

/** The locale being built, as `i18n.localeConfigs` describes it. */
const localeConfig = i18n.localeConfigs[currentLocale as keyof typeof i18n.localeConfigs];

/** Responsive image sizes of spec §9: 400–2000 px, 10 steps. */
const responsiveImages = {quality: 80, min: 400, max: 2000, steps: 10};

/**
 * The widths of spec §9's ladder (400, 578, 756, 934, 1112, …) that a blog cover's `srcset` offers,
 * beside the 1600 px source itself (`Number.MAX_SAFE_INTEGER` stands for "the source's own width").
 *
 * Measured on the 31 covers (palette PNGs of 22.9 KB on average at 1600 px): a copy at 934 px
 * weighs 95% of the source, at 1112 px 111%, at 1467 px 149%, so above 756 px a resized copy buys
 * no bytes. 1112 stays because Chromium, choosing between neighbouring candidates by their geometric
 * mean, would otherwise give 412 px phones at 2.625× (Lighthouse's and Pixel phones' layout) the
 * 756 px copy where they had the 1112 px one; every other layout of the cover (the 700 px desktop
 * column at 1×, 1.5× and 2×, phones at 1×, 2× and 3×) picks the same width as with the whole
 * ladder, or the source, which is sharper and lighter than the copy it replaces. Making three sizes
 * instead of eight cut a cold build's image work from about 23 s to 6 s of CPU time; committing
 * the three sizes (scripts/make-blog-covers.mjs, generated/cover-sizes/) cut it to
 * none.
 */
export const coverImages = {quality: 80, sizes: [400, 756, 1112, Number.MAX_SAFE_INTEGER]};

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
    ['@docusaurus/plugin-ideal-image', responsiveImages satisfies Partial<IdealImageOptions>],
    // The blog covers, listed with require.context by src/components/BlogPostCover: the sizes of coverImages.
    [
      './src/plugins/ideal-image-folders/index.ts',
      {
        folders: ['static/img/blog'],
        loaderOptions: coverImages,
      } satisfies IdealImageFoldersOptions,
    ],
    // Loads Prism with the first code block instead of in the main bundle.
    './src/plugins/prism-on-demand/index.ts',
    // Ejected or replaced theme components fall back to the theme's own when what they reach moves.
    './src/plugins/theme-fallbacks/index.ts',
    // French UI text written into the modules that show it, out of the main bundle (src/plugins/code-translations).
    [
      './src/plugins/code-translations/index.ts',
      {configIds: Object.keys(announcementMessages)} satisfies CodeTranslationsOptions,
    ],
    // Pages get only the screenshot sizes and paths of their locale from the manifest (src/plugins/screenshot-manifest).
    './src/plugins/screenshot-manifest/index.ts',
    // Writes build/_headers (security and cache headers, CSP with inline-script hashes).
    ['./src/plugins/hosting-headers/index.ts', {siteEnv} satisfies HostingHeadersOptions],
    // Pages that only the end-to-end tests visit, under /__test__/.
    [
      './src/plugins/test-routes/index.ts',
      {enabled: siteEnv.testRoutes} satisfies TestRoutesOptions,
    ],
    // The /releases/ page: every blog post with a `gladys_version`, newest first (src/plugins/release-notes).
    './src/plugins/release-notes/index.ts',
    // One page per community integration of the store snapshot, src/data/store/ (src/plugins/store).
    './src/plugins/store/index.ts',
    // Finds French docs and posts older than their English twin (notice on both pages).
    './src/plugins/translation-freshness/index.ts',
    // A Markdown twin of every doc and post (`/docs/x/` → `/docs/x.md`), with our rehype and remark steps.
    [
      '@signalwire/docusaurus-plugin-llms-txt',
      {
        ...(twinPluginOptions({
          siteTitle: site.title,
          siteUrl: site.url.replace(/\/$/, ''),
          baseUrl: localeConfig.baseUrl,
          siteDir,
        }) satisfies LlmsTxtOptions),
      },
    ],
    // llms.txt (by sidebar category) and llms-full.txt, once the twins are written.
    './src/plugins/llms-txt/index.ts',
    // FAQPage JSON-LD of the pages that show questions, written from their built HTML.
    './src/plugins/faq-structured-data/index.ts',
    search,
    // Colours Markdown code blocks at build time.
    [
      './src/plugins/static-highlight/index.ts',
      {lightTheme: lightCodeTheme, darkTheme: darkCodeTheme} satisfies StaticHighlightOptions,
    ],
    // Date and number patterns of each locale, so pages format them without Intl in the browser.
    './src/plugins/locale-formats/index.ts',
    // React DOM in a script of its own, so the page's start is two shorter tasks.
    './src/plugins/split-main/index.ts',
    // PostCSS with Docusaurus's inline options only: no search for a config file per stylesheet.
    './src/plugins/postcss-options/index.ts',
    // Offline reading of the docs: service worker and reload popup (src/plugins/offline/pwaOptions.ts).
    [
      '@docusaurus/plugin-pwa',
      pwaOptions({
        siteDir,
        locale: currentLocale,
        language: localeConfig.htmlLang,
        // Their folders inside this locale's build folder (`build/fr/` for English).
        otherLocalePaths: i18n.locales.filter((locale) => locale !== currentLocale),
      }) satisfies Partial<PwaOptions>,
    ],
    // The web app manifest of each locale, which plugin-pwa does not write.
    './src/plugins/offline/index.ts',
    // An Open Graph image for every doc and post, drawn after the build (src/plugins/social-cards).
    './src/plugins/social-cards/index.ts',
  ];
}
