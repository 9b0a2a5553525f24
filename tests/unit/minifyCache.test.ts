/**
 * Keys of the minified-file cache (src/plugins/minify-cache): a cached file is used only for the
 * same text, the same kind of file and the same minimizers with the same options; files no build
 * used for the lifetime are deleted.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  minifiedKey,
  minifierFingerprint,
  pruneMinified,
  unusedLifetimeMs,
} from '../../src/plugins/minify-cache/index.ts';

const siteDir = path.resolve(import.meta.dirname, '../..');

test('a key follows the text, the extension and the minimizers', () => {
  const fingerprint = 'f'.repeat(64);
  const key = minifiedKey(fingerprint, 'assets/js/main.1234abcd.js', 'var a = 1;');
  assert.match(key, /^[0-9a-f]{64}$/);
  assert.equal(minifiedKey(fingerprint, 'assets/js/other.9999aaaa.js', 'var a = 1;'), key);
  assert.equal(minifiedKey(fingerprint, 'x.js', Buffer.from('var a = 1;')), key);
  assert.notEqual(minifiedKey(fingerprint, 'x.js', 'var a = 2;'), key);
  assert.notEqual(minifiedKey(fingerprint, 'x.css', 'var a = 1;'), key);
  assert.notEqual(minifiedKey('e'.repeat(64), 'x.js', 'var a = 1;'), key);
});

test("the minimizers' fingerprint follows their options", () => {
  class SwcJsMinimizerRspackPlugin {
    constructor(readonly _args: unknown[]) {}
  }
  const options = (ecma: number) => [
    new SwcJsMinimizerRspackPlugin([{minimizerOptions: {minify: true, ecma}}]),
  ];
  const fingerprint = minifierFingerprint(siteDir, options(2020));
  assert.match(fingerprint, /^[0-9a-f]{64}$/);
  assert.equal(minifierFingerprint(siteDir, options(2020)), fingerprint);
  assert.notEqual(minifierFingerprint(siteDir, options(2015)), fingerprint);
  assert.notEqual(
    minifierFingerprint(siteDir, [...options(2020), {targets: ['chrome 100']}]),
    fingerprint,
  );
});

test('files unused for the lifetime are deleted, the others kept', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'gladys-minified-'));
  try {
    const now = Date.parse('2026-11-25T12:00:00Z');
    const at = (name: string, ageMs: number) => {
      writeFileSync(path.join(dir, name), 'x');
      const time = new Date(now - ageMs);
      utimesSync(path.join(dir, name), time, time);
    };
    at('recent', 60_000);
    at('almost', unusedLifetimeMs - 60_000);
    at('old', unusedLifetimeMs + 60_000);
    at(`${'a'.repeat(64)}.tmp-123`, unusedLifetimeMs * 2);
    assert.equal(pruneMinified(dir, now), 2);
    assert.ok(existsSync(path.join(dir, 'recent')));
    assert.ok(existsSync(path.join(dir, 'almost')));
    assert.ok(!existsSync(path.join(dir, 'old')));
    assert.equal(pruneMinified(path.join(dir, 'missing'), now), 0, 'no folder, nothing to do');
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
