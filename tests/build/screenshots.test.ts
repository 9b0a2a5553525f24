/**
 * Screenshots in the built pages. The HTML requests none of them: each `<img>` of a screen holds
 * an empty drawing with the width and height the manifest records (no layout shift) until the
 * script loads the image near the screen, and its `<noscript>` holds the image itself for readers
 * without JavaScript: the 800 px copy and the full size in `srcset`, in the page's language,
 * existing and under 80 KB, lazy-loaded, and from the set of the page's docs version (4.86.1's
 * captures in `/docs/`, the next version's in `/docs/next/`). No preload of a screenshot either.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {pagesByVersion, screenshotPaths} from '../../src/data/screenshotVersions.ts';
import {root} from '../../scripts/lib/content.ts';
import {buildDir, locales, page} from '../support/build.ts';

type Screen = {width?: number; height?: number; files?: Record<string, string>};
/** Every image of every docs version's manifest, with its language, version and screen. */
const byFile = new Map(
  Object.keys(pagesByVersion).flatMap((version) => {
    const manifest = JSON.parse(
      readFileSync(path.join(root, screenshotPaths(version).manifest), 'utf8'),
    ) as {screens: Record<string, Screen>};
    return Object.values(manifest.screens).flatMap((screen) =>
      Object.entries(screen.files ?? {}).map(
        ([lang, file]) => [file, {lang, version, screen}] as const,
      ),
    );
  }),
);

/** Pages with captures, each with the docs version whose captures it shows. */
const pagesWithScreens = [
  {route: '/docs/integrations/zigbee2mqtt/', version: '4.86'},
  {route: '/docs/scenes/intro/', version: '4.86'},
  {route: '/docs/settings/system/', version: '4.86'},
  {route: '/docs/next/integrations/zigbee2mqtt/', version: 'current'},
  {route: '/docs/next/dashboard/intro/', version: 'current'},
  {route: '/docs/next/scenes/intro/', version: 'current'},
  {route: '/docs/next/plus/intro/', version: 'current'},
];

for (const {prefix, locale} of locales) {
  for (const {route, version} of pagesWithScreens) {
    test(`${locale} ${route}: screenshots in the page's language, with their size, not in the first load`, () => {
      const $ = page(`${prefix}${route}`);
      const html = $.html();
      // Outside <noscript>, nothing names a screenshot: no <img>, no preload.
      const withoutNoscript = load(html);
      withoutNoscript('noscript').remove();
      assert.doesNotMatch(
        withoutNoscript.html(),
        /\/img\/screens\//,
        'a screenshot in the first load',
      );
      const figures = $('main figure:has(noscript)').toArray();
      assert.ok(figures.length > 0, 'no screenshot on the page');
      for (const figure of figures) {
        const waiting = $(figure).find('img').first();
        const noscript = $(figure).find('noscript').first();
        const $inner = load(noscript.text() || (noscript.html() ?? ''));
        const img = $inner('img').first();
        const srcset = img.attr('srcset') ?? '';
        assert.match(srcset, /-800\.webp 800w, \S+\.webp 1280w$/, `srcset of ${img.attr('src')}`);
        const src = srcset
          .split(', ')
          .pop()!
          .split(' ')[0]!
          .replace(/^\/fr\//, '/');
        const known = byFile.get(src);
        assert.ok(known, `${src} is not in src/data/screenshots.json`);
        assert.equal(known.lang, locale, `${src} is not in the page's language`);
        assert.equal(known.version, version, `${src} is not of the page's docs version`);
        for (const element of [img, waiting]) {
          assert.equal(Number(element.attr('width')), known.screen.width, `${src} width`);
          assert.equal(Number(element.attr('height')), known.screen.height, `${src} height`);
          assert.ok((element.attr('alt') ?? '').length > 10, `${src} has no real alt text`);
        }
        assert.equal(waiting.attr('alt'), img.attr('alt'));
        assert.match(
          waiting.attr('src') ?? '',
          new RegExp(
            `^data:image/svg\\+xml,.*viewBox='0 0 ${known.screen.width} ${known.screen.height}'`,
          ),
          `${src}: the empty drawing of its size`,
        );
        assert.equal(img.attr('loading'), 'lazy');
        const file = path.join(buildDir, src);
        assert.ok(
          existsSync(file) && statSync(file).size < 80 * 1024,
          `${src} missing or too heavy`,
        );
      }
    });
  }
}
