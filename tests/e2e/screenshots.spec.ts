/**
 * Screenshots of the Gladys interface in Chromium (`<Screenshot>`, src/components/Screenshot):
 * the image of the page's language loads lazily into a box of its own size (the text below does
 * not move when it arrives), opens full size on click and from the keyboard (Enter on its zoom
 * button, Escape closes, focus back on the button), and the page passes axe in both colour modes.
 */
import {test, expect, hydrated} from './fixtures';
import {setColorMode} from './colorMode';
import {runAxe} from './axe';

const pages = [
  {path: '/docs/integrations/zigbee2mqtt/', locale: 'en', zoom: 'Open the screenshot full size'},
  {
    path: '/fr/docs/integrations/zigbee2mqtt/',
    locale: 'fr',
    zoom: "Ouvrir la capture d'écran en grand",
  },
];

test.describe('screenshots', () => {
  for (const {path, locale, zoom} of pages) {
    test(`${path}: the ${locale} image takes its place without moving the text`, async ({page}) => {
      // Hold the first screenshot's response, so the text is measured before the image arrives.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let requested = false;
      await page.route(/\/img\/screens\/[a-z]+\/zigbee2mqtt-setup(-800)?\.webp$/, async (route) => {
        requested = true;
        await held;
        await route.continue();
      });
      await page.goto(path, {waitUntil: 'domcontentloaded'});
      await hydrated(page);
      const image = page.locator(
        `main img[src$="/img/screens/${locale}/zigbee2mqtt-setup-800.webp"]`,
      );
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width', '1280');
      await expect(image).toHaveAttribute('height', '800');
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => requested).toBe(true);
      const box = (await image.boundingBox())!;
      expect(box.width / box.height).toBeCloseTo(1280 / 800, 1);
      // The text right after the figure.
      const next = image.locator('xpath=ancestor::figure[1]/following::*[self::p or self::li][1]');
      const before = (await next.boundingBox())!;
      release();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect((await next.boundingBox())!.y).toBeCloseTo(before.y, 0);
    });

    test(`${path}: full size on click and from the keyboard`, async ({page}) => {
      await page.goto(path);
      await hydrated(page);
      const image = page.locator('main figure img').first();
      await image.scrollIntoViewIfNeeded();
      const button = page.getByRole('button', {name: zoom}).first();
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // The full-size image, not the 800 px copy.
      await expect(dialog.locator('img')).toHaveAttribute(
        'src',
        new RegExp(`/img/screens/${locale}/zigbee2mqtt-setup\\.webp$`),
      );
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      await image.click();
      await expect(dialog).toBeVisible();
    });
  }

  test('a page with screenshots passes axe in both colour modes', async ({page}) => {
    for (const {path} of pages) {
      await page.goto(path);
      await hydrated(page);
      // No transitions: colours must be final when axe reads them.
      await page.addStyleTag({
        content:
          '*, *::before, *::after { transition: none !important; animation: none !important; }',
      });
      for (const mode of ['light', 'dark'] as const) {
        await setColorMode(page, mode);
        expect(await runAxe(page, 'wcag'), `${path} ${mode}`).toEqual([]);
      }
    }
  });
});
