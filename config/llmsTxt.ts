import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {PluginInput, PluginOptions} from '@signalwire/docusaurus-plugin-llms-txt';
import rehypeCleanPage from '../src/rehype/llmsCleanPage';
import remarkTwinLinks from '../src/remark/llmsTwinLinks';

/**
 * The summary under the title of `llms.txt` and `llms-full.txt` in `locale`:
 * `i18n/<locale>/config/llmsTxt.json`, or the English file when the locale has none.
 */
export function llmsSummary(locale: string): string {
  const file = (name: string) => path.join(__dirname, '../i18n', name, 'config/llmsTxt.json');
  const found = existsSync(file(locale)) ? file(locale) : file('en');
  return (JSON.parse(readFileSync(found, 'utf8')) as {summary: string}).summary;
}

/**
 * Routes that get no Markdown twin: listings, search, the pages that only test builds have
 * (src/test-pages, config/plugins.ts), the store's community integration pages (src/plugins/store: their
 * authors' data, not our docs) and other pages that are not content. Each page is named with and
 * without its trailing slash: the routes end with one (`trailingSlash: true`), and `**` does not
 * stand for it.
 */
export const excludeRoutes = [
  '**/blog',
  '**/blog/',
  '**/blog/page/**',
  '**/blog/tags',
  '**/blog/tags/**',
  '**/blog/authors',
  '**/blog/authors/**',
  '**/blog/archive',
  '**/blog/archive/',
  '**/search',
  '**/search/',
  '**/releases',
  '**/releases/',
  '**/integrations/community/**',
  '**/__test__/**',
];

/** Unified plugins, as the third-party plugin types them (options typed `unknown`). */
type UnifiedPlugin = Exclude<PluginInput, readonly unknown[]>;
// Our plugins take typed options, which unified's `unknown[]` signature cannot express.
const unifiedPlugin = (plugin: (options: never) => unknown) => plugin as unknown as UnifiedPlugin;

/** What {@link twinPluginOptions} needs to know about the site and the locale. */
export type TwinSite = {
  /** `siteConfig.title`. */
  siteTitle: string;
  /** `siteConfig.url` without its trailing slash (`https://gladysassistant.com`). */
  siteUrl: string;
  /** The locale's base URL (`/`, `/fr/`). */
  baseUrl: string;
  /** The site's root, where the diagrams' Mermaid sources are read from. */
  siteDir: string;
  /** The locale being built (`en`, `fr`): picks the summary of {@link llmsSummary}. */
  locale: string;
};

/**
 * Options of `@signalwire/docusaurus-plugin-llms-txt`, which writes, in each locale, `llms.txt`
 * (links to every doc and post: docs by folder, then the blog), `llms-full.txt`
 * (the same with every page's Markdown) and a Markdown twin of every doc and post
 * (`/docs/x/` → `/docs/x.md`), of the default docs version only. The theme's markup is cleaned by `src/rehype/llmsCleanPage.ts` (a
 * diagram written back as its Mermaid source) and links made absolute by
 * `src/remark/llmsTwinLinks.ts`.
 *
 * @param site the site's title and URL, the locale's base URL, the site's root
 * @returns the options: data, and our unified plugins as functions
 */
export function twinPluginOptions(site: TwinSite): PluginOptions {
  const {siteTitle, siteUrl, baseUrl, siteDir, locale} = site;
  // The plugin groups routes by path segments, the locale's prefix (`/fr/`) included.
  const prefix = baseUrl.split('/').filter(Boolean).length;
  const depth = (levels: number) => (levels + prefix) as 1 | 2 | 3 | 4 | 5;
  return {
    siteTitle,
    siteDescription: llmsSummary(locale),
    // Docs grouped by their folder (`docs/installation`), then the guides and the posts, each all
    // under one section (`guides`, `blog`).
    depth: depth(2),
    includeOrder: ['**/docs/**', '**/guides/**', '**/blog/**'],
    logLevel: 0,
    onRouteError: 'throw',
    content: {
      includeDocs: true,
      // The default docs version only (/docs/): the next version's (/docs/next/, noIndex) gets no
      // line in llms.txt or llms-full.txt, and no Markdown twin.
      includeVersionedDocs: false,
      includeBlog: true,
      includePages: false,
      enableMarkdownFiles: true,
      enableLlmsFullTxt: true,
      relativePaths: false,
      excludeRoutes,
      contentSelectors: ['.theme-doc-markdown', 'main article'],
      routeRules: [
        {route: '**/guides/**', depth: depth(1)},
        {route: '**/blog/**', depth: depth(1)},
      ],
      beforeDefaultRehypePlugins: [
        [unifiedPlugin(rehypeCleanPage), {siteUrl, diagramSources: {siteDir}}],
      ],
      remarkPlugins: [[unifiedPlugin(remarkTwinLinks), {siteUrl, baseUrl}]],
      remarkStringify: {bullet: '-'},
    },
  };
}
