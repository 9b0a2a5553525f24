import type {LoadContext, Plugin} from '@docusaurus/types';
import {createRequire} from 'node:module';
import path from 'node:path';

/** The classic theme's client module that loads Prism on every page: a private file of its `lib/`. */
export const prismClientModule = '@docusaurus/theme-classic/lib/prism-include-languages';

/**
 * Moves the Prism syntax highlighter out of the main bundle (see README.md).
 *
 * The classic theme registers a client module (`prism-include-languages`) that imports
 * prism-react-renderer, with its bundled Prism and grammars, on every page: about 25 KB of
 * compressed JavaScript in the main bundle, even on pages without any code. This plugin points
 * that module at an empty one; `src/theme/CodeBlock/Content` registers the extra languages
 * instead, so Prism loads with the first code block that needs it.
 *
 * When the theme no longer has that file, the plugin warns and does nothing: Prism stays in the
 * main bundle, as in a stock site, and the build goes on.
 *
 * @returns a Docusaurus plugin that only adds a bundler alias (or nothing, after a warning)
 */
export default function prismOnDemandPlugin(context: LoadContext): Plugin {
  const name = 'gladys-prism-on-demand';
  let clientModule: string;
  try {
    clientModule = createRequire(path.join(context.siteDir, 'package.json')).resolve(
      prismClientModule,
    );
  } catch {
    console.warn(
      `[prism-on-demand] ${prismClientModule} cannot be found: Prism stays in the main bundle (stock behaviour). See src/plugins/prism-on-demand/README.md.`,
    );
    return {name};
  }
  const empty = path.join(__dirname, 'empty.js');
  return {
    name,
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [clientModule]: empty,
            [clientModule.replace(/\.js$/, '')]: empty,
          },
        },
      };
    },
  };
}
