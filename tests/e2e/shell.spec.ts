/**
 * The site shell in Chromium: navbar per locale, dropdowns, locale switch,
 * colour mode, mobile menu, skip link, announcement bar, 404, .html paths,
 * error screens and the route progress bar.
 */
import {test, expect, open, hydrated} from './fixtures';
import {setColorMode} from './colorMode';

test.describe('navbar', () => {
  test('English navbar has no training link; French has it', async ({page}) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', {name: 'Main'});
    await expect(nav.getByRole('link', {name: 'Docs', exact: true})).toBeVisible();
    await expect(nav.getByRole('link', {name: 'Blog', exact: true})).toBeVisible();
    await expect(nav.getByRole('link', {name: 'Plus', exact: true})).toBeVisible();
    await expect(nav.getByRole('link', {name: 'GitHub repository'})).toHaveAttribute(
      'href',
      /github\.com\/GladysAssistant\/gladys/,
    );
    await expect(nav.getByRole('link', {name: 'Login'})).toHaveAttribute(
      'href',
      'https://plus.gladysassistant.com',
    );
    await expect(page.locator('a[href^="https://formation.gladysassistant.com"]')).toHaveCount(0);

    await open(page, '/fr/');
    const navFr = page.getByRole('navigation', {name: 'Principale'});
    await expect(navFr.getByRole('link', {name: 'Formation'})).toBeVisible();
    await expect(navFr.getByRole('link', {name: 'Connexion'})).toBeVisible();
  });

  test('Community dropdown lists the forum and its feature requests', async ({page}) => {
    await open(page, '/');
    const dropdown = page.locator('.navbar__item.dropdown', {hasText: 'Community'});
    await dropdown.hover();
    await expect(dropdown.getByRole('link', {name: /^Forum\b/})).toHaveAttribute(
      'href',
      'https://community.gladysassistant.com/',
    );
    await expect(dropdown.getByRole('link', {name: /^Feature requests\b/})).toHaveAttribute(
      'href',
      /^https:\/\/community\.gladysassistant\.com\/c\/feature-requests\//,
    );
  });

  test('locale switch keeps the page', async ({page}) => {
    await open(page, '/docs/installation/docker/');
    const dropdown = page
      .locator('.navbar__item.dropdown')
      .filter({has: page.locator('a[lang="fr"]')});
    await dropdown.hover();
    await dropdown.getByRole('link', {name: 'Français'}).click();
    await expect(page).toHaveURL(/\/fr\/docs\/installation\/docker\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});

test.describe('colour mode', () => {
  test('dark by default even when the system prefers light, toggle persists and syncs tabs', async ({
    page,
    context,
  }) => {
    await page.emulateMedia({colorScheme: 'light'});
    await open(page, '/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');

    const other = await context.newPage();
    await open(other, '/blog/');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');

    await page
      .getByRole('button', {name: /dark mode|system mode|light mode/i})
      .first()
      .click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.reload();
    await hydrated(page);
    await expect(html).toHaveAttribute('data-theme', 'light');
  });

  test('the switch paints the new colours without transitions, then transitions come back', async ({
    page,
  }) => {
    await open(page, '/docs/');
    // <html> after each batch of changes: its colour mode and whether transitions were off.
    await page.evaluate(() => {
      const w = window as unknown as {changes: string[]};
      w.changes = [];
      const root = document.documentElement;
      new MutationObserver(() =>
        w.changes.push(
          `${root.dataset.theme} ${root.classList.contains('color-mode-switching') ? 'off' : 'on'}`,
        ),
      ).observe(root, {attributes: true, attributeFilter: ['class', 'data-theme']});
    });
    const link = page.locator('.menu__link').first();
    const transition = () => link.evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(await transition()).not.toBe('0s');
    await page
      .getByRole('button', {name: /dark mode|system mode|light mode/i})
      .first()
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {changes: string[]}).changes))
      .toEqual(['light off', 'light on']);
    expect(await transition()).not.toBe('0s');
  });
});

