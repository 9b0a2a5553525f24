/**
 * The built blog in both locales: every post of blog/, 10 per listing page,
 * archive, authors, tags and feeds. Counts come from the blog folder, so a new
 * post breaks no test.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {XMLParser} from 'fast-xml-parser';
import matter from 'gray-matter';
import {buildDir, hasRoute, locales, page} from '../support/build.ts';
import {contentDirs, walk} from '../../scripts/lib/content.ts';

const postFiles = walk(contentDirs.blog.en);
const slugs = postFiles.map((f) => matter(readFileSync(f, 'utf8')).data.slug as string);

/** Posts per listing page (the blog plugin's `postsPerPage`). */
const perPage = 10;
/** Expected number of posts on each listing page: full pages, then the rest. */
const pageSizes = Array.from({length: Math.ceil(slugs.length / perPage)}, (_, i) =>
  Math.min(perPage, slugs.length - i * perPage),
);
/** Routes of the listing pages: /blog/, /blog/page/2/, … */
const listingRoutes = pageSizes.map((_, i) => (i === 0 ? '/blog/' : `/blog/page/${i + 1}/`));

test('every post file has a slug and a real date in its name', () => {
  assert.ok(postFiles.length > 0, 'no post in blog/');
  assert.ok(slugs.every(Boolean));
  const badDates = postFiles
    .map((f) => path.basename(f))
    .filter((name) => {
      const date = /^(\d{4}-\d{2}-\d{2})-/.exec(name)?.[1];
      const time = new Date(`${date}T00:00:00Z`).getTime();
      return !date || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date;
    });
  assert.deepEqual(badDates, []);
});

for (const {locale, prefix} of locales) {
  test(`[${locale}] every post page is built`, () => {
    const missing = slugs.filter((s) => !hasRoute(`${prefix}/blog/${s}/`));
    assert.deepEqual(missing, []);
  });

  test(`[${locale}] listing pages hold ${pageSizes.join(', ')} posts, truncated with a read-more link`, () => {
    const counts = listingRoutes.map((route) => {
      const $ = page(prefix + route);
      const articles = $('main article');
      articles.each((_, article) => {
        const readMore = $(article).find('footer a[aria-label]');
        assert.equal(readMore.length, 1, `${prefix}${route}: a preview has no read-more link`);
        assert.match(readMore.attr('href') ?? '', new RegExp(`^${prefix}/blog/[a-z0-9-]+/$`));
      });
      return articles.length;
    });
    assert.deepEqual(counts, pageSizes);
    assert.equal(hasRoute(`${prefix}/blog/page/${pageSizes.length + 1}/`), false);
  });

  test(`[${locale}] archive lists every post; authors page lists the author`, () => {
    const $ = page(`${prefix}/blog/archive/`);
    const hrefs = $('main a[href*="/blog/"]')
      .toArray()
      .map((a) => $(a).attr('href'));
    const posts = new Set(hrefs.filter((h) => slugs.some((s) => h === `${prefix}/blog/${s}/`)));
    assert.equal(posts.size, slugs.length);
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
    assert.equal(rss.rss.channel.item.length, slugs.length);
    const atom = parser.parse(readFileSync(path.join(dir, 'atom.xml'), 'utf8'));
    assert.equal(atom.feed.entry.length, slugs.length);
    const json = JSON.parse(readFileSync(path.join(dir, 'feed.json'), 'utf8')) as {
      items: unknown[];
    };
    assert.equal(json.items.length, slugs.length);
  });

  test(`[${locale}] a post page shows the full text, a listing only the preview`, () => {
    // The newest post: file names start with the post's date, and walk() sorts them.
    const slug = slugs.at(-1)!;
    const post = page(`${prefix}/blog/${slug}/`)('main article').text().length;
    const $ = page(`${prefix}/blog/`);
    const listing = $('main article').filter(
      (_, a) => $(a).find(`a[href="${prefix}/blog/${slug}/"]`).length > 0,
    );
    assert.equal(listing.length, 1, 'the newest post is on the first listing page');
    assert.ok(listing.text().length < post / 2, 'the listing shows a truncated preview');
  });
}

test('French post twins exist for every English post', () => {
  for (const file of postFiles) {
    assert.ok(existsSync(path.join(contentDirs.blog.fr, path.basename(file))), path.basename(file));
  }
});
