import type {LoadContext, Plugin} from '@docusaurus/types';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {applyDocSearchPatches, docSearchButtonPatches, docSearchPatches} from './docsearchPatches';
import {writeSearchIndex} from './indexer';

/** Options of the search plugin (see `config/search.ts`). */
export type SearchPluginOptions = {
  /**
   * `embedded`: index the built site with Pagefind, which answers searches.
   * `algolia`: hosted Algolia DocSearch; the plugin only fixes DocSearch.
   */
  mode: 'embedded' | 'algolia';
  /** Section name (lvl0) of blog posts in results. Default "Blog". */
  blogSection?: string;
};

/**
 * Writes a fixed copy of one DocSearch entry point under `.docusaurus/` and
 * returns its path.
 *
 * @param entry the package export, such as `@docsearch/react/modal`
 * @param patches the fixes of that file (see `docsearchPatches.ts`)
 */
function writePatchedDocSearchFile(
  context: LoadContext,
  entry: string,
  patches: typeof docSearchPatches,
): string {
  const require = createRequire(path.join(context.siteDir, 'package.json'));
  const sourcePath = require.resolve(entry);
  const packageJson = JSON.parse(
    readFileSync(path.resolve(path.dirname(sourcePath), '../../package.json'), 'utf8'),
  ) as {
    version: string;
  };
  const file = path.basename(sourcePath);
  const patched = applyDocSearchPatches(
    readFileSync(sourcePath, 'utf8'),
    packageJson.version,
    patches,
    file,
  );
  const target = path.join(context.generatedFilesDir, 'gladys-search', file);
  mkdirSync(path.dirname(target), {recursive: true});
  writeFileSync(target, patched);
  return target;
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

/**
 * Site search.
 *
 * - Both modes: the DocSearch modal and button are bundled from copies fixed
 *   by `docsearchPatches.ts` (see `UPSTREAM.md`); the theme's SearchBar gets
 *   a `@docusaurus/Head` that renders nothing, as its only use there is a
 *   preconnect to Algolia's default host (our SearchBar wrapper writes the
 *   right one in hosted mode).
 * - Embedded mode: `postBuild` indexes the built pages of the locale with
 *   Pagefind into `<outDir>/pagefind/`; a stylesheet hides the Algolia logo.
 *
 * @throws Error at build time when DocSearch is not the version the fixes
 *   were written for, or when indexing fails (see `writeSearchIndex`).
 */
export default function searchPlugin(context: LoadContext, options: SearchPluginOptions): Plugin {
  const embedded = options.mode === 'embedded';
  let patched: {modal: string; button: string} | null = null;
  return {
    name: 'gladys-search',

    getClientModules() {
      return [...eagerDocSearchStyles(context), ...(embedded ? [embeddedStyles] : [])];
    },

    configureWebpack() {
      const docsearchModalCss = createRequire(path.join(context.siteDir, 'package.json')).resolve(
        '@docsearch/css/dist/modal.css',
      );
      patched ??= {
        modal: writePatchedDocSearchFile(context, '@docsearch/react/modal', docSearchPatches),
        button: writePatchedDocSearchFile(
          context,
          '@docsearch/react/button',
          docSearchButtonPatches,
        ),
      };
      return {
        resolve: {
          alias: {
            '@docsearch/react/modal$': patched.modal,
            '@docsearch/react/button$': patched.button,
            '@docsearch/react/style$': docsearchModalCss,
          },
        },
        // The modal's stylesheet stays in the modal's own chunk (a CSS file loaded when search
        // opens) instead of joining the one stylesheet of every page.
        optimization: {
          splitChunks: {cacheGroups: {styles: {test: notModalStyles(docsearchModalCss)}}},
        },
        module: {
          rules: [
            {
              test: /[\\/]@docusaurus[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]index\.js$/,
              resolve: {alias: {'@docusaurus/Head': path.join(__dirname, 'client/NoHead.tsx')}},
            },
          ],
        },
      };
    },

    async postBuild({outDir, routesPaths, siteConfig, i18n}) {
      if (!embedded) return;
      const summary = await writeSearchIndex({
        outDir,
        baseUrl: siteConfig.baseUrl,
        routesPaths,
        htmlLang: i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale,
        siteTitle: siteConfig.title,
        titleDelimiter: siteConfig.titleDelimiter,
        blogSection: options.blogSection ?? 'Blog',
      });
      const {doc, blogPost, page} = summary.pages;
      console.log(
        `[search] ${i18n.currentLocale}: indexed ${doc} docs, ${blogPost} blog posts, ${page} pages into ${path.relative(context.siteDir, summary.outputPath)}`,
      );
    },
  };
}
