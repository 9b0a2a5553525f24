/**
 * Validates the claims about other products (src/data/claims.ts): unique ids, an https source,
 * a real date that is not in the future, words in both languages (i18n/<locale>/claims.json) and
 * no words without a claim; and checks the stale-claims filter behind `npm run claims:stale`.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {claims, products, staleClaims, type Claim} from '../../src/data/claims.ts';

const root = path.join(import.meta.dirname, '../..');
const words = (locale: string) =>
  JSON.parse(readFileSync(path.join(root, `i18n/${locale}/claims.json`), 'utf8')) as Record<
    string,
    {cell: string; text: string}
  >;

/** Whether `value` is a calendar date written YYYY-MM-DD (2026-02-30 is not). */
function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

test('every claim has a unique id, a known product, an https source and a past date', () => {
  const today = new Date().toISOString().slice(0, 10);
  const seen = new Set<string>();
  for (const claim of claims) {
    assert.ok(!seen.has(claim.id), `claim id "${claim.id}" is used twice`);
    seen.add(claim.id);
    assert.ok(products.includes(claim.product), `${claim.id}: unknown product ${claim.product}`);
    assert.ok(
      claim.id.startsWith(`${claim.product}.`),
      `${claim.id}: id must start with its product`,
    );
    assert.equal(new URL(claim.source).protocol, 'https:', `${claim.id}: source must be https`);
    assert.ok(isDate(claim.checked), `${claim.id}: checked "${claim.checked}" is not a date`);
    assert.ok(claim.checked <= today, `${claim.id}: checked ${claim.checked} is in the future`);
  }
});

test('every claim has its words in English and French, and no words lack a claim', () => {
  for (const locale of ['en', 'fr']) {
    const copy = words(locale);
    for (const claim of claims) {
      const entry = copy[claim.id];
      assert.ok(entry?.cell.trim() && entry.text.trim(), `${locale}: no words for ${claim.id}`);
    }
    for (const id of Object.keys(copy)) {
      assert.ok(
        claims.some((c) => c.id === id),
        `i18n/${locale}/claims.json: "${id}" is not in src/data/claims.ts`,
      );
    }
  }
});

test('staleClaims lists the claims checked more than the given months ago, oldest first', () => {
  const sample: Claim[] = [
    {id: 'homey.a', product: 'homey', source: 'https://example.org/', checked: '2026-06-01'},
    {id: 'homey.b', product: 'homey', source: 'https://example.org/', checked: '2026-03-01'},
    {id: 'homey.c', product: 'homey', source: 'https://example.org/', checked: '2026-05-29'},
  ];
  assert.deepEqual(
    staleClaims(sample, '2026-11-29').map((c) => c.id),
    ['homey.b'],
  );
  assert.deepEqual(
    staleClaims(sample, '2026-11-30').map((c) => c.id),
    ['homey.b', 'homey.c'],
  );
});
