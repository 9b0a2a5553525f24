/**
 * Keys of the minified-file cache (src/plugins/minify-cache): a cached file is used only for the
 * same text, the same kind of file and the same minimizers with the same options.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {minifiedKey, minifierFingerprint} from '../../src/plugins/minify-cache/index.ts';

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
