/**
 * Search, filters, URL query and decoding of the Zigbee device page
 * (`src/lib/zigbee/catalog.ts`), and the product's mapping rules applied to
 * hand-written exposes (`src/lib/zigbee/mapExposes.ts`).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  countFeatures,
  decodeDeviceData,
  deviceQuery,
  emptyQuery,
  filterDevices,
  narrows,
  normalizeText,
  parseQuery,
  toQuery,
  zigbee2mqttPageUrl,
} from '../../src/lib/zigbee/catalog.ts';
import type {DeviceData} from '../../src/lib/zigbee/format.ts';
import {assess, mapExposes, type ExposeMapping} from '../../src/lib/zigbee/mapExposes.ts';

const source = {
  converters: '1.0.0',
  published: '2026-01-01',
  zigbee2mqtt: '2.0.0',
  gladysZigbee2mqtt: '2.0.0',
  gladys: {version: '4.0.0', commit: 'abcdef0', date: '2026-01-01'},
};

const data: DeviceData = {
  format: 1,
  source,
  vendors: ['Aqara', 'IKEA', 'Lidl'],
  features: ['battery:integer', 'light:binary', 'opening-sensor:binary'],
  props: ['effect'],
  profiles: [
    ['w', [1], [], [0]],
    ['w', [0, 2], [], []],
    ['d', [], [], []],
  ],
  devices: [
    [0, 'MCCGQ11LM', 'Door and window sensor', 1],
    [1, 'LED1545G12', 'TRADFRI bulb E27, white spectrum', 0],
    [1, 'LED1545G12X', 'Another bulb', 0],
    [2, 'HG06462A', '', 0, 1, 0],
    [2, 'HG09999', 'Thermostat', 2],
  ],
};

test('decodes rows, white labels inherit the description and point to their base', () => {
  const devices = decodeDeviceData(data);
  assert.equal(devices.length, 5);
  const white = devices[3];
  assert.equal(white.description, 'TRADFRI bulb E27, white spectrum');
  assert.deepEqual(white.base, {vendor: 'IKEA', model: 'LED1545G12'});
  assert.equal(white.documentedAs, 'LED1545G12');
  assert.deepEqual(devices[0].categories, ['battery', 'opening-sensor']);
  assert.deepEqual(devices[1].unusedSettings, ['effect']);
  assert.equal(devices[4].verdict, 'dynamic');
});

test('every word must match, accents and case ignored; exact then prefix model matches first', () => {
  const devices = decodeDeviceData(data);
  const models = (q: string) => filterDevices(devices, {...emptyQuery, q}).map((d) => d.model);
  assert.deepEqual(models('ikea bulb'), ['LED1545G12', 'LED1545G12X', 'HG06462A']);
  assert.deepEqual(models('DÔOR'), ['MCCGQ11LM']);
  assert.deepEqual(models('led1545g12'), ['LED1545G12', 'LED1545G12X', 'HG06462A']);
  assert.deepEqual(models('hg0'), ['HG06462A', 'HG09999']);
  assert.deepEqual(models('nothing here'), []);
});

test('a longer text narrows the previous search; another choice or a shorter text does not', () => {
  const q = (text: string, feature: string | null = null) => ({...emptyQuery, q: text, feature});
  assert.equal(narrows(q('ikea'), q('ikea b')), true);
  assert.equal(narrows(q('ikea '), q('ikea b')), true);
  assert.equal(narrows(q(''), q('i')), true);
  assert.equal(narrows(q('ikea b'), q('ikea')), false);
  assert.equal(narrows(q('ikea'), q('ikea', 'light')), false);
});

test('feature and verdict choices narrow the results', () => {
  const devices = decodeDeviceData(data);
  const models = (feature: string | null, verdict: 'works' | 'dynamic' | null) =>
    filterDevices(devices, {...emptyQuery, feature, verdict}).map((d) => d.model);
  assert.deepEqual(models('opening-sensor', null), ['MCCGQ11LM']);
  assert.deepEqual(models(null, 'dynamic'), ['HG09999']);
  assert.deepEqual(models('light', 'works'), ['LED1545G12', 'LED1545G12X', 'HG06462A']);
});

test('the URL query round-trips and drops unknown values', () => {
  const query = {q: 'ikea bulb', feature: 'light', verdict: 'works' as const, device: null};
  const search = toQuery(query, '?utm_source=forum');
  assert.equal(search, '?utm_source=forum&q=ikea+bulb&feature=light&verdict=works');
  assert.deepEqual(parseQuery(search, ['light']), query);
  assert.deepEqual(parseQuery('?feature=rocket&verdict=maybe&q=x', ['light']), {
    ...emptyQuery,
    q: 'x',
  });
  assert.equal(deviceQuery('E1524/E1810'), '?device=E1524%2FE1810');
  assert.equal(parseQuery('?device=E1524%2FE1810', []).device, 'E1524/E1810');
  assert.equal(parseQuery(`?q=${'a'.repeat(500)}`, []).q.length, 100);
});

test('helpers: text normalization, feature counts, Zigbee2mqtt page address', () => {
  assert.equal(normalizeText('  Éclairage   LED '), 'eclairage led');
  assert.deepEqual(countFeatures(['switch:binary', 'battery:integer', 'switch:binary']), [
    ['switch:binary', 2],
    ['battery:integer', 1],
  ]);
  assert.equal(
    zigbee2mqttPageUrl('E1524/E1810'),
    'https://www.zigbee2mqtt.io/devices/E1524_E1810.html',
  );
});

const mapping: ExposeMapping = {
  binary: {
    state: {byParent: {light: {category: 'light', type: 'binary'}}},
    contact: {feature: {category: 'opening-sensor', type: 'binary'}},
  },
  numeric: {battery: {feature: {category: 'battery', type: 'integer'}}},
  enum: {action: {feature: {category: 'button', type: 'click'}}},
  composite: {color_xy: {feature: {category: 'light', type: 'color'}}},
};

test('mapping: parent types, composites owning their parts, enum indexes, main and settings', () => {
  const properties = mapExposes(mapping, [
    {
      type: 'light',
      features: [
        {type: 'binary', name: 'state', property: 'state'},
        {
          type: 'composite',
          name: 'color_xy',
          property: 'color',
          features: [
            {type: 'numeric', name: 'x', property: 'x'},
            {type: 'numeric', name: 'y', property: 'y'},
          ],
        },
        {
          type: 'composite',
          name: 'color_hs',
          property: 'color',
          features: [{type: 'numeric', name: 'hue', property: 'hue'}],
        },
        {type: 'numeric', name: 'color_temp_startup', property: 'color_temp_startup'},
      ],
    },
    {type: 'binary', name: 'state', property: 'state'},
    {type: 'numeric', name: 'battery', property: 'battery', category: 'diagnostic'},
    {
      type: 'enum',
      name: 'action',
      property: 'action',
      category: 'diagnostic',
      values: ['1_single', '2_single', '2_double'],
    },
  ]);
  const summary = properties.map(
    (p) =>
      `${p.name}:${p.feature ? `${p.feature.category}.${p.feature.type}` : '-'}:${p.instances}:${p.primary ? 'main' : '2nd'}`,
  );
  assert.deepEqual(summary, [
    'state:light.binary:1:main',
    'color_xy:light.color:1:main',
    'hue:-:0:main',
    'color_temp_startup:-:0:main',
    'state:-:0:main',
    'battery:battery.integer:1:2nd',
    'action:button.click:2:main',
  ]);
  // A top-level binary `state` has no light parent: unused and main, so the light only partly works.
  assert.deepEqual(assess(properties), {
    verdict: 'partly',
    unusedMain: ['state'],
    unusedSettings: ['hue', 'color_temp_startup'],
  });
});

test('verdict: none when only a battery maps, works when every main property maps', () => {
  const battery = {type: 'numeric', name: 'battery', property: 'battery', category: 'diagnostic'};
  const none = mapExposes(mapping, [battery, {type: 'numeric', name: 'gas', property: 'gas'}]);
  assert.equal(assess(none).verdict, 'none');
  const works = mapExposes(mapping, [
    battery,
    {type: 'binary', name: 'contact', property: 'contact'},
  ]);
  assert.equal(assess(works).verdict, 'works');
});
