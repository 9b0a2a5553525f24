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
