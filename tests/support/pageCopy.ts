/**
 * The words that pages, components, plugins and config modules own outside `i18n/<locale>/code.json`:
 * the JSON message files under `i18n/<locale>/` (`pages/`, `components/`, `data/`, `config/`, and a
 * plugin's translation files such as `gladys-store/page.json`), Docusaurus's own folders
 * (`docusaurus-*`), `code.json` and the search variants left out.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

/** One message: the file it comes from (relative to the site), its id and its text. */
export type PageMessage = {file: string; id: string; text: string};

/**
 * The message files a page, component, plugin or config module owns in `locale`, as paths relative
 * to the site, sorted.
 * @param locale `en`, `fr`
 */
export function messageFiles(locale: string): string[] {
  const dir = path.join(root, 'i18n', locale);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => {
      const [first] = path.relative(path.join('i18n', locale), file).split(path.sep);
      // Search variants are lists of spellings a locale's readers type, not messages with a twin
      // in each locale (src/plugins/search, tests/unit/searchIndexing.test.ts checks them).
      return (
        first !== 'code.json' &&
        first !== 'search-variants.json' &&
        !first!.startsWith('docusaurus-')
      );
    })
    .sort();
}

/**
 * The messages of a JSON message file by id: nested objects give dotted ids (`hero.title`), and an
 * entry of a Docusaurus translation file (`{"message": …, "description": …}`) gives its message.
 * @param value the file's parsed JSON
 * @throws Error on a value that is neither text nor an object (a number, a list)
 */
export function messagesOf(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return {[prefix]: value};
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entry = value as Record<string, unknown>;
    if (typeof entry.message === 'string') return {[prefix]: entry.message};
    return Object.assign(
      {},
      ...Object.entries(entry).map(([key, child]) =>
        messagesOf(child, prefix ? `${prefix}.${key}` : key),
      ),
    ) as Record<string, string>;
  }
  throw new Error(`${prefix}: a message must be text, not ${JSON.stringify(value)}`);
}

/**
 * The messages of a message file of the site.
 * @param file path relative to the site
 */
export function readMessages(file: string): Record<string, string> {
  return messagesOf(JSON.parse(readFileSync(path.join(root, file), 'utf8')));
}

/** Link targets, addresses and module paths: code, not words (`/docs/…`, `https://…`, `#id`). */
const notWords = /^(\/|\.{1,2}\/|#|@|[a-z][a-z+.-]*:)/i;

/**
 * Every French message owned by a page, component, plugin or config module (link targets and other
 * addresses left out).
 * @returns one entry per message, in file order
 */
export function frenchPageCopy(): PageMessage[] {
  return messageFiles('fr').flatMap((file) =>
    Object.entries(readMessages(file))
      .filter(([, text]) => !notWords.test(text))
      .map(([id, text]) => ({file, id, text})),
  );
}
