import type {LoadContext, Plugin} from '@docusaurus/types';
import path from 'node:path';

/**
 * The screenshot manifest as the pages' JavaScript gets it: src/data/screenshots.json, written by
 * `npm run screenshots`, describes 77 screens in two languages (4 KB compressed); the
 * `<Screenshot>` component needs only each screen's size and its image paths in the page's
 * language (1.2 KB). A loader gives the bundle that part (slim.cjs); the file and everything that
 * reads it from disk (tests, scripts) are unchanged.
 *
 * @returns a Docusaurus plugin that adds one bundler rule
 */
export default function screenshotManifestPlugin(context: LoadContext): Plugin {
  return {
    name: 'gladys-screenshot-manifest',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: path.join(context.siteDir, 'src/data/screenshots.json'),
              use: [
                {
                  loader: require.resolve('./loader.cjs'),
                  options: {locale: context.i18n.currentLocale},
                },
              ],
            },
          ],
        },
      };
    },
  };
}