test.describe('layout', () => {
  test('mobile menu opens below 996 px and closes back at desktop width', async ({page}) => {
    await page.setViewportSize({width: 995, height: 800});
    await open(page, '/');
    const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/navbar-sidebar--show|/);
    await expect(page.locator('.navbar.navbar-sidebar--show')).toHaveCount(1);
    await page.setViewportSize({width: 1280, height: 800});
    await expect(page.locator('.navbar.navbar-sidebar--show')).toHaveCount(0);
    await expect(toggle).toBeHidden();
  });

  test('skip link is the first focusable element and moves focus to the content', async ({
    page,
  }) => {
    await open(page, '/docs/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.locator('main, [id="__docusaurus_skipToContent_fallback"]').first(),
    ).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.activeElement?.closest('main, #__docusaurus_skipToContent_fallback') !== null,
        ),
      )
      .toBe(true);
  });

  test('announcement bar: dismissal persists and a new id shows it again', async ({page}) => {
    await open(page, '/');
    // The server HTML always has the bar; a dismissed one is hidden by the theme.
    const bar = page.locator('.theme-announcement-bar:visible');
    await expect(bar).toContainText('free and open source');
    await bar.getByRole('button', {name: /close/i}).click();
    await expect(bar).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(bar).toHaveCount(0);
    // The bar's id changed since the visitor dismissed it: it shows again.
    await page.evaluate(() =>
      localStorage.setItem('docusaurus.announcement.id', 'an_older_announcement'),
    );
    await page.reload();
    await hydrated(page);
    await expect(bar).toContainText('free and open source');
  });

  test('announcement bar follows the colour mode, close button included', async ({page}) => {
    await open(page, '/');
    const bar = page.locator('.theme-announcement-bar:visible');
    const colours = () =>
      bar.evaluate((el) => [
        getComputedStyle(el).backgroundColor,
        getComputedStyle(el.querySelector('button')!).color,
      ]);
    await setColorMode(page, 'light');
    expect(await colours()).toEqual(['rgb(255, 255, 255)', 'rgb(0, 0, 0)']);
    await setColorMode(page, 'dark');
    expect(await colours()).toEqual(['rgb(11, 17, 23)', 'rgb(227, 227, 227)']);
  });
});

