/**
 * Checks the product facts behind the guides (`guides/`): the offline table that src/lib/offline.ts
 * works out from the product's catalogue, and the extract `src/data/product/guides-facts.json`
 * (coordinators, Matter pairing), which must describe the release the site describes.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import catalog from '../../src/data/product/integrations-catalog.json' with {type: 'json'};
import facts from '../../src/data/product/facts.json' with {type: 'json'};
import guidesFacts from '../../src/data/product/guides-facts.json' with {type: 'json'};
import {offlineRows} from '../../src/lib/offline.ts';
import {localButPlusRequired} from '../../src/data/integrations.ts';

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
