/**
 * The site's public routes exist in both locales, with metadata, in the sitemap.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {buildDir, hasRoute, locales, page, sitemapPaths} from '../support/build.ts';
import {contentDirs, flattenSidebar, walk} from '../../scripts/lib/content.ts';

/**
 * Every doc id of the English and French sidebars (French-only guides included) of the docs version
 * served at /docs/: the latest release's versioned sidebar (versions.json's first entry).
 */
const releasedSidebar = (
  JSON.parse(
    readFileSync(
      path.join(
        'versioned_sidebars',
        `version-${(JSON.parse(readFileSync('versions.json', 'utf8')) as string[])[0]}-sidebars.json`,
      ),
      'utf8',
    ),
  ) as {docs: Parameters<typeof flattenSidebar>[0]}
).docs;
const docIds = [
  ...new Set([...flattenSidebar(releasedSidebar, 'en'), ...flattenSidebar(releasedSidebar, 'fr')]),
];

/** Slugs of the English posts, read from blog/. */
const postSlugs = walk(contentDirs.blog.en).map(
  (file) => matter(readFileSync(file, 'utf8')).data.slug as string,
);
/** Posts per listing page (the blog plugin's `postsPerPage`). */
const postsPerPage = 10;
/** The blog's listing pages after the first: /blog/page/2/, … */
const listingPages = Array.from(
  {length: Math.ceil(postSlugs.length / postsPerPage) - 1},
  (_, i) => `/blog/page/${i + 2}/`,
);

/** Every public route (English paths): the navbar, footer and old links point at them. */
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
  ...listingPages,
  '/blog/archive/',
  '/blog/authors/',
  // The yearly reviews, whatever years they cover.
  ...postSlugs.filter((slug) => slug.endsWith('-year-in-review')).map((slug) => `/blog/${slug}/`),
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
  const {readSiteEnv} = await import('../../src/lib/siteEnv.ts');
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
