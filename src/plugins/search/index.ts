import type {LoadContext, Plugin} from '@docusaurus/types';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {applyDocSearchPatches, docSearchButtonPatches, docSearchPatches} from './docsearchPatches';
import {writeSearchIndex} from './indexer';

/** Options of the search plugin (see `config/search.ts`). */
export type SearchPluginOptions = {
  /**
   * `embedded`: index the built site with Pagefind and answer searches from
   * it. `algolia`: hosted Algolia DocSearch; the plugin only fixes DocSearch.
   */
  mode: 'embedded' | 'algolia';
  /** Section name (lvl0) of blog posts in results. Default "Blog". */
  blogSection?: string;
};

/** The bundler configuration Docusaurus passes to `configureWebpack`. */
type Configuration = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

type CacheSettings = {version?: string; [key: string]: unknown};

function isCacheSettings(value: unknown): value is CacheSettings {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The bundler's persistent cache settings with the search mode added to their
 * version. The cache is keyed on the config file, not on environment
 * variables, so without this a hosted build after an embedded one (or the
 * reverse) would reuse modules resolved through the other mode's aliases.
 */
function cacheSettingsForMode(
  config: Configuration,
  mode: SearchPluginOptions['mode'],
): Configuration {
  const suffix = `search-${mode}`;
  const settings: Configuration = {};
  const experimentsCache = (config.experiments as {cache?: unknown} | undefined)?.cache;
  if (isCacheSettings(experimentsCache)) {
    settings.experiments = {
      cache: {...experimentsCache, version: `${experimentsCache.version ?? ''}-${suffix}`},
    } as Configuration['experiments'];
  }
  const cache: unknown = config.cache;
  if (isCacheSettings(cache)) {
    settings.cache = {
      ...cache,
      version: `${cache.version ?? ''}-${suffix}`,
    } as Configuration['cache'];
  }
  return settings;
}

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

/**
 * Site search.
 *
 * - Both modes: the DocSearch modal and button are bundled from copies fixed
 *   by `docsearchPatches.ts` ('Unable to fetch results' shown on errors,
 *   'See all {count} results' counted per query, the button's name matching
 *   its visible text); the theme's search page gets its client through an
 *   `algoliasearch/lite` alias that records failed searches, so that the
 *   SearchPage wrapper can show them.
 * - Embedded mode: `postBuild` indexes the built pages of the locale with
 *   Pagefind into `<outDir>/pagefind/`; the theme's search page gets our
 *   Pagefind client through that alias; the theme's SearchBar gets a
 *   `@docusaurus/Head` that renders nothing (no preconnect to Algolia); a
 *   stylesheet hides the Algolia logos.
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
      return embedded ? [path.join(__dirname, 'client/embedded.css')] : [];
    },

    configureWebpack(config) {
      patched ??= {
        modal: writePatchedDocSearchFile(context, '@docsearch/react/modal', docSearchPatches),
        button: writePatchedDocSearchFile(
          context,
          '@docsearch/react/button',
          docSearchButtonPatches,
        ),
      };
      return {
        ...cacheSettingsForMode(config, options.mode),
        resolve: {
          alias: {
            '@docsearch/react/modal$': patched.modal,
            '@docsearch/react/button$': patched.button,
            // The theme's search page: our Pagefind client, or Algolia's with its failures shown.
            'algoliasearch/lite$': path.join(
              __dirname,
              embedded ? 'client/liteClient.ts' : 'client/hostedLiteClient.ts',
            ),
          },
        },
        ...(embedded && {
          module: {
            rules: [
              {
                test: /[\\/]@docusaurus[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]index\.js$/,
                resolve: {alias: {'@docusaurus/Head': path.join(__dirname, 'client/NoHead.tsx')}},
              },
            ],
          },
        }),
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
