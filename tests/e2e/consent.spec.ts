/**
 * The analytics consent banner. A plain test build has no ANALYTICS_SCRIPT_URL,
 * so real pages show no banner; the test-only page /__test__/consent/ shows
 * the banner as a configured build would, with a same-site script URL that
 * these tests answer themselves.
 */
import {test, expect, open} from './fixtures';
import type {Page} from '@playwright/test';

const scriptPattern = '**/__test__/analytics.js';

/** Answers the stand-in analytics script and counts how often it is requested. */
async function stubAnalytics(page: Page): Promise<{count: () => number}> {
  let requests = 0;
  await page.route(scriptPattern, (route) => {
    requests += 1;
    return route.fulfill({
      contentType: 'text/javascript',
      body: 'window.__analyticsLoaded = true;',
    });
  });
  return {count: () => requests};
}

test('without ANALYTICS_SCRIPT_URL there is no banner and no script', async ({page}) => {
  await open(page, '/');
  await expect(page.getByRole('region', {name: 'Audience measurement'})).toHaveCount(0);
  await expect(page.locator('script[data-gladys-analytics]')).toHaveCount(0);
});

test('nothing loads before consent; accepting loads the script now and on later visits', async ({
  page,
}) => {
  const analytics = await stubAnalytics(page);
  await open(page, '/__test__/consent/');
  const banner = page.getByRole('region', {name: 'Audience measurement'});
  await expect(banner).toBeVisible();
  expect(analytics.count()).toBe(0);

  await banner.getByRole('button', {name: 'Accept'}).click();
  await expect(banner).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => (window as {__analyticsLoaded?: boolean}).__analyticsLoaded))
    .toBe(true);

  await page.reload();
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await expect
    .poll(() => page.evaluate(() => (window as {__analyticsLoaded?: boolean}).__analyticsLoaded))
    .toBe(true);
  await expect(page.getByRole('region', {name: 'Audience measurement'})).toHaveCount(0);
});

test('declining loads nothing, now or later, and the banner stays closed', async ({page}) => {
  const analytics = await stubAnalytics(page);
  await open(page, '/__test__/consent/');
  await page.getByRole('button', {name: 'Decline'}).click();
  await expect(page.getByRole('region', {name: 'Audience measurement'})).toHaveCount(0);
  await page.reload();
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await expect(page.getByRole('heading', {name: 'Consent test'})).toBeVisible();
  await expect(page.getByRole('region', {name: 'Audience measurement'})).toHaveCount(0);
  expect(analytics.count()).toBe(0);
});

test('the banner speaks French on French pages', async ({page}) => {
  await stubAnalytics(page);
  await open(page, '/fr/__test__/consent/');
  const banner = page.getByRole('region', {name: "Mesure d'audience"});
  await expect(banner.getByRole('button', {name: 'Accepter'})).toBeVisible();
  await expect(banner.getByRole('button', {name: 'Refuser'})).toBeVisible();
});
