/**
 * French UI strings: `i18n/fr/code.json` must hold every translation id that
 * `docusaurus write-translations` extracts from the code and the theme, and no
 * message may be left in English. Runs write-translations in a temporary copy
 * of the site, so the working tree is not touched.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  rmSync,
} from 'node:fs';
import {announcementMessages} from '../../config/announcement.ts';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {execFileSync} from 'node:child_process';

type Messages = Record<string, {message: string; description?: string}>;

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Ids whose French message may equal the English one: names, technical words
 * and words French uses as they are.
 */
const sameInBothLanguages = new Set([
  'theme.admonition.danger',
  'theme.admonition.info',
  'scenes.kind.condition',
  'scenes.kind.action',
  // Name of the Gladys Plus plan.
  'plus.pricing.lite',
]);
const sameWordPattern =
  /^(Blog|Docs|Plus|Gladys Plus|Gladys Assistant|Contact|Type|Total|Instagram|Facebook|GitHub|MQTT|LAN|Wi-Fi|Zigbee|Z-Wave|Bluetooth|Notes?|Message|Services|Messages|Installation|Documentation|Page|Stars?|Version|Source|Local|Nom|[^a-zA-Z]*)$/;

function extract(locale: string): Messages {
  const dir = mkdtempSync(path.join(tmpdir(), 'gladys-i18n-'));
  try {
    for (const entry of [
      'docusaurus.config.ts',
      'sidebars.ts',
      'sidebarsGuides.ts',
      'tsconfig.json',
      'package.json',
      'config',
      'src',
      'static',
      'docs',
      'guides',
      'blog',
      'versioned_docs',
      'versioned_sidebars',
      'versions.json',
      // The config modules read their words there (no code.json: the extraction writes it).
      'i18n/en/config',
      'i18n/fr/config',
      // The search plugin's spelling variants, read by the config.
      'i18n/en/search-variants.json',
      'i18n/fr/search-variants.json',
    ]) {
      if (!existsSync(path.join(root, entry))) continue;
      cpSync(path.join(root, entry), path.join(dir, entry), {recursive: true});
    }
    symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
    execFileSync(
      path.join(root, 'node_modules/.bin/docusaurus'),
      ['write-translations', '--locale', locale],
      {
        cwd: dir,
        stdio: 'pipe',
        env: {...process.env, DOCUSAURUS_CURRENT_LOCALE: locale},
      },
    );
    return JSON.parse(
      readFileSync(path.join(dir, 'i18n', locale, 'code.json'), 'utf8'),
    ) as Messages;
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/** The ids write-translations extracts, in English: extracted once, for the tests below. */
let extracted: Messages | undefined;
const englishIds = () => (extracted ??= extract('en'));

test('i18n/fr/code.json has every extracted id, translated', {timeout: 180_000}, () => {
  const english = englishIds();
  const french = JSON.parse(readFileSync(path.join(root, 'i18n/fr/code.json'), 'utf8')) as Messages;
  const missing = Object.keys(english).filter((id) => !(id in french));
  assert.deepEqual(missing, [], `ids missing from i18n/fr/code.json: ${missing.join(', ')}`);
  const untranslated = Object.keys(english).filter((id) => {
    const en = english[id]!.message;
    const fr = french[id]!.message;
    return fr === en && !sameInBothLanguages.has(id) && !sameWordPattern.test(en.trim());
  });
  assert.deepEqual(
    untranslated,
    [],
    `messages left in English in i18n/fr/code.json: ${untranslated.join(', ')}`,
  );
});

test('i18n/fr/code.json holds no id the code no longer uses', {timeout: 180_000}, () => {
  const english = englishIds();
  const french = JSON.parse(readFileSync(path.join(root, 'i18n/fr/code.json'), 'utf8')) as Messages;
  // The announcement bar's words are read from code.json by the config (config/announcement.ts).
  const readByConfig = new Set(Object.keys(announcementMessages));
  const unused = Object.keys(french).filter((id) => !(id in english) && !readByConfig.has(id));
  assert.deepEqual(unused, [], 'ids no code uses: remove them from i18n/fr/code.json');
});

/**
 * Source files that call `<Translate>` or `translate()` with an id, by id. Only the site's own
 * code is read (src/, config/), not the themes.
 */
function idUsers(): Map<string, string[]> {
  const users = new Map<string, string[]>();
  for (const dir of ['src', 'config']) {
    for (const entry of readdirSync(path.join(root, dir), {recursive: true, withFileTypes: true})) {
      if (!entry.isFile() || !/\.(tsx?|mdx?)$/.test(entry.name)) continue;
      const file = path.relative(root, path.join(entry.parentPath, entry.name));
      const source = readFileSync(path.join(root, file), 'utf8');
      for (const m of source.matchAll(/\bid(?:=|:\s*)["'`]([\w.-]+)["'`]/g)) {
        users.set(m[1]!, [...(users.get(m[1]!) ?? []), file]);
      }
    }
  }
  return users;
}

test('code.json holds shared UI text only: no id is used by pages alone', () => {
  const french = JSON.parse(readFileSync(path.join(root, 'i18n/fr/code.json'), 'utf8')) as Messages;
  const users = idUsers();
  const pageOnly = Object.keys(french).filter((id) => {
    const files = users.get(id) ?? [];
    return (
      files.length > 0 && files.every((file) => file.startsWith(`src${path.sep}pages${path.sep}`))
    );
  });
  assert.deepEqual(
    pageOnly,
    [],
    "a page's own words belong in its message files (i18n/<locale>/pages/<page>.json), not in code.json",
  );
});

/** Navbar and footer labels that are names, the same in French. */
const namesInBothLanguages = new Set([
  'Blog',
  'GitHub',
  'Facebook',
  'Instagram',
  'YouTube',
  'X (Twitter)',
  'Discord',
  'Gladys Plus',
  'Gladys Assistant',
  'Guides',
]);

/** The English source of a navbar or footer label: the end of its id (`item.label.Docs` → `Docs`). */
export function englishSource(id: string): string | undefined {
  return id.match(/(?:label|title)\.(.+)$/)?.[1];
}

/** Labels of a theme translation file left in English (equal to their source and not a name). */
export function untranslatedLabels(messages: Messages): string[] {
  return Object.entries(messages)
    .filter(([id, {message}]) => {
      const english = englishSource(id);
      return english !== undefined && message === english && !namesInBothLanguages.has(english);
    })
    .map(([id]) => id);
}

test('French navbar and footer labels are all translated', () => {
  for (const file of ['navbar.json', 'footer.json']) {
    const messages = JSON.parse(
      readFileSync(path.join(root, 'i18n/fr/docusaurus-theme-classic', file), 'utf8'),
    ) as Messages;
    assert.ok(Object.keys(messages).length > 5, `${file} has too few entries`);
    for (const [id, {message}] of Object.entries(messages)) {
      assert.ok(message.trim().length > 0, `${file}: ${id} is empty`);
    }
    assert.deepEqual(untranslatedLabels(messages), [], `${file}: labels left in English`);
  }
});

test('a navbar label left in English is caught, a name is not', () => {
  assert.deepEqual(
    untranslatedLabels({
      'item.label.Docs': {message: 'Docs'},
      'item.label.GitHub': {message: 'GitHub'},
      'link.item.label.Contact us': {message: 'Nous contacter'},
    }),
    ['item.label.Docs'],
  );
});
