/**
 * The French words that pages and components own outside `i18n/fr/code.json` (issue 38): the
 * messages of `copy.fr.json` files under `src/`, of `i18n/fr/<plugin>/page.json` and of the pages'
 * `_copy.json` twins, and the string literals and JSX text of the pages' `_copy.tsx` modules under
 * `i18n/fr/docusaurus-plugin-content-pages/`.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** One message: the file it comes from (relative to the site) and its text. */
export type PageMessage = {file: string; text: string};

/** Files below `dir` (absolute) whose name passes `keep`, as paths relative to the site. */
function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** String values of a JSON object, at any depth. */
function jsonStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(jsonStrings);
  return [];
}

/**
 * The words of a TSX module: its quoted string literals (single, double or back quotes; a template
 * literal gives the parts around its `${}`), then its JSX text (between a tag's `>` and the next
 * `<` or `{`, whitespace collapsed), its imports and comments left out.
 * @param source the module's TypeScript text
 */
export function tsxStrings(source: string): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/^import [^;]*;$/gm, '');
  const literal = /(["'`])((?:\\.|(?!\1)[^\\\n])+)\1/g;
  const literals = [...code.matchAll(literal)].flatMap((m) => m[2]!.split(/\$\{[^}]*\}/));
  // `=>` is an arrow, not the end of a tag; JSX text never ends at `}`.
  const jsx = [...code.replace(literal, '""').matchAll(/(?<!=)>([^<>{}]+)(?=[<{])/g)].map((m) =>
    m[1]!.replace(/\s+/g, ' '),
  );
  return [...literals, ...jsx].map((text) => text.trim()).filter(Boolean);
}

/** Link targets, addresses and module paths: code, not words (`/docs/…`, `https://…`, `#id`). */
const notWords = /^(\/|\.{1,2}\/|#|@|[a-z][a-z+.-]*:)/i;

/**
 * Every French message owned by a page or component (link targets and other addresses left out).
 * @returns one entry per message, in file order
 */
export function frenchPageCopy(): PageMessage[] {
  const json = [
    ...filesUnder(path.join(root, 'src'), (name) => name === 'copy.fr.json'),
    ...filesUnder(
      path.join(root, 'i18n/fr'),
      (name) => name === 'page.json' || name === '_copy.json',
    ),
  ];
  const tsx = filesUnder(
    path.join(root, 'i18n/fr/docusaurus-plugin-content-pages'),
    (name) => name === '_copy.tsx',
  );
  return [
    ...json.flatMap((file) =>
      jsonStrings(JSON.parse(readFileSync(path.join(root, file), 'utf8'))).map((text) => ({
        file,
        text,
      })),
    ),
    ...tsx.flatMap((file) =>
      tsxStrings(readFileSync(path.join(root, file), 'utf8')).map((text) => ({file, text})),
    ),
  ].filter(({text}) => !notWords.test(text));
}
