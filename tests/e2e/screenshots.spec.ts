/**
 * Screenshots of the Gladys interface in Chromium (`<Screenshot>`, src/components/Screenshot):
 * a screenshot is requested only once it comes within a screen of the visible part of the page
 * (so those further down are not part of the first load), before the reader reaches it, into a
 * box of its own size (the text below does not move when it arrives); without JavaScript the
 * page shows the image itself; it opens full size on click and from the keyboard (Enter on its
 * zoom button, Escape closes, focus back on the button), and the page passes axe in both colour
 * modes.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';
import {setColorMode} from './colorMode';
import {runAxe} from './axe';

/** How many `<Screenshot>` the next version's Zigbee2mqtt guide holds (the captures show the next version), from its source. */
const zigbee2mqttScreenshots = (
  readFileSync(path.resolve(__dirname, '../../docs/integrations/zigbee2mqtt.md'), 'utf8').match(
    /<Screenshot\b/g,
  ) ?? []
).length;

const pages = [
  {
    path: '/docs/next/integrations/zigbee2mqtt/',
    locale: 'en',
    zoom: 'Open the screenshot full size',
  },
  {
    path: '/fr/docs/next/integrations/zigbee2mqtt/',
    locale: 'fr',
    zoom: "Ouvrir la capture d'écran en grand",
  },
];

/** Resolves after the browser has rendered two more frames (IntersectionObserver reports in them). */
function twoFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

test.describe('screenshots', () => {
  for (const {path, locale, zoom} of pages) {
    test(`${path}: the ${locale} image loads a screen ahead of the reader, in its own box`, async ({
      page,
    }) => {
      // Every screenshot request is recorded; the last screenshot's response is held, so the
      // text is measured before the image arrives.
      const requested: string[] = [];
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/img\/screens\/[a-z]+\/[\w-]+\.webp$/, async (route) => {
        const url = route.request().url();
        requested.push(url);
        if (/zigbee2mqtt-devices(-800)?\.webp$/.test(url)) await held;
        await route.continue();
      });
      await page.goto(path, {waitUntil: 'domcontentloaded'});
      await hydrated(page);
      await twoFrames(page);
      // A screenshot waiting for the script: an <img> beside a <noscript> copy.
      const image = page.locator('main figure:has(noscript) img').last();
      await expect(image).toBeAttached();
      const viewport = page.viewportSize()!;
      const top = await image.evaluate((img) => img.getBoundingClientRect().top + window.scrollY);
      expect(top, 'the last screenshot is more than two screens down').toBeGreaterThan(
        2 * viewport.height,
      );
      // Far from the screen: an empty drawing of its size, nothing requested.
      expect(requested.filter((url) => url.includes('zigbee2mqtt-devices'))).toEqual([]);
      await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml/);
      await expect(image).toHaveAttribute('width', '1280');
      await expect(image).toHaveAttribute('height', '800');
      // Nor its zoom, which measures the page as it mounts.
      const zoom = image.locator('xpath=ancestor::figure[1]//*[@data-rmiz]');
      await expect(zoom).toHaveCount(0);
      // Half a screen below the visible part: requested, while the reader cannot see it yet.
      await page.evaluate((y) => window.scrollTo(0, y), top - 1.5 * viewport.height);
      await expect
        .poll(() => requested.some((url) => url.includes('zigbee2mqtt-devices')))
        .toBe(true);
      // Measured on the figure: while the zoom's script arrives, React may hold a hidden copy of
      // the image beside the one shown, and a hidden element has no position.
      const figure = image.locator('xpath=ancestor::figure[1]');
      expect(await figure.evaluate((f) => f.getBoundingClientRect().top)).toBeGreaterThan(
        viewport.height,
      );
      await expect(zoom).toHaveCount(1);
      await expect(image).toBeVisible();
      // The 800 px copy of the page's language (the doc column is 720 px wide here).
      expect(requested.find((url) => url.includes('zigbee2mqtt-devices'))).toMatch(
        new RegExp(`/img/screens/${locale}/zigbee2mqtt-devices-800\\.webp$`),
      );
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
      const figure = page.locator('main figure:has(img)').first();
      const image = figure.locator('img').first();
      await image.scrollIntoViewIfNeeded();
      // The button of this figure: each figure's zoom mounts once it nears the screen, so the
      // next figure's button can exist before this one's.
      const button = figure.getByRole('button', {name: zoom});
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

  test('without JavaScript, the page shows the images themselves', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    try {
      const page = await context.newPage();
      await page.goto('/docs/next/integrations/zigbee2mqtt/');
      const images = page.locator('main figure img[src*="/img/screens/"]');
      await expect(images).toHaveCount(zigbee2mqttScreenshots);
      // Only the images are shown, not the empty drawings that wait for the script.
      await expect(page.locator('main figure img[src^="data:"]').first()).toBeHidden();
      const first = images.first();
      await first.scrollIntoViewIfNeeded();
      await expect(first).toBeVisible();
      await expect
        .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

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
