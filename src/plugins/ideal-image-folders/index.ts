import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import paletteAdapter from './paletteAdapter';

/** Options of {@link idealImageFoldersPlugin}. */
export type IdealImageFoldersOptions = {
  /** Folders, relative to the site, whose PNG and JPEG files become responsive images. */
  folders: string[];
  /** Options of the responsive loader: the same as @docusaurus/plugin-ideal-image's (config/plugins.ts). */
  loaderOptions: Record<string, unknown>;
};

/** Resolves the loaders from this file. */
const requireModule = createRequire(__filename);

/** Files that @docusaurus/plugin-ideal-image itself handles when a page imports them. */
const imageFile = /\.(?:png|jpe?g)$/i;
/** Code that imports an image directly; plugin-ideal-image's own rule covers that case. */
const codeFile = /\.(?:tsx?|jsx?|mdx?)$/i;

/**
 * Runs the images of some folders through the loaders of @docusaurus/plugin-ideal-image (a blurred
 * placeholder, then the responsive sizes) when they are loaded through `require.context`.
 *
 * plugin-ideal-image applies its loaders only to images imported by code files (its rule has an
 * `issuer` condition). Files listed by `require.context` have the context module as issuer, not the
 * code file, so they fell through to Docusaurus's plain image rule: one full-size file, no srcset.
 * This rule matches those files by folder instead; images imported directly keep the plugin's rule.
 * Its PNG sizes are palette PNGs (see ./paletteAdapter.ts), as light as the covers themselves.
 *
 * Under `npm start` the rule is left out, as plugin-ideal-image leaves out its own by default: the
 * dev server serves each cover as it is instead of making its sizes before the first page shows.
 *
 * @returns a Docusaurus plugin that only adds a bundler rule (none in development)
 */
export default function idealImageFoldersPlugin(
  context: LoadContext,
  options: IdealImageFoldersOptions,
): Plugin {
  const folders = options.folders.map((folder) => path.resolve(context.siteDir, folder));
  return {
    name: 'gladys-ideal-image-folders',
    configureWebpack(_config, isServer) {
      if (process.env.NODE_ENV !== 'production') return {};
      return {
        mergeStrategy: {'module.rules': 'prepend'},
        module: {
          rules: [
            {
              test: imageFile,
              include: folders,
              issuer: {not: [codeFile]},
              use: [
                requireModule.resolve('@docusaurus/lqip-loader'),
                {
                  loader: requireModule.resolve('@docusaurus/responsive-loader'),
                  options: {
                    emitFile: !isServer,
                    adapter: paletteAdapter,
                    name: 'assets/ideal-img/[name].[hash:hex:7].[width].[ext]',
                    ...options.loaderOptions,
                  },
                },
              ],
            },
          ],
        },
      };
    },
  };
}
