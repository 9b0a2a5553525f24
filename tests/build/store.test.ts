/**
 * Community integrations in the built site: every entry of the store snapshot has a
 * page in each locale, listed in that locale's sitemap, with its name as the only h1 inside an
 * article (what DocSearch's crawler template reads), a description meta, and a link to its
 * repository; the directory links each one. Expected pages come from the snapshot, not a count.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {buildDir, hasRoute, locales, page, sitemapPaths} from './helpers.ts';
import {loadSnapshot, storePagePath} from '../../src/plugins/store/snapshot.ts';

const {entries} = loadSnapshot();

for (const {locale, prefix} of locales) {
  describe(`store pages (${locale})`, () => {
    const routes = entries.map(({entry}) => ({
      entry,
      route: `${prefix}/${storePagePath(entry.store_slug)}`,
    }));

    test('every snapshot entry has a built page', () => {
      const missing = routes.filter(({route}) => !hasRoute(route)).map(({route}) => route);
      assert.deepEqual(missing, [], `not built: ${missing.join(', ')}`);
    });

    test('every page is in the sitemap', () => {
      const sitemap = new Set(sitemapPaths(path.join(buildDir, prefix, 'sitemap.xml')));
      const missing = routes.filter(({route}) => !sitemap.has(route)).map(({route}) => route);
      assert.deepEqual(missing, [], `missing from the sitemap: ${missing.join(', ')}`);
    });

    test('each page has its name as h1 in an article, a description and its repository', () => {
      for (const {entry, route} of routes) {
        const $ = page(route);
        assert.equal($('h1').length, 1, `${route}: one h1`);
        assert.equal($('main article h1').text().trim(), entry.manifest.name, `${route}: h1`);
        assert.ok(($('meta[name="description"]').attr('content') ?? '').length > 50, route);
        assert.ok($(`a[href="https://github.com/${entry.store_slug}"]`).length > 0, route);
        assert.equal($('html').attr('lang'), locale, `${route}: lang`);
      }
    });

    test('the directory links every page', () => {
      const $ = page(`${prefix}/integrations/`);
      const links = new Set(
        $('main a')
          .map((_, a) => $(a).attr('href'))
          .get(),
      );
      const missing = routes.filter(({route}) => !links.has(route)).map(({route}) => route);
      assert.deepEqual(missing, [], `not linked from the directory: ${missing.join(', ')}`);
    });
  });
}
