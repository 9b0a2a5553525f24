/**
 * Validates the integrations catalogue (src/data/integrations.ts) against the
 * docs and the translation helpers:
 * - ids unique, kebab-case, each with an English and a French guide, and every
 *   English guide listed;
 * - descriptions, badges, categories, connections, protocols and the Gladys
 *   Plus flag follow the rules of the data module;
 * - the page's words (the `words` of i18n/en/pages/integrations.json and
 *   i18n/fr/pages/integrations.json) describe every entry and label every
 *   category, connection and protocol; the category labels are the product's own.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {
  categories,
  connections,
  descriptionMaxLength,
  descriptionMinLength,
  displayName,
  integrations,
  localButPlusRequired,
  plusOutsideOnly,
  protocols,
  withNames,
  type Integration,
} from '../../src/data/integrations.ts';
import {filterGroups, filterOptions} from '../../src/lib/integrationsFilter.ts';
import {optionLabel} from '../../src/pages/integrations/_components/labels.ts';
import type {DirectoryWords} from '../../src/pages/integrations/_components/copy.ts';
import english from '../../i18n/en/pages/integrations.json';
import french from '../../i18n/fr/pages/integrations.json';

const englishWords: DirectoryWords = english.words;
const frenchWords: DirectoryWords = french.words;
const root = path.resolve(import.meta.dirname, '../..');
const docsDir = path.join(root, 'docs/integrations');
const frDocsDir = path.join(root, 'i18n/fr/docusaurus-plugin-content-docs/current/integrations');

/** The directory's words in each language, with the file they come from. */
const wordsByLocale: {locale: 'en' | 'fr'; file: string; words: DirectoryWords}[] = [
  {locale: 'en', file: 'i18n/en/pages/integrations.json', words: englishWords},
  {locale: 'fr', file: 'i18n/fr/pages/integrations.json', words: frenchWords},
];

/** Ids of the Markdown guides of a folder (file names without `.md` / `.mdx`). */
function docIds(dir: string): Set<string> {
  return new Set(
    readdirSync(dir)
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => file.replace(/\.mdx?$/, '')),
  );
}

test('ids are unique and kebab-case', () => {
  const ids = integrations.map((entry) => entry.id);
  assert.deepEqual(
    ids.filter((id, index) => ids.indexOf(id) !== index),
    [],
    'duplicate ids',
  );
  for (const id of ids) {
    assert.match(id, /^[a-z0-9]+(-[a-z0-9]+)*$/, `id "${id}" is not kebab-case`);
  }
});

test('every entry has an English and a French guide', () => {
  const english = docIds(docsDir);
  const french = docIds(frDocsDir);
  const missingEn = integrations.filter((entry) => !english.has(entry.id)).map((entry) => entry.id);
  const missingFr = integrations.filter((entry) => !french.has(entry.id)).map((entry) => entry.id);
  assert.deepEqual(missingEn, [], `no docs/integrations/<id>.md for: ${missingEn.join(', ')}`);
  assert.deepEqual(
    missingFr,
    [],
    `no French guide (i18n/fr/.../integrations/<id>.md) for: ${missingFr.join(', ')}`,
  );
});

/**
 * Pages of docs/integrations that are not one integration, so have no entry (and no card in the
 * directory): the guide to the screens every community integration shares.
 */
const companionGuides = new Set(['external-integration-screens']);

test('every guide in docs/integrations has an entry', () => {
  const known = new Set(integrations.map((entry) => entry.id));
  const unlisted = [...docIds(docsDir)].filter((id) => !known.has(id) && !companionGuides.has(id));
  assert.deepEqual(
    unlisted,
    [],
    `guides missing from src/data/integrations.ts: ${unlisted.join(', ')}`,
  );
});

test(`English descriptions are ${descriptionMinLength}–${descriptionMaxLength} characters, names and badges set`, () => {
  for (const entry of integrations) {
    const description = englishWords.descriptions[entry.id] ?? '';
    const length = [...description].length;
    assert.ok(
      length >= descriptionMinLength && length <= descriptionMaxLength,
      `${entry.id}: description has ${length} characters`,
    );
    assert.equal(description, description.trim(), `${entry.id}: description has outer spaces`);
    assert.ok(entry.name.trim().length > 0, `${entry.id}: empty name`);
    assert.equal(
      [...entry.badge].length,
      2,
      `${entry.id}: badge "${entry.badge}" is not 2 characters`,
    );
    assert.doesNotMatch(entry.badge, /\s/, `${entry.id}: badge has a space`);
  }
});

