import type {PluginInput, PluginOptions} from '@signalwire/docusaurus-plugin-llms-txt';
import rehypeCleanPage from './rehypeCleanPage';
import remarkTwinLinks from './remarkTwinLinks';

/**
 * Routes that get no Markdown twin: listings, search, the pages that only test builds have
 * (src/plugins/test-routes), the store's community integration pages (src/plugins/store: data
 * from their authors, not our docs) and other pages that are not content. Each page is named with and
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
};

/**
 * Options of `@signalwire/docusaurus-plugin-llms-txt` for our Markdown twins: docs and posts,
 * one `.md` file per page, the theme's markup cleaned by `rehypeCleanPage` (a diagram written
 * back as its Mermaid source) and links made absolute by `remarkTwinLinks`.
 *
 * @param site the site's title and URL, the locale's base URL, the site's root
 * @returns the options: data, and our unified plugins as functions
 */
export function twinPluginOptions(site: TwinSite): PluginOptions {
  const {siteTitle, siteUrl, baseUrl, siteDir} = site;
  return {
    siteTitle,
    siteDescription: '',
    logLevel: 0,
    onRouteError: 'throw',
    content: {
      includeDocs: true,
      includeBlog: true,
      includePages: false,
      enableMarkdownFiles: true,
      enableLlmsFullTxt: false,
      relativePaths: false,
      excludeRoutes,
      contentSelectors: ['.theme-doc-markdown', 'main article'],
      beforeDefaultRehypePlugins: [
        [unifiedPlugin(rehypeCleanPage), {siteUrl, diagramSources: {siteDir}}],
      ],
      remarkPlugins: [[unifiedPlugin(remarkTwinLinks), {siteUrl, baseUrl}]],
      remarkStringify: {bullet: '-'},
    },
  };
}
