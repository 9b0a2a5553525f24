/**
 * The hosting rules of the build, as served by tests/support/server.ts (which
 * applies build/_headers and build/_redirects like the host): security and
 * cache headers, and the redirects of legacy URLs, followed in Chromium.
 */
import {test, expect} from './fixtures';

test('pages carry the security headers; hashed assets are cached for a year', async ({
  request,
  page,
}) => {
  const response = await request.get('/docs/');
  const headers = response.headers();
  expect(headers['content-security-policy']).toMatch(
    /script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/,
  );
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-robots-tag']).toBeUndefined();

  await page.goto('/docs/');
  const script = await page.locator('script[src*="/assets/js/main."]').getAttribute('src');
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/img/logo.svg')).headers()['cache-control']).not.toContain(
    'immutable',
  );
});

test('the preview domain is kept out of search engines', async ({request}) => {
  const response = await request.get('/', {headers: {Host: 'v4-website.pages.dev'}});
  expect(response.headers()['x-robots-tag']).toBe('noindex');
});

test('the hosting files themselves are not served', async ({request}) => {
  expect((await request.get('/_headers')).status()).toBe(404);
  expect((await request.get('/_redirects')).status()).toBe(404);
});

const legacy: [from: string, to: string][] = [
  ['/en/docs/installation/docker/', '/docs/installation/docker/'],
  ['/en/', '/'],
  ['/pricing', '/plus/'],
  ['/fr/pricing/', '/fr/plus/'],
  ['/pricing/success', '/payment_success/'],
  ['/fr/installation', '/fr/docs/'],
  ['/en/installation', '/docs/'],
  ['/fr/gladys-starter-pack', '/fr/plus/'],
  ['/blog/gladys-assistant-4-launch', '/blog/lancement-gladys-assistant-4/'],
  ['/en/article/gladys-and-duckdb', '/blog/gladys-and-duckdb/'],
  ['/fr/article/gladys-and-duckdb', '/fr/blog/gladys-and-duckdb/'],
  ['/docs/integrations/googleCast', '/docs/integrations/google-cast/'],
];

for (const [from, to] of legacy) {
  test(`legacy ${from} lands on ${to}`, async ({page}) => {
    const response = await page.goto(from);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(to);
    const first = response?.request().redirectedFrom();
    expect(first, 'a redirect happened').toBeTruthy();
    expect((await first!.response())?.status()).toBe(301);
  });
}

test('download links are temporary (302) redirects to the release worker', async ({request}) => {
  const response = await request.get('/download/latest-64.zip', {maxRedirects: 0});
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe(
    'https://download-latest.gladysassistant.workers.dev/?arch=64',
  );
});
