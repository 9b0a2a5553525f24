import type {PluginConfig} from '@docusaurus/types';
import type {PluginOptions as IdealImageOptions} from '@docusaurus/plugin-ideal-image';
import type {IdealImageFoldersOptions} from '../src/plugins/ideal-image-folders';
import type {HostingHeadersOptions} from '../src/plugins/hosting-headers';
import type {StaticHighlightOptions} from '../src/plugins/static-highlight';
import type {TestRoutesOptions} from '../src/plugins/test-routes';
import type {SiteEnv} from './env';
import {darkCodeTheme, lightCodeTheme} from './prism';

/** Responsive image sizes of spec §9: 400–2000 px, 10 steps. */
const responsiveImages = {quality: 80, min: 400, max: 2000, steps: 10};

/**
 * Plugins beside the classic preset, in the order Docusaurus runs them.
 *
 * @param siteEnv the site's settings from `readSiteEnv()`, given to the plugins that depend on them
 * @param search the search plugin of the current search mode (`searchConfig().plugin`, config/search.ts)
 */
export function plugins(siteEnv: SiteEnv, search: PluginConfig): PluginConfig[] {
  return [
    [
      '@docusaurus/plugin-ideal-image',
      {...responsiveImages, disableInDev: false} satisfies Partial<IdealImageOptions>,
    ],
    // The blog covers, listed with require.context by src/components/BlogPostCover, get the same sizes.
    [
      './src/plugins/ideal-image-folders/index.ts',
      {
        folders: ['static/img/blog'],
        loaderOptions: responsiveImages,
      } satisfies IdealImageFoldersOptions,
    ],
    // Loads Prism with the first code block instead of in the main bundle.
    './src/plugins/prism-on-demand/index.ts',
    // Writes build/_headers (security and cache headers, CSP with inline-script hashes).
    ['./src/plugins/hosting-headers/index.ts', {siteEnv} satisfies HostingHeadersOptions],
    // Pages that only the end-to-end tests visit, under /__test__/.
    [
      './src/plugins/test-routes/index.ts',
      {enabled: siteEnv.testRoutes} satisfies TestRoutesOptions,
    ],
    // Finds French docs and posts older than their English twin (notice on both pages).
    './src/plugins/translation-freshness/index.ts',
    // llms.txt, llms-full.txt and a Markdown twin of every doc and post (`/docs/x/` → `/docs/x.md`).
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
    // Offline reading of the docs: service worker, web app manifest, reload popup (src/plugins/offline).
    './src/plugins/offline/index.ts',
    // An Open Graph image for every doc and post, drawn after the build (src/plugins/social-cards).
    './src/plugins/social-cards/index.ts',
  ];
}
