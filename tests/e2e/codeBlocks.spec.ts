/**
 * Code blocks highlighted at build time work as the theme's: colours follow the colour mode, the
 * copy button copies the code, and a block built in the browser still gets highlighted (Prism on
 * demand) without breaking the page.
 */
import {test, expect, open} from './fixtures';
import {setColorMode} from './colorMode';

test('token colours follow the colour mode and the copy button copies the code', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '/docs/api/rest-api/');
  const block = page.locator('main pre.static-code').first();
  const token = block.locator('.token.function, .token.keyword, .token.string').first();
  await setColorMode(page, 'light');
  const light = await token.evaluate((el) => getComputedStyle(el).color);
  await setColorMode(page, 'dark');
  await expect.poll(() => token.evaluate((el) => getComputedStyle(el).color)).not.toBe(light);

  const expected = await block.evaluate((el) =>
    Array.from(el.querySelectorAll('.token-line'))
      .map((line) => line.textContent)
      .join('\n'),
  );
  await block.hover();
  await page.locator('main button[aria-label="Copy code to clipboard"]').first().click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
});

test('a code block built in the browser is highlighted once Prism loads', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await open(page, '/docs/installation/command-builder/');
  await expect(page.locator('main pre.prism-code .token.function').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('inline code at 390 px', () => {
  test.use({viewport: {width: 390, height: 800}});

  test('a hyphenated command option stays on one line, and the page does not scroll sideways', async ({
    page,
  }) => {
    await open(page, '/docs/installation/docker/');
    // Inline code that is one short hyphenated word: `--privileged`, `--restart=always`, …
    const {words, split} = await page.evaluate(() => {
      const codes = Array.from(document.querySelectorAll<HTMLElement>('main code')).filter(
        (el) =>
          !el.closest('pre') &&
          /-/.test(el.textContent ?? '') &&
          !/\s/.test(el.textContent ?? '') &&
          (el.textContent ?? '').length <= 24,
      );
      return {
        words: codes.length,
        // An inline element has one box per line it spans.
        split: codes.filter((el) => el.getClientRects().length > 1).map((el) => el.textContent),
      };
    });
    expect(words).toBeGreaterThan(3);
    expect(split).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
