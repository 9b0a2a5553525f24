/**
 * Keyboard use on a sample of pages (one per template, both locales): Tab
 * reaches every visible interactive element, each shows a focus indicator
 * when it has focus; the mobile menu holds focus while open and gives it back
 * when it closes; navbar dropdowns open and close from the keyboard.
 */
import {test, expect, open, codeBlocksSettled} from './fixtures';
import type {Page} from '@playwright/test';

/** One template each: home, docs home, a doc with code and tables, blog list, a post, Plus, directory, contact, metrics. */
const samplePages = [
  '/',
  '/docs/',
  '/docs/integrations/mqtt/',
  '/blog/',
  '/blog/gladys-and-duckdb/',
  '/plus/',
  '/integrations/',
  '/contact/',
  '/open/',
  '/fr/',
  '/fr/docs/scenes/intro/',
];

/** What one Tab press focused. */
type Stop = {id: string | null; tag: string; label: string; indicator: boolean; visible: boolean};

/** Tags every visible interactive element with data-kbd and returns their ids and labels. */
async function tagInteractive(page: Page): Promise<Map<string, string>> {
  const entries = await page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
    return Array.from(document.querySelectorAll<HTMLElement>(selector))
      .filter(
        (el) =>
          el.tabIndex >= 0 &&
          !el.closest('[inert]') &&
          el.checkVisibility({visibilityProperty: true, opacityProperty: true}),
      )
      .map((el, i) => {
        el.dataset.kbd = String(i);
        return [
          String(i),
          `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
        ] as [string, string];
      });
  });
  return new Map(entries);
}

/** Presses Tab and describes the newly focused element. */
async function tab(page: Page): Promise<Stop> {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) {
      return {id: null, tag: 'body', label: '', indicator: true, visible: true};
    }
    // An outline or a shadow on the element, or on a pseudo-element drawn over it (card links).
    const marked = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none';
    const indicator = [null, '::before', '::after'].some((pseudo) =>
      marked(getComputedStyle(el, pseudo)),
    );
    const rect = el.getBoundingClientRect();
    return {
      id: el.dataset.kbd ?? null,
      tag: el.tagName.toLowerCase(),
      label: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40),
      indicator,
      visible: rect.width > 0 && rect.height > 0,
    };
  });
}

test.describe('keyboard: every interactive element reachable and visibly focused', () => {
  for (const path of samplePages) {
    test(path, async ({page}) => {
      await open(page, path);
      // Elements replaced after tagging would count as unreachable.
      await codeBlocksSettled(page);
      const expected = await tagInteractive(page);
      expect(expected.size).toBeGreaterThan(5);
      const reached = new Set<string>();
      const problems: string[] = [];
      for (let i = 0; i < expected.size + 40; i += 1) {
        const stop = await tab(page);
        if (stop.tag === 'body') {
          break;
        }
        if (stop.id) {
          reached.add(stop.id);
        }
        if (!stop.visible) {
          problems.push(`focused but not visible: ${stop.tag} "${stop.label}"`);
        } else if (!stop.indicator) {
          problems.push(`no focus indicator: ${stop.tag} "${stop.label}"`);
        }
      }
      const missed = [...expected]
        .filter(([id]) => !reached.has(id))
        .map(([, label]) => `not reachable by Tab: ${label}`);
      expect([...problems, ...missed]).toEqual([]);
    });
  }
});

test.describe('keyboard: mobile menu', () => {
  test.use({viewport: {width: 390, height: 800}});

  test('holds focus while open; Escape closes it and focus returns to the menu button', async ({
    page,
  }) => {
    await open(page, '/docs/installation/docker/');
    const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', {name: 'Site menu'});
    await expect(menu).toBeVisible();
    await expect.poll(() => menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      expect(
        await menu.evaluate((el) => el.contains(document.activeElement)),
        `Tab ${i + 1} stays in the menu`,
      ).toBe(true);
    }
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(
        await menu.evaluate((el) => el.contains(document.activeElement)),
        `Shift+Tab ${i + 1} stays in the menu`,
      ).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the close button also gives focus back to the menu button', async ({page}) => {
    await open(page, '/fr/');
    const toggle = page.getByRole('button', {name: /barre de navigation|navigation bar/i}).first();
    await toggle.click();
    const menu = page.getByRole('dialog', {name: 'Menu du site'});
    await expect(menu).toBeVisible();
    await menu.getByRole('button', {name: /fermer|close/i}).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('keyboard: navbar dropdowns', () => {
  test('Enter opens, Tab walks the items, Escape closes and returns focus', async ({page}) => {
    await open(page, '/');
    const trigger = page.getByRole('button', {name: 'Community'});
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const firstItem = page.locator('.navbar').getByRole('link', {name: /^Forum\b/});
    await expect(firstItem).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(firstItem).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await expect(firstItem).toBeHidden();
  });

  test('tabbing past the last item closes the dropdown', async ({page}) => {
    await open(page, '/');
    const trigger = page.getByRole('button', {name: 'Community'});
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar').getByRole('link', {name: /^Forum\b/})).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(
      page.locator('.navbar').getByRole('link', {name: /^Feature requests\b/}),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('the language dropdown works the same way', async ({page}) => {
    await open(page, '/docs/');
    const trigger = page.getByRole('button', {name: 'English'});
    await trigger.focus();
    await page.keyboard.press('Space');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The menu fades in; its links take focus once visible.
    await expect(page.getByRole('link', {name: 'Français'})).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('lang', /en|fr/);
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('keyboard: search modal', () => {
  test('Tab stays inside the open modal, with results shown; Escape gives focus back to the search button', async ({
    page,
  }) => {
    await open(page, '/docs/');
    const button = page.locator('.navbar .DocSearch-Button');
    await button.focus();
    await page.keyboard.press('Enter');
    const modal = page.locator('.DocSearch-Modal');
    await expect(modal).toBeVisible();
    await page.locator('.DocSearch-Input').pressSequentially('docker');
    await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();

    for (const key of [...Array<string>(20).fill('Tab'), ...Array<string>(5).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      expect(
        await modal.evaluate((el) => el.contains(document.activeElement)),
        `${key} keeps focus in the modal`,
      ).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(button).toBeFocused();
  });
});
