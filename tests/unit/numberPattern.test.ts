/**
 * Numbers formatted from a build-time pattern (src/lib/numberPattern.ts) read exactly as Intl
 * writes them: whole numbers, two decimals and euro amounts, in both locales.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {formatNumber, numberPattern} from '../../src/lib/numberPattern';

const values = [0, 7, 42, 999, 1000, 1884, 5679, 12345, 999999, 1234567, 2743];
const prices = ['0.5', '4.99', '9.99', '49.99', '69.99', '99.99', '1234.5', '1199.00'];

for (const locale of ['en', 'fr']) {
  test(`${locale}: whole numbers as Intl writes them`, () => {
    const pattern = numberPattern(locale);
    for (const value of values) {
      assert.equal(formatNumber(pattern, value), new Intl.NumberFormat(locale).format(value));
    }
  });

  test(`${locale}: two decimals and euros as Intl writes them`, () => {
    const pattern = numberPattern(locale);
    const two = new Intl.NumberFormat(locale, {minimumFractionDigits: 2, maximumFractionDigits: 2});
    const euro = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const euroWhole = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    });
    for (const price of prices) {
      assert.equal(formatNumber(pattern, price, {fractionDigits: 2}), two.format(Number(price)));
      assert.equal(
        formatNumber(pattern, price, {fractionDigits: 2, euro: true}),
        euro.format(Number(price)),
      );
    }
    for (const value of [0, 12, 1500, 38000]) {
      assert.equal(formatNumber(pattern, value, {euro: true}), euroWhole.format(value));
    }
  });
}

test('a value that is not a number is an error, not "NaN"', () => {
  assert.throws(() => formatNumber(numberPattern('en'), 'abc'), /abc is not a number/);
});
