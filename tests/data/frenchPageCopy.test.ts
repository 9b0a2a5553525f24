/**
 * French words in the wrong place. Apart from `i18n/fr/code.json` (words many pages share) and
 * Docusaurus's translated Markdown and JSON, French words live in the message files under
 * `i18n/fr/` (read by `tests/support/pageCopy.ts`), loaded by the page, component, plugin or
 * config module that owns them. This fails on a French message found in source code, on a page's
 * French route twin (a page loads `i18n/<locale>/pages/<page>.json` itself, through `@locale/`),
 * on the old per-component `copy.<locale>.json` and `_copy` files, and on a French text written as
 * the `fr:` field of a bilingual literal in the data or configuration.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {contentDirs, walk} from '../../scripts/lib/content.ts';
import {frenchPageCopy, readMessages, root} from '../support/pageCopy.ts';

/**
 * Our source files: code, data and pages, without the product's extracts (`src/data/product/`,
 * the product's own strings), the store snapshot (`src/data/store/`, its authors' texts) and the
 * starter kit page, sold in France only and French in every locale (`src/pages/starter-kit/`,
 * `src/data/starterKit.ts`).
 */
function sourceFiles(): string[] {
  const theirs = [
    'src/data/product/',
    'src/data/store/',
    'src/pages/starter-kit/',
    'src/data/starterKit.ts',
  ].map((dir) => path.join(root, dir));
  return [
    ...walk(path.join(root, 'src'), /\.(tsx?|jsx?|json|mdx?)$/),
    ...walk(path.join(root, 'config'), /\.tsx?$/),
  ].filter((file) => !theirs.some((dir) => file.startsWith(dir)));
}

/**
 * The French messages worth looking for in source: long enough to be a sentence or a label of
 * their own, and different from the English message of the same id (brand names are the same).
 */
function distinctFrenchMessages(): {file: string; id: string; text: string}[] {
  const english = new Map<string, Record<string, string>>();
  return frenchPageCopy().filter(({file, id, text}) => {
    const twin = file.replace(/^i18n\/fr\//, 'i18n/en/');
    if (!english.has(twin))
      english.set(twin, existsSync(path.join(root, twin)) ? readMessages(twin) : {});
    return text.length >= 12 && english.get(twin)![id] !== text;
  });
}

test('there are French messages to look for', () => {
  assert.ok(distinctFrenchMessages().length > 0);
});

test('no French message of i18n/fr/ is written into source code or data', () => {
  const messages = distinctFrenchMessages();
  const found = sourceFiles().flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return messages
      .filter(({text}) => source.includes(text))
      .map(({file: owner, id}) => `${path.relative(root, file)}: ${owner} ${id}`);
  });
  assert.deepEqual(found, []);
});

test('no page has a French route twin with code: pages load their words themselves', () => {
  const twins = walk(contentDirs.pages.fr, /\.(tsx?|jsx?|json)$/).map((file) =>
    path.relative(root, file),
  );
  assert.deepEqual(twins, [], 'put the words in i18n/<locale>/pages/<page>.json');
});

test('every French page (translated Markdown) has its English twin at the same path', () => {
  const orphans = walk(contentDirs.pages.fr, /\.mdx?$/)
    .map((file) => path.relative(contentDirs.pages.fr, file))
    .filter((relative) => !existsSync(path.join(contentDirs.pages.en, relative)));
  assert.deepEqual(orphans, [], 'a French page without its English twin is never used');
});

test('no copy.<locale>.json or _copy file beside a component or page', () => {
  const old = sourceFiles()
    .filter((file) =>
      /^(copy\.[a-z]{2}\.json|_copy\.(tsx?|json)|_words\.ts)$/.test(path.basename(file)),
    )
    .map((file) => path.relative(root, file));
  assert.deepEqual(old, [], 'a component or page takes its words from i18n/<locale>/');
});

/**
 * The `fr:` fields of bilingual literals holding text, in a source file: `{en: '…', fr: '…'}`.
 * Paths (`i18n/fr/…`, also built from a template such as `version-${version}`) are not words.
 * @param source a TypeScript module
 */
export function frenchFields(source: string): string[] {
  return [...source.matchAll(/\bfr:\s*(['"`])((?:\\.|(?!\1).)*)\1/g)]
    .map((m) => m[2]!)
    .filter((text) => !/^[\w.${}-]+(\/[\w.${}-]+)+$/.test(text));
}

test('the check of fr: fields finds text and leaves paths alone', () => {
  assert.deepEqual(
    frenchFields(`const a = {en: 'Home', fr: 'Accueil'}; const b = {fr: "i18n/fr/x"};`),
    ['Accueil'],
  );
});

test('no bilingual {en, fr} literal holds words in the data or configuration', () => {
  const found = sourceFiles()
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) =>
      frenchFields(readFileSync(file, 'utf8')).map(
        (text) => `${path.relative(root, file)}: ${text.slice(0, 60)}`,
      ),
    );
  assert.deepEqual(found, [], 'put the words in a file per locale under i18n/<locale>/');
});
