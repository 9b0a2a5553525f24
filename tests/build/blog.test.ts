/**
 * The built blog in both locales: 31 posts, 10 per listing page, archive,
 * authors, tags and feeds.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {XMLParser} from 'fast-xml-parser';
import matter from 'gray-matter';
import {buildDir, hasRoute, locales, page} from './helpers.ts';
import {contentDirs, walk} from '../support/content.ts';

const postFiles = walk(contentDirs.blog.en);
const slugs = postFiles.map((f) => matter(readFileSync(f, 'utf8')).data.slug as string);

test('there are 31 posts dated 2020 to 2025', () => {
  assert.equal(postFiles.length, 31);
  const years = postFiles.map((f) => Number(path.basename(f).slice(0, 4)));
  assert.equal(Math.min(...years), 2020);
  assert.equal(Math.max(...years), 2025);
});

for (const {locale, prefix} of locales) {
  test(`[${locale}] every post page is built`, () => {
    const missing = slugs.filter((s) => !hasRoute(`${prefix}/blog/${s}/`));
    assert.deepEqual(missing, []);
  });

  test(`[${locale}] listing pages hold 10, 10, 10 and 1 posts, truncated with a read-more link`, () => {
    const counts = ['/blog/', '/blog/page/2/', '/blog/page/3/', '/blog/page/4/'].map((route) => {
      const $ = page(prefix + route);
      const articles = $('main article');
      articles.each((_, article) => {
        const readMore = $(article).find('footer a[aria-label]');
        assert.equal(readMore.length, 1, `${prefix}${route}: a preview has no read-more link`);
        assert.match(readMore.attr('href') ?? '', new RegExp(`^${prefix}/blog/[a-z0-9-]+/$`));
      });
      return articles.length;
    });
    assert.deepEqual(counts, [10, 10, 10, 1]);
    assert.equal(hasRoute(`${prefix}/blog/page/5/`), false);
  });

  test(`[${locale}] archive lists 31 posts; authors page lists the author`, () => {
    const $ = page(`${prefix}/blog/archive/`);
    const hrefs = $('main a[href*="/blog/"]').toArray().map((a) => $(a).attr('href'));
    const posts = new Set(hrefs.filter((h) => slugs.some((s) => h === `${prefix}/blog/${s}/`)));
    assert.equal(posts.size, 31);
    assert.match(page(`${prefix}/blog/authors/`)('main').text(), /Pierre-Gilles Leymarie/);
    assert.ok(hasRoute(`${prefix}/blog/authors/pierregilles/`));
  });

  test(`[${locale}] tag pages exist and list their posts`, () => {
    assert.ok(hasRoute(`${prefix}/blog/tags/`));
    for (const tag of ['release', 'year-review']) {
      const $ = page(`${prefix}/blog/tags/${tag}/`);
      assert.ok($('main article').length >= 3, `${tag} lists posts`);
    }
  });

  test(`[${locale}] RSS, Atom and JSON feeds parse and list every post`, () => {
    const dir = path.join(buildDir, prefix, 'blog');
    const parser = new XMLParser({ignoreAttributes: false});
    const rss = parser.parse(readFileSync(path.join(dir, 'rss.xml'), 'utf8'));
    assert.equal(rss.rss.channel.item.length, 31);
    const atom = parser.parse(readFileSync(path.join(dir, 'atom.xml'), 'utf8'));
    assert.equal(atom.feed.entry.length, 31);
    const json = JSON.parse(readFileSync(path.join(dir, 'feed.json'), 'utf8')) as {items: unknown[]};
    assert.equal(json.items.length, 31);
  });

  test(`[${locale}] a post page shows the full text, a listing only the preview`, () => {
    const slug = '2024-year-in-review';
    const post = page(`${prefix}/blog/${slug}/`)('main article').text().length;
    const $ = page(`${prefix}/blog/`);
    const listing = $('main article').filter((_, a) => $(a).find(`a[href="${prefix}/blog/${slug}/"]`).length > 0);
    assert.equal(listing.length, 1, 'the newest post is on the first listing page');
    assert.ok(listing.text().length < post / 2, 'the listing shows a truncated preview');
  });
}

test('French post twins exist for every English post', () => {
  for (const file of postFiles) {
    assert.ok(existsSync(path.join(contentDirs.blog.fr, path.basename(file))), path.basename(file));
  }
});
