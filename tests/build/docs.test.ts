/**
 * The built docs in both locales: sidebar order (followed through the
 * next-page links, which follow the sidebar), scene kinds, code blocks with a
 * language. (Mermaid renders in the browser: tests/e2e/docs.spec.ts checks it.)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {locales, page} from '../support/build.ts';
import {readFileSync} from 'node:fs';
import {docsSidebar} from '../../config/sidebar.ts';
import {flattenSidebar, root} from '../../scripts/lib/content.ts';
import versions from '../../versions.json';

/**
 * Doc ids of the sidebar of a locale, in order (`installation/hardware`, …), from the default docs
 * version's sidebar (`versioned_sidebars/`), the one `/docs/` shows.
 */
const sidebarIds = (locale: string) =>
  flattenSidebar(
    (
      JSON.parse(
        readFileSync(`${root}/versioned_sidebars/version-${versions[0]}-sidebars.json`, 'utf8'),
      ) as {docs: Parameters<typeof flattenSidebar>[0]}
    ).docs,
    locale,
  );
/** Routes of a doc id: the docs home is the hardware guide. */
const docRoute = (prefix: string, id: string) =>
  `${prefix}/docs/${id === 'installation/hardware' ? '' : `${id}/`}`;
/** Docs whose code blocks must all have a language: every doc outside installation and integrations. */
const codeDocIds = sidebarIds('en').filter((id) => /^(api|dev|plus)\//.test(id));

/** Doc routes in sidebar order, following each page's "next" link from the docs home. */
function docsChain(prefix: string): string[] {
  const chain: string[] = [];
  let route: string | undefined = `${prefix}/docs/`;
  while (route && !chain.includes(route)) {
    chain.push(route);
    const $ = page(route);
    route = $('nav.pagination-nav a.pagination-nav__link--next').attr('href');
  }
  return chain;
}

/**
 * A small fixed sample of the next version's docs (its home and the first doc of each folder of
 * config/sidebar.ts), so the test time stays that of one version.
 */
const nextSample = (locale: string): string[] => {
  const ids = flattenSidebar(docsSidebar(), locale);
  const firsts = new Map<string, string>();
  for (const id of ids) if (!firsts.has(id.split('/')[0]!)) firsts.set(id.split('/')[0]!, id);
  return [...firsts.values()];
};

for (const {locale, prefix} of locales) {
  test(`[${locale}] the next version's sample pages are built, and say what they describe`, () => {
    const routes = [
      `${prefix}/docs/next/`,
      ...nextSample(locale).map((id) =>
        docRoute(`${prefix}/docs/next`.replace(/\/docs\/next$/, ''), id).replace(
          '/docs/',
          '/docs/next/',
        ),
      ),
    ];
    for (const route of routes) {
      const $ = page(route);
      assert.ok(
        $('[data-doc-as-of-commit]').length === 1,
        `${route}: no next-version "as of" line`,
      );
    }
  });

  test(`[${locale}] sidebar lists every doc in the documented order`, () => {
    const expected = sidebarIds(locale).map((id) => docRoute(prefix, id));
    assert.ok(expected.length > 0, `no doc in the ${locale} sidebar`);
    assert.deepEqual(docsChain(prefix), expected);
  });

  test(`[${locale}] each scene page shows its kind`, () => {
    const scenes = sidebarIds(locale).filter(
      (id) => id.startsWith('scenes/') && id !== 'scenes/intro',
    );
    assert.ok(scenes.length > 0, `no scene doc in the ${locale} sidebar`);
    for (const id of scenes) {
      const kinds = page(`${prefix}/docs/${id}/`)('[data-scene-kind]').attr('data-scene-kind');
      assert.ok(kinds, `${id}: no scene kind badge`);
      assert.match(kinds, /^(trigger|condition|action)( (trigger|condition|action))*$/);
    }
  });

  test(`[${locale}] every code block of the API, development and Plus docs has a language`, () => {
    let blocks = 0;
    for (const id of codeDocIds) {
      const $ = page(`${prefix}/docs/${id}/`);
      $('div[class*="codeBlockContainer"]').each((_, block) => {
        blocks += 1;
        assert.match(
          $(block).attr('class') ?? '',
          /language-(?!text\b)\w+/,
          `${id}: a code block has no language`,
        );
      });
    }
    // The selector must still match the theme's markup.
    assert.ok(blocks > 0, `no code block found: has the theme's class changed?`);
  });
}
