/**
 * Blog covers in Chromium: a post page loads its cover (its own file, with the translated
 * alternative text) in the box reserved for it; listing pages show none.
 */
import {test, expect, hydrated, open} from './fixtures';

test.describe('blog covers', () => {
  for (const {path, alt} of [
    {path: '/blog/proactive-ai/', alt: /^Illustration for the post "Gladys Assistant 4\.48/},
    {
      path: '/fr/blog/proactive-ai/',
      alt: /^Illustration de l’article «\sGladys Assistant 4\.48/,
    },
  ]) {
    test(`${path} loads its cover without moving the text below it`, async ({page}) => {
      // Hold the cover's response, so the text is measured while the image has not arrived.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let requested = false;
      await page.route(/\/img\/blog\/proactive-ai\.png$/, async (route) => {
        requested = true;
        await held;
        await route.continue();
      });
      await page.goto(path, {waitUntil: 'domcontentloaded'});
      const content = page.locator('#__blog-post-container');
      const cover = page.locator('article').getByRole('img', {name: alt});
      await expect(cover).toHaveAttribute('src', /\/img\/blog\/proactive-ai\.png$/);
      await expect.poll(() => requested).toBe(true);
      expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
      const before = await content.boundingBox();
      release();
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThanOrEqual(400);
      await hydrated(page);
      const box = await cover.boundingBox();
      expect(box!.width / box!.height).toBeCloseTo(1600 / 840, 1);
      // The placeholder had the image's size: the post text did not move when the image came in.
      expect((await content.boundingBox())!.y).toBeCloseTo(before!.y, 0);
    });
  }

  test('the listing shows no cover', async ({page}) => {
    await open(page, '/blog/');
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.locator('main img[src*="/img/blog/"]')).toHaveCount(0);
  });
});
