import type {PluginConfig} from '@docusaurus/types';
import type {UserThemeConfig} from '@docusaurus/theme-search-algolia';
import type {SearchPluginOptions} from '../src/lib/pluginOptions';
import {searchHostsOf, type SiteEnv} from '../src/lib/siteEnv';
import {readFileSync} from 'node:fs';
import path from 'node:path';

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

/**
 * The spelling variants of a locale's search (src/plugins/search/client/variants.ts), from
 * `i18n/<locale>/search-variants.json`: `{"groups": [["timezone", "time zone"], …]}`.
 *
 * @param locale the locale being built
 * @returns its groups, each of at least two non-empty spellings
 * @throws Error naming the file when it is missing, does not parse or holds a bad group
 */
export function searchVariants(locale: string): string[][] {
  const file = path.join(__dirname, '..', 'i18n', locale, 'search-variants.json');
  const {groups} = JSON.parse(readFileSync(file, 'utf8')) as {groups: unknown};
  const valid =
    Array.isArray(groups) &&
    groups.every(
      (group) =>
        Array.isArray(group) &&
        group.length >= 2 &&
        group.every((spelling) => typeof spelling === 'string' && /[\p{L}\p{N}]/u.test(spelling)),
    );
  if (!valid) throw new Error(`${file}: "groups" must list groups of two or more spellings`);
  return groups as string[][];
}
