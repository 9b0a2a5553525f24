import type {LoadContext, Plugin} from '@docusaurus/types';
import {existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

/** Options of {@link codeTranslationsPlugin}. */
export type CodeTranslationsOptions = {
  /** Ids of code.json that the config reads at build time (config/announcement.ts): never needed in the browser. */
  configIds?: string[];
};

/** What inline.cjs exports (a CommonJS module, so the bundler's loader can use it as is). */
type InlineModule = {
  inlineTranslations(
    source: string,
    file: string,
    messages: Record<string, string>,
  ): {code: string; inlined: string[]};
};
const {inlineTranslations} = createRequire(__filename)('./inline.cjs') as InlineModule;

/** Every source file of `dir` the loader may rewrite (TypeScript and JavaScript, JSX or not). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter(
      (entry) => entry.isFile() && /\.[jt]sx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Which translations of a locale can be written into the modules that show them.
 *
 * @param srcDir the site's `src` folder
 * @param translations id → message, from the locale's `code.json`
 * @returns id → message for every id that some file of `srcDir` uses through `translate()` or
 *   `<Translate>` with plain strings; ids of Docusaurus's themes (`theme.*`) are left out, since
 *   the themes' own components look them up at run time
 * @throws Error naming the file and the id when a source uses an id in a way the build cannot
 *   write (inline.cjs)
 */
export function inlinableMessages(
  srcDir: string,
  translations: Record<string, string>,
): Record<string, string> {
  const candidates = Object.fromEntries(
    Object.entries(translations).filter(([id]) => !id.startsWith('theme.')),
  );
  const found = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    const {inlined} = inlineTranslations(readFileSync(file, 'utf8'), file, candidates);
    inlined.forEach((id) => found.add(id));
  }
  return Object.fromEntries([...found].sort().map((id) => [id, candidates[id]!]));
}

/**
 * Moves a locale's UI text out of the main bundle. Docusaurus puts the whole translation table of
 * `i18n/<locale>/code.json` (600 messages in French, 16 KB compressed, most of them for a single
 * page: Plus, the integrations directory, the home page…) into the JavaScript of every page. For a
 * locale other than the default, this plugin writes each message of our own code into the module
 * that shows it, in place of the English one (a loader over `src/`), and gives the bundle a table
 * with only what is left: the themes' messages. `<Translate>` and `translate()` stay the one way to
 * write UI text; `code.json` stays the one place of the French text.
 *
 * @returns a Docusaurus plugin that adds a loader and an alias (nothing for the default locale)
 * @throws Error at build time when a source uses an id in a way that cannot be written in
 */
export default function codeTranslationsPlugin(
  context: LoadContext,
  options: CodeTranslationsOptions = {},
): Plugin {
  const configIds = new Set(options.configIds ?? []);
  const {currentLocale, defaultLocale} = context.i18n;
  const name = 'gladys-code-translations';
  if (currentLocale === defaultLocale) return {name};
  const codeJson = path.join(context.siteDir, 'i18n', currentLocale, 'code.json');
  // configureWebpack runs for the client and for the server bundle: the sources are read once.
  let scanned: {tableText: string; messages: Record<string, string>} | undefined;
  let warned = false;
  return {
    name,
    configureWebpack(config) {
      // Docusaurus's `@generated` alias and the translation table in it. When either moves, the
      // table goes to the bundle whole, as in a stock site (see README.md).
      const aliases = (config.resolve?.alias ?? {}) as Record<string, string>;
      const generatedDir = aliases['@generated'];
      const generated = generatedDir && path.join(generatedDir, 'codeTranslations.json');
      if (!generated || !existsSync(generated)) {
        if (!warned) {
          console.warn(
            `[code-translations] ${generated ?? 'the @generated alias'} is gone: the whole table stays in the main bundle (stock behaviour). See src/plugins/code-translations/README.md.`,
          );
          warned = true;
        }
        return {};
      }
      const tableText = readFileSync(generated, 'utf8');
      const table = JSON.parse(tableText) as Record<string, string>;
      if (scanned?.tableText !== tableText) {
        scanned = {
          tableText,
          messages: inlinableMessages(path.join(context.siteDir, 'src'), table),
        };
      }
      const {messages} = scanned;
      const rest = Object.fromEntries(
        Object.entries(table).filter(([id]) => !(id in messages) && !configIds.has(id)),
      );
      const restFile = path.join(context.generatedFilesDir, name, 'codeTranslations.json');
      mkdirSync(path.dirname(restFile), {recursive: true});
      writeFileSync(restFile, JSON.stringify(rest));
      // Before Docusaurus's own '@generated' alias, which would otherwise match first.
      config.resolve = {
        ...config.resolve,
        alias: {'@generated/codeTranslations': restFile, ...(config.resolve?.alias as object)},
      };
      return {
        module: {
          rules: [
            {
              test: /\.[jt]sx?$/,
              include: [path.join(context.siteDir, 'src')],
              enforce: 'pre' as const,
              use: [{loader: require.resolve('./loader.cjs'), options: {messages, codeJson}}],
            },
          ],
        },
      };
    },
  };
}
