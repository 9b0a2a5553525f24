/**
 * Blog covers in Chromium: a post page loads its cover (one of the responsive sizes, with the
 * translated alternative text) in the box reserved for it; listing pages show none.
 */
import {test, expect, open} from './fixtures';

test.describe('blog covers', () => {
  for (const {path, alt} of [
    {path: '/blog/proactive-ai/', alt: /^Illustration for the post "Gladys Assistant 4\.48/},
    {
      path: '/fr/blog/proactive-ai/',
      alt: /^Illustration de l’article «\sGladys Assistant 4\.48/,
    },
  ]) {
    test(`${path} loads its cover without moving the text below it`, async ({page}) => {
      await open(page, path);
      const content = page.locator('#__blog-post-container');
      const before = await content.boundingBox();
      const cover = page.locator('article').getByRole('img', {name: alt});
      await expect(cover).toHaveAttribute(
        'src',
        /\/assets\/ideal-img\/proactive-ai\.[0-9a-f]+\.\d+\.png$/,
      );
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThanOrEqual(400);
      const box = await cover.boundingBox();
      expect(box!.width / box!.height).toBeCloseTo(1600 / 840, 1);
      // The placeholder had the image's size: the post text did not move when the image came in.
      expect((await content.boundingBox())!.y).toBeCloseTo(before!.y, 0);
    });
  }

  test('the listing shows no cover', async ({page}) => {
    await open(page, '/blog/');
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(
      page.locator('main img[src*="ideal-img"], main img[src*="/img/blog/"]'),
    ).toHaveCount(0);
  });
});
