/**
 * Screenshots in the built pages: each `<img>` of a screen has the width and height the manifest
 * records (no layout shift), points to the image of the page's language, which exists and stays
 * under 80 KB, and is lazy-loaded unless marked eager.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, statSync} from 'node:fs';
import path from 'node:path';
import manifest from '../../src/data/screenshots.json' with {type: 'json'};
import {buildDir, locales, page} from './helpers.ts';

type Screen = {width?: number; height?: number; files?: Record<string, string>};
const screens = manifest.screens as Record<string, Screen>;
const byFile = new Map(
  Object.values(screens).flatMap((screen) =>
    Object.entries(screen.files ?? {}).map(([lang, file]) => [file, {lang, screen}] as const),
  ),
);

const pagesWithScreens = [
  '/docs/integrations/zigbee2mqtt/',
  '/docs/dashboard/intro/',
  '/docs/scenes/intro/',
  '/docs/plus/intro/',
];

for (const {prefix, locale} of locales) {
  for (const route of pagesWithScreens) {
    test(`${locale} ${route}: screenshots in the page's language, with their size`, () => {
      const $ = page(`${prefix}${route}`);
      const images = $('main img[src*="/img/screens/"]').toArray();
      assert.ok(images.length > 0, 'no screenshot on the page');
      for (const img of images) {
        const srcset = $(img).attr('srcset') ?? '';
        assert.match(
          srcset,
          /-800\.webp 800w, \S+\.webp 1280w$/,
          `srcset of ${$(img).attr('src')}`,
        );
        const src = srcset
          .split(', ')
          .pop()!
          .split(' ')[0]!
          .replace(/^\/fr\//, '/');
        const known = byFile.get(src);
        assert.ok(known, `${src} is not in src/data/screenshots.json`);
        assert.equal(known.lang, locale, `${src} is not in the page's language`);
        assert.equal(Number($(img).attr('width')), known.screen.width, `${src} width`);
        assert.equal(Number($(img).attr('height')), known.screen.height, `${src} height`);
        assert.ok(($(img).attr('alt') ?? '').length > 10, `${src} has no real alt text`);
        assert.equal($(img).attr('loading'), 'lazy');
        const file = path.join(buildDir, src);
        assert.ok(
          existsSync(file) && statSync(file).size < 80 * 1024,
          `${src} missing or too heavy`,
        );
      }
    });
  }
}
