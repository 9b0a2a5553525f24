/**
 * Shared Playwright fixtures. Every test's page records the requests it makes
 * and the test fails if any goes to a host other than localhost: the site
 * must make no third-party request. The browser cannot send one: its proxy
 * (playwright.config.ts) does not exist, so a failing test never reaches the
 * network.
 */
import {test as base, expect, type Page} from '@playwright/test';

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True for URLs served by this machine (or data:/blob: URLs). */
export function isLocal(url: string): boolean {
  const parsed = new URL(url);
  if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return true;
  return localHosts.has(parsed.hostname);
}

export const test = base.extend<{externalRequests: string[]}>({
  externalRequests: [
    async ({context}, use) => {
      const external: string[] = [];
      // Listened to, not routed: Playwright turns the HTTP cache off in a context with a route,
      // and every page a test opens would then download and compile the site's scripts again
      // (about half of a page's load in the sitemap crawl). The browser's dead proxy
      // (playwright.config.ts) stops these requests.
      context.on('request', (request) => {
        if (!isLocal(request.url())) external.push(request.url());
      });
      await use(external);
      expect(external, 'requests for another host').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Waits until React has hydrated the page (Docusaurus sets `<html data-has-hydrated="true">`). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * Waits until no code block is waiting for the browser's highlighter: such a
 * block's `<pre data-highlighter="loading">` is replaced by a new element once
 * Prism loads (src/theme/CodeBlock/Content), which would lose a focus or a
 * mark a test put on the old one. Blocks highlighted at build time never wait.
 */
export async function codeBlocksSettled(page: Page): Promise<void> {
  await expect(page.locator('pre[data-highlighter="loading"]')).toHaveCount(0);
}

/** Opens a site path and waits for hydration. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}
