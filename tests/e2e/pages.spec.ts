/**
 * Contact form and open metrics in Chromium. The contact endpoint of the test
 * build is a local URL that each test answers itself with page.route.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect, open} from './fixtures';

const endpoint = '**/__test__/contact-endpoint';

async function fill(page: import('@playwright/test').Page) {
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Subject').fill('Partnership');
  await page.getByLabel('Message').fill('Hello, we would like to talk about a partnership.');
}

test.describe('contact', () => {
  test('shows inline errors for empty and malformed fields', async ({page}) => {
    await open(page, '/contact/');
    await page.getByRole('button', {name: 'Send message'}).click();
    await expect(page.getByText('Please fill in this field.')).toHaveCount(4);
    await expect(page.getByLabel('Name')).toBeFocused();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Email').blur();
    await expect(
      page.getByText('Please enter an email address such as name@example.com.'),
    ).toBeVisible();
    await page.getByLabel('Message').fill('short');
    await page.getByLabel('Message').blur();
    await expect(page.getByText('Please write at least 10 characters.')).toBeVisible();
  });

  test('a failed submission keeps every field and can be sent again', async ({page}) => {
    const bodies: unknown[] = [];
    let answer = 500;
    await page.route(endpoint, async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({
        status: answer,
        contentType: 'application/json',
        body: '{}',
        headers: {'Access-Control-Allow-Origin': '*'},
      });
    });
    await open(page, '/contact/');
    await fill(page);
    await page.getByRole('button', {name: 'Send message'}).click();
    await expect(page.getByRole('alert')).toContainText('could not be sent');
    await expect(page.getByLabel('Name')).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
    await expect(page.getByLabel('Subject')).toHaveValue('Partnership');
    await expect(page.getByLabel('Message')).toHaveValue(
      'Hello, we would like to talk about a partnership.',
    );
    answer = 200;
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('status')).toContainText('Thank you');
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Partnership',
      message: 'Hello, we would like to talk about a partnership.',
      language: 'en',
    });
  });

  test('the honeypot field sends nothing', async ({page}) => {
    let called = false;
    await page.route(endpoint, (route) => {
      called = true;
      return route.fulfill({status: 200, body: '{}'});
    });
    await open(page, '/contact/');
    await fill(page);
    await page.locator('input[name="website"]').fill('spam', {force: true});
    await page.getByRole('button', {name: 'Send message'}).click();
    await expect(page.getByRole('status')).toBeVisible();
    expect(called).toBe(false);
  });

  test('French form speaks French', async ({page}) => {
    await open(page, '/fr/contact/');
    await page.getByRole('button', {name: 'Envoyer le message'}).click();
    await expect(page.getByText('Veuillez remplir ce champ.')).toHaveCount(4);
  });
});

test.describe('open metrics', () => {
  /** The first chart's last figure, read from the dataset the page loads. */
  const metrics = JSON.parse(
    readFileSync(path.resolve('static/data/open-metrics.json'), 'utf8'),
  ) as {series: {datasets: {points: {y: number}[]}[]}[]};
  const lastStars = metrics.series[0]!.datasets[0]!.points.at(-1)!.y;

  test('loads the dataset on demand and draws charts with table alternatives', async ({page}) => {
    const dataset = page.waitForResponse('**/data/open-metrics.json');
    await open(page, '/open/');
    await dataset;
    await expect(page.getByRole('heading', {name: 'GitHub stars'})).toBeVisible();
    await expect(page.locator('canvas').first()).toBeVisible();
    await page.getByText('Show the figures as a table').first().click();
    await expect(
      page.getByRole('cell', {name: lastStars.toLocaleString('en-US'), exact: true}).first(),
    ).toBeVisible();
  });

  test('charts are drawn as they near the screen, not all at load', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await open(page, '/open/');
    await expect(page.locator('canvas').first()).toBeVisible();
    const last = page.locator('section[aria-labelledby="metric-socials"]');
    // Far below the first screen: its place is held, its chart not drawn yet.
    await expect(last.locator('canvas')).toHaveCount(0);
    await expect(last.locator('[class*="chartFallback"]')).toHaveCount(1);
    await last.scrollIntoViewIfNeeded();
    await expect(last.locator('canvas')).toBeVisible();
  });

  test('spinner only after 200 ms, error with Retry, then data', async ({page}) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let attempts = 0;
    await page.route('**/data/open-metrics.json', async (route) => {
      attempts += 1;
      if (attempts === 1) {
        await held;
        return route.fulfill({status: 503, body: 'unavailable'});
      }
      return route.continue();
    });
    await page.addInitScript(() => {
      const w = window as unknown as {fetchAt?: number; spinnerAt?: number};
      const originalFetch = window.fetch;
      window.fetch = (input, init) => {
        if (String(input).includes('open-metrics.json') && w.fetchAt === undefined)
          w.fetchAt = performance.now();
        return originalFetch(input, init);
      };
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"]') && w.spinnerAt === undefined)
          w.spinnerAt = performance.now();
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto('/open/');
    await expect(page.getByRole('progressbar')).toBeVisible();
    const delay = await page.evaluate(() => {
      const w = window as unknown as {fetchAt: number; spinnerAt: number};
      return w.spinnerAt - w.fetchAt;
    });
    expect(delay).toBeGreaterThanOrEqual(195);
    release();
    await expect(page.getByRole('alert')).toContainText('could not be loaded');
    await page.getByRole('button', {name: 'Retry'}).click();
    await expect(page.getByRole('heading', {name: 'GitHub stars'})).toBeVisible();
    expect(attempts).toBe(2);
  });
});
