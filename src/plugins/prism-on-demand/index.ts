import type {LoadContext, Plugin} from '@docusaurus/types';
import path from 'node:path';

/**
 * Moves the Prism syntax highlighter out of the main bundle.
 *
 * The classic theme registers a client module (`prism-include-languages`)
 * that imports prism-react-renderer, with its bundled Prism and grammars, on
 * every page: about 25 KB of compressed JavaScript in the main bundle, even on
 * pages without any code. This plugin replaces that client module with an
 * empty one; `src/theme/CodeBlock/Content` registers the extra languages
 * instead, so Prism now loads with the first code block of a page.
 *
 * @returns a Docusaurus plugin that only adds a bundler alias.
 */
export default function prismOnDemandPlugin(_context: LoadContext): Plugin {
  const clientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');
  const empty = path.join(__dirname, 'empty.js');
  return {
    name: 'gladys-prism-on-demand',
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
