/**
 * Checks the product facts behind the guides (`guides/`): the offline table that src/lib/offline.ts
 * works out from the product's catalogue, and the extract `src/data/product/guides-facts.json`
 * (coordinators, Matter pairing), which must describe the release the site describes; and every
 * interface label (`<UiLabel>`) and scene step (`<SceneStep>`) a guide quotes, which must be the
 * released Gladys's, in the guide's language.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import catalog from '../../src/data/product/integrations-catalog.json' with {type: 'json'};
import facts from '../../src/data/product/facts.json' with {type: 'json'};
import guidesFacts from '../../src/data/product/guides-facts.json' with {type: 'json'};
import {offlineRows} from '../../src/lib/offline.ts';
import {localButPlusRequired} from '../../src/data/integrations.ts';
import {forVersion} from '../../src/data/productVersions.ts';
import {sceneStepsByVersion} from '../../src/data/sceneSteps.ts';
import {sceneStepPages} from '../../src/data/sceneStepPages.ts';
import {labelSet, unknownLabels} from '../../src/lib/uiLabels.ts';
import {sceneStepRefs, unknownSceneSteps} from '../../src/lib/sceneStepRefs.ts';
import {docsVersions, guidesDirs, root, walk} from '../../scripts/lib/content.ts';

const rows = offlineRows(facts.version);

test('the offline table follows the catalogue flags', () => {
  assert.ok(rows.length > 0 && rows.length <= catalog.integrations.length);
  for (const row of rows) {
    if (row.cloudOnly) assert.equal(row.internetDown, 'stops', `${row.key} is cloud only`);
    if (row.local && !row.gladysPlus && !localButPlusRequired.includes(row.key)) {
      assert.equal(row.internetDown, 'works', `${row.key} is local`);
      assert.equal(row.gladysServersDown, 'works', `${row.key} needs no Gladys server`);
    }
  }
  const speakers = rows.filter((r) => localButPlusRequired.includes(r.key));
  assert.ok(speakers.length > 0, 'the speakers are in the table');
  for (const row of speakers) assert.equal(row.internetDown, 'partly', row.key);
});

test('an integration newer than the release is left out of its offline table', () => {
  assert.deepEqual(
    offlineRows('4.0'),
    offlineRows('4.0').filter((r) => r.key !== 'matter'),
  );
  assert.ok(!offlineRows('4.0').some((r) => r.key === 'matter'));
  assert.ok(rows.some((r) => r.key === 'matter'));
});

test('guides-facts.json describes the release the site describes', () => {
  assert.equal(
    guidesFacts.source.version,
    facts.version,
    'run npm run guides:facts -- --product <Gladys> --rev v<version>',
  );
  const types = Object.keys(guidesFacts.zigbee2mqttAdapters.byType);
  assert.ok(types.includes(guidesFacts.zigbee2mqttAdapters.defaultType));
  for (const labels of Object.values(guidesFacts.zigbee2mqttAdapters.byType)) {
    assert.ok(labels.length > 0);
  }
  assert.ok(guidesFacts.matter.clusters.length > 0);
  assert.equal(typeof guidesFacts.matter.bluetoothCommissioning, 'boolean');
});

test("the guides' sentences on Matter pairing still hold for the release", () => {
  const pages =
    'guides/zigbee-matter-zwave.mdx and guides/what-to-buy.mdx (and their French twins)';
  assert.equal(guidesFacts.matter.manualPairingCode, true, `pairing code changed: update ${pages}`);
  assert.equal(
    guidesFacts.matter.bluetoothCommissioning,
    false,
    `Bluetooth commissioning arrived: update ${pages}`,
  );
});

// The guides describe the released Gladys: the default docs version, whose extracts are in
// src/data/product/<version>/.
const released = docsVersions.find((v) => v.name !== 'current')!;
const releasedStrings = (locale: 'en' | 'fr') => {
  const {strings, unrendered} = JSON.parse(
    readFileSync(path.join(released.product, `ui-strings.${locale}.json`), 'utf8'),
  ) as {strings: Record<string, string>; unrendered: string[]};
  return labelSet(strings, unrendered);
};

for (const locale of ['en', 'fr'] as const) {
  test(`every <UiLabel> and <SceneStep> of the ${locale} guides is in the released Gladys's interface`, () => {
    const known = releasedStrings(locale);
    const steps = forVersion(sceneStepsByVersion, released.name);
    const problems = walk(guidesDirs[locale]).flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return [
        ...unknownLabels(source, known),
        ...unknownSceneSteps(source, steps, sceneStepPages),
      ].map((p) => `${path.relative(root, file)}:${p} (Gladys ${released.name})`);
    });
    assert.deepEqual(problems, []);
  });
}

test('the step check finds a step the released Gladys lacks, and one without a doc', () => {
  const steps = [{key: 'delay'}, {key: 'no.doc'}];
  const source =
    'Add <SceneStep step="delay" />.\n<SceneStep step="mcp.ask" /> <SceneStep step="no.doc" />';
  assert.deepEqual(
    sceneStepRefs(source).map((r) => r.step),
    ['delay', 'mcp.ask', 'no.doc'],
  );
  assert.deepEqual(unknownSceneSteps(source, steps, sceneStepPages), [
    '2: "mcp.ask"',
    '2: "no.doc"',
  ]);
});
