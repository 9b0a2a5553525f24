/**
 * Dates formatted from a build-time pattern (src/lib/datePattern.ts) read exactly as Intl writes
 * them, for every month, day and style, in both locales.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {dateStyles, datePattern, formatDate, type DateStyle} from '../../src/lib/datePattern';

for (const locale of ['en', 'fr']) {
  for (const style of Object.keys(dateStyles) as DateStyle[]) {
    test(`${locale} ${style}: the pattern gives Intl's text on every month`, () => {
      const pattern = datePattern(locale, 'gregory', style);
      const intl = new Intl.DateTimeFormat(locale, {
        ...dateStyles[style],
        calendar: 'gregory',
        timeZone: 'UTC',
      });
      for (let month = 0; month < 12; month += 1) {
        for (const day of [1, 9, 28]) {
          const date = Date.UTC(2026, month, day, 23, 30);
          assert.equal(formatDate(pattern, date), intl.format(date));
          assert.equal(formatDate(pattern, new Date(date).toISOString()), intl.format(date));
        }
      }
    });
  }
}

test('a date is read in UTC, as the theme does', () => {
  const pattern = datePattern('en', 'gregory', 'short');
  assert.equal(formatDate(pattern, '2026-11-25T23:59:00Z'), 'Nov 25, 2026');
  assert.equal(formatDate(pattern, '2026-11-25T00:00:00Z'), 'Nov 25, 2026');
});
