/**
 * French UI strings: `i18n/fr/code.json` must hold every translation id that
 * `docusaurus write-translations` extracts from the code and the theme, and no
 * message may be left in English. Runs write-translations in a temporary copy
 * of the site, so the working tree is not touched.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cpSync, mkdtempSync, readFileSync, symlinkSync, rmSync} from 'node:fs';
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
  // Product names on the home page's integration tiles.
  'homepage.integrations.philipsHue.name',
  'homepage.integrations.googleHome.name',
  'homepage.integrations.tasmota.name',
  'homepage.integrations.sonos.name',
  'homepage.integrations.alexa.name',
  // Name of the Gladys Plus plan.
  'plus.pricing.lite',
  // Integration categories whose French word is the English one.
  'integrations.category.notifications',
  'integrations.category.assistants',
  // "Open source" is the French term too.
  'homepage.privacy.openSource.title',
  // "Machine" is the French word too.
  'installBuilder.machine.legend',
  // "Verdict" is the French word too.
  'zigbeeDevices.form.verdict',
]);
const sameWordPattern =
  /^(Blog|Docs|Plus|Gladys Plus|Gladys Assistant|Contact|Type|Total|Instagram|Facebook|GitHub|MQTT|LAN|Wi-Fi|Zigbee|Z-Wave|Bluetooth|Notes?|Message|Services|Messages|Installation|Documentation|Page|Stars?|Version|Source|Local|Nom|[^a-zA-Z]*)$/;

function extract(locale: string): Messages {
  const dir = mkdtempSync(path.join(tmpdir(), 'gladys-i18n-'));
  try {
    for (const entry of [
      'docusaurus.config.ts',
      'sidebars.ts',
      'tsconfig.json',
      'package.json',
      'config',
      'src',
      'static',
      'docs',
      'blog',
    ]) {
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

test('i18n/fr/code.json has every extracted id, translated', {timeout: 180_000}, () => {
  const english = extract('en');
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