test('categories, connections and protocols come from the fixed lists', () => {
  const allowedCategories = new Set<string>(categories);
  const allowedConnections = new Set<string>(connections);
  const allowedProtocols = new Set<string>(protocols);
  for (const entry of integrations) {
    assert.ok(
      allowedCategories.has(entry.category),
      `${entry.id}: unknown category ${entry.category}`,
    );
    assert.ok(
      allowedConnections.has(entry.connection),
      `${entry.id}: unknown connection ${entry.connection}`,
    );
    assert.ok(entry.protocols.length > 0, `${entry.id}: no protocol`);
    assert.equal(
      new Set(entry.protocols).size,
      entry.protocols.length,
      `${entry.id}: duplicate protocol`,
    );
    for (const protocol of entry.protocols) {
      assert.ok(allowedProtocols.has(protocol), `${entry.id}: unknown protocol ${protocol}`);
    }
    assert.equal(
      new Set(entry.devices).size,
      entry.devices.length,
      `${entry.id}: duplicate device`,
    );
  }
});

test('plusRequired is true exactly for Plus connections and the listed local exceptions', () => {
  const known = new Set(integrations.map((entry) => entry.id));
  for (const id of localButPlusRequired) {
    assert.ok(known.has(id), `localButPlusRequired lists unknown id ${id}`);
  }
  for (const entry of integrations) {
    const expected = entry.connection === 'plus' || localButPlusRequired.includes(entry.id);
    assert.equal(entry.plusRequired, expected, `${entry.id}: plusRequired should be ${expected}`);
  }
});

/**
 * How a language's words disagree with the catalogue, one line per problem: a description for
 * every entry and none other, a replacement for deprecated entries only, a name for every entry
 * without a key and none other, none empty.
 */
export function wordsProblems(entries: readonly Integration[], words: DirectoryWords): string[] {
  const problems: string[] = [];
  const ids = new Set(entries.map((entry) => entry.id));
  const deprecated = new Set(entries.filter((e) => e.deprecated).map((e) => e.id));
  const keyless = new Set(entries.filter((e) => e.key === null).map((e) => e.id));
  const check = (field: string, texts: Record<string, string>, expected: Set<string>) => {
    for (const id of expected) {
      if (!texts[id]?.trim()) problems.push(`${field}: no text for ${id}`);
    }
    for (const id of Object.keys(texts)) {
      if (!expected.has(id)) problems.push(`${field}: ${id} is not expected here`);
    }
  };
  check('descriptions', words.descriptions, ids);
  for (const id of Object.keys(words.replacements)) {
    if (!deprecated.has(id)) problems.push(`replacements: ${id} is not deprecated`);
    if (!words.replacements[id]?.trim()) problems.push(`replacements: empty text for ${id}`);
  }
  check('names', words.names, keyless);
  return problems;
}

for (const {file, words} of wordsByLocale) {
  test(`${file} describes every entry, names every entry without a key, replaces deprecated ones only`, () => {
    assert.deepEqual(wordsProblems(integrations, words), []);
  });
}

test('both languages name a replacement for the same deprecated integrations', () => {
  assert.deepEqual(
    Object.keys(frenchWords.replacements).sort(),
    Object.keys(englishWords.replacements).sort(),
  );
});

test('the words check names a missing description, an extra one and a replacement of a live entry', () => {
  const live = integrations.find((entry) => !entry.deprecated)!.id;
  const descriptions = {...englishWords.descriptions};
  delete descriptions[live];
  assert.deepEqual(
    wordsProblems(integrations, {
      ...englishWords,
      descriptions: {...descriptions, nope: 'A description of an integration that is not there.'},
      replacements: {...englishWords.replacements, [live]: 'something else'},
    }),
    [
      `descriptions: no text for ${live}`,
      'descriptions: nope is not expected here',
      `replacements: ${live} is not deprecated`,
    ],
  );
});

for (const {file, words} of wordsByLocale) {
  test(`${file} labels every category, connection, origin and protocol`, () => {
    for (const group of filterGroups) {
      assert.ok(words.legends[group]?.trim(), `no legend for ${group}`);
      for (const value of filterOptions[group]) {
        assert.ok(optionLabel(group, value, words)?.trim(), `no label for ${group} ${value}`);
      }
    }
  });
}

type CatalogEntry = {
  key: string;
  local: boolean;
  gladysPlus: boolean;
  deprecated: boolean;
  categories: string[];
};
/** The product's catalogue, committed by `npm run product:extract` (names its source commit). */
const catalog = (
  JSON.parse(
    readFileSync(path.join(root, 'src/data/product/integrations-catalog.json'), 'utf8'),
  ) as {integrations: CatalogEntry[]}
).integrations;

