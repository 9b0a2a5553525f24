import type {LoadContext, Plugin} from '@docusaurus/types';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {applyDocSearchPatches} from './docsearchPatches';
import {
  cachedStep,
  cacheKey,
  filesBelow,
  pageKeyDigest,
  postBuildCacheRoot,
} from '../postbuild-cache';

/** Options of the search plugin (see `config/search.ts`). */
export type SearchPluginOptions = {
  /** `embedded`: index the built site with Pagefind, which answers searches; `algolia`: hosted DocSearch. */
  mode: 'embedded' | 'algolia';
};

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
  const kind = /\b(docs-doc-page|blog-post-page|plugin-pages)\b/.exec(htmlTag)?.[1];
  if (!kind || !html.includes('<main')) return null;
  if (kind === 'blog-post-page')
    return html.replace('<main', '<main data-pagefind-meta="lvl0:Blog"');
  const section = [...html.matchAll(/class="?breadcrumbs__link\b/g)].at(-2)?.index;
  if (kind === 'plugin-pages' || section === undefined) return html;
  return `${html.slice(0, section)}data-pagefind-meta=lvl0 ${html.slice(section)}`;
}

/** Hides Algolia's logo in the modal in embedded mode. */
const embeddedStyles = path.join(__dirname, 'client/embedded.css');

/** Keeps the theme's stacking of the modal once its stylesheet loads last (client/docsearchStacking.css). */
const modalStacking = path.join(__dirname, 'client/docsearchStacking.css');

/**
 * Test of Docusaurus's `styles` cache group (core's webpack config, which puts every CSS module
 * of the site, lazy ones included, into one stylesheet that every page loads): every CSS module
 * but DocSearch's modal stylesheet, whose 25 KB (4 KB compressed) then load with the modal.
 * @param modalCss path of `@docsearch/css/dist/modal.css`
 */
function notModalStyles(modalCss: string): RegExp {
  return new RegExp(`^(?!${modalCss.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$)`);
}

/**
 * The DocSearch rules that the navbar's search button needs at first paint, in the order of the
 * theme's stylesheet imports (`@docsearch/react/style`, then its own `SearchBar/styles.css`):
 * DocSearch's variables, its button, then the theme's overrides (button margin, key padding,
 * variables in Infima's colours, modal stacking). Upstream all of them come with the modal's
 * lazy import and reach the first paint only because Docusaurus merges all CSS into one file;
 * here they are client modules, and the modal's own stylesheet is loaded when search opens.
 *
 * Order: client modules come first in the one stylesheet, as these did (our custom.css rules on
 * `.navbar .DocSearch-Button` are more specific anyway). The modal's stylesheet is added to the
 * page when search opens, after all of them. It shares one property with the rules before it,
 * the container's `z-index` (400 against the theme's 201), which client/docsearchStacking.css
 * keeps at the theme's value with a more specific selector; its other selectors are its own.
 */
function eagerDocSearchStyles(context: LoadContext): string[] {
  const require = createRequire(path.join(context.siteDir, 'package.json'));
  const docsearchCss = path.dirname(require.resolve('@docsearch/css'));
  const theme = path.dirname(require.resolve('@docusaurus/theme-search-algolia'));
  return [
    path.join(docsearchCss, '_variables.css'),
    path.join(docsearchCss, 'button.css'),
    path.join(theme, 'theme/SearchBar/styles.css'),
    modalStacking,
  ];
}

/** Built page of a route, or null for routes that are not indexed (other base URL, search and test pages). */
function routeFile(outDir: string, baseUrl: string, route: string): string | null {
  const relative = route.slice(baseUrl.length);
  if (!route.startsWith(baseUrl) || /^(search|__test__)\//.test(relative)) return null;
  return path.join(outDir, relative, 'index.html');
}

/**
 * Everything the Pagefind index is made from, in a fixed order, for the cache key: the locked
 * dependency versions (Pagefind's among them), this plugin's code (what it keeps of a page), the
 * language, the base URL, and each indexed route with its built page (less its scripts, see
 * `pageForKey`). Read synchronously, before any other post-build step can change a page.
 *
 * @param siteDir the site's root
 * @param outDir the locale's build folder
 * @param baseUrl the locale's base URL (`/`, `/fr/`)
 * @param routes every route path of the locale
 * @param lang the language Pagefind is forced to
 * @returns the parts of `cacheKey`
 */
export function* searchIndexInputs(
  siteDir: string,
  outDir: string,
  baseUrl: string,
  routes: readonly string[],
  lang: string,
): Generator<string | Buffer> {
  yield readFileSync(path.join(siteDir, 'package-lock.json'));
  yield readFileSync(__filename);
  yield JSON.stringify({lang, baseUrl, excludeSelectors});
  for (const route of [...new Set(routes)].sort()) {
    const file = routeFile(outDir, baseUrl, route);
    if (!file || !existsSync(file)) continue;
    yield route;
    yield pageKeyDigest(file);
  }
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
 * Site search. Both modes bundle DocSearch's modal from a copy fixed by
 * `docsearchPatches.ts` (see `UPSTREAM.md`). Embedded mode: `postBuild`
 * indexes the built pages of the locale with Pagefind, and a stylesheet hides
 * the Algolia logo.
 *
 * @throws Error at build time when DocSearch is not the version the fixes were
 *   written for, or when indexing fails
 */
export default function searchPlugin(context: LoadContext, options: SearchPluginOptions): Plugin {
  const embedded = options.mode === 'embedded';
  return {
    name: 'gladys-search',

    getClientModules() {
      return [...eagerDocSearchStyles(context), ...(embedded ? [embeddedStyles] : [])];
    },

    configureWebpack() {
      const source = createRequire(context.siteDir + '/').resolve('@docsearch/react/modal');
      const {version} = JSON.parse(
        readFileSync(path.resolve(path.dirname(source), '../../package.json'), 'utf8'),
      ) as {version: string};
      const patched = path.join(context.generatedFilesDir, 'gladys-search', 'DocSearchModal.js');
      mkdirSync(path.dirname(patched), {recursive: true});
      writeFileSync(patched, applyDocSearchPatches(readFileSync(source, 'utf8'), version));
      const docsearchModalCss = createRequire(path.join(context.siteDir, 'package.json')).resolve(
        '@docsearch/css/dist/modal.css',
      );
      return {
        resolve: {
          alias: {
            '@docsearch/react/modal$': patched,
            '@docsearch/react/style$': docsearchModalCss,
          },
        },
        // The modal's stylesheet stays in the modal's own chunk (a CSS file loaded when search
        // opens) instead of joining the one stylesheet of every page.
        optimization: {
          splitChunks: {cacheGroups: {styles: {test: notModalStyles(docsearchModalCss)}}},
        },
      };
    },

    async postBuild({outDir, routesPaths, siteConfig, i18n}) {
      if (!embedded) return;
      const lang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
      const {baseUrl} = siteConfig;
      // The index is remade only when a page, the routes or the code changed
      // (src/plugins/postbuild-cache).
      const key = cacheKey(searchIndexInputs(context.siteDir, outDir, baseUrl, routesPaths, lang));
      let pages = 0;
      const made = await cachedStep({
        cacheDir: path.join(postBuildCacheRoot(context.siteDir), `search-${i18n.currentLocale}`),
        key,
        outDir,
        run: async () => {
          pages = await writeSearchIndex(outDir, baseUrl, routesPaths, lang);
          return filesBelow(path.join(outDir, 'pagefind')).map((file) => `pagefind/${file}`);
        },
      });
      console.log(
        made === 'ran'
          ? `[search] ${i18n.currentLocale}: ${pages} pages indexed into ${outDir}/pagefind`
          : `[search] ${i18n.currentLocale}: index copied from the cache into ${outDir}/pagefind`,
      );
    },
  };
}
