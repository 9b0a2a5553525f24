import type {LoadContext, Plugin} from '@docusaurus/types';
import path from 'node:path';

/**
 * Lighter docs pages: every docs page loads its version's props (the sidebar and a map of every
 * doc), and this plugin bundles that file without the docs' descriptions, which no page of the
 * site reads (trim.cjs says why). 5–6 KB less compressed JavaScript on every docs page of each
 * locale. The props files are the JSON files Docusaurus writes under
 * `.docusaurus/docusaurus-plugin-content-docs/<plugin id>/p/`; a loader rewrites them on their
 * way into the bundle, so the files themselves stay as Docusaurus wrote them.
 *
 * @returns a Docusaurus plugin that adds one bundler rule
 * @throws Error at build time, naming the file, when the version props no longer have the shape
 *   this was written for
 */
export default function docsVersionPropsPlugin(context: LoadContext): Plugin {
  const propsDir = path.join(context.generatedFilesDir, 'docusaurus-plugin-content-docs');
  return {
    name: 'gladys-docs-version-props',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              // Route props only: `<plugin id>/p/<route>.json`.
              test: /[\\/]p[\\/][^\\/]+\.json$/,
              include: [propsDir],
              use: [{loader: require.resolve('./loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
