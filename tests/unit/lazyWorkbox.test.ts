/**
 * src/plugins/offline/lazyWorkbox.ts: loading @docusaurus/plugin-pwa no longer loads the whole of
 * `workbox-build` (its `generateSW`, with Rollup and Babel), and the plugin still gets the real
 * `injectManifest`, and the real package for anything else. node:test runs this file in a process
 * of its own, so the module cache starts empty of workbox.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';

const requireHere = createRequire(import.meta.url);
const requireFromPwa = createRequire(requireHere.resolve('@docusaurus/plugin-pwa/package.json'));
const entry = requireFromPwa.resolve('workbox-build');

/** Whether a module whose path contains `part` is in Node's module cache. */
const loaded = (part: string) => Object.keys(requireHere.cache).some((file) => file.includes(part));

test('plugin-pwa loads with a stand-in for workbox-build; injectManifest is the real one', async () => {
  assert.equal(loaded('workbox-build'), false, 'workbox-build loaded before the test');
  await import('../../src/plugins/offline/index.ts');
  requireFromPwa('@docusaurus/plugin-pwa/lib/index.js');
  assert.equal(loaded('workbox-build/build/generate-sw'), false, 'generateSW was loaded');
  assert.equal(loaded('/rollup/'), false, 'Rollup was loaded');

  const workbox = requireFromPwa('workbox-build') as Record<string, unknown>;
  const real = requireFromPwa('workbox-build/build/inject-manifest.js') as Record<string, unknown>;
  assert.equal(typeof workbox.injectManifest, 'function');
  assert.equal(workbox.injectManifest, real.injectManifest);
  assert.equal(
    loaded('workbox-build/build/generate-sw'),
    false,
    'injectManifest loaded generateSW',
  );

  // Anything else: the real package, which then replaces the stand-in in the cache.
  assert.equal(typeof workbox.generateSW, 'function');
  assert.equal(loaded('workbox-build/build/generate-sw'), true);
  assert.notEqual(requireHere.cache[entry]?.exports, workbox, 'the stand-in stayed in the cache');
  assert.equal(
    (requireFromPwa('workbox-build') as Record<string, unknown>).getManifest,
    workbox.getManifest,
  );
});

test('does nothing when workbox-build is already loaded', async () => {
  const {installLazyWorkbox} = await import('../../src/plugins/offline/lazyWorkbox.ts');
  const before = requireHere.cache[entry];
  assert.equal(installLazyWorkbox(), entry);
  assert.equal(requireHere.cache[entry], before);
});
