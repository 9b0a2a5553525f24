import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  screenshotFolder,
  shouldPrecache,
  summarizePrecache,
} from '../../src/lib/offline/precache.ts';
import {contentSecurityPolicy, headerRules} from '../../src/plugins/hosting-headers/rules.ts';
import {webAppManifest} from '../../src/plugins/offline/manifest.ts';
import {appBackground, manifestText} from '../../config/pwa.ts';
import releasedVersions from '../../versions.json';

const en = {language: 'en', otherLocalePaths: ['fr']};
const fr = {language: 'fr', otherLocalePaths: []};

test('offline: doc pages, scripts, styles, icons and the 800 px screenshots of the language are stored', () => {
  for (const url of [
    'index.html',
    '404.html',
    'docs/index.html',
    'docs/installation/docker/index.html',
    'assets/js/main.1a2b3c4d.js',
    'assets/css/styles.1a2b3c4d.css',
    'img/logo.svg',
    'img/icon-192.png',
    'img/icon-maskable-512.png',
    `${screenshotFolder('en')}/mqtt-setup-800.webp`,
  ]) {
    assert.equal(shouldPrecache(url, en), true, url);
  }
  assert.equal(shouldPrecache(`${screenshotFolder('fr')}/mqtt-setup-800.webp`, fr), true);
  // The screenshots kept are those of the released docs, the version the worker stores.
  assert.match(screenshotFolder('en'), new RegExp(`^img/screens/${releasedVersions[0]}/en$`));
});

test('offline: other pages, heavy files, the search index, other locales and other origins are not', () => {
  for (const url of [
    'blog/index.html',
    'blog/gladys-4-86/index.html',
    'contact/index.html',
    'pagefind/pagefind.js',
    'pagefind/pagefind-entry.json',
    'data/open-metrics.json',
    'blog/feed.json',
    `${screenshotFolder('en')}/mqtt-setup.webp`,
    `${screenshotFolder('fr')}/mqtt-setup-800.webp`,
    // The next version's captures stay online, like its docs.
    'img/screens/en/mqtt-setup-800.webp',
    'img/og/docs/installation/docker.png',
    'img/blog/2023-year-in-review.png',
    'fr/docs/index.html',
    'fr/assets/js/main.1a2b3c4d.js',
    // The next version's docs stay online.
    'docs/next/index.html',
    'docs/next/installation/docker/index.html',
    'https://example-dsn.algolia.net/1/indexes/*/queries',
    'https://api.example.org/contact',
    // A contact endpoint on the site's own origin, as in the test build.
    '__test__/contact-endpoint',
    'api/contact',
    '/docs/index.html',
    '../docs/index.html',
  ]) {
    assert.equal(shouldPrecache(url, en), false, url);
  }
});

test('offline: summary counts files, pages and bytes', () => {
  assert.deepEqual(
    summarizePrecache([
      {url: 'docs/index.html', revision: 'a', size: 1000},
      {url: 'assets/js/main.1.js', revision: null, size: 2500},
    ]),
    {count: 2, pages: 1, bytes: 3500},
  );
});

test('offline: the CSP allows the worker and the manifest from the site only; sw.js is revalidated', () => {
  const csp = contentSecurityPolicy({
    inlineScriptHashes: [],
    contactOrigin: 'https://api.example.org',
    analyticsOrigin: null,
    searchOrigins: [],
  });
  assert.match(csp, /(^|; )worker-src 'self'(;|$)/);
  assert.match(csp, /(^|; )manifest-src 'self'(;|$)/);
  const rules = headerRules({
    inlineScriptHashes: [],
    contactOrigin: null,
    analyticsOrigin: null,
    searchOrigins: [],
  });
  for (const pattern of ['/sw.js', '/fr/sw.js']) {
    assert.equal(rules.find((r) => r.pattern === pattern)?.headers['Cache-Control'], 'no-cache');
  }
  assert.equal(
    rules.find((r) => r.pattern === '/fr/manifest.webmanifest')?.headers['Content-Type'],
    'application/manifest+json',
  );
});

test('offline: each locale has its manifest, scoped to its base URL, in its language', () => {
  const options = {text: manifestText, background: appBackground};
  const english = webAppManifest('en', '/', options);
  const french = webAppManifest('fr', '/fr/', options);
  assert.equal(french.start_url, '/fr/');
  assert.equal(french.scope, '/fr/');
  assert.equal(french.lang, 'fr');
  assert.notEqual(french.description, english.description);
  assert.ok(french.icons.every((icon) => icon.src.startsWith('/fr/img/')));
  assert.ok(english.icons.some((icon) => icon.purpose === 'maskable'));
});
