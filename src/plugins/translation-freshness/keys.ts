/**
 * Names shared by the translation-freshness plugin (build time) and the theme
 * components that show its result (browser): no Node.js import here.
 */

/** Plugin name, also the key of its global data (`usePluginData`). */
export const translationFreshnessPluginName = 'gladys-translation-freshness';

import versions from '../../../versions.json';

/**
 * Folders of the English sources and of their French twins, relative to the site: the next
 * version's docs (`doc`), each released version's (`doc-4.86`: a French 4.86 doc translates its
 * English 4.86 twin) and the blog.
 */
export const contentFolders: Readonly<Record<string, {en: string; fr: string}>> = {
  doc: {en: 'docs', fr: 'i18n/fr/docusaurus-plugin-content-docs/current'},
  ...Object.fromEntries(
    (versions as string[]).map((version) => [
      `doc-${version}`,
      {
        en: `versioned_docs/version-${version}`,
        fr: `i18n/fr/docusaurus-plugin-content-docs/version-${version}`,
      },
    ]),
  ),
  blog: {en: 'blog', fr: 'i18n/fr/docusaurus-plugin-content-blog'},
};

/** Kind of content a translated page belongs to: `doc`, `doc-<version>` or `blog`. */
export type TranslatedKind = string;

/** What the plugin tells the pages about one French page whose English twin changed since. */
export type StaleTranslation = {
  /** Date of the English page's last change, in ms since the epoch; null when git cannot tell. */
  englishUpdatedAt: number | null;
};

/** Global data of the plugin: the stale French pages, keyed by {@link translationKey}. */
export type TranslationFreshnessData = {
  stale: Record<string, StaleTranslation>;
};

/**
 * The key of a page pair: the English source path relative to the site
 * (`docs/installation/faq.md`, `versioned_docs/version-4.86/installation/faq.md`,
 * `blog/2024-08-26-gladys-and-duckdb.mdx`).
 *
 * @param source a `metadata.source` of the docs or blog plugin (`@site/docs/…`,
 *   `@site/i18n/fr/docusaurus-plugin-content-docs/current/…`), or a path relative to the site
 * @returns the key, or null for a file outside the docs and blog folders
 */
export function translationKey(source: string): string | null {
  const relative = source.replace(/^@site\//, '').replace(/\\/g, '/');
  for (const folders of Object.values(contentFolders)) {
    for (const folder of [folders.fr, folders.en]) {
      if (relative.startsWith(`${folder}/`)) {
        return `${folders.en}/${relative.slice(folder.length + 1)}`;
      }
    }
  }
  return null;
}
