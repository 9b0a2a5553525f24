import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The import prefix that stands for `i18n/<locale being built>/`. */
export const localeMessagesPrefix = '@locale';

/**
 * Lets a page or component import its words for the locale being built:
 * `import messages from '@locale/pages/home.json'` reads `i18n/en/pages/home.json` in the English
 * build and `i18n/fr/pages/home.json` in the French one. Docusaurus builds (and serves) one locale
 * at a time, so each build bundles one language's file, in the chunk of the page that imports it:
 * no other locale's words reach the browser, the text is there for server rendering, and a page
 * needs no French route twin. TypeScript reads the English files (`paths` in `tsconfig.json`), so
 * a page using a message the English file lacks fails the type check.
 *
 * @param context the Docusaurus context (site directory, locale being built)
 * @returns a plugin that only adds one bundler alias
 */
export default function localeMessagesPlugin(context: LoadContext): Plugin {
  const folder = path.join(context.siteDir, 'i18n', context.i18n.currentLocale);
  return {
    name: 'locale-messages',
    configureWebpack() {
      return {resolve: {alias: {[localeMessagesPrefix]: folder}}};
    },
  };
}
