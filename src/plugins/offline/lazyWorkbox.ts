import Module, {createRequire} from 'node:module';
import path from 'node:path';

/** Resolves modules as @docusaurus/plugin-pwa does: `workbox-build` is its dependency, not ours. */
const requireFromPwa = createRequire(require.resolve('@docusaurus/plugin-pwa/package.json'));

/** Node's module cache, the real one (jiti gives the modules it loads a private `require.cache`). */
const moduleCache = createRequire(__filename).cache;

/**
 * Makes `require('workbox-build')` cheap for @docusaurus/plugin-pwa, which loads that package when
 * the plugin is loaded but calls only its `injectManifest`, and only in a production build's
 * postBuild step. The package's entry point also loads `generateSW`, `getManifest` and what they
 * need (Rollup, Babel and their plugins): about 0.2 s of the main thread in every build process, on
 * the path to bundling, and in `npm start`, which never writes a service worker. Measured alone:
 * 260 ms for `workbox-build`, 50 ms for its `inject-manifest` module.
 *
 * Puts a stand-in for the package's entry point in Node's module cache, before plugin-pwa is loaded
 * (`src/plugins/offline/index.ts` imports this module first). Reading `injectManifest` from it loads
 * `workbox-build/build/inject-manifest.js` alone, then; reading anything else takes the stand-in out
 * of the cache and returns the real package's export, so a later version of the plugin that uses
 * more of the package still works, only without the saving.
 *
 * Does nothing when the package is already loaded (the stand-in would then be pointless).
 *
 * @returns the path of the package's entry point, whose cache entry is the stand-in (or the real
 *   module when it was already loaded)
 */
export function installLazyWorkbox(): string {
  const entry = requireFromPwa.resolve('workbox-build');
  if (moduleCache[entry]) return entry;
  const injectManifestModule = path.join(path.dirname(entry), 'inject-manifest.js');
  const standIn = new Module(entry);
  standIn.filename = entry;
  standIn.loaded = true;
  standIn.exports = new Proxy(
    {},
    {
      get(_target, key) {
        if (key === 'injectManifest') {
          return (requireFromPwa(injectManifestModule) as {injectManifest: unknown}).injectManifest;
        }
        if (moduleCache[entry] === standIn) delete moduleCache[entry];
        return (requireFromPwa('workbox-build') as Record<string | symbol, unknown>)[key];
      },
    },
  );
  moduleCache[entry] = standIn;
  return entry;
}

installLazyWorkbox();
