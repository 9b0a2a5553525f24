/**
 * Community integrations of the store in Chromium: the /integrations/ directory lists
 * every one with its "Community" badge, and its Origin filter shows them all with a true count;
 * the embedded search finds one by name and leads to its page. Both locales. Expected cards come
 * from src/data/communityIntegrations.ts, itself the snapshot's short form.
 */
import {test, expect, open} from './fixtures';
import {communityIntegrations} from '../../src/data/communityIntegrations';

const locales = [
  {name: 'English', prefix: '', badge: 'Community', origin: 'Community (store)'},
  {name: 'French', prefix: '/fr', badge: 'Communauté', origin: 'Communauté (store)'},
] as const;

/** The integration the search test looks for, taken from the snapshot. */
const shelly = communityIntegrations.find((entry) => entry.name === 'Shelly');

for (const {name, prefix, badge, origin} of locales) {
  test.describe(`${name} community integrations`, () => {
    test('the directory lists each one with the Community badge, linking its page', async ({
      page,
    }) => {
      await open(page, `${prefix}/integrations/`);
      const cards = page.locator('li[data-origin="community"]');
      await expect(cards).toHaveCount(communityIntegrations.length);
      for (const entry of communityIntegrations) {
        const card = cards.filter({has: page.locator(`a[href="${prefix}${entry.href}"]`)});
        await expect(card, entry.slug).toHaveCount(1);
        await expect(card.getByText(badge, {exact: true})).toBeVisible();
      }
    });

    test('the Origin filter shows them alone, and its count is the number shown', async ({
      page,
    }) => {
      await open(page, `${prefix}/integrations/`);
      const option = page.locator('label', {hasText: origin});
      await expect(option).toContainText(String(communityIntegrations.length));
      await expect(page.locator('main li:has(h2):not([data-origin])').first()).toBeVisible();
      await option.click();
      await expect(page).toHaveURL(/origin=community/);
      await expect(page.locator('li[data-origin="community"]')).toHaveCount(
        communityIntegrations.length,
      );
      await expect(page.locator('main li:has(h2):not([data-origin])')).toHaveCount(0);
    });

    test('the search box of the directory finds one by its author', async ({page}) => {
      await open(page, `${prefix}/integrations/?q=${shelly!.author}`);
      const authored = communityIntegrations.filter((entry) => entry.author === shelly!.author);
      await expect(page.locator('li[data-origin="community"]')).toHaveCount(authored.length);
    });

    test('the site search finds one by name and opens its page', async ({page}) => {
      expect(shelly, 'the snapshot has Shelly').toBeDefined();
      await open(page, `${prefix}/`);
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').pressSequentially('Shelly', {delay: 40});
      const hit = page.locator(`.DocSearch-Hit a[href="${prefix}${shelly!.href}"]`).first();
      await expect(hit).toBeVisible();
      await hit.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}${shelly!.href}$`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Shelly');
    });
  });
}
