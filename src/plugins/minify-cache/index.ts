import {createHash} from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import {rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler, RspackPluginInstance} from '@rspack/core';
import type {WebpackPluginInstance} from 'webpack';

/** Scripts and stylesheets: the assets the bundler's minimizers rewrite. */
const minifiable = /\.(?:js|css)$/;

/**
 * Everything besides an asset's own text that decides what the minimizers make of it, for the key:
 * the locked dependency versions (Rspack, its SWC and Lightning CSS, Docusaurus's minimizer
 * options), the site's package.json (its browserslist queries set Lightning CSS's targets), and the
 * minimizers the configuration lists with their options.
 *
 * @param siteDir the site's root
 * @param minimizers `optimization.minimizer` of the client configuration
 */
export function minifierFingerprint(siteDir: string, minimizers: unknown): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(siteDir, 'package-lock.json')));
  hash.update(readFileSync(path.join(siteDir, 'package.json')));
  hash.update(
    JSON.stringify(minimizers, (_key, value: unknown) =>
      typeof value === 'function' ? `function ${value.name}` : value,
    ),
  );
  return hash.digest('hex');
}

/**
 * Key of one asset: its name's extension (the minimizer it goes to), its text before minifying and
 * the fingerprint of the minimizers.
 * @returns 64 hex characters
 */
export function minifiedKey(fingerprint: string, name: string, source: string | Buffer): string {
  return createHash('sha256')
    .update(fingerprint)
    .update(path.extname(name))
    .update('\0')
    .update(source)
    .digest('hex');
}

/** How long a minified file may stay unused before a build deletes it: 14 days, in ms. */
export const unusedLifetimeMs = 14 * 24 * 60 * 60 * 1000;

/**
 * Deletes the minified files that no build used for `lifetimeMs` (a build that uses a file sets its
 * modification time, see {@link MinifyCacheRspackPlugin}), so that the cache does not grow with
 * every change of every script. Half-written files (`*.tmp-<pid>`) of builds that were stopped go
 * the same way.
 *
 * @param cacheDir the cache's folder; a missing folder holds nothing
 * @param now the time to count from, in ms since the epoch
 * @param lifetimeMs how long an unused file is kept, in ms
 * @returns how many files were deleted
 */
export function pruneMinified(
  cacheDir: string,
  now: number,
  lifetimeMs = unusedLifetimeMs,
): number {
  if (!existsSync(cacheDir)) return 0;
  let deleted = 0;
  for (const name of readdirSync(cacheDir)) {
    const file = path.join(cacheDir, name);
    try {
      if (now - statSync(file).mtimeMs <= lifetimeMs) continue;
      rmSync(file, {force: true});
      deleted += 1;
    } catch {
      // Deleted meanwhile by the other locale's build: nothing to do.
    }
  }
  return deleted;
}

/**
 * Stores one minified file under its key: written aside, then renamed, so that a build stopped
 * half-way leaves no half file under a key. A file that cannot be written is only reported (the
 * next build minifies that asset again); the half-written one is deleted.
 *
 * @param cacheDir the cache's folder, which exists
 * @param key the file's name ({@link minifiedKey})
 * @param minified the minimizers' output
 */
async function storeMinified(cacheDir: string, key: string, minified: Buffer): Promise<void> {
  const temporary = path.join(cacheDir, `${key}.tmp-${process.pid}`);
  try {
    await writeFile(temporary, minified);
    await rename(temporary, path.join(cacheDir, key));
  } catch (error) {
    console.warn(`[minify-cache] could not store ${key}: ${String(error)}`);
    await rm(temporary, {force: true});
  }
}

/**
 * An Rspack plugin that keeps the minimizers' output between builds. Just before the minimizers run,
 * each script and stylesheet whose text, with the same minimizers, was minified by an earlier build
 * is replaced by that output and marked `minimized`, so the minimizers leave it alone; right after
 * they run, what they made of the others is stored under their key. The runtime chunk is left to
 * the minimizers every time. A file used gets a new modification time; files that no build used
 * for 14 days are deleted ({@link pruneMinified}).
 */
