/**
 * Every link to this site that Gladys's interface can produce, in each docs version's product
 * (`product-links.json` of src/data/product/ for the next version, of src/data/product/<version>/
 * for a release; written by `npm run product:extract`), lands on a page of the built site, in its
 * language, either
 * directly or through build/_redirects. A language the site does not have (`/de/…`) lands on the
 * English page; a path without its trailing slash counts as served when its folder is (the host
 * adds the slash). The product links `/docs/…`, the default version: a release's links must land
 * there; a link of the next version may land on the next version's docs (`/docs/next/…`) when its
 * page is new in that version.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {buildDir, served} from '../support/build.ts';
import {findRedirect, parseRedirects} from '../../scripts/lib/hosting.ts';
import {docsVersions} from '../../scripts/lib/content.ts';

type ProductLinks = {links: {path: string; from: string[]}[]};
/** The links of each docs version's product. */
const linkSets = docsVersions.map((version) => ({
  version: version.name,
  links: (
    JSON.parse(
      readFileSync(path.join(version.product, 'product-links.json'), 'utf8'),
    ) as ProductLinks
  ).links,
}));
const links = linkSets.flatMap((set) => set.links);
const rules = parseRedirects(readFileSync(path.join(buildDir, '_redirects'), 'utf8'));

/** The page a site path ends on after the redirects (at most 5), or null when it ends on nothing. */
function landing(start: string): string | null {
  let current = start;
  for (let hop = 0; hop <= 5; hop++) {
    if (served(current)) return current;
    if (!current.endsWith('/') && served(`${current}/`)) return `${current}/`;
    const next = findRedirect(rules, 'gladysassistant.com', current);
    if (!next || /^\w+:\/\//.test(next.location)) return null;
    current = next.location;
  }
  return null;
}

/** The site's locale a path belongs to: `fr` under `/fr/`, English for every other prefix. */
const localeOf = (sitePath: string) => (/^\/fr(\/|$)/.test(sitePath) ? 'fr' : 'en');

test('the product links to this site through at least its documentation and Plus pages', () => {
  assert.ok(links.some((l) => l.path.includes('/docs/integrations/')));
  assert.ok(links.some((l) => l.path.startsWith('/fr/')));
});

for (const set of linkSets) {
  test(`every link of the product's interface (docs version ${set.version}) lands on a page in its language`, () => {
    const problems = set.links.flatMap(({path: linkPath, from}) => {
      const page =
        landing(linkPath) ??
        (set.version === 'current' ? landing(linkPath.replace(/\/docs\//, '/docs/next/')) : null);
      if (!page) return [`${linkPath} (from ${from.join(', ')}) leads nowhere`];
      if (localeOf(page) !== localeOf(linkPath)) {
        return [`${linkPath} lands on ${page}, a page of another language`];
      }
      // A link to a doc must reach that doc, not fall back to the docs' home.
      const docsHome = localeOf(linkPath) === 'fr' ? '/fr/docs/' : '/docs/';
      if (/\/docs\/[^/]+\/[^/]+/.test(linkPath) && page === docsHome) {
        return [`${linkPath} falls back to the docs' home`];
      }
      return [];
    });
    assert.deepEqual(problems, []);
  });
}
