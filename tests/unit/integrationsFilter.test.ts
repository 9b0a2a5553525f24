/**
 * Unit tests of the pure filtering logic of /integrations/
 * (src/lib/integrationsFilter.ts): URL query parsing and
 * writing, text matching, group logic and option counts.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {withNames, type Integration} from '../../src/data/integrations.ts';
import {
  countOptions,
  emptyFilterState,
  filterIntegrations,
  isFiltering,
  matches,
  matchesText,
  maxQueryLength,
  normalizeText,
  parseQuery,
  toggleOption,
  toQuery,
  type FilterState,
} from '../../src/lib/integrationsFilter.ts';

/** A small catalogue, independent of the real one (entries without a catalogue key). */
const sources: Parameters<typeof withNames>[0][] = [
  {
    id: 'hue',
    name: 'Philips Hue',
    key: null,
    category: 'lighting',
    categories: ['lighting'],
    connection: 'local',
    protocols: ['lan'],
    plusRequired: false,
    devices: ['Hue Go', 'IKEA TRÅDFRI'],
    badge: 'HU',
  },
  {
    id: 'zw',
    name: 'Z-Wave JS UI',
    key: null,
    category: 'protocols',
    categories: ['protocols'],
    connection: 'local',
    protocols: ['zwave', 'mqtt'],
    plusRequired: false,
    devices: [],
    badge: 'ZW',
  },
  {
    id: 'tuya',
    name: 'Tuya',
    key: null,
    category: 'protocols',
    categories: ['protocols'],
    connection: 'cloud',
    protocols: ['wifi', 'cloud-api'],
    plusRequired: false,
    devices: ['Smart Life'],
    badge: 'TU',
  },
  {
    id: 'alexa',
    name: 'Alexa',
    key: null,
    category: 'assistants',
    categories: ['assistants'],
    connection: 'plus',
    protocols: ['cloud-api'],
    plusRequired: true,
    devices: ['Amazon Echo'],
    badge: 'AL',
  },
  {
    id: 'sonos',
    name: 'Sonos',
    key: null,
    category: 'multimedia',
    categories: ['multimedia'],
    connection: 'local',
    protocols: ['lan'],
    plusRequired: false,
    devices: [],
    badge: 'SN',
  },
];
const entries: Integration[] = sources.map(withNames);

/** The English descriptions (a page's words, `DirectoryWords.descriptions`, outside the data). */
const english: Record<string, string> = {
  hue: 'Lights through the bridge.',
  zw: 'Z-Wave devices over MQTT.',
  tuya: 'Wi-Fi plugs through the cloud.',
  alexa: 'Voice control.',
  sonos: 'Speakers.',
};

/** A "translation" that differs from the English text, to prove the translated one is searched. */
const french: Record<string, string> = {
  hue: 'Éclairage par le pont.',
  zw: 'Appareils Z-Wave par MQTT.',
  tuya: 'Prises Wi-Fi par le cloud.',
  alexa: 'Commande à la voix.',
  sonos: 'Enceintes.',
};
const describeFr = (entry: Integration): string => french[entry.id] ?? english[entry.id] ?? '';
const describeEn = (entry: Integration): string => english[entry.id] ?? '';

const ids = (list: readonly Integration[]): string[] => list.map((entry) => entry.id);
const state = (partial: Partial<FilterState>): FilterState => ({...emptyFilterState, ...partial});

