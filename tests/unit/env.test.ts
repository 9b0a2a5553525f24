import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readSiteEnv} from '../../config/env.ts';

test('nothing configured: no external service', () => {
  assert.deepEqual(readSiteEnv({}), {
    contactEndpoint: null,
    algolia: null,
    analyticsScriptUrl: null,
    testRoutes: false,
    docsVersions: null,
  });
});

test('DOCS_VERSION: every version in a build, the latest release alone on the dev server', () => {
  const released = ['4.86'];
  assert.equal(readSiteEnv({NODE_ENV: 'production'}, released).docsVersions, null);
  assert.deepEqual(readSiteEnv({NODE_ENV: 'development'}, released).docsVersions, ['4.86']);
  assert.deepEqual(readSiteEnv({DOCS_VERSION: 'next'}, released).docsVersions, ['current']);
  assert.deepEqual(readSiteEnv({DOCS_VERSION: '4.86'}, released).docsVersions, ['4.86']);
  assert.equal(
    readSiteEnv({NODE_ENV: 'development', DOCS_VERSION: 'all'}, released).docsVersions,
    null,
  );
  assert.throws(() => readSiteEnv({DOCS_VERSION: '4.12'}, released), /DOCS_VERSION.*"4\.12"/);
});

test('test routes only when GLADYS_TEST_ROUTES is true', () => {
  assert.equal(readSiteEnv({GLADYS_TEST_ROUTES: 'true'}).testRoutes, true);
  assert.equal(readSiteEnv({GLADYS_TEST_ROUTES: '1'}).testRoutes, false);
});

test('contact endpoint must be an http(s) URL', () => {
  assert.equal(
    readSiteEnv({CONTACT_ENDPOINT: 'https://example.org/contact'}).contactEndpoint,
    'https://example.org/contact',
  );
  assert.throws(
    () => readSiteEnv({CONTACT_ENDPOINT: 'not a url'}),
    /CONTACT_ENDPOINT is not a valid URL/,
  );
  assert.throws(
    () => readSiteEnv({CONTACT_ENDPOINT: 'javascript:alert(1)'}),
    /CONTACT_ENDPOINT must use/,
  );
});

test('hosted search needs all three variables', () => {
  assert.throws(
    () => readSiteEnv({ALGOLIA_APP_ID: 'ABCDEF1234'}),
    /missing: ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME/,
  );
  assert.deepEqual(
    readSiteEnv({
      ALGOLIA_APP_ID: 'ABCDEF1234',
      ALGOLIA_SEARCH_API_KEY: 'key',
      ALGOLIA_INDEX_NAME: 'gladys',
    }).algolia,
    {appId: 'ABCDEF1234', apiKey: 'key', indexName: 'gladys', host: null},
  );
});
