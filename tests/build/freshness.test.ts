/**
 * Dates and translation freshness on the built docs and posts, both locales:
 * every doc shows the date of its last change, formatted for its locale; a
 * French page shows the outdated-translation notice exactly when
 * `translationFreshness` finds it stale, and its English twin says so under
 * its edit link.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {builtRoutes, hasRoute, locales, page, routeFile} from '../support/build.ts';
import {root} from '../../scripts/lib/content.ts';
import {translationFreshness} from '../../src/plugins/translation-freshness/freshness.ts';

const docRoutes = (prefix: string) =>
  builtRoutes()
    .filter((route) => route.startsWith(`${prefix}/docs/`))
    .filter((route) => page(route)('.theme-doc-markdown').length === 1);

for (const {locale, prefix} of locales) {
  test(`[${locale}] every doc shows the date of its last change, formatted for the locale`, () => {
    const format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const problems: string[] = [];
    const docs = docRoutes(prefix);
    assert.ok(docs.length > 0, 'no doc found in the build: build the site first');
    for (const route of docs) {
      const time = page(route)('footer time[itemprop="dateModified"]');
      const datetime = time.attr('datetime');
      if (!datetime || Number.isNaN(Date.parse(datetime))) {
        problems.push(`${route}: no last update date`);
      } else if (time.text() !== format.format(new Date(datetime))) {
        problems.push(`${route}: "${time.text()}" is not ${locale} for ${datetime}`);
      }
    }
    assert.deepEqual(problems, []);
  });
}

/** Built French routes by the source file their edit link names (`i18n/fr/…/x.md`). */
function frenchRoutesBySource(): Map<string, string> {
  const routes = new Map<string, string>();
  for (const route of builtRoutes().filter((r) => r.startsWith('/fr/'))) {
    const edit = /\/edit\/main\/(i18n\/fr\/[^"\s>]+)/.exec(readFileSync(routeFile(route), 'utf8'));
    if (edit?.[1]) routes.set(edit[1], route);
  }
  return routes;
}

test('[fr] stale French pages show the notice linking the English page, fresh ones do not', async (t) => {
  const pages = await translationFreshness(root);
  if (!pages.some((p) => p.status === 'stale')) {
    t.skip('no French page is stale in this checkout');
    return;
  }
  const routes = frenchRoutesBySource();
  let checked = 0;
  for (const pair of pages) {
    const route = routes.get(pair.french.slice(root.length + 1));
    if (!route) continue;
    checked += 1;
    const notice = page(route)('[data-translation-outdated]');
    const englishRoute = route.slice('/fr'.length);
    assert.ok(hasRoute(englishRoute), englishRoute);
    const note = page(englishRoute)('[data-translation-needs-update]');
    if (pair.status === 'stale') {
      assert.equal(notice.length, 1, `${route}: stale, but no notice`);
      assert.equal(notice.find('a').attr('href'), englishRoute, `${route}: notice link`);
      assert.equal(note.length, 1, `${englishRoute}: no "French needs an update" line`);
    } else {
      assert.equal(notice.length, 0, `${route}: up to date, but shows the notice`);
      assert.equal(
        note.length,
        0,
        `${englishRoute}: up to date, but says the French needs an update`,
      );
    }
  }
  assert.ok(checked > 0, 'no French page found by its edit link: has the theme changed?');
});
