/**
 * The index of the guide "Will my devices work?" (src/lib/deviceSearch.ts) against its sources:
 * every built-in integration, Matter device kind and community integration is in it with the
 * released catalogue's connection and status, deprecated entries name what takes over, the Matter
 * kinds carry the interface's own labels, and any text can be searched without an error.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import catalog from '../../src/data/product/4.86/integrations-catalog.json' with {type: 'json'};
import facts from '../../src/data/product/4.86/facts.json' with {type: 'json'};
import uiEn from '../../src/data/product/4.86/ui-strings.en.json' with {type: 'json'};
import uiFr from '../../src/data/product/4.86/ui-strings.fr.json' with {type: 'json'};
import guidesFacts from '../../src/data/product/guides-facts.json' with {type: 'json'};
import englishDirectory from '../../i18n/en/pages/integrations.json' with {type: 'json'};
import frenchDirectory from '../../i18n/fr/pages/integrations.json' with {type: 'json'};
import {integrations} from '../../src/data/integrations.ts';
import {communityIntegrations} from '../../src/data/communityIntegrations.ts';
import {communityReplacements} from '../../src/data/communityReplacements.ts';
import {
  buildIndex,
  matterKinds,
  searchIndex,
  zigbeeEntries,
  type SearchEntry,
} from '../../src/lib/deviceSearch.ts';
import {decodeDeviceData} from '../../src/lib/zigbee/catalog.ts';
import type {DeviceData} from '../../src/lib/zigbee/format.ts';

const root = path.resolve(import.meta.dirname, '../..');
const english = buildIndex(englishDirectory.words, 'en');
const french = buildIndex(frenchDirectory.words, 'fr');
const byId = (entries: SearchEntry[], id: string) => entries.find((entry) => entry.id === id);

test('the Matter facts describe the release the guides describe', () => {
  assert.equal(guidesFacts.source.version, facts.version);
  assert.deepEqual(
    guidesFacts.matter.featuresByCluster.map((c) => c.cluster),
    guidesFacts.matter.clusters,
    'run node scripts/guides-facts.mjs --product <Gladys> --rev v<version>',
  );
});

test('every Matter cluster of the release is in the index, under a kind with the interface label', () => {
  for (const [locale, index, strings] of [
    ['en', english, uiEn.strings],
    ['fr', french, uiFr.strings],
  ] as const) {
    const matter = index.filter((entry) => entry.kind === 'matter');
    assert.equal(matter.length, matterKinds(locale).length);
    for (const cluster of guidesFacts.matter.clusters) {
      assert.ok(
        matter.some((entry) => entry.detail.split(', ').includes(cluster)),
        `${locale}: ${cluster} has no Matter result`,
      );
    }
    for (const entry of matter) {
      const key = entry.id.replace('matter/', '');
      const label = (strings as Record<string, string>)[
        `deviceFeatureCategory.${key}.shortCategoryName`
      ];
      assert.equal(entry.name, label, `${locale}: label of ${key}`);
      assert.equal(entry.href, '/docs/integrations/matter/');
      assert.equal(entry.connection, 'local');
    }
  }
});

test('every built-in integration is in the index once, linking a 4.86 doc', () => {
  for (const entry of integrations) {
    const found = english.filter((e) => e.id === `built-in/${entry.id}`);
    assert.equal(found.length, 1, entry.id);
    assert.equal(found[0]!.href, `/docs/integrations/${entry.id}/`);
    const doc = path.join(root, 'versioned_docs/version-4.86/integrations', entry.id);
    assert.ok(existsSync(`${doc}.md`) || existsSync(`${doc}.mdx`), `no 4.86 doc for ${entry.id}`);
  }
});

test('connection and status follow the 4.86.1 catalogue', () => {
  const keyed = integrations.filter((entry) => entry.key !== null);
  assert.ok(keyed.length > 0);
  for (const entry of keyed) {
    const product = catalog.integrations.find((item) => item.key === entry.key);
    assert.ok(product, `${entry.key} is not in the 4.86 catalogue`);
    const result = byId(english, `built-in/${entry.id}`)!;
    assert.equal(result.status, product.deprecated ? 'deprecated' : 'supported', entry.id);
    if (product.cloudOnly) {
      assert.equal(result.connection, product.gladysPlus ? 'plus' : 'cloud', entry.id);
    } else {
      assert.equal(result.connection, 'local', entry.id);
    }
  }
});

describe('deprecated integrations', () => {
  test('each replacement is a deprecated built-in integration and a store entry', () => {
    for (const [id, slug] of Object.entries(communityReplacements)) {
      const result = byId(english, `built-in/${id}`);
      assert.ok(result, `${id} is not a built-in integration`);
      assert.equal(result.status, 'deprecated', `${id} is not deprecated`);
      const store = communityIntegrations.find((entry) => entry.slug === slug);
      assert.ok(store, `${slug} is not in the store snapshot`);
      assert.deepEqual(result.replacedBy, {name: store.name, href: store.href});
      assert.deepEqual(byId(french, `built-in/${id}`)!.replacedBy, result.replacedBy);
    }
  });

  test("a deprecated entry carries the directory's replacement words", () => {
    const named = Object.keys(englishDirectory.words.replacements);
    assert.ok(named.length > 0);
    for (const id of named) {
      assert.equal(
        byId(english, `built-in/${id}`)!.replacement,
        (englishDirectory.words.replacements as Record<string, string>)[id],
      );
      assert.equal(
        byId(french, `built-in/${id}`)!.replacement,
        (frenchDirectory.words.replacements as Record<string, string>)[id],
      );
    }
  });

  test('only deprecated entries name a replacement', () => {
    for (const entry of english.filter((e) => e.replacement || e.replacedBy)) {
      assert.equal(entry.status, 'deprecated', entry.id);
    }
  });
});

test('every community integration is in the index with its store page', () => {
  for (const entry of communityIntegrations) {
    const result = byId(english, entry.id);
    assert.ok(result, entry.slug);
    assert.equal(result.href, entry.href);
    assert.equal(result.status, 'community');
  }
  const ids = english.map((entry) => entry.id);
  assert.equal(new Set(ids).size, ids.length, 'ids are unique');
});

describe('searching', () => {
  test('finds by name, description and language', () => {
    assert.ok(searchIndex(english, 'philips hue').some((e) => e.id === 'built-in/philips-hue'));
    assert.ok(searchIndex(english, 'shutter').some((e) => e.id === 'matter/shutter'));
    assert.ok(searchIndex(french, 'volet').some((e) => e.id === 'matter/shutter'));
    assert.ok(searchIndex(english, 'zwave').some((e) => e.id === 'built-in/zwavejs-ui'));
  });

  test('a blank text gives everything; pattern characters are plain text', () => {
    assert.equal(searchIndex(english, '  ').length, english.length);
    for (const q of ['.*', '(?:', '[', '\\', '+?', '$^', ')(']) {
      assert.doesNotThrow(() => searchIndex(english, q), q);
      assert.deepEqual(searchIndex(english, q), [], q);
    }
  });

  test('Zigbee models are searched with the device list and link its details', () => {
    const data = JSON.parse(
      readFileSync(path.join(root, 'static/data/zigbee-devices.json'), 'utf8'),
    ) as DeviceData;
    const devices = decodeDeviceData(data);
    assert.deepEqual(zigbeeEntries(devices, ' ', 20), {entries: [], total: 0});
    const model = devices[0]!.model;
    const {entries, total} = zigbeeEntries(devices, model, 5);
    assert.ok(total >= 1 && entries.length <= 5 && entries.length <= total);
    assert.equal(entries[0]!.href, `/zigbee-devices/?device=${encodeURIComponent(model)}`);
    assert.equal(entries[0]!.status, devices[0]!.verdict);
    assert.doesNotThrow(() => zigbeeEntries(devices, '(?:[', 5));
  });
});
