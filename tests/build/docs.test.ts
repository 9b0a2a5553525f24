/**
 * The built docs in both locales: sidebar order (followed through the
 * next-page links, which follow the sidebar), scene kinds, code blocks with a
 * language. (Mermaid renders in the browser: tests/e2e/docs.spec.ts checks it.)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {locales, page} from '../support/build.ts';
import {docsSidebar} from '../../config/sidebar.ts';
import {flattenSidebar} from '../../scripts/lib/content.ts';

/** Doc ids of the sidebar of a locale, in order (`installation/hardware`, …), from sidebars.ts. */
const sidebarIds = (locale: string) => flattenSidebar(docsSidebar(), locale);
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

for (const {locale, prefix} of locales) {
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
