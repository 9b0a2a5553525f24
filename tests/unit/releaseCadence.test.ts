/** Checks src/lib/releaseCadence.ts on release dates made up for the test. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {releaseCadence} from '../../src/lib/releaseCadence.ts';

test('counts minor versions only, with the median and longest gap between them', () => {
  const cadence = releaseCadence({
    '4.1': '2025-01-01',
    '4.1.1': '2025-01-05',
    '4.2': '2025-01-11',
    '4.3': '2025-02-10',
    '4.4': '2026-01-15',
  });
  assert.equal(cadence.count, 4);
  assert.deepEqual(cadence.first, {version: '4.1', date: '2025-01-01'});
  assert.deepEqual(cadence.last, {version: '4.4', date: '2026-01-15'});
  assert.equal(cadence.medianDays, 30);
  assert.deepEqual(cadence.longestGap, {days: 339, version: '4.4'});
  assert.equal(cadence.lastYear, 2);
  assert.deepEqual(cadence.perYear, [
    {year: '2025', count: 3},
    {year: '2026', count: 1},
  ]);
});

test('refuses fewer than two minor versions', () => {
  assert.throws(() => releaseCadence({'4.1': '2025-01-01', '4.1.1': '2025-02-01'}));
});