describe('parseQuery', () => {
  test('reads text and comma-separated groups, with or without "?"', () => {
    assert.deepEqual(
      parseQuery(
        '?q=hue&origin=community&category=lighting,multimedia&connection=local&protocol=zigbee',
      ),
      {
        q: 'hue',
        origin: ['community'],
        category: ['lighting', 'multimedia'],
        connection: ['local'],
        protocol: ['zigbee'],
      },
    );
    assert.deepEqual(parseQuery('connection=cloud'), state({connection: ['cloud']}));
  });

  test('empty or missing query gives the empty state', () => {
    assert.deepEqual(parseQuery(''), emptyFilterState);
    assert.deepEqual(parseQuery('?'), emptyFilterState);
  });

  test('drops unknown keys and values, duplicates and empty items', () => {
    assert.deepEqual(
      parseQuery(
        '?category=multimedia,bogus,,multimedia&connection=<script>&protocol=ZIGBEE&utm_source=x',
      ),
      state({category: ['multimedia'], protocol: ['zigbee']}),
    );
  });

  test('accepts repeated keys and returns values in catalogue order', () => {
    assert.deepEqual(
      parseQuery('?category=multimedia&category=lighting'),
      state({category: ['lighting', 'multimedia']}),
    );
  });

  test('decodes the text and keeps it as plain text', () => {
    assert.equal(parseQuery('?q=%C3%A9clairage%20salon').q, 'éclairage salon');
    assert.equal(parseQuery('?q=a+b').q, 'a b');
    assert.equal(parseQuery('?q=%3Cimg%20src%3Dx%3E').q, '<img src=x>');
  });

  test('cuts a long text and survives malformed escapes', () => {
    assert.equal(parseQuery(`?q=${'x'.repeat(500)}`).q.length, maxQueryLength);
    assert.doesNotThrow(() => parseQuery('?q=%E0%A4%A&category=%'));
  });
});

describe('toQuery', () => {
  test('writes nothing for the empty state', () => {
    assert.equal(toQuery(emptyFilterState), '');
    assert.equal(toQuery(state({q: '   '})), '');
  });

  test('writes the documented format, groups in a fixed order', () => {
    assert.equal(
      toQuery(
        state({
          q: 'hue',
          category: ['multimedia', 'lighting'],
          connection: ['local'],
          protocol: ['zigbee'],
        }),
      ),
      '?q=hue&category=lighting,multimedia&connection=local&protocol=zigbee',
    );
  });

  test('encodes the text', () => {
    assert.equal(toQuery(state({q: 'éclairage & co'})), '?q=%C3%A9clairage%20%26%20co');
  });

  test('keeps other parameters and replaces old filters', () => {
    assert.equal(
      toQuery(state({connection: ['cloud']}), '?utm_source=news&connection=local&q=old'),
      '?connection=cloud&utm_source=news',
    );
    assert.equal(toQuery(emptyFilterState, '?utm_source=news&q=old'), '?utm_source=news');
  });

  test('round-trips through parseQuery', () => {
    const original = state({
      q: 'Été Zigbee',
      category: ['climate', 'energy'],
      connection: ['plus'],
      protocol: ['cloud-api', 'lan'],
    });
    assert.deepEqual(parseQuery(toQuery(original)), {...original, protocol: ['lan', 'cloud-api']});
  });
});

describe('text matching', () => {
  test('normalizeText drops case and diacritics', () => {
    assert.equal(normalizeText('Éclairage TRÅDFRI Noël'), 'eclairage tradfri noel');
  });

  test('matches name, translated description and devices, ignoring case and accents', () => {
    assert.deepEqual(ids(filterIntegrations(entries, state({q: 'philips'}), describeFr)), ['hue']);
    assert.deepEqual(ids(filterIntegrations(entries, state({q: 'ECLAIRAGE'}), describeFr)), [
      'hue',
    ]);
    assert.deepEqual(ids(filterIntegrations(entries, state({q: 'tradfri'}), describeFr)), ['hue']);
    assert.deepEqual(ids(filterIntegrations(entries, state({q: 'smart life'}), describeFr)), [
      'tuya',
    ]);
    assert.deepEqual(ids(filterIntegrations(entries, state({q: 'echo'}), describeFr)), ['alexa']);
  });

  test('searches the description of the current language only', () => {
    assert.deepEqual(ids(filterIntegrations(entries, state({q: 'speakers'}), describeFr)), []);
    assert.deepEqual(ids(filterIntegrations(entries, state({q: 'speakers'}), describeEn)), [
      'sonos',
    ]);
  });

  test('every word must match, in any order', () => {
    assert.deepEqual(ids(filterIntegrations(entries, state({q: '  mqtt   z-wave '}), describeEn)), [
      'zw',
    ]);
    assert.deepEqual(ids(filterIntegrations(entries, state({q: 'mqtt hue'}), describeEn)), []);
  });

  test('ignores punctuation inside words', () => {
    assert.ok(matchesText(entries[1]!, 'zwave', describeEn));
    assert.ok(matchesText(entries[2]!, 'wifi', describeEn));
  });

  test('blank text matches everything; special characters are plain text', () => {
    assert.equal(filterIntegrations(entries, state({q: ' '}), describeEn).length, entries.length);
    assert.deepEqual(filterIntegrations(entries, state({q: '.*'}), describeEn), []);
    assert.deepEqual(filterIntegrations(entries, state({q: '<script>'}), describeEn), []);
    assert.deepEqual(filterIntegrations(entries, state({q: '(?:'}), describeEn), []);
  });
});

