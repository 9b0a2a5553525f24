/**
 * Routes of spec §2 exist in both locales, with metadata, in the sitemap.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {buildDir, hasRoute, locales, page, sitemapPaths} from './helpers.ts';
import {docsSidebar} from '../../config/sidebar.ts';
import {flattenSidebar} from '../support/content.ts';

/** Every doc id of the English and French sidebars (French-only guides included), from sidebars.ts. */
const docIds = [
  ...new Set([...flattenSidebar(docsSidebar('en')), ...flattenSidebar(docsSidebar('fr'))]),
];

/** Every route of spec §2 (English paths). */
export const specRoutes: string[] = [
  '/',
  '/integrations/',
  '/plus/',
  '/plus/privacy/',
  '/plus/terms/',
  '/starter-kit/',
  '/contact/',
  '/payment_success/',
  '/open/',
  '/blog/',
  '/blog/page/2/',
  '/blog/page/3/',
  '/blog/page/4/',
  '/blog/archive/',
  '/blog/authors/',
  '/blog/2021-year-in-review/',
  '/blog/2022-year-in-review/',
  '/blog/2023-year-in-review/',
  '/blog/2024-year-in-review/',
  '/docs/',
  ...docIds.filter((id) => id !== 'installation/hardware').map((id) => `/docs/${id}/`),
];

for (const {locale, prefix} of locales) {
  test(`[${locale}] every spec route is built`, () => {
    const missing = specRoutes.map((r) => prefix + r).filter((r) => !hasRoute(r));
    assert.deepEqual(missing, [], `routes not built: ${missing.join(' ')}`);
  });

  test(`[${locale}] pages have a title, a description, a canonical URL and hreflang alternates`, () => {
    for (const route of specRoutes) {
      const $ = page(prefix + route);
      const at = `${prefix}${route}`;
      assert.equal($('html').attr('lang'), locale, `${at}: lang`);
      assert.ok($('title').text().trim(), `${at}: no <title>`);
      const description = $('meta[name="description"]').attr('content') ?? '';
      assert.ok(
        description.length >= 50,
        `${at}: meta description missing or short: "${description}"`,
      );
      assert.equal(
        $('link[rel="canonical"]').attr('href'),
        `https://gladysassistant.com${at}`,
        `${at}: canonical`,
      );
      const alternates = $('link[rel="alternate"][hreflang]')
        .toArray()
        .map((l) => `${$(l).attr('hreflang')} ${$(l).attr('href')}`);
      assert.ok(
        alternates.includes(`en https://gladysassistant.com${route}`),
        `${at}: hreflang en`,
      );
      assert.ok(
        alternates.includes(`fr https://gladysassistant.com/fr${route}`),
        `${at}: hreflang fr`,
      );
      assert.ok(
        alternates.includes(`x-default https://gladysassistant.com${route}`),
        `${at}: x-default`,
      );
    }
  });

  test(`[${locale}] sitemap lists the spec routes`, () => {
    const sitemap = new Set(sitemapPaths(path.join(buildDir, prefix, 'sitemap.xml')));
    const missing = specRoutes.map((r) => prefix + r).filter((r) => !sitemap.has(r));
    assert.deepEqual(missing, [], `not in sitemap: ${missing.join(' ')}`);
  });
}

test('unknown paths have a not-found page', () => {
  assert.ok(existsSync(path.join(buildDir, '404.html')));
  assert.ok(existsSync(path.join(buildDir, 'fr', '404.html')));
});

test('the production build has no test-only route unless asked', async () => {
  const {plugins} = await import('../../config/plugins.ts');
  const {readSiteEnv} = await import('../../config/env.ts');
  const site = {title: 'Gladys Assistant', url: 'https://gladysassistant.com'};
  /** The `routeBasePath` of every plugin instance that routes pages under /__test__/. */
  const testPages = (testRoutes: boolean) =>
    plugins({...readSiteEnv({}), testRoutes}, 'search', site).filter(
      (plugin) =>
        Array.isArray(plugin) &&
        (plugin[1] as {routeBasePath?: string} | undefined)?.routeBasePath === '__test__',
    );
  assert.equal(testPages(false).length, 0);
  assert.equal(testPages(true).length, 1);
});
