import type {PluginConfig} from '@docusaurus/types';
import type {PluginOptions as IdealImageOptions} from '@docusaurus/plugin-ideal-image';
import type {IdealImageFoldersOptions} from '../src/plugins/ideal-image-folders';

/** Responsive image sizes of spec §9: 400–2000 px, 10 steps. */
const responsiveImages = {quality: 80, min: 400, max: 2000, steps: 10};

/** Plugins beside the classic preset. */
export const plugins: PluginConfig[] = [
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
];

// Loads Prism with the first code block instead of in the main bundle.
plugins.push('./src/plugins/prism-on-demand/index.ts');
// Writes build/_headers (security and cache headers, CSP with inline-script hashes).
plugins.push('./src/plugins/hosting-headers/index.ts');
plugins.push('./src/plugins/test-routes/index.ts');
// Finds French docs and posts older than their English twin (notice on both pages).
plugins.push('./src/plugins/translation-freshness/index.ts');
// llms.txt, llms-full.txt and a Markdown twin of every doc and post (`/docs/x/` → `/docs/x.md`).
plugins.push('./src/plugins/llms-txt/index.ts');
// FAQPage JSON-LD of the pages that show questions, written from their built HTML.
plugins.push('./src/plugins/faq-structured-data/index.ts');
// Offline reading of the docs: service worker, web app manifest, reload popup (src/plugins/offline).
plugins.push('./src/plugins/offline/index.ts');
// An Open Graph image for every doc and post, drawn after the build (src/plugins/social-cards).
plugins.push('./src/plugins/social-cards/index.ts');
