/**
 * Words owned by a page, a component, a plugin or a config module, outside `code.json`: one JSON
 * file per locale under `i18n/<locale>/`. Each English file has its French twin at the same path
 * with the same ids and the same `{placeholders}` (in every plural form), and the other way round;
 * the store plugin's English words are its defaults (`src/plugins/store/page.json`), translated
 * in `i18n/fr/gladys-store/page.json`. The French follows the site's typography.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {frenchTypographyProblems} from '../../src/lib/frenchTypography.ts';
import {messageFiles, messagesOf, readMessages, root} from '../support/pageCopy.ts';

/** English files whose translation is a plugin's translation file, not a twin under `i18n/en/`. */
const pluginDefaults: Record<string, string> = {
  'i18n/fr/gladys-store/page.json': 'src/plugins/store/page.json',
};

/** Every (English, French) pair of message files, as paths relative to the root. */
function pairs(): [string, string][] {
  const french = new Set(messageFiles('fr'));
  const found: [string, string][] = messageFiles('en').map((english) => [
    english,
    english.replace(/^i18n\/en\//, 'i18n/fr/'),
  ]);
  for (const [translated, english] of Object.entries(pluginDefaults)) {
    if (french.has(translated)) found.push([english, translated]);
  }
  return found;
}

/** The placeholders of a message, sorted, each plural form (`one|other`) read. */
const placeholders = (message: string) =>
  [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

test('there are message files to check', () => {
  assert.ok(pairs().length > 0);
});

test('every French message file has its English twin', () => {
  const paired = new Set(pairs().map(([, french]) => french));
  assert.deepEqual(
    messageFiles('fr').filter((file) => !paired.has(file)),
    [],
    'a French file without English words (under i18n/en/, or a plugin default) is never checked',
  );
});

test('the reader turns nested objects and translation entries into messages', () => {
  assert.deepEqual(messagesOf({a: {b: 'x'}, c: {message: 'y', description: 'z'}, d: 'w'}), {
    'a.b': 'x',
    c: 'y',
    d: 'w',
  });
  assert.throws(() => messagesOf({a: 3}), /^Error: a: a message must be text/);
});

for (const [english, french] of pairs()) {
  test(`${french} has the messages and placeholders of ${english}`, () => {
    assert.ok(existsSync(path.join(root, french)), `missing ${french}`);
    const en = readMessages(english);
    const fr = readMessages(french);
    assert.deepEqual(Object.keys(fr).sort(), Object.keys(en).sort());
    for (const [key, message] of Object.entries(en)) {
      // Messages are text: markup or code in one means it was copied from source by mistake.
      for (const text of [message, fr[key]!]) {
        assert.doesNotMatch(text, /<\/?[a-z]|\}\}|\$\{/i, `${key} holds markup or code: ${text}`);
      }
      assert.deepEqual(placeholders(fr[key]!), placeholders(message), `${key}`);
      assert.notEqual(fr[key]!.trim(), '', `${key} is empty`);
    }
  });

  test(`${french} puts a non-breaking space before high punctuation`, () => {
    const problems = Object.entries(readMessages(french)).flatMap(([key, message]) =>
      frenchTypographyProblems(message).map((p) => `${key}: ${p.excerpt}`),
    );
    assert.deepEqual(problems, []);
  });
}
