/**
 * JSON-LD of every built page, in both locales: each block parses, names
 * schema.org and a type, carries the fields its type needs, and says what the
 * page shows (headline = the `<h1>`, the date of the "Last updated" line, the
 * questions on the page, the prices of src/data/plans.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {CheerioAPI} from 'cheerio';
import {builtRoutes, hasRoute, locales, page} from '../support/build.ts';
import {plans} from '../../src/data/plans.ts';
import {product} from '../../src/data/product.ts';

type Json = Record<string, unknown>;
const siteUrl = 'https://gladysassistant.com';

/** The JSON-LD blocks of a page, parsed. @throws on a block that is not JSON. */
function blocks($: CheerioAPI, route: string): Json[] {
  return $('script[type="application/ld+json"]')
    .toArray()
    .map((el) => {
      const text = $(el).text();
      try {
        return JSON.parse(text) as Json;
      } catch (error) {
        throw new Error(
          `${route}: JSON-LD does not parse (${String(error)}): ${text.slice(0, 200)}`,
        );
      }
    });
}

/** Text with white space (no-break spaces of French typography included) collapsed. */
const norm = (value: unknown) =>
  String(value)
    .replace(/[\u200b\s]+/g, ' ')
    .trim();
/** Text without any white space. */
const squash = (value: string) => value.replace(/[\u200b\s]+/g, '');
const text = ($: CheerioAPI, selector: string) => norm($(selector).first().text());
const isDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
/** A site URL whose page is built. */
const isBuiltPage = (url: unknown) =>
  typeof url === 'string' && url.startsWith(`${siteUrl}/`) && hasRoute(new URL(url).pathname);

/** Problems of one block on one page; empty when it is right. */
function check(block: Json, $: CheerioAPI, route: string): string[] {
  const problems: string[] = [];
  const need = (ok: unknown, what: string) => {
    if (!ok) problems.push(`${route} ${String(block['@type'])}: ${what}`);
  };
  const lang = $('html').attr('lang');
  const h1 = text($, 'h1');
  const pageText = norm($('main').text());
  need(block['@context'] === 'https://schema.org', '@context is not https://schema.org');
  need(typeof block['@type'] === 'string', 'no @type');
  switch (block['@type']) {
    case 'SoftwareApplication': {
      const offers = block.offers as Json[];
      need(block.name === 'Gladys Assistant', 'name');
      need(block.license === 'https://www.apache.org/licenses/LICENSE-2.0', 'licence');
      need(String(block.operatingSystem).includes('Linux'), 'operatingSystem');
      need(block.applicationCategory, 'applicationCategory');
      need(block.softwareVersion === product.version, 'softwareVersion');
      need(block.inLanguage === lang, 'inLanguage');
      need(Array.isArray(offers) && offers.every((o) => o.price && o.priceCurrency), 'offers');
      const prices = offers.map((o) => o.price).sort();
      need(
        JSON.stringify(prices) === JSON.stringify(['0', ...plans.map((p) => p.price)].sort()),
        `offers ${prices.join(', ')} are not 0 and the plans' prices`,
      );
      break;
    }
    case 'TechArticle':
    case 'BlogPosting': {
      need(
        norm(block.headline) === h1,
        `headline "${String(block.headline)}" is not the h1 "${h1}"`,
      );
      need(block.description, 'description');
      need(block.inLanguage === lang, `inLanguage ${String(block.inLanguage)} is not ${lang}`);
      need(isBuiltPage(block.url) && new URL(String(block.url)).pathname === route, 'url');
      const shown = $('time[itemprop="dateModified"]').attr('datetime');
      need(
        block.dateModified === shown,
        `dateModified ${String(block.dateModified)} is not the page's ${shown}`,
      );
      if (block['@type'] === 'BlogPosting') {
        // One author may be written as an object, several as a list.
        const authors = ([] as Json[]).concat((block.author as Json | Json[] | undefined) ?? []);
        need(authors.length && authors.every((a) => a.name), 'author');
        need(
          authors.every((a) => pageText.includes(norm(a.name))),
          'author not shown',
        );
        need(
          typeof block.image === 'string' && String(block.image).startsWith('https://'),
          'image',
        );
        need(isDate(block.datePublished), 'datePublished');
        const published = $('article header time').first().attr('datetime');
        need(block.datePublished === published, `datePublished is not the page's ${published}`);
      }
      break;
    }
    case 'BreadcrumbList': {
      const items = block.itemListElement as Json[];
      need(Array.isArray(items) && items.length >= 2, 'fewer than two steps');
      items.forEach((item, i) => {
        need(item.position === i + 1, `step ${i + 1} position`);
        need(typeof item.name === 'string' && item.name, `step ${i + 1} name`);
        need(isBuiltPage(item.item), `step ${i + 1} item ${String(item.item)} is not a built page`);
      });
      need(new URL(String(items.at(-1)?.item)).pathname === route, 'last step is not the page');
      break;
    }
    case 'FAQPage': {
      const questions = block.mainEntity as Json[];
      need(Array.isArray(questions) && questions.length >= 3, 'fewer than three questions');
      for (const q of questions) {
        const answer = (q.acceptedAnswer as Json | undefined)?.text;
        need(q['@type'] === 'Question' && q.name && answer, 'a question without answer');
        need(pageText.includes(norm(q.name)), `question "${String(q.name)}" not on the page`);
        // Compared without white space: the answer puts a space between table cells, which the
        // page's text (cells side by side in the HTML) has none of.
        need(
          squash(pageText).includes(squash(String(answer).slice(0, 40))),
          `answer to "${String(q.name)}" not on the page`,
        );
      }
      need(block.inLanguage === lang, 'inLanguage');
      break;
    }
    case 'Blog':
      need(block.blogPost, 'blogPost');
      break;
    default:
      need(false, 'unexpected type');
  }
  return problems;
}

for (const {locale, prefix} of locales) {
  const routes = builtRoutes().filter((route) =>
    prefix ? route.startsWith(`${prefix}/`) : !route.startsWith('/fr/'),
  );

  test(`[${locale}] every JSON-LD block of every page parses, has its type's fields and matches the page`, () => {
    const problems: string[] = [];
    let count = 0;
    for (const route of routes) {
      const $ = page(route);
      for (const block of blocks($, route)) {
        count += 1;
        problems.push(...check(block, $, route));
      }
    }
    assert.deepEqual(problems, []);
    assert.ok(count > 0, 'no JSON-LD block found: build the site first');
  });

  test(`[${locale}] the pages carry the types they should`, () => {
    const types = (route: string) => blocks(page(route), route).map((b) => b['@type']);
    assert.deepEqual(types(`${prefix}/`), ['SoftwareApplication']);
    assert.ok(types(`${prefix}/plus/`).includes('FAQPage'));
    for (const type of ['TechArticle', 'BreadcrumbList', 'FAQPage']) {
      assert.ok(types(`${prefix}/docs/installation/faq/`).includes(type), type);
    }
    for (const type of ['TechArticle', 'BreadcrumbList']) {
      assert.ok(types(`${prefix}/docs/scenes/wait-action/`).includes(type), type);
    }
    for (const type of ['BlogPosting', 'BreadcrumbList']) {
      assert.ok(types(`${prefix}/blog/gladys-and-duckdb/`).includes(type), type);
    }
    // Every doc carries a TechArticle.
    const docs = routes.filter(
      (r) => r.startsWith(`${prefix}/docs/`) && page(r)('.theme-doc-markdown').length,
    );
    const without = docs.filter((r) => !types(r).includes('TechArticle'));
    assert.deepEqual(without, []);
  });
}
