/**
 * What reaches Docusaurus's internals falls back to stock behaviour, with a warning and never a
 * failure, when its target moves: the guarded swizzles (src/plugins/theme-fallbacks), Prism on
 * demand (src/plugins/prism-on-demand) and the French translation table
 * (src/plugins/code-translations).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import themeFallbacksPlugin, {
  guardedSwizzles,
  missingTarget,
} from '../../src/plugins/theme-fallbacks/index.ts';
import prismOnDemandPlugin from '../../src/plugins/prism-on-demand/index.ts';
import codeTranslationsPlugin from '../../src/plugins/code-translations/index.ts';

const siteDir = path.resolve(import.meta.dirname, '../..');

/** Runs `run` with console.warn captured; returns the warnings. */
function warnings(run: () => void): string[] {
  const seen: string[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => void seen.push(args.join(' '));
  try {
    run();
  } finally {
    console.warn = warn;
  }
  return seen;
}

test('every private target of the guarded swizzles is where the copies expect it', () => {
  const resolve = (request: string) => require.resolve(request, {paths: [siteDir]});
  for (const {component, targets} of guardedSwizzles) {
    for (const target of targets) assert.equal(missingTarget(target, resolve), null, component);
  }
});

test('a moved target makes the swizzle point at the theme original, with a warning', () => {
  const plugin = themeFallbacksPlugin({siteDir} as LoadContext);
  const original = '/theme/lib/theme/CodeBlock/Line/index.js';
  const aliases = Object.fromEntries(
    guardedSwizzles.map(({component}) => [`@theme-original/${component}`, `/theme/${component}`]),
  );
  aliases['@theme-original/CodeBlock/Line'] = original;
  const config = {resolve: {alias: aliases}};
  // The real targets resolve: nothing changes.
  let result: unknown;
  assert.deepEqual(
    warnings(
      () => (result = plugin.configureWebpack!(config as never, false, {} as never, {} as never)),
    ),
    [],
  );
  assert.deepEqual(result, {});
  // A theme without one of the components: a warning, no alias.
  delete aliases['@theme-original/LastUpdated'];
  const fresh = themeFallbacksPlugin({siteDir} as LoadContext);
  const seen = warnings(() =>
    fresh.configureWebpack!(config as never, false, {} as never, {} as never),
  );
  assert.match(seen.join('\n'), /the theme no longer has LastUpdated/);
  // A private file gone: resolve from a folder without node_modules.
  const empty = mkdtempSync(path.join(tmpdir(), 'gladys-fallbacks-'));
  try {
    const moved = themeFallbacksPlugin({siteDir: empty} as LoadContext);
    let fallback: {resolve?: {alias?: Record<string, string>}} = {};
    const lines = warnings(
      () =>
        (fallback = moved.configureWebpack!(
          config as never,
          false,
          {} as never,
          {} as never,
        ) as never),
    );
    assert.equal(fallback.resolve?.alias?.['@theme/CodeBlock/Line'], original);
    assert.match(lines.join('\n'), /src\/theme\/CodeBlock\/Line falls back to the theme's own/);
  } finally {
    rmSync(empty, {recursive: true});
  }
});

test("prism-on-demand: without the theme's file, a warning and no alias", () => {
  const empty = mkdtempSync(path.join(tmpdir(), 'gladys-prism-'));
  try {
    let plugin: ReturnType<typeof prismOnDemandPlugin> | undefined;
    const seen = warnings(() => (plugin = prismOnDemandPlugin({siteDir: empty} as LoadContext)));
    assert.match(seen.join('\n'), /Prism stays in the main bundle/);
    assert.equal(plugin!.configureWebpack, undefined);
  } finally {
    rmSync(empty, {recursive: true});
  }
  const real = prismOnDemandPlugin({siteDir} as LoadContext);
  assert.equal(typeof real.configureWebpack, 'function');
});

test('code-translations: without the generated table, a warning and the stock table', () => {
  const context = {
    siteDir,
    generatedFilesDir: path.join(tmpdir(), 'gladys-no-generated'),
    i18n: {currentLocale: 'fr', defaultLocale: 'en'},
  } as unknown as LoadContext;
  const plugin = codeTranslationsPlugin(context);
  let result: unknown;
  const config = {resolve: {alias: {'@generated': path.join(tmpdir(), 'gladys-no-generated')}}};
  const seen = warnings(
    () => (result = plugin.configureWebpack!(config as never, false, {} as never, {} as never)),
  );
  assert.deepEqual(result, {});
  assert.match(seen.join('\n'), /the whole table stays in the main bundle/);
});
