/**
 * Validates src/data/plans.ts against the product's own pricing screen
 * (`gatewayPricing` in src/data/product/ui-strings.en.json, extracted from the
 * product's source): the same two plans, prices, saving and features; and
 * every link must be https.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {
  formatPrice,
  planText,
  plans,
  plusLinks,
  refundWindowDays,
  trialMonths,
  yearlySavingPercent,
} from '../../src/data/plans.ts';
import {numberPattern} from '../../src/lib/numberPattern';

const en = numberPattern('en');

const strings = (
  JSON.parse(
    readFileSync(
      path.join(import.meta.dirname, '../../src/data/product/ui-strings.en.json'),
      'utf8',
    ),
  ) as {strings: Record<string, string>}
).strings;
const productPlan = {lite: 'litePlan', plus: 'plusPlan'} as const;

test('plans have unique ids and well-formed prices', () => {
  const ids = plans.map((plan) => plan.id);
  assert.equal(new Set(ids).size, ids.length, `duplicate plan id in ${ids.join(', ')}`);
  for (const plan of plans) {
    for (const price of [plan.price, plan.pricePerMonth]) {
      assert.match(price, /^\d+\.\d{2}$/, `${plan.id}: ${price} must have two decimals`);
    }
    assert.equal(plan.currency, 'EUR', `${plan.id}: currency`);
    assert.ok(
      Math.abs(Number(plan.price) / 12 - Number(plan.pricePerMonth)) < 0.01,
      `${plan.id}: the monthly figure is the yearly price / 12`,
    );
  }
});

test("the plans are the product's: same names, prices and saving", () => {
  assert.deepEqual(
    plans.map((p) => p.id),
    ['lite', 'plus'],
  );
  for (const plan of plans) {
    const key = `gatewayPricing.${productPlan[plan.id]}`;
    assert.equal(strings[`${key}.price`], formatPrice(plan.pricePerMonth, en), `${key}.price`);
    const detail = strings[`${key}.priceDetail`];
    assert.ok(detail.includes(formatPrice(plan.price, en)), `${key}.priceDetail: ${detail}`);
    assert.ok(detail.includes(`save ${yearlySavingPercent}%`), `${key}.priceDetail: ${detail}`);
  }
  assert.match(
    strings['gatewayPricing.reassuranceBar'],
    new RegExp(`^${trialMonths}-month free trial`),
  );
});

test("each plan lists the product's features for it", () => {
  for (const plan of plans) {
    const prefix = `gatewayPricing.${productPlan[plan.id]}.features.`;
    const productFeatures = Object.keys(strings)
      .filter((k) => k.startsWith(prefix))
      .map((k) => k.slice(prefix.length))
      .filter((k) => !k.startsWith('everythingIn'));
    assert.deepEqual([...plan.features].sort(), productFeatures.sort(), plan.id);
  }
});

test('the highlighted plan is the one the product marks as most popular', () => {
  const highlighted = plans.filter((plan) => plan.highlighted).map((p) => p.id);
  assert.deepEqual(highlighted, ['plus']);
  assert.ok(strings['gatewayPricing.plusPlan.popularBadge']);
});

test('Gladys Plus links are https URLs of the Plus app', () => {
  for (const [name, href] of Object.entries(plusLinks)) {
    const url = new URL(href);
    assert.equal(url.protocol, 'https:', `${name} must use https`);
    assert.equal(url.hostname, 'plus.gladysassistant.com', `${name} host`);
  }
  assert.equal(new URL(plusLinks.signup).pathname, '/signup');
});

test('prices are formatted per locale', () => {
  assert.equal(formatPrice('99.99', en), '€99.99');
  // French: decimal comma and a no-break space (narrow or not) before the euro sign.
  assert.match(formatPrice('99.99', numberPattern('fr')), /^99,99[\u00a0\u202f]€$/);
});

test('the refund window the Plus page shows is the one of the terms, in both languages', () => {
  const terms = {
    en: ['src/pages/plus/terms.mdx', /refund \*\*within (\d+) days\*\*/],
    fr: [
      'i18n/fr/docusaurus-plugin-content-pages/plus/terms.mdx',
      /\*\*dans un délai de (\d+)[\s\u00a0\u202f]jours\*\*/,
    ],
  } as const;
  for (const [locale, [file, pattern]] of Object.entries(terms)) {
    const days = pattern.exec(readFileSync(file, 'utf8'))?.[1];
    assert.ok(days, `${file}: no refund window found (${pattern})`);
    assert.equal(Number(days), refundWindowDays, `${locale}: ${file} and src/data/plans.ts`);
  }
});

test('planText names each plan, in English under node:test', () => {
  const names = planText();
  assert.deepEqual(
    plans.map((plan) => names[plan.id].name),
    ['Lite', 'Plus'],
  );
  for (const plan of plans) {
    assert.ok(names[plan.id].tagline.length > 10, `${plan.id} has no tagline`);
  }
});
