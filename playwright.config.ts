import {defineConfig, devices} from '@playwright/test';
import {chromiumFlags, chromiumPath} from './scripts/lib/chromium';
// Specs import data files that call translate(): resolve it to the English stand-in.
import './tests/support/docusaurusStubs';

/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium) against the
 * built site served on port 3210 by tests/support/server.ts, which behaves
 * like the production host and applies build/_headers (Content-Security-Policy
 * included) and build/_redirects. Playwright gives
 * every browser launch a fresh, empty profile directory of its own. Build first with
 * `npm test` (or GLADYS_TEST_ROUTES=true npm run build).
 */
export const port = Number(process.env.E2E_PORT ?? 3210);

/**
 * `E2E_SEARCH=hosted`: the search spec only, against the hosted-mode build in
 * `build-hosted/` (English, `npm test` makes it) whose search backend queries
 * the Algolia stand-in of tests/support/algoliaServer.ts on 127.0.0.1:3211,
 * filled from the pages of `build/`.
 */
const hostedSearch = process.env.E2E_SEARCH === 'hosted';

export default defineConfig({
  testDir: './tests/e2e',
  ...(hostedSearch && {testMatch: 'search.spec.ts'}),
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous waits: two workers share a 2-core machine, where the sitemap crawl beside the search
  // tests can hold a page's first index load for more than ten seconds. Only a failure waits that long.
  timeout: 60_000,
  expect: {timeout: 20_000},
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    // The offline-reading service worker would store ~15 MB in every test's fresh profile;
    // tests/e2e/offline.spec.ts allows it where it is under test.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      // A proxy that does not exist: no request for another host leaves the machine, whatever a
      // page asks (tests/e2e/fixtures.ts reports them). Chromium sends localhost's directly.
      args: [...chromiumFlags, '--proxy-server=http://127.0.0.1:9'],
    },
  },
  projects: [
    {name: 'chromium', use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}}},
  ],
  webServer: [
    {
      command: `node --import tsx tests/support/server.ts --dir ${hostedSearch ? 'build-hosted' : 'build'} --port ${port} --host localhost`,
      url: `http://localhost:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...(hostedSearch
      ? [
          {
            command: 'node --import tsx tests/support/algoliaServer.ts --pages build --port 3211',
            url: 'http://127.0.0.1:3211/',
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
