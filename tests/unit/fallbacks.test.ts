/**
 * The one plugin that reaches Docusaurus's internals, Prism on demand (src/plugins/prism-on-demand),
 * falls back to stock behaviour, with a warning and never a failure, when its target moves.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import prismOnDemandPlugin from '../../src/plugins/prism-on-demand/index.ts';

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
