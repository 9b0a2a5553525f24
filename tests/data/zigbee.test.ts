/**
 * The Zigbee device list of /zigbee-devices/ against the product's mapping:
 * - real devices get the Gladys features the product's rules give them, read
 *   from the installed zigbee-herdsman-converters definitions through the
 *   committed mapping (`src/data/product/zigbee2mqtt-exposes.json`);
 * - the committed files (`static/data/zigbee-devices.json`,
 *   `src/data/zigbee/summary.json`) are what `npm run zigbee:data` writes today
 *   from the installed package and that mapping;
 * - the mapping names the product commit the other extracts come from;
 * - the fetched file stays within its size budget (250 KB compressed).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {buildDeviceData} from '../../src/lib/zigbee/buildData.ts';
import {
  decodeDeviceData,
  emptyQuery,
  filterDevices,
  matchDevices,
  narrows,
  rankDevices,
  type Query,
} from '../../src/lib/zigbee/catalog.ts';
import type {DeviceData, DeviceSummary} from '../../src/lib/zigbee/format.ts';
import {loadDefinitions} from '../../src/lib/zigbee/loadDefinitions.ts';
import {
  assess,
  mapExposes,
  type ExposeMapping,
  type Verdict,
} from '../../src/lib/zigbee/mapExposes.ts';

const root = path.resolve(import.meta.dirname, '../..');
const readJson = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;

const mappingFile = readJson<{source: {commit: string}; exposes: ExposeMapping}>(
  'src/data/product/zigbee2mqtt-exposes.json',
);
const mapping = mappingFile.exposes;
const dataText = readFileSync(path.join(root, 'static/data/zigbee-devices.json'), 'utf8');
const data = JSON.parse(dataText) as DeviceData;
const summary = readJson<DeviceSummary>('src/data/zigbee/summary.json');
const {version, definitions} = loadDefinitions();

/** What the product's rules give one model of the installed definitions: feature codes and verdict. */
function mapModel(model: string): {features: Set<string>; verdict: Verdict} {
  const definition = definitions.find((d) => d.model === model);
  assert.ok(definition, `zigbee-herdsman-converters ${version} has no model ${model}`);
  if (definition.exposes === 'dynamic') return {features: new Set(), verdict: 'dynamic'};
  const properties = mapExposes(mapping, definition.exposes);
  return {
    features: new Set(
      properties.flatMap((p) => (p.feature ? [`${p.feature.category}:${p.feature.type}`] : [])),
    ),
    verdict: assess(properties).verdict,
  };
}

/** Real devices and what Gladys must make of them. */
const expectations: {model: string; features: string[]; verdict: Verdict; why: string}[] = [
  {
    model: 'LED1545G12',
    features: ['light:binary', 'light:brightness', 'light:temperature'],
    verdict: 'works',
    why: 'IKEA white spectrum bulb: on/off, brightness and colour temperature',
  },
  {
    model: 'MCCGQ11LM',
    features: ['opening-sensor:binary', 'battery:integer'],
    verdict: 'works',
    why: 'Aqara door and window sensor: opening sensor and battery',
  },
  {
    model: 'LED1624G9',
    features: ['light:binary', 'light:brightness', 'light:color'],
    verdict: 'works',
    why: 'IKEA colour bulb: colour through color_xy (hue and saturation do not count against it)',
  },
  {
    model: 'WSDCGQ11LM',
    features: ['temperature-sensor:decimal', 'humidity-sensor:decimal', 'pressure-sensor:decimal'],
    verdict: 'works',
    why: 'Aqara weather sensor',
  },
  {
    model: 'SJCGQ11LM',
    features: ['leak-sensor:binary'],
    verdict: 'works',
    why: 'Aqara water leak sensor',
  },
  {
    model: 'E1757',
    features: ['shutter:state', 'shutter:position'],
    verdict: 'works',
    why: 'IKEA blind: enum state and position inside a cover expose',
  },
  {
    model: 'HS2WD-E',
    features: ['siren:binary'],
    verdict: 'works',
    why: 'Heiman siren: the warning composite maps as a whole',
  },
  {
    model: 'BTH-RM230Z',
    features: [],
    verdict: 'dynamic',
    why: 'Bosch thermostat: exposes computed from the paired unit',
  },
];

