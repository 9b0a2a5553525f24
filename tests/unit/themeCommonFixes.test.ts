/**
 * The build-time fixes of @docusaurus/theme-common (src/plugins/theme-common-fixes): they apply to
 * the installed version, and stop the build when they no longer fit.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {
  applyThemeCommonPatch,
  patchedThemeCommonVersion,
  themeCommonPatches,
} from '../../src/plugins/theme-common-fixes/patches.ts';

const root = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-common')),
  '..',
);
const installed = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {version: string}
).version;

test('each theme-common fix applies once to the installed version', () => {
  assert.equal(installed, patchedThemeCommonVersion);
  for (const patch of themeCommonPatches) {
    const source = readFileSync(path.join(root, patch.file), 'utf8');
    const fixed = applyThemeCommonPatch(source, installed, patch);
    assert.ok(fixed.includes(patch.replace));
    assert.ok(!fixed.includes(patch.find));
  }
});

test('the shallow-memo fix leaves no localeCompare in its file', () => {
  const [patch] = themeCommonPatches;
  const source = readFileSync(path.join(root, patch!.file), 'utf8');
  assert.doesNotMatch(applyThemeCommonPatch(source, installed, patch!), /localeCompare/);
});

test('theme-common fixes stop the build on another version or a missing snippet', () => {
  const [patch] = themeCommonPatches;
  assert.throws(
    () => applyThemeCommonPatch('', '3.11.0', patch!),
    /fixes @docusaurus\/theme-common 3\.10\.2, but 3\.11\.0 is installed/,
  );
  assert.throws(
    () => applyThemeCommonPatch('no snippet here', '3.10.2', patch!),
    /expected its snippet once in lib\/utils\/reactUtils\.js, found it 0 times/,
  );
});
