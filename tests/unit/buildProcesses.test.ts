/**
 * scripts/build.mjs: both locales build in one process only when an earlier build of every
 * locale left its caches (the bundler's and each locale's twins), else one process per locale.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {cachesOfEveryLocale} from '../../scripts/build.mjs';

test('one process for all locales only with the caches of every locale', () => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'gladys-build-processes-'));
  try {
    const cache = path.join(siteDir, 'node_modules/.cache');
    assert.equal(cachesOfEveryLocale(siteDir), false, 'no cache at all');
    mkdirSync(path.join(cache, 'rspack'), {recursive: true});
    assert.equal(cachesOfEveryLocale(siteDir), false, "the bundler's cache alone");
    const twins = (locale: string) => {
      const dir = path.join(cache, 'gladys-postbuild', `llms-txt-${locale}`);
      mkdirSync(dir, {recursive: true});
      writeFileSync(path.join(dir, 'manifest.json'), '{"key":"k","files":[]}');
    };
    twins('en');
    assert.equal(cachesOfEveryLocale(siteDir), false, 'French never built');
    twins('fr');
    assert.equal(cachesOfEveryLocale(siteDir), true);
    rmSync(path.join(cache, 'rspack'), {recursive: true});
    assert.equal(cachesOfEveryLocale(siteDir), false, "the bundler's cache emptied");
  } finally {
    rmSync(siteDir, {recursive: true, force: true});
  }
});
