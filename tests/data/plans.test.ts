/**
 * Validates src/data/plans.ts: the Gladys Plus prices must match the terms of
 * sale (9.99 € per month, 99.99 € per year) and every link must be https.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {formatPlanPrice, plans, plusLinks, refundWindowDays} from '../../src/data/plans.ts';

test('plans have unique ids and well-formed prices', () => {
  assert.ok(plans.length > 0, 'at least one plan');
  const ids = plans.map((plan) => plan.id);
  assert.equal(new Set(ids).size, ids.length, `duplicate plan id in ${ids.join(', ')}`);
  for (const plan of plans) {
    assert.match(
      plan.price,
      /^\d+\.\d{2}$/,
      `${plan.id}: price must be a decimal string with two decimals`,
    );
    assert.ok(Number(plan.price) > 0, `${plan.id}: price must be positive`);
    assert.equal(plan.currency, 'EUR', `${plan.id}: currency`);
    assert.ok(['month', 'year'].includes(plan.period), `${plan.id}: unknown period ${plan.period}`);
  }
});

test('prices match the terms of sale', () => {
  const byId = Object.fromEntries(plans.map((plan) => [plan.id, plan]));
  assert.deepEqual(
    {price: byId.monthly?.price, period: byId.monthly?.period},
    {price: '9.99', period: 'month'},
  );
  assert.deepEqual(
    {price: byId.yearly?.price, period: byId.yearly?.period},
    {price: '99.99', period: 'year'},
  );
});

test('at most one plan is highlighted, and it costs the least over a year', () => {
  const highlighted = plans.filter((plan) => plan.highlighted);
  assert.ok(highlighted.length <= 1, 'only one plan can be highlighted');
  const yearlyCost = (plan: (typeof plans)[number]) =>
    Number(plan.price) * (plan.period === 'month' ? 12 : 1);
  for (const best of highlighted) {
    for (const plan of plans) {
      assert.ok(yearlyCost(best) <= yearlyCost(plan), `${best.id} is not the cheapest over a year`);
    }
  }
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
  const monthly = plans.find((plan) => plan.id === 'monthly');
  assert.ok(monthly);
  assert.equal(formatPlanPrice(monthly, 'en'), '€9.99');
  // French: decimal comma and a no-break space (narrow or not) before the euro sign.
  assert.match(formatPlanPrice(monthly, 'fr'), /^9,99[\u00a0\u202f]€$/);
});

test('refund window is the 30 days of the terms', () => {
  assert.equal(refundWindowDays, 30);
});
