/**
 * The offline guide's table of three failures (`<FailureModes />`): every feature of the released
 * Gladys that calls the Gladys servers (`gladysServers.features` in
 * `src/data/product/guides-facts.json`) sits in exactly one row of `failureGroups`
 * (src/lib/offline.ts), a row names only features that exist, every row has its words in each
 * locale, each cell says what the extract says, and both pages render the table rather than type it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as cheerio from 'cheerio';
import guidesFacts from '../../src/data/product/guides-facts.json' with {type: 'json'};
import {
  failureGroups,
  failureRows,
  failures,
  offlineRows,
  type FailureGroup,
} from '../../src/lib/offline.ts';
import {FailureTable, type FailureModesCopy} from '../../src/components/FailureModes/index.tsx';
import {root} from '../../scripts/lib/content.ts';

const {features} = guidesFacts.gladysServers;
const {version} = guidesFacts.source;
const locales = ['en', 'fr'] as const;
const wordsOf = (locale: string) =>
  JSON.parse(
    readFileSync(path.join(root, `i18n/${locale}/components/FailureModes.json`), 'utf8'),
  ) as FailureModesCopy;
const serverKinds = new Set<FailureGroup['kind']>(['server', 'feed']);

test('every feature that calls the Gladys servers belongs to exactly one row', () => {
  assert.ok(features.length > 0);
  for (const {feature} of features) {
    const rows = failureGroups.filter((group) => group.features.includes(feature));
    assert.equal(
      rows.length,
      1,
      `${feature} is in ${rows.length} rows of failureGroups (src/lib/offline.ts): ` +
        `${rows.map((r) => r.id).join(', ') || 'none'}`,
    );
  }
});

test('a row names only features of the extract, and only if it is a server row', () => {
  const known = new Set(features.map((f) => f.feature));
  const ids = failureGroups.map((group) => group.id);
  assert.equal(new Set(ids).size, ids.length, 'two rows share an id');
  for (const {id, kind, features: named} of failureGroups) {
    for (const feature of named) {
      assert.ok(known.has(feature), `the row ${id} names ${feature}, which the extract lacks`);
    }
    assert.equal(
      named.length > 0,
      serverKinds.has(kind),
      `the row ${id} (${kind}) ${named.length > 0 ? 'names' : 'lacks'} server features`,
    );
  }
});

test('failureRows refuses a feature in no row and a row naming an unknown feature', () => {
  const extract = structuredClone(guidesFacts);
  extract.gladysServers.features.push({...features[0]!, feature: 'teleporter'});
  assert.throws(() => failureRows(extract, version), /in no row of the failure table: teleporter/);
  const groups = [...failureGroups, {id: 'x', kind: 'server', features: ['teleporter']} as const];
  assert.throws(() => failureRows(guidesFacts, version, groups), /do not exist: teleporter/);
});

for (const locale of locales) {
  test(`every row, outcome and note has its words in ${locale}`, () => {
    const words = wordsOf(locale);
    const ids = new Set(failureGroups.map((group) => group.id));
    for (const {id} of failureGroups) {
      const numbers = (['one', 'other'] as const).filter((n) => words.labels[n][id]);
      assert.equal(numbers.length, 1, `${locale}: the row ${id} needs one label, in one or other`);
    }
    for (const number of ['one', 'other'] as const) {
      for (const id of Object.keys(words.labels[number])) {
        assert.ok(ids.has(id), `${locale}: a label for ${id}, which is no row`);
      }
      for (const outcome of ['works', 'stops', 'noNewData', 'kept'] as const) {
        assert.ok(words.outcomes[number][outcome], `${locale}: no ${number} word for ${outcome}`);
      }
    }
    for (const [id, notes] of Object.entries(words.notes)) {
      assert.ok(ids.has(id), `${locale}: notes for ${id}, which is no row`);
      for (const failure of Object.keys(notes)) {
        assert.ok(
          failures.includes(failure as never),
          `${locale}: ${id} has a note for ${failure}`,
        );
      }
    }
    for (const failure of failures) assert.ok(words[failure], `${locale}: no title for ${failure}`);
  });
}

for (const locale of locales) {
  test(`the ${locale} table says what the extract and the catalogue say`, () => {
    const words = wordsOf(locale);
    const $ = cheerio.load(
      renderToStaticMarkup(createElement(FailureTable, {copy: words, locale})),
    );
    const rows = $('tbody tr').toArray();
    assert.deepEqual(
      rows.map((row) => $(row).attr('data-row')),
      failureGroups.map((group) => group.id),
    );
    const needsPlus = new Map(features.map((f) => [f.feature, f.needsPlus]));
    const cloud = offlineRows(version).filter((r) => r.cloudOnly && !r.gladysPlus);
    rows.forEach((row, i) => {
      const group = failureGroups[i]!;
      const outcome = (failure: string) =>
        $(row).find(`td[data-failure="${failure}"]`).attr('data-outcome');
      const where = `${locale}: ${group.id}`;
      assert.ok(!$(row).find('th').text().includes('{'), `${where}: a placeholder left unfilled`);
      if (serverKinds.has(group.kind)) {
        const down = group.kind === 'feed' ? 'noNewData' : 'stops';
        assert.equal(outcome('internetDown'), down, where);
        assert.equal(outcome('plusDown'), down, where);
        const plus = group.features.some((f) => needsPlus.get(f));
        assert.equal(outcome('plusCancelled'), plus ? 'stops' : 'works', where);
      } else if (group.kind === 'cloud') {
        assert.ok(cloud.length > 0);
        for (const integration of cloud) {
          assert.equal(outcome('internetDown'), integration.internetDown, integration.key);
          assert.equal(outcome('plusDown'), integration.gladysServersDown, integration.key);
          assert.equal(outcome('plusCancelled'), integration.gladysServersDown, integration.key);
        }
        for (const name of cloud.filter((r) => !r.deprecated).slice(0, 2)) {
          assert.ok($(row).find('th').text().includes(name.title[locale]), `${where}: ${name.key}`);
        }
      } else {
        const kept = group.kind === 'stored' ? 'kept' : 'works';
        for (const failure of failures) assert.equal(outcome(failure), kept, where);
      }
    });
  });
}

for (const file of [
  'guides/offline.mdx',
  'i18n/fr/docusaurus-plugin-content-docs-guides/current/offline.mdx',
]) {
  test(`${file} renders the failure table instead of typing it`, () => {
    const text = readFileSync(path.join(root, file), 'utf8');
    assert.match(text, /^<FailureModes \/>$/m);
    assert.doesNotMatch(text, /^\|/m, 'a Markdown table typed into the page');
  });
}