describe('groups', () => {
  test('OR within a group', () => {
    assert.deepEqual(
      ids(filterIntegrations(entries, state({category: ['lighting', 'multimedia']}), describeEn)),
      ['hue', 'sonos'],
    );
    assert.deepEqual(
      ids(filterIntegrations(entries, state({protocol: ['zwave', 'wifi']}), describeEn)),
      ['zw', 'tuya'],
    );
  });

  test('AND across groups and with the text', () => {
    assert.deepEqual(
      ids(
        filterIntegrations(
          entries,
          state({category: ['protocols'], connection: ['local']}),
          describeEn,
        ),
      ),
      ['zw'],
    );
    assert.deepEqual(
      ids(filterIntegrations(entries, state({q: 'sonos', connection: ['cloud']}), describeEn)),
      [],
    );
    assert.ok(
      matches(entries[3]!, state({connection: ['plus'], protocol: ['cloud-api']}), describeEn),
    );
  });

  test('ignore leaves one group out', () => {
    const s = state({connection: ['cloud'], category: ['lighting']});
    assert.equal(matches(entries[0]!, s, describeEn), false);
    assert.equal(matches(entries[0]!, s, describeEn, 'connection'), true);
  });

  test('toggleOption adds and removes, in catalogue order, without mutating', () => {
    const start = state({category: ['multimedia']});
    const added = toggleOption(start, 'category', 'lighting');
    assert.deepEqual(added.category, ['lighting', 'multimedia']);
    assert.deepEqual(start.category, ['multimedia']);
    assert.deepEqual(toggleOption(added, 'category', 'multimedia').category, ['lighting']);
  });

  test('isFiltering', () => {
    assert.equal(isFiltering(emptyFilterState), false);
    assert.equal(isFiltering(state({q: '  '})), false);
    assert.equal(isFiltering(state({q: 'a'})), true);
    assert.equal(isFiltering(state({protocol: ['lan']})), true);
  });
});

describe('countOptions', () => {
  test('without filters, counts every entry of each option', () => {
    const counts = countOptions(entries, emptyFilterState, describeEn);
    assert.equal(counts.category.protocols, 2);
    assert.equal(counts.category.energy, 0);
    assert.equal(counts.connection.local, 3);
    assert.equal(counts.protocol['cloud-api'], 2);
    assert.equal(counts.protocol.mqtt, 1);
  });

  test("a group's own ticks do not shrink its counts; other groups and the text do", () => {
    const counts = countOptions(
      entries,
      state({connection: ['local'], category: ['lighting']}),
      describeEn,
    );
    // Connection counts see the category filter only.
    assert.deepEqual(counts.connection, {local: 1, cloud: 0, plus: 0});
    // Category counts see the connection filter only.
    assert.equal(counts.category.lighting, 1);
    assert.equal(counts.category.protocols, 1);
    assert.equal(counts.category.multimedia, 1);
    assert.equal(counts.category['assistants'], 0);
    const withText = countOptions(entries, state({q: 'mqtt'}), describeEn);
    assert.equal(withText.connection.local, 1);
    assert.equal(withText.connection.cloud, 0);
  });

  test('counting an option gives the size of the list with it ticked alone in its group', () => {
    const base = state({q: 'e', connection: ['local', 'cloud']});
    const counts = countOptions(entries, base, describeEn);
    for (const category of ['lighting', 'protocols', 'multimedia'] as const) {
      const shown = filterIntegrations(entries, {...base, category: [category]}, describeEn);
      assert.equal(counts.category[category], shown.length, category);
    }
  });
});
