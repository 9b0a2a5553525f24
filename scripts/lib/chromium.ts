/**
 * Debian's Chromium, shared by the end-to-end tests (playwright.config.ts), the
 * benchmarks, the diagrams and the screenshots. Browser downloads fail on the
 * build machines, so the system browser is used: `apt-get install chromium`.
 */

/** Path of the browser executable; `CHROMIUM_PATH` overrides it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Launch flags for a quiet, reproducible browser: no sandbox (tests run as
 * root in CI), no GPU, no QUIC, and none of the background requests (updates,
 * sync, component downloads) that would flood a closed network.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
