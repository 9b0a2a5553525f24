/**
 * The hosting files of the build: build/_headers (generated after the build
 * by src/plugins/hosting-headers), build/_redirects and build/robots.txt
 * (copied from static/).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {buildDir, htmlFiles, served} from '../support/build.ts';
import {findRedirect, headersFor, parseHeaders, parseRedirects} from '../../scripts/lib/hosting.ts';
import {inlineScriptHashes} from '../../src/plugins/hosting-headers/index.ts';

const read = (file: string) => readFileSync(path.join(buildDir, file), 'utf8');

test('the CSP allows every inline script of every page, and only those', () => {
  const csp = headersFor(parseHeaders(read('_headers')), 'gladysassistant.com', '/')[
    'content-security-policy'
  ];
  assert.ok(csp, 'no Content-Security-Policy on /');
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
  const allowed = new Set(scriptSrc.match(/sha256-[A-Za-z0-9+/=]+/g) ?? []);
  const needed = new Set<string>();
  for (const file of htmlFiles()) {
    inlineScriptHashes(readFileSync(path.join(buildDir, file), 'utf8')).forEach((h) =>
      needed.add(h),
    );
  }
  assert.ok(needed.size > 0, 'the theme writes at least its colour-mode script inline');
  assert.deepEqual([...allowed].sort(), [...needed].sort());
  assert.doesNotMatch(scriptSrc, /'unsafe-inline'|'unsafe-eval'|\*/);
});

test('security headers on every page, immutable cache on hashed assets only', () => {
  const rules = parseHeaders(read('_headers'));
  const page = headersFor(rules, 'gladysassistant.com', '/fr/docs/');
  for (const name of [
    'content-security-policy',
    'strict-transport-security',
    'x-content-type-options',
    'referrer-policy',
    'permissions-policy',
  ]) {
    assert.ok(page[name], `${name} missing`);
  }
  assert.equal(page['cache-control'], undefined);
  assert.equal(
    headersFor(rules, 'gladysassistant.com', '/assets/js/main.123.js')['cache-control'],
    'public, max-age=31536000, immutable',
  );
  assert.equal(
    headersFor(rules, 'gladysassistant.com', '/fr/assets/css/styles.123.css')['cache-control'],
    'public, max-age=31536000, immutable',
  );
  assert.equal(page['x-robots-tag'], undefined);
  assert.equal(headersFor(rules, 'v4-website.pages.dev', '/docs/')['x-robots-tag'], 'noindex');
});

test('every fixed redirect destination exists in the build', () => {
  const rules = parseRedirects(read('_redirects'));
  assert.ok(rules.length > 0, 'build/_redirects has no rule');
  const missing = rules
    .filter((r) => r.to.startsWith('/') && !r.to.includes(':'))
    .filter((r) => !served(r.to))
    .map((r) => `line ${r.line}: ${r.from} -> ${r.to}`);
  assert.deepEqual(missing, []);
});

test('no redirect source shadows a page of the site', () => {
  const rules = parseRedirects(read('_redirects'));
  const sitemap = ['sitemap.xml', 'fr/sitemap.xml'].flatMap((f) =>
    [...read(f).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname),
  );
  const shadowed = sitemap.filter((p) => findRedirect(rules, 'gladysassistant.com', p));
  assert.deepEqual(shadowed, []);
});

test('legacy URLs of the previous site redirect as the facts list them', () => {
  const rules = parseRedirects(read('_redirects'));
  const go = (p: string) => findRedirect(rules, 'gladysassistant.com', p);
  assert.deepEqual(go('/en/docs/installation/docker/'), {
    location: '/docs/installation/docker/',
    status: 301,
  });
  assert.deepEqual(go('/en/article/gladys-and-duckdb'), {
    location: '/blog/gladys-and-duckdb/',
    status: 301,
  });
  assert.deepEqual(go('/fr/article/gladys-and-duckdb'), {
    location: '/fr/blog/gladys-and-duckdb/',
    status: 301,
  });
  assert.deepEqual(go('/en/pricing'), {location: '/plus/', status: 301});
  assert.deepEqual(go('/feed.xml'), {location: '/fr/blog/rss.xml', status: 301});
  assert.deepEqual(go('/fr/gladys-community-package'), {location: '/fr/plus/', status: 301});
  assert.deepEqual(go('/fr/docs/integrations/googleCast'), {
    location: '/fr/docs/integrations/google-cast/',
    status: 301,
  });
  assert.deepEqual(go('/download/latest'), {
    location: 'https://download-latest.gladysassistant.workers.dev/',
    status: 302,
  });
  assert.deepEqual(go('/download/latest-64'), {
    location: 'https://download-latest.gladysassistant.workers.dev/?arch=64',
    status: 302,
  });
});

test('robots.txt lists both sitemaps and keeps crawlers off the downloads', () => {
  const robots = read('robots.txt');
  assert.match(robots, /^Sitemap: https:\/\/gladysassistant\.com\/sitemap\.xml$/m);
  assert.match(robots, /^Sitemap: https:\/\/gladysassistant\.com\/fr\/sitemap\.xml$/m);
  assert.match(robots, /^Disallow: \/download\/latest$/m);
  assert.ok(existsSync(path.join(buildDir, 'fr/sitemap.xml')));
});
