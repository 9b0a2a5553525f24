/**
 * Blog covers in the built site, both locales: every post has its cover
 * (static/img/blog/<slug>.png, from scripts/make-blog-covers.ts) under its
 * social card and, on its own page only, as an image of its own file, width and height set.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {buildDir, locales, page} from '../support/build.ts';
import {contentDirs, root, walk} from '../../scripts/lib/content.ts';
import {coverSize} from '../../src/components/BlogPostCover/size.ts';

/** A post of one locale, from its front matter. */
type Post = {file: string; slug: string; title: string; image: unknown};

/** The posts of a locale. */
function posts(locale: 'en' | 'fr'): Post[] {
  return walk(contentDirs.blog[locale]).map((file) => {
    const {data} = matter(readFileSync(file, 'utf8'));
    return {file: path.basename(file), slug: data.slug, title: data.title, image: data.image};
  });
}

/** The alternative text of a cover, as code.json gives it (French with non-breaking spaces). */
const altText = {
  en: (title: string) => `Illustration for the post "${title}"`,
  fr: (title: string) => `Illustration de l’article «\u00a0${title}\u00a0»`,
};

test('every post has a cover, a PNG of the size the pages announce, under 60 KB', () => {
  const slugs = posts('en').map((p) => p.slug);
  assert.ok(slugs.length > 0);
  for (const slug of slugs) {
    const file = path.join(root, 'static/img/blog', `${slug}.png`);
    assert.ok(existsSync(file), `${slug}: no cover`);
    const png = readFileSync(file);
    assert.equal(png.toString('latin1', 1, 4), 'PNG', `${slug}: not a PNG`);
    assert.deepEqual(
      [png.readUInt32BE(16), png.readUInt32BE(20)],
      [coverSize.width, coverSize.height],
      `${slug}: size`,
    );
    assert.ok(png.length < 60 * 1024, `${slug}: ${png.length} bytes`);
  }
});

for (const {locale, prefix} of locales) {
  const localePosts = posts(locale);

  test(`[${locale}] every post names its cover in front matter, and the build serves it`, () => {
    assert.equal(localePosts.length, posts('en').length, 'each post has its twin');
    for (const {file, slug, image} of localePosts) {
      assert.equal(image, `/img/blog/${slug}.png`, `${file}: image front matter`);
      assert.ok(existsSync(path.join(buildDir, prefix, 'img/blog', `${slug}.png`)), file);
    }
  });

  // The social card (src/plugins/social-cards) is the post's title, section and language drawn
  // over its cover; tests/build/socialCards.test.ts checks the cards themselves.
  test(`[${locale}] every post page has its card, drawn over its cover, as og:image and twitter:image`, () => {
    for (const {slug} of localePosts) {
      const $ = page(`${prefix}/blog/${slug}/`);
      for (const selector of ['meta[property="og:image"]', 'meta[name="twitter:image"]']) {
        const content = $(selector).attr('content') ?? '';
        assert.ok(content, `${slug}: no ${selector}`);
        const url = new URL(content);
        assert.equal(url.origin, 'https://gladysassistant.com', `${slug}: ${content}`);
        assert.equal(url.pathname, `${prefix}/img/og/blog/${slug}.png`, `${slug}: ${selector}`);
        assert.ok(
          existsSync(path.join(buildDir, url.pathname)),
          `${slug}: ${url.pathname} missing`,
        );
      }
    }
  });

  test(`[${locale}] every post page shows its own cover, and only it`, () => {
    for (const {slug, title} of localePosts) {
      const $ = page(`${prefix}/blog/${slug}/`);
      // Written into the page itself (not left to scripts), so the browser requests it with the HTML.
      const images = $('main article img[src*="/img/blog/"]')
        .toArray()
        .map((el) => $(el));
      assert.equal(images.length, 1, `${slug}: expected one cover image`);
      const img = images[0]!;
      assert.equal(img.attr('src'), `${prefix}/img/blog/${slug}.png`, `${slug}: src`);
      assert.equal(img.attr('alt'), altText[locale](title), `${slug}: alt text`);
      // Width and height of the file, so the page does not shift while it loads.
      assert.equal(Number(img.attr('width')), coverSize.width, `${slug}: width`);
      assert.equal(Number(img.attr('height')), coverSize.height, `${slug}: height`);
      // It is the post's first, largest image: requested first, not lazily.
      assert.equal(img.attr('fetchpriority'), 'high', `${slug}: fetchpriority`);
      assert.equal(img.attr('loading'), undefined, `${slug}: loading`);
      // The page's scripts name no other cover.
      for (const el of $('script[src]').toArray()) {
        const script = readFileSync(path.join(buildDir, $(el).attr('src')!), 'utf8');
        const others = [...script.matchAll(/img\/blog\/([\w-]+)\.png/g)].filter(
          (m) => m[1] !== slug,
        );
        assert.deepEqual(
          others.map((m) => m[0]),
          [],
          `${slug}: ${$(el).attr('src')}`,
        );
      }
    }
  });

  for (const route of ['/blog/', '/blog/page/2/', '/blog/tags/release/', '/blog/archive/']) {
    test(`[${locale}] ${route} shows no cover and loads no cover data`, () => {
      const $ = page(`${prefix}${route}`);
      // The head may name covers (structured data of the listed posts); the page shows none.
      assert.doesNotMatch(
        $('body').clone().find('script').remove().end().html() ?? '',
        /\/img\/blog\//,
      );
    });
  }
}
