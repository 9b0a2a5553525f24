/**
 * Every link to this site that Gladys's interface can produce (src/data/product/product-links.json,
 * written by `npm run product:extract`) lands on a page of the built site, in its language, either
 * directly or through build/_redirects. A language the site does not have (`/de/…`) lands on the
 * English page; a path without its trailing slash counts as served when its folder is (the host
 * adds the slash).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {buildDir, served} from '../support/build.ts';
import {findRedirect, parseRedirects} from '../../scripts/lib/hosting.ts';

type ProductLinks = {links: {path: string; from: string[]}[]};
const {links} = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../src/data/product/product-links.json'), 'utf8'),
) as ProductLinks;
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

test("every link of the product's interface lands on a page in its language", () => {
  const problems = links.flatMap(({path: linkPath, from}) => {
    const page = landing(linkPath);
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
