/**
 * What reaches Docusaurus's internals falls back to stock behaviour, with a warning and never a
 * failure, when its target moves: Prism on demand (src/plugins/prism-on-demand) and the French
 * translation table (src/plugins/code-translations).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
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
