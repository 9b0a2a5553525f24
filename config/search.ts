import type {PluginConfig} from '@docusaurus/types';
import type {UserThemeConfig} from '@docusaurus/theme-search-algolia';
import type {SearchPluginOptions} from '../src/lib/pluginOptions';
import {searchHostsOf, type SiteEnv} from '../src/lib/siteEnv';

/** The `themeConfig.algolia` block and our search plugin, for one search mode. */
export type SearchConfig = {
  mode: SearchPluginOptions['mode'];
  /** Origins the hosted backend queries, in order (`customFields.searchHosts`); empty when embedded. */
  hosts: string[];
  themeConfig: NonNullable<UserThemeConfig['algolia']>;
  plugin: PluginConfig;
};

/**
 * Search settings: the DocSearch modal and the `/search/`
 * page, filtered on the current language and docs version (contextual
 * search).
 *
 * @param algolia hosted DocSearch credentials from `readSiteEnv()`, or null
 *   for the embedded Pagefind index (the default). In embedded mode the
 *   credentials below are placeholders the theme requires; nothing is sent to
 *   Algolia: the site's search backend replaces the client. `ALGOLIA_SEARCH_HOST`
 *   (tests) replaces Algolia's hosts.
 */
export function searchConfig(algolia: SiteEnv['algolia']): SearchConfig {
  const mode = algolia ? 'algolia' : 'embedded';
  const {appId, apiKey, indexName} = algolia ?? {
    appId: 'EMBEDDED',
    apiKey: 'embedded-pagefind',
    indexName: 'pagefind',
  };
  return {
    mode,
    hosts: searchHostsOf(algolia),
    themeConfig: {
      appId,
      apiKey,
      indexName,
      contextualSearch: true,
      searchPagePath: 'search',
      insights: false,
    },
    plugin: ['./src/plugins/search/index.ts', {mode} satisfies SearchPluginOptions],
  };
}
