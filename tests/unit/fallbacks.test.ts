/**
 * The one plugin that reaches Docusaurus's internals, the code highlighting (src/plugins/code-highlighting),
 * falls back to stock behaviour, with a warning and never a failure, when its target moves.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import codeHighlightingPlugin from '../../src/plugins/code-highlighting/index.ts';
import {darkCodeTheme, lightCodeTheme} from '../../config/prism.ts';

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

test("code-highlighting: without the theme's file, a warning, no alias, the stylesheet still added", () => {
  const empty = mkdtempSync(path.join(tmpdir(), 'gladys-prism-'));
  const options = {lightTheme: lightCodeTheme, darkTheme: darkCodeTheme};
  try {
    const context = {siteDir: empty, generatedFilesDir: path.join(empty, '.docusaurus')};
    let plugin: ReturnType<typeof codeHighlightingPlugin> | undefined;
    const seen = warnings(() => (plugin = codeHighlightingPlugin(context as LoadContext, options)));
    assert.match(seen.join('\n'), /Prism stays in the main bundle/);
    assert.equal(plugin!.configureWebpack, undefined);
    const [stylesheet] = plugin!.getClientModules!() as string[];
    assert.match(readFileSync(stylesheet!, 'utf8'), /\.static-code \.token\./);
  } finally {
    rmSync(empty, {recursive: true});
  }
  const generated = mkdtempSync(path.join(tmpdir(), 'gladys-prism-'));
  try {
    const real = codeHighlightingPlugin(
      {siteDir, generatedFilesDir: generated} as LoadContext,
      options,
    );
    assert.equal(typeof real.configureWebpack, 'function');
  } finally {
    rmSync(generated, {recursive: true});
  }
});
