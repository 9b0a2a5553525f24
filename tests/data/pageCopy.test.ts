/**
 * Words owned by a page or a component, outside `code.json` (kept out of the main bundle): each JSON message file in
 * English has a French twin with the same messages and the same `{placeholders}`, and the French
 * follows the site's typography. The pairs are found on disk: `copy.en.json` beside `copy.fr.json`
 * in `src/`, a page's `_copy.json` and its twin under `i18n/fr/docusaurus-plugin-content-pages/`,
 * and a plugin's `page.json` beside its translation in `i18n/fr/<plugin>/page.json`.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {frenchTypographyProblems} from '../../src/lib/frenchTypography.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** Every (English, French) pair of message files under `src/`, as paths relative to the root. */
function pairs(): [string, string][] {
  const found: [string, string][] = [];
  for (const entry of readdirSync(path.join(root, 'src'), {recursive: true, withFileTypes: true})) {
    const dir = path.relative(root, entry.parentPath);
    if (entry.name === 'copy.en.json') found.push([`${dir}/copy.en.json`, `${dir}/copy.fr.json`]);
    if (entry.name === '_copy.json' && dir.startsWith('src/pages')) {
      const page = dir.slice('src/pages'.length);
      found.push([
        `${dir}/_copy.json`,
        `i18n/fr/docusaurus-plugin-content-pages${page}/_copy.json`,
      ]);
    }
  }
  for (const plugin of readdirSync(path.join(root, 'i18n/fr'))) {
    const translated = `i18n/fr/${plugin}/page.json`;
    if (!existsSync(path.join(root, translated))) continue;
    const name = plugin.replace(/^gladys-/, '');
    found.push([`src/plugins/${name}/page.json`, translated]);
  }
  return found;
}

const read = (file: string) =>
  JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, string>;
const placeholders = (message: string) =>
  [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

test('there are message files to check', () => {
  assert.ok(pairs().length > 0);
});

for (const [english, french] of pairs()) {
  test(`${french} has the messages and placeholders of ${english}`, () => {
    assert.ok(existsSync(path.join(root, french)), `missing ${french}`);
    const en = read(english);
    const fr = read(french);
    assert.deepEqual(Object.keys(fr).sort(), Object.keys(en).sort());
    for (const [key, message] of Object.entries(en)) {
      // Messages are text: markup or code in one means it was copied from source by mistake.
      for (const text of [message, fr[key]]) {
        assert.doesNotMatch(text, /<\/?[a-z]|\}\}|\$\{/i, `${key} holds markup or code: ${text}`);
      }
      assert.deepEqual(placeholders(fr[key]), placeholders(message), `${key}`);
      assert.notEqual(fr[key].trim(), '', `${key} is empty`);
    }
  });

  test(`${french} puts a non-breaking space before high punctuation`, () => {
    const problems = Object.entries(read(french)).flatMap(([key, message]) =>
      frenchTypographyProblems(message).map((p) => `${key}: ${p.excerpt}`),
    );
    assert.deepEqual(problems, []);
  });
}
