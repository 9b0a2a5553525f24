/**
 * Validates src/data/starterKit.ts: two configurations with every spec filled
 * in, one recommended, Stripe links in https without promo code, no invented
 * price, and French typography in the labels.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  getRecommendedModel,
  starterKitModels,
  starterKitPlusFeatures,
  starterKitReturnMonths,
  starterKitSpecLabels,
} from '../../src/data/starterKit.ts';

/** Every French string of the data file, for the typography checks. */
const allStrings: string[] = [
  ...starterKitSpecLabels.map((row) => row.label),
  ...starterKitModels.flatMap((model) => [
    model.name,
    model.shortName,
    model.tagline,
    ...Object.values(model.specs),
  ]),
  ...starterKitPlusFeatures,
];

test('models have unique ids and exactly one is recommended', () => {
  assert.ok(starterKitModels.length > 0, 'the starter kit offers at least one model');
  const ids = starterKitModels.map((model) => model.id);
  assert.equal(new Set(ids).size, ids.length, `duplicate model id in ${ids.join(', ')}`);
  const recommended = starterKitModels.filter((model) => model.recommended);
  assert.equal(recommended.length, 1, 'exactly one recommended model');
  assert.equal(getRecommendedModel().id, recommended[0]?.id);
});

test('names are filled in and the short name is part of the full name', () => {
  for (const model of starterKitModels) {
    assert.ok(model.name.startsWith('Beelink Mini '), `${model.id}: name`);
    assert.ok(model.name.endsWith(model.shortName), `${model.id}: shortName must end the name`);
    assert.ok(
      model.tagline.length > 0 && model.tagline.length <= 40,
      `${model.id}: tagline length`,
    );
  }
});

test('comparison rows are unique and every model fills every row', () => {
  const keys = starterKitSpecLabels.map((row) => row.key);
  assert.equal(new Set(keys).size, keys.length, 'duplicate row key');
  for (const model of starterKitModels) {
    assert.deepEqual(Object.keys(model.specs).sort(), [...keys].sort(), `${model.id}: spec keys`);
    for (const key of keys) {
      const value = model.specs[key];
      assert.ok(
        value.trim().length > 0 && value.length <= 80,
        `${model.id}.${key}: empty or too long`,
      );
    }
  }
});

test('order links are Stripe payment links in https, without promo code', () => {
  const urls = starterKitModels.map((model) => model.orderUrl);
  assert.equal(new Set(urls).size, urls.length, 'each model has its own link');
  for (const model of starterKitModels) {
    const url = new URL(model.orderUrl);
    assert.equal(url.protocol, 'https:', `${model.id}: https`);
    assert.equal(url.hostname, 'buy.stripe.com', `${model.id}: Stripe host`);
    assert.equal(url.search, '', `${model.id}: no query string (no prefilled promo code)`);
  }
});

test('no price is stated (prices live in Stripe)', () => {
  for (const value of allStrings) {
    assert.doesNotMatch(value, /€|\bEUR\b|\d+[.,]\d{2}\b/, `looks like a price: "${value}"`);
  }
});

test('French typography: no plain space before : ; ? ! and no-break space before units', () => {
  for (const value of allStrings) {
    assert.doesNotMatch(value, / [:;?!]/, `plain space before punctuation in "${value}"`);
    assert.doesNotMatch(value, /\d (Go|Mbit\/s)/, `plain space before a unit in "${value}"`);
  }
});

test('Gladys Plus features are listed once each', () => {
  assert.ok(starterKitPlusFeatures.length > 0);
  assert.equal(new Set(starterKitPlusFeatures).size, starterKitPlusFeatures.length);
});

test('return window is one month', () => {
  assert.equal(starterKitReturnMonths, 1);
});