class MinifyCacheRspackPlugin implements RspackPluginInstance {
  /**
   * @param cacheDir folder of the minified files, one file per key
   * @param siteDir the site's root, for {@link minifierFingerprint}
   */
  constructor(
    private readonly cacheDir: string,
    private readonly siteDir: string,
  ) {}

  /** Files being stored, awaited when the compiler is done. */
  private readonly writes: Promise<void>[] = [];

  apply(compiler: Compiler) {
    const name = 'GladysMinifyCache';
    const {Compilation, sources} = compiler.webpack;
    if (!compiler.options.optimization.minimize) return;
    const fingerprint = minifierFingerprint(this.siteDir, compiler.options.optimization.minimizer);
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      /** Assets the minimizers will rewrite in this build: name → key. */
      const pending = new Map<string, string>();
      compilation.hooks.processAssets.tap(
        {name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE - 1},
        () => {
          const runtimeFiles = new Set(
            [...compilation.chunks].filter((c) => c.hasRuntime()).flatMap((c) => [...c.files]),
          );
          for (const asset of compilation.getAssets()) {
            if (!minifiable.test(asset.name) || asset.info.minimized) continue;
            // The runtime holds every chunk's content hash, which Rspack's real-content-hash step
            // rewrites after the minimizers. A runtime copied from the cache kept the hashes from
            // before that step, naming files that do not exist (tests/build/chunks.test.ts), so it
            // is always minified.
            if (runtimeFiles.has(asset.name)) continue;
            const key = minifiedKey(fingerprint, asset.name, asset.source.source());
            const file = path.join(this.cacheDir, key);
            if (existsSync(file)) {
              // Used now: pruneMinified keeps it for another lifetime.
              const now = new Date();
              utimesSync(file, now, now);
              // The function keeps the asset's other info (its content hash among them, which
              // the real-content-hash step after the minimizers needs); an object would replace it.
              compilation.updateAsset(
                asset.name,
                new sources.RawSource(readFileSync(file)),
                (info) => ({...info, minimized: true}),
              );
            } else {
              pending.set(asset.name, key);
            }
          }
        },
      );
      compilation.hooks.processAssets.tap(
        {name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
        () => {
          pruneMinified(this.cacheDir, Date.now());
          if (!pending.size) return;
          mkdirSync(this.cacheDir, {recursive: true});
          // Written by libuv's threads while the bundler goes on: written here, one file after the
          // other, the 240 files of a cold build held the bundler for about 0.25 s a locale.
          for (const [assetName, key] of pending) {
            const asset = compilation.getAsset(assetName);
            if (asset) this.writes.push(storeMinified(this.cacheDir, key, asset.source.buffer()));
          }
        },
      );
    });
    // The build ends once every file is stored (Rspack awaits `done` before its callback).
    compiler.hooks.done.tapPromise(name, async () => {
      const writes = this.writes.splice(0);
      await Promise.all(writes);
    });
  }
}

/**
 * Keeps the minified scripts and stylesheets of the client bundle in
 * `node_modules/.cache/gladys-minified/`, keyed by their text before minifying and the minimizers'
 * versions and options, so a build minifies only what changed since an earlier one. Rspack's own
 * cache keeps the modules but not the minimizers' work, which was about 2 s of CPU time a locale in
 * a build where nothing changed. The output is the minimizers' own: the same bytes as when they run.
 *
 * The folder grows by the files of each change; `npm run clear` empties it.
 *
 * @returns a Docusaurus plugin that only adds an Rspack plugin to the client's configuration
 */
export default function minifyCachePlugin(context: LoadContext): Plugin {
  const cacheDir = path.join(context.siteDir, 'node_modules/.cache/gladys-minified');
  return {
    name: 'gladys-minify-cache',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // Docusaurus types the configuration in webpack's terms; the site builds with Rspack
      // (`future.faster`), which calls the plugin with its own compiler.
      const plugin = new MinifyCacheRspackPlugin(cacheDir, context.siteDir);
      return {plugins: [plugin as unknown as WebpackPluginInstance]};
    },
  };
}
