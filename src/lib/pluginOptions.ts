/**
 * Options of the site's own Docusaurus plugins (src/plugins/), here so that the settings in
 * config/ can type what they pass without importing the plugins: settings depend on src/lib/,
 * never on a plugin's code.
 */
import type {PrismTheme} from 'prism-react-renderer';
import type {SiteEnv} from './siteEnv';

/** Options of the hosting-headers plugin (src/plugins/hosting-headers). */
export type HostingHeadersOptions = {
  /** The site's settings from `readSiteEnv()` (src/lib/siteEnv.ts): optional services to allow. */
  siteEnv: SiteEnv;
};

/** Options of the code-highlighting plugin: the code themes of `themeConfig.prism`. */
export type CodeHighlightingOptions = {lightTheme: PrismTheme; darkTheme: PrismTheme};

/** Options of the search plugin (set in `config/search.ts`). */
export type SearchPluginOptions = {
  /** `embedded`: index the built site with Pagefind, which answers searches; `algolia`: hosted DocSearch. */
  mode: 'embedded' | 'algolia';
};

/** Words of the web app manifest that change with the language. */
export type ManifestText = {name: string; shortName: string; description: string};

/** Options of the offline plugin (set in config/plugins.ts from config/pwa.ts). */
export type OfflineManifestOptions = {
  /** The manifest's words per locale; `en` is the fallback and must be there. */
  text: Record<string, ManifestText>;
  /** Background and theme colour of the installed app (CSS colour). */
  background: string;
};