/** How the directory's data disagrees with the product's catalogue, one line per difference. */
export function catalogDifferences(
  entries: readonly Integration[],
  products: readonly CatalogEntry[],
): string[] {
  const problems: string[] = [];
  const byKey = new Map(entries.filter((e) => e.key).map((e) => [e.key!, e]));
  for (const product of products) {
    const entry = byKey.get(product.key);
    if (!entry) {
      problems.push(`${product.key}: in the product's catalogue, not in the directory`);
      continue;
    }
    const local = entry.connection === 'local';
    if (local !== product.local)
      problems.push(`${entry.id}: local is ${local}, product says ${product.local}`);
    // The speakers speak through Gladys Plus, which the product's catalogue does not flag; MCP
    // needs it only from outside the home network.
    const expectedPlus =
      (product.gladysPlus && !plusOutsideOnly.includes(entry.id)) ||
      localButPlusRequired.includes(entry.id);
    if (entry.plusRequired !== expectedPlus) {
      problems.push(
        `${entry.id}: Gladys Plus is ${entry.plusRequired}, product says ${product.gladysPlus}`,
      );
    }
    if ((entry.deprecated !== undefined) !== product.deprecated) {
      problems.push(
        `${entry.id}: deprecated is ${entry.deprecated !== undefined}, product says ${product.deprecated}`,
      );
    }
    if (entry.categories.join() !== product.categories.join()) {
      problems.push(
        `${entry.id}: categories ${entry.categories.join()}, product says ${product.categories.join()}`,
      );
    }
    if (entry.category !== product.categories[0])
      problems.push(`${entry.id}: main category is not the first`);
  }
  for (const entry of entries) {
    if (entry.key && !products.some((p) => p.key === entry.key)) {
      problems.push(`${entry.id}: key ${entry.key} is not in the product's catalogue`);
    }
  }
  return problems;
}

test("the directory matches the product's catalogue: keys, local, Gladys Plus, deprecated, categories", () => {
  assert.equal(catalog.length, integrations.filter((e) => e.key).length);
  assert.deepEqual(catalogDifferences(integrations, catalog), []);
});

test('the catalogue comparison fails on a wrong flag', () => {
  const tuya = integrations.find((e) => e.id === 'tuya')!;
  const wrong = integrations.map((e) =>
    e === tuya ? {...e, deprecated: undefined, connection: 'local' as const} : e,
  );
  assert.deepEqual(catalogDifferences(wrong, catalog), [
    'tuya: local is true, product says false',
    'tuya: deprecated is false, product says true',
  ]);
});

test("names come from the product's catalogue, in each locale", () => {
  const catalog = JSON.parse(
    readFileSync(path.join(root, 'src/data/product/integrations-catalog.json'), 'utf8'),
  ) as {integrations: {key: string; title: {en: string; fr: string}}[]};
  for (const entry of integrations) {
    if (entry.key === null) continue;
    const title = catalog.integrations.find((item) => item.key === entry.key)?.title;
    assert.ok(title, `${entry.id}: key "${entry.key}" is not in the catalogue`);
    assert.deepEqual(entry.names, title, `${entry.id}: names differ from the catalogue's titles`);
    assert.equal(displayName(entry, 'fr'), title.fr, `${entry.id}: French name`);
    assert.equal(displayName(entry, 'de'), title.en, `${entry.id}: fallback to English`);
  }
});

test('a hand-typed name, an unknown key or a missing name is refused, naming the entry', () => {
  const base = integrations.find((entry) => entry.key === 'zigbee2mqtt');
  assert.ok(base, 'the zigbee2mqtt entry exists');
  const {names, ...source} = base;
  assert.equal(names.en, 'Zigbee2mqtt');
  assert.throws(
    () => withNames({...source, name: 'Zigbee'}),
    /"zigbee2mqtt" types a name, but its name comes from the catalogue/,
  );
  assert.throws(
    () => withNames({...source, name: undefined, key: 'no-such-key'}),
    /key "no-such-key" is not in src\/data\/product\/integrations-catalog\.json/,
  );
  assert.throws(
    () => withNames({...source, name: undefined, key: null}),
    /"zigbee2mqtt" has no key, so it needs a name/,
  );
  assert.equal(withNames({...source, name: undefined}).names.fr, 'Zigbee2mqtt');
});

test("category labels are the product's own, in English and in French", () => {
  for (const {locale, file, words} of wordsByLocale) {
    const strings = (
      JSON.parse(
        readFileSync(path.join(root, `src/data/product/ui-strings.${locale}.json`), 'utf8'),
      ) as {strings: Record<string, string>}
    ).strings;
    for (const category of categories) {
      const key = `integration.root.menu.${category}`;
      assert.equal(
        words.categories[category],
        strings[key],
        `${category}: label in ${file} differs from ${key} (${locale})`,
      );
    }
  }
});
