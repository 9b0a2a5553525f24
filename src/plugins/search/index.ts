import type {LoadContext, Plugin} from '@docusaurus/types';
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';

import type {SearchPluginOptions} from '../../lib/pluginOptions';

/**
 * Theme chrome inside a page's `<main>` that Pagefind leaves out: navigation,
 * table of contents, edit and date lines, screen-reader labels, and diagrams
 * (their labels, drawn for both colour modes, restate the text around them).
 */
export const excludeSelectors = [
  '.theme-doc-breadcrumbs',
  '.hash-link',
  '.pagination-nav',
  '.theme-doc-footer',
  '.theme-doc-toc-mobile',
  '.table-of-contents',
  '.sr-only',
  '.docusaurus-mermaid-container',
];

/**
 * Prepares a built page for Pagefind, which indexes its `<main>` and takes
 * its `<h1>` as title: gives it a section (`lvl0` meta, the modal's group
 * title): "Blog" for a post, the breadcrumb before the page's own for a doc
 * (the home link has no text: a top-level doc falls back to its title).
 *
 * @param html a page written by `docusaurus build`
 * @returns the HTML to index, or null for pages that are not content (blog
 *   listings, tag and author pages) or have no `<main>`
 */
export function prepareHtml(html: string): string | null {
  const htmlTag = /<html\b[^>]*>/.exec(html)?.[0] ?? '';
  const kind = /\b(docs-doc-page|blog-post-page|plugin-pages|plugin-gladys-store)\b/.exec(
    htmlTag,
  )?.[1];
  if (!kind || !html.includes('<main')) return null;
  if (kind === 'blog-post-page')
    return html.replace('<main', '<main data-pagefind-meta="lvl0:Blog"');
  const section = [...html.matchAll(/class="?breadcrumbs__link\b/g)].at(-2)?.index;
  if (kind === 'plugin-pages' || kind === 'plugin-gladys-store' || section === undefined)
    return html;
  return `${html.slice(0, section)}data-pagefind-meta=lvl0 ${html.slice(section)}`;
}

/** Hides Algolia's logo in the modal in embedded mode. */
const embeddedStyles = path.join(__dirname, 'client/embedded.css');

/** Built page of a route, or null for routes that are not indexed (other base URL, search and test pages). */
function routeFile(outDir: string, baseUrl: string, route: string): string | null {
  const relative = route.slice(baseUrl.length);
  if (!route.startsWith(baseUrl) || /^(search|__test__)\//.test(relative)) return null;
  return path.join(outDir, relative, 'index.html');
}

/**
 * Indexes the routes of one locale build (search and test pages left out) into
 * `<outDir>/pagefind/`. @returns the number of pages indexed
 * @throws Error when Pagefind reports one, or when no page was indexed
 */
async function writeSearchIndex(outDir: string, baseUrl: string, routes: string[], lang: string) {
  // Pagefind is an ES module only; Docusaurus loads this plugin through jiti, which would turn
  // import() into require(). A CommonJS file loaded with Node's own require keeps import().
  const importPagefind = createRequire(__filename)('./importPagefind.cjs') as () => Promise<
    typeof import('pagefind')
  >;
  const {createIndex, close} = await importPagefind();
  const {index, errors} = await createIndex({
    rootSelector: 'main',
    excludeSelectors,
    forceLanguage: lang,
  });
  if (!index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);
  try {
    let pages = 0;
    for (const route of new Set(routes)) {
      const file = routeFile(outDir, baseUrl, route);
      if (!file || !existsSync(file)) continue;
      const content = prepareHtml(await readFile(file, 'utf8'));
      if (!content) continue;
      const added = await index.addHTMLFile({url: route, content});
      if (added.errors.length) throw new Error(`Pagefind could not index ${file}: ${added.errors}`);
      pages += 1;
    }
    if (!pages) throw new Error(`No page of ${outDir} was indexed for search: no <main> found`);
    const written = await index.writeFiles({outputPath: path.join(outDir, 'pagefind')});
    if (written.errors.length) throw new Error(`Pagefind could not write: ${written.errors}`);
    return pages;
  } finally {
    await close();
  }
}

/**
 * Site search (see README.md). Embedded mode: `postBuild` indexes the built pages of the locale
 * with Pagefind, and a client stylesheet hides the Algolia logo. Hosted mode: nothing at build
 * time. The modal itself is DocSearch's, fed through its public props by src/theme/SearchBar.
 *
 * @throws Error at build time when indexing fails
 */
export default function searchPlugin(_context: LoadContext, options: SearchPluginOptions): Plugin {
  const embedded = options.mode === 'embedded';
  return {
    name: 'gladys-search',

    getClientModules() {
      return embedded ? [embeddedStyles] : [];
    },

    async postBuild({outDir, routesPaths, siteConfig, i18n}) {
      if (!embedded) return;
      const lang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
      const pages = await writeSearchIndex(outDir, siteConfig.baseUrl, routesPaths, lang);
      console.log(`[search] ${i18n.currentLocale}: ${pages} pages indexed into ${outDir}/pagefind`);
    },
  };
}
