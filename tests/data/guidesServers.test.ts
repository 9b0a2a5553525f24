/**
 * The offline guide's table of the features that call the Gladys servers: the extract
 * (`gladysServers` in `src/data/product/guides-facts.json`, written by `npm run guides:facts`)
 * must be whole and well formed, the table the guide renders (`<GladysServerCalls />`) must say
 * what the extract says, in both languages, and both pages must render it rather than type it.
 * With a clone of the product (GLADYS_PRODUCT, or ../Gladys beside this repository), the extract
 * must also be what the product's source gives at the release tag, and every linked file must
 * exist there.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as cheerio from 'cheerio';
import guidesFacts from '../../src/data/product/guides-facts.json' with {type: 'json'};
import facts from '../../src/data/product/facts.json' with {type: 'json'};
import GladysServerCalls, {
  VersionCheckFields,
  gladysServerRows,
} from '../../src/components/GladysServerCalls/index.tsx';
import {
  gladysServerCalls,
  gladysServerFeatures,
  versionCheckPath,
} from '../../scripts/lib/gladysServerCalls.ts';
import {productRepo} from '../../scripts/lib/productRepo.ts';
import {root} from '../../scripts/lib/content.ts';

const {source, gladysServers} = guidesFacts;
const tag = `v${source.version}`;
const readJson = (file: string) =>
  JSON.parse(readFileSync(path.join(root, file), 'utf8')) as {
    features: Record<string, string>;
    sends: Record<string, string>;
  };

test('the extract of the calls to the Gladys servers is whole and describes the release', () => {
  assert.equal(source.version, facts.version, 'run npm run guides:facts at the release tag');
  assert.ok(gladysServers.features.length > 0);
  const known = new Map(gladysServerFeatures.map((f) => [f.feature, f.paths]));
  for (const {feature, needsPlus, calls} of gladysServers.features) {
    const paths = known.get(feature);
    assert.ok(paths, `${feature} is not in scripts/lib/gladysServerCalls.ts`);
    assert.ok(calls.length > 0, `${feature} has no call`);
    for (const call of calls) {
      const where = `${feature}: ${call.path}:${call.line}`;
      assert.ok(paths.includes(call.path), `${where} is not one of the feature's files`);
      assert.match(call.path, /^server\/.+\.js$/, where);
      assert.ok(Number.isInteger(call.line) && call.line > 0, where);
      assert.match(call.method, /^\w+$/, where);
      assert.match(call.function, /^\w+$/, where);
      assert.equal(typeof call.needsPlus, 'boolean', where);
    }
    assert.equal(
      needsPlus,
      calls.some((c) => c.needsPlus),
      `${feature}: needsPlus`,
    );
  }
  assert.equal(gladysServers.versionCheck.path, versionCheckPath);
  assert.ok(gladysServers.versionCheck.sends.length > 0);
});

for (const locale of ['en', 'fr'] as const) {
  test(`every feature and version check field has its words in ${locale}`, () => {
    const words = readJson(`i18n/${locale}/components/GladysServerCalls.json`);
    for (const {feature} of gladysServerFeatures) {
      assert.ok(words.features[feature], `${locale}: no name for ${feature}`);
    }
    for (const field of gladysServers.versionCheck.sends) {
      assert.ok(words.sends[field], `${locale}: no words for the field ${field}`);
    }
  });
}

test('the table says what the extract says: one row per feature, its files linked at the tag', () => {
  const words = readJson('i18n/en/components/GladysServerCalls.json');
  const $ = cheerio.load(renderToStaticMarkup(createElement(GladysServerCalls)));
  const rows = $('tbody tr').toArray();
  assert.deepEqual(
    rows.map((row) => $(row).attr('data-feature')),
    gladysServers.features.map((f) => f.feature),
  );
  rows.forEach((row, i) => {
    const {feature, needsPlus, calls} = gladysServers.features[i]!;
    assert.equal($(row).find('th').text(), words.features[feature]);
    assert.equal($(row).find('td[data-needs-plus]').attr('data-needs-plus'), String(needsPlus));
    const links = $(row)
      .find('a')
      .toArray()
      .map((a) =>
        $(a)
          .attr('href')!
          .replace(/#L\d+$/, ''),
      );
    const files = [...new Set(calls.map((c) => c.path))];
    assert.deepEqual(
      links,
      files.map((file) => `${source.repository}/blob/${tag}/${file}`),
      feature,
    );
  });
  const html = renderToStaticMarkup(createElement(VersionCheckFields));
  for (const field of gladysServers.versionCheck.sends) {
    assert.ok(html.includes(words.sends[field]!), `the version check sentence lacks ${field}`);
  }
});

test('a file that calls twice is linked once, at its first call', () => {
  const call = {path: 'server/a.js', line: 3, function: 'a', method: 'a', needsPlus: false};
  const extract = structuredClone(guidesFacts);
  extract.gladysServers.features = [
    {feature: 'ecowatt', needsPlus: false, calls: [call, {...call, line: 9}]},
  ];
  const [row] = gladysServerRows(extract);
  assert.deepEqual(row!.sources, [
    {path: 'server/a.js', name: 'a.js', url: `${source.repository}/blob/${tag}/server/a.js#L3`},
  ]);
});

for (const file of [
  'guides/offline.mdx',
  'i18n/fr/docusaurus-plugin-content-docs-guides/current/offline.mdx',
]) {
  test(`${file} renders the table of the Gladys servers instead of typing it`, () => {
    const text = readFileSync(path.join(root, file), 'utf8');
    assert.match(text, /^<GladysServerCalls \/>$/m);
    assert.match(text, /^<VersionCheckFields \/>$/m);
    const typed = text
      .split('\n')
      .map((line, i) => ({line, n: i + 1}))
      .filter(({line}) =>
        /github\.com\/GladysAssistant\/Gladys\/(blob|tree)\/[^)\s]*server\//.test(line),
      );
    assert.deepEqual(
      typed.map(({n}) => `${file}:${n}`),
      [],
      'a link to a product server file typed by hand',
    );
  });
}

test('the extract is what the product source gives at the release tag', (t) => {
  const product = process.env.GLADYS_PRODUCT ?? path.join(root, '..', 'Gladys');
  const repo = productRepo(product);
  try {
    repo.commit(tag);
  } catch {
    t.skip(
      `no Gladys clone with ${tag} at ${product}: set GLADYS_PRODUCT to a checkout or bare clone ` +
        'to compare the extract with the source',
    );
    return;
  }
  assert.equal(repo.commit(tag), source.commit);
  const fresh = gladysServerCalls(repo, tag);
  assert.deepEqual(
    {features: gladysServers.features, versionCheckSends: gladysServers.versionCheck.sends},
    fresh,
    'run npm run guides:facts -- --product <Gladys>',
  );
  for (const row of gladysServerRows()) {
    for (const {path: file} of row.sources) {
      execFileSync('git', ['-C', product, 'cat-file', '-e', `${tag}:${file}`]);
    }
  }
});