for (const {model, features, verdict, why} of expectations) {
  test(`${model} (${why})`, () => {
    const result = mapModel(model);
    for (const code of features) {
      assert.ok(
        result.features.has(code),
        `${model} should get ${code}; the mapping gives ${[...result.features].join(', ') || 'nothing'}`,
      );
    }
    assert.equal(result.verdict, verdict, `${model}: verdict`);
  });
}

test('a three-gang Aqara switch gets one switch feature per channel, and button presses', () => {
  const device = decodeDeviceData(data).find((d) => d.model === 'QBKG25LM');
  assert.ok(device, 'QBKG25LM is in the data');
  assert.equal(device.features.filter((c) => c === 'switch:binary').length, 3);
  assert.ok(device.features.includes('button:click'));
});

test('the committed device data is what npm run zigbee:data writes from the installed package and the mapping', () => {
  const built = buildDeviceData(
    definitions,
    mapping,
    {
      en: readJson<{strings: Record<string, string>}>('src/data/product/ui-strings.en.json')
        .strings,
      fr: readJson<{strings: Record<string, string>}>('src/data/product/ui-strings.fr.json')
        .strings,
    },
    data.source,
  );
  assert.equal(
    data.source.converters,
    version,
    `static/data/zigbee-devices.json comes from zigbee-herdsman-converters ${data.source.converters}, ${version} is installed: run npm run zigbee:data`,
  );
  // Compared piece by piece, so that a failure names what changed.
  for (const key of ['vendors', 'features', 'props', 'profiles', 'devices'] as const) {
    assert.deepEqual(
      data[key],
      built.data[key],
      `static/data/zigbee-devices.json: "${key}" differs from a fresh build: run npm run zigbee:data`,
    );
  }
  assert.deepEqual(
    {...summary, source: built.summary.source},
    built.summary,
    'src/data/zigbee/summary.json is out of date: run npm run zigbee:data',
  );
  assert.deepEqual(summary.source, data.source, 'summary and data file name the same sources');
});

test('the mapping and the other product extracts come from the same commit', () => {
  const facts = readJson<{source: {commit: string}}>('src/data/product/facts.json');
  assert.equal(mappingFile.source.commit, facts.source.commit);
  assert.equal(data.source.gladys.commit, facts.source.commit.slice(0, 7));
});

test('every device row decodes, with a vendor, a model and a known verdict', () => {
  const devices = decodeDeviceData(data);
  assert.equal(devices.length, summary.count);
  for (const device of devices) {
    assert.ok(device.vendor && device.model, `row ${device.index} has a vendor and a model`);
    assert.ok(['works', 'partly', 'none', 'dynamic'].includes(device.verdict));
    for (const code of device.features) assert.ok(summary.features[code], `${code} has a name`);
  }
});

test('searching among the previous matches while typing finds the same results, in the same order', () => {
  const devices = decodeDeviceData(data);
  for (const text of ['ikea bulb', 'aqara door sensor', 'LED1545G12', 'tuya ts0601']) {
    let previous: {query: Query; matches: typeof devices} | null = null;
    for (let end = 1; end <= text.length; end += 1) {
      const query = {...emptyQuery, q: text.slice(0, end)};
      const pool = previous && narrows(previous.query, query) ? previous.matches : devices;
      const matches = matchDevices(pool, query);
      assert.deepEqual(
        rankDevices(matches, query.q).map((d) => d.index),
        filterDevices(devices, query).map((d) => d.index),
        `"${query.q}"`,
      );
      previous = {query, matches};
    }
  }
});

test('the fetched device file stays within 250 KB compressed', () => {
  const bytes = Buffer.from(dataText);
  const gzip = zlib.gzipSync(bytes, {level: 9}).length;
  const brotli = zlib.brotliCompressSync(bytes).length;
  assert.ok(gzip <= 250 * 1024, `gzip: ${(gzip / 1024).toFixed(1)} KB`);
  assert.ok(brotli <= 250 * 1024, `brotli: ${(brotli / 1024).toFixed(1)} KB`);
});
