/**
 * The French UI text written into the modules that show it (src/plugins/code-translations): what
 * the rewrite does to a source file, when it refuses, and that the site's own sources all fit it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {announcementMessages} from '../../config/announcement.ts';
import {createRequire} from 'node:module';
import {inlinableMessages} from '../../src/plugins/code-translations/index.ts';

const {inlineTranslations} = createRequire(import.meta.url)(
  '../../src/plugins/code-translations/inline.cjs',
) as {
  inlineTranslations(
    source: string,
    file: string,
    messages: Record<string, string>,
  ): {code: string; inlined: string[]};
};

const header = "import Translate, {translate} from '@docusaurus/Translate';\n";

test('a translate() call gets the message of its id', () => {
  const source = `${header}const a = translate({id: 'x.title', message: 'Hello {name}', description: 'd'}, {name});`;
  const {code, inlined} = inlineTranslations(source, 'a.tsx', {'x.title': 'Bonjour {name}'});
  assert.equal(
    code,
    `${header}const a = translate({id: 'x.title', message: "Bonjour {name}", description: 'd'}, {name});`,
  );
  assert.deepEqual(inlined, ['x.title']);
});

test('a <Translate> element gets the message of its id, whatever the form of its text', () => {
  const source = `${header}const a = <p><Translate id="x.a" values={{n}}>\n  {'One {n}'}\n</Translate><Translate id="x.b">Two</Translate></p>;`;
  const {code, inlined} = inlineTranslations(source, 'a.tsx', {'x.a': 'Un {n}', 'x.b': 'Deux'});
  assert.match(code, /<Translate id="x\.a" values=\{\{n\}\}>\n {2}\{"Un \{n\}"\}\n<\/Translate>/);
  assert.match(code, /<Translate id="x\.b">\{"Deux"\}<\/Translate>/);
  assert.deepEqual(inlined.sort(), ['x.a', 'x.b']);
});

test('ids not given, other functions and files without the API stay as they are', () => {
  const source = `${header}const a = translate({id: 'x.kept', message: 'Kept'}); const b = other({id: 'y.other', message: 'M'});`;
  assert.equal(inlineTranslations(source, 'a.tsx', {'x.title': 'T'}).code, source);
  const plain = "const id = 'x.title';";
  assert.equal(inlineTranslations(plain, 'b.ts', {'x.title': 'T'}).code, plain);
});

test('a message the build cannot write, or an id used elsewhere, stops the build naming file and id', () => {
  assert.throws(
    () =>
      inlineTranslations(`${header}translate({id: 'x.t', message: m});`, 'src/a.tsx', {'x.t': 'T'}),
    /src\/a\.tsx:2: .*"x\.t".*not a plain string/,
  );
  assert.throws(
    () =>
      inlineTranslations(`${header}const a = <Translate id="x.t">{m}</Translate>;`, 'src/b.tsx', {
        'x.t': 'T',
      }),
    /src\/b\.tsx:2: .*"x\.t".*children are not a plain string/,
  );
  assert.throws(
    () =>
      inlineTranslations(
        `${header}const ids = ['x.t']; translate({id: 'x.t', message: 'M'});`,
        'src/c.tsx',
        {'x.t': 'T'},
      ),
    /src\/c\.tsx:2: .*"x\.t".*outside translate\(\) and <Translate>/,
  );
});

test("every French message of the site's own ids can be written into its sources; theme ids stay", () => {
  const french = Object.fromEntries(
    Object.entries(
      JSON.parse(readFileSync('i18n/fr/code.json', 'utf8')) as Record<string, {message: string}>,
    ).map(([id, {message}]) => [id, message]),
  );
  const messages = inlinableMessages('src', french);
  const own = Object.keys(french).filter((id) => !id.startsWith('theme.'));
  assert.ok(Object.keys(messages).length > 400, `${Object.keys(messages).length} ids inlined`);
  assert.ok(Object.keys(messages).every((id) => !id.startsWith('theme.')));
  // Ids of our own that no source uses any more would stay in the table: there are none, but
  // the announcement bar's, which the config reads (config/announcement.ts).
  assert.deepEqual(
    own.filter((id) => !(id in messages) && !(id in announcementMessages)),
    [],
  );
});
