import {test} from 'node:test';
import assert from 'node:assert/strict';
import {findRedirect, headersFor, parseHeaders, parseRedirects} from '../../scripts/lib/hosting.ts';
import {
  contentSecurityPolicy,
  formatHeadersFile,
  headerRules,
} from '../../src/plugins/hosting-headers/rules.ts';
import {algoliaSearchOrigins} from '../../src/lib/siteEnv.ts';
import {inlineScriptHashes} from '../../src/plugins/hosting-headers/index.ts';

test('redirects: fixed sources win over patterns, then the first match; splats and placeholders fill the target', () => {
  const rules = parseRedirects(`
# comment
/en/* /:splat 301
/en/pricing /plus/ 301
/fr/article/:slug /fr/blog/:slug/ 301
/go https://example.org/ 302
/default /somewhere
`);
  assert.deepEqual(findRedirect(rules, 'h', '/en/pricing'), {location: '/plus/', status: 301});
  assert.deepEqual(findRedirect(rules, 'h', '/en/docs/x/'), {location: '/docs/x/', status: 301});
  assert.deepEqual(findRedirect(rules, 'h', '/en/'), {location: '/', status: 301});
  assert.deepEqual(findRedirect(rules, 'h', '/fr/article/hello'), {
    location: '/fr/blog/hello/',
    status: 301,
  });
  assert.equal(findRedirect(rules, 'h', '/fr/article/hello/extra'), null);
  assert.equal(findRedirect(rules, 'h', '/en'), null, 'sources match the whole path');
  assert.deepEqual(findRedirect(rules, 'h', '/go'), {
    location: 'https://example.org/',
    status: 302,
  });
  assert.equal(findRedirect(rules, 'h', '/default')?.status, 302);
});

test('redirects: malformed lines are rejected with their line number', () => {
  assert.throws(() => parseRedirects('/only-source'), /line 1/);
  assert.throws(() => parseRedirects('\n/a /b 200'), /line 2: unsupported status/);
});

test('headers: all matching rules apply, host rules only on their host, ! removes', () => {
  const rules = parseHeaders(`
/*
  X-A: one
  X-Shared: first
/assets/*
  X-Shared: second
  Cache-Control: immutable
https://preview.example.dev/*
  X-Robots-Tag: noindex
/assets/private/*
  ! Cache-Control
`);
  assert.deepEqual(headersFor(rules, 'site.example', '/docs/'), {
    'x-a': 'one',
    'x-shared': 'first',
  });
  assert.deepEqual(headersFor(rules, 'site.example', '/assets/app.js'), {
    'x-a': 'one',
    'x-shared': 'first, second',
    'cache-control': 'immutable',
  });
  assert.equal(headersFor(rules, 'preview.example.dev', '/')['x-robots-tag'], 'noindex');
  assert.equal(headersFor(rules, 'site.example', '/assets/private/a')['cache-control'], undefined);
  assert.throws(() => parseHeaders('  X-A: before any pattern'), /line 1/);
});

test('the generated _headers file reads back to the same rules', () => {
  const inputs = {
    inlineScriptHashes: ['sha256-abc=', 'sha256-abc='],
    contactOrigin: 'https://contact.example',
    analyticsOrigin: null,
    searchOrigins: [],
  };
  const text = formatHeadersFile(headerRules(inputs));
  const parsed = headersFor(parseHeaders(text), 'gladysassistant.com', '/');
  assert.equal(parsed['content-security-policy'], contentSecurityPolicy(inputs));
  assert.match(
    parsed['content-security-policy']!,
    /script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='; /,
  );
  assert.match(
    parsed['content-security-policy']!,
    /connect-src 'self' https:\/\/contact\.example;/,
  );
});

/** Policy inputs with no inline script and none of the optional services configured. */
const noOptionalServices = {
  inlineScriptHashes: [],
  contactOrigin: null,
  analyticsOrigin: null,
  searchOrigins: [],
};

test('analytics, once configured, is allowed as a script, image and connection source', () => {
  const csp = contentSecurityPolicy({
    ...noOptionalServices,
    analyticsOrigin: 'https://stats.example',
  });
  for (const directive of ['script-src', 'img-src', 'connect-src']) {
    assert.match(csp, new RegExp(`${directive} [^;]*https://stats\\.example`));
  }
  assert.doesNotMatch(contentSecurityPolicy(noOptionalServices), /stats/);
});

test('hosted search: the Algolia hosts its clients query are allowed connections; embedded search adds none', () => {
  const origins = algoliaSearchOrigins('TESTAPP123');
  assert.deepEqual(origins, [
    'https://testapp123-dsn.algolia.net',
    'https://testapp123-1.algolianet.com',
    'https://testapp123-2.algolianet.com',
    'https://testapp123-3.algolianet.com',
  ]);
  const csp = contentSecurityPolicy({...noOptionalServices, searchOrigins: origins});
  const connect = /connect-src ([^;]*)/.exec(csp)![1]!.split(' ');
  for (const origin of origins) assert.ok(connect.includes(origin), origin);
  assert.match(csp, /script-src 'self' 'wasm-unsafe-eval';/);
  assert.doesNotMatch(contentSecurityPolicy(noOptionalServices), /algolia/);
});

test('inline-script hashes: executable scripts only', () => {
  const html =
    '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><script type=module>b()</script>';
  assert.deepEqual(inlineScriptHashes(html), [
    // sha256 of "a()" and "b()", base64
    'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4=',
    'sha256-cf242PFc/kb7xD0Qzhsmd9vvRkc+cWFmbi+k+YvtdKc=',
  ]);
});
