import {test} from 'node:test';
import assert from 'node:assert/strict';
import {i18n, localeFromEnv} from '../../config/i18n';

test('an absent, empty or "undefined" locale means the default locale', () => {
  // `docusaurus start` without --locale stores the string "undefined" in DOCUSAURUS_CURRENT_LOCALE.
  for (const value of [undefined, '', '  ', 'undefined']) {
    assert.equal(localeFromEnv(value), i18n.defaultLocale, `value ${JSON.stringify(value)}`);
  }
});

test('each site locale is read as itself', () => {
  for (const locale of i18n.locales) assert.equal(localeFromEnv(locale), locale);
});

test('an unknown locale fails, naming it and the valid ones', () => {
  assert.throws(
    () => localeFromEnv('de'),
    (error: Error) => {
      assert.match(error.message, /"de"/);
      for (const locale of i18n.locales) assert.match(error.message, new RegExp(`\\b${locale}\\b`));
      return true;
    },
  );
});