test.describe('routes', () => {
  test('unknown paths show the not-found page', async ({page}) => {
    const response = await page.goto('/this/page/does/not/exist/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
    await page.goto('/fr/nope/');
    await hydrated(page);
    await expect(page.getByRole('heading', {name: 'Page introuvable'})).toBeVisible();
  });

  test('paths ending in .html or /index.html show the bare route', async ({page}) => {
    await open(page, '/docs/installation/docker/index.html');
    await expect(page).toHaveURL(/\/docs\/installation\/docker\/$/);
    await expect(page.getByRole('heading', {level: 1})).toContainText('Docker');
    await open(page, '/blog/archive.html');
    await expect(page).toHaveURL(/\/blog\/archive\/$/);
    await expect(page.getByRole('heading', {level: 1})).toContainText(/archive/i);
    // In the client router too: a link to an .html path renders the bare route.
    await page.evaluate(() =>
      window.history.pushState({}, '', '/docs/installation/faq/index.html'),
    );
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page.getByRole('heading', {level: 1})).toContainText(/questions/i);
  });

  test('a crashing page shows "This page crashed." with Try again and title "Page Error"', async ({
    page,
  }) => {
    await page.goto('/__test__/crash/');
    await expect(page.getByText('This page crashed.')).toBeVisible();
    await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
    await expect(page).toHaveTitle(/Page Error/);
  });

  test('route progress bar appears only after 200 ms on a slow navigation', async ({page}) => {
    await open(page, '/docs/');
    // Hold every script of the next route until released, to make the navigation slow.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.evaluate(() => {
      const w = window as unknown as {progressShownAt?: number; clickedAt?: number};
      new MutationObserver(() => {
        if (document.getElementById('nprogress') && w.progressShownAt === undefined) {
          w.progressShownAt = performance.now();
        }
      }).observe(document.body, {childList: true, subtree: true});
    });
    await page.evaluate(
      () => ((window as unknown as {clickedAt: number}).clickedAt = performance.now()),
    );
    await page.locator('.menu a[href="/docs/installation/faq/"]').click();
    await expect(page.locator('#nprogress')).toBeAttached();
    release();
    const delay = await page.evaluate(() => {
      const w = window as unknown as {progressShownAt: number; clickedAt: number};
      return w.progressShownAt - w.clickedAt;
    });
    expect(delay).toBeGreaterThanOrEqual(195);
    await expect(page).toHaveURL(/\/docs\/installation\/faq\/$/);
  });

  test('a page module: loading indicator only after 200 ms, error box with Retry, then the module', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as {loaderShownAt?: number};
      new MutationObserver(() => {
        if (document.getElementById('loader') && w.loaderShownAt === undefined)
          w.loaderShownAt = performance.now();
      }).observe(document, {childList: true, subtree: true});
    });
    await open(page, '/__test__/module/');
    await expect(page.locator('#loader')).toBeAttached();
    const delay = await page.evaluate(
      () =>
        (window as unknown as {loaderShownAt: number}).loaderShownAt -
        window.__testModule!.startedAt,
    );
    expect(delay).toBeGreaterThanOrEqual(195);
    await page.evaluate(() => window.__testModule!.fail());
    await expect(page.getByText('Loading chunk 999 failed.')).toBeVisible();
    await page.getByRole('button', {name: 'Retry'}).click();
    await expect.poll(() => page.evaluate(() => window.__testModule?.attempts)).toBe(2);
    await page.evaluate(() => window.__testModule!.succeed());
    await expect(page.getByTestId('module-loaded')).toHaveText('Module loaded');
  });

  test('a route that fails to load during navigation reloads the page', async ({page}) => {
    await open(page, '/docs/');
    await page.evaluate(() => ((window as unknown as {marker: boolean}).marker = true));
    await page.route('**/assets/js/*.js', (route) => route.fulfill({status: 500, body: 'fail'}));
    const reloaded = page.waitForEvent('load');
    await page.locator('.menu a[href="/docs/installation/faq/"]').click();
    await reloaded;
    await page.unroute('**/assets/js/*.js');
    expect(
      await page.evaluate(() => (window as unknown as {marker?: boolean}).marker),
    ).toBeUndefined();
    await expect(page).toHaveURL(/\/docs\/installation\/faq\/$/);
  });
});

test.describe('prefetch', () => {
  test('on a phone, the links of the closed menu are not prefetched', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await open(page, '/docs/integrations/zigbee2mqtt/');
    const items = page.locator('.navbar-sidebar__items--show-secondary');
    await expect(items).toHaveCount(1);
    // Wait for the menu's slide to the doc sidebar to end, as a reader's page would.
    await expect
      .poll(() => items.evaluate((el) => el.getAnimations({subtree: true}).length))
      .toBe(0);
    // With the menu touching the screen's edge, a load asked for over 400 chunks of its routes.
    await page.waitForLoadState('networkidle');
    expect(await page.locator('link[rel="prefetch"]').count()).toBeLessThan(10);
  });

  const connections = [
    {
      name: 'a fast connection',
      connection: {effectiveType: '4g', saveData: false},
      prefetches: true,
    },
    {
      name: 'a 2g connection',
      connection: {effectiveType: '2g', saveData: false},
      prefetches: false,
    },
    {name: 'data saver', connection: {effectiveType: '4g', saveData: true}, prefetches: false},
  ];
  for (const {name, connection, prefetches} of connections) {
    test(`page assets are ${prefetches ? '' : 'not '}prefetched on ${name}`, async ({page}) => {
      await page.addInitScript((c) => {
        Object.defineProperty(navigator, 'connection', {value: c, configurable: true});
      }, connection);
      await open(page, '/docs/');
      // Links in view are prefetched as soon as they are seen; ask for one more explicitly.
      const result = await page.evaluate(() => {
        const w = window as unknown as {docusaurus: {prefetch: (p: string) => unknown}};
        return w.docusaurus.prefetch('/blog/archive/') !== false;
      });
      expect(result).toBe(prefetches);
      if (prefetches) {
        await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
      } else {
        await page.waitForLoadState('networkidle');
        expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
      }
    });
  }
});
