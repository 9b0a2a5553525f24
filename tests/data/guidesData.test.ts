/**
 * The data behind the Tempo, energy and cost guides: the committed Tempo snapshot
 * (`src/data/tempo.json`), the regulated prices (`src/data/energyPrices.json`) and the claims
 * about other platforms' prices (`src/data/costClaims.json`, used by `subscriptionCosts.ts`).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import tempo from '../../src/data/tempo.json';
import prices from '../../src/data/energyPrices.json';
import {costClaims, yearlyCosts} from '../../src/data/subscriptionCosts.ts';
import {tempoColours} from '../../src/lib/tempo.ts';

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

test('the Tempo snapshot is empty or complete, with colours from the allowed set', () => {
  assert.equal(tempo.source, 'RTE, through the Gladys servers');
  const filled = [tempo.today, tempo.tomorrow, tempo.asOf, tempo.day].filter((v) => v !== null);
  assert.ok(
    filled.length === 0 || filled.length === 4,
    'today, tomorrow, asOf and day go together',
  );
  if (tempo.today !== null) {
    assert.ok(tempoColours.includes(tempo.today as never));
    assert.ok(tempoColours.includes(tempo.tomorrow as never));
    assert.ok(!Number.isNaN(Date.parse(tempo.asOf as unknown as string)));
  }
});

test('the prices record their commit and dates, and Tempo prices do not depend on the power', () => {
  assert.match(prices.source.commit, /^[0-9a-f]{40}$/);
  assert.match(prices.source.repository, /^https:\/\/github\.com\//);
  for (const day of Object.values(prices.effectiveDate)) assert.match(day, isoDay);
  for (const list of [prices.base, prices.peakOffPeak, prices.tempo]) {
    assert.ok(list.length > 0);
    assert.equal(new Set(list.map((row) => row.kva)).size, list.length, 'one row per power');
  }
  // The Tempo guide shows one price per colour and period, taken from the first row.
  const [first, ...others] = prices.tempo;
  for (const row of others) {
    assert.deepEqual(
      {blue: row.blue, white: row.white, red: row.red},
      {blue: first!.blue, white: first!.white, red: first!.red},
      `${row.kva} kVA`,
    );
  }
});

test('every claim about another platform names its own page and a past date', () => {
  const today = new Date().toISOString().slice(0, 10);
  assert.equal(new Set(costClaims.map((c) => c.id)).size, costClaims.length, 'unique ids');
  for (const claim of costClaims) {
    assert.deepEqual(Object.keys(claim).sort(), ['checked', 'claim', 'id', 'product', 'source']);
    assert.match(claim.source, /^https:\/\//, claim.id);
    assert.match(claim.checked, isoDay, claim.id);
    assert.ok(claim.checked <= today, `${claim.id} is checked in the future`);
  }
});

test('each other platform priced in the cost guide has a claim stating that price', () => {
  for (const cost of yearlyCosts.filter((c) => !c.id.startsWith('gladys'))) {
    const claim = costClaims.find((c) => c.id === cost.claimId);
    assert.ok(claim, `${cost.id} has no claim`);
    assert.ok(claim.claim.includes(cost.yearly.toFixed(2)), `${cost.id}: ${claim.claim}`);
  }
});
