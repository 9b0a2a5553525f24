/**
 * Faults of @docusaurus/theme-common 3.10.2 that no theme component or option reaches, fixed at
 * build time by replacing one exact snippet of the installed file (see `UPSTREAM.md`). When the
 * installed version is not the one the snippets come from, or a snippet is not found exactly once,
 * the build stops naming the fault: check whether the new version still has it, then update or drop
 * the fix.
 */

import {applySnippetPatches, type SnippetPatch} from '../../lib/snippetPatches';

/** The theme-common version the snippets come from. */
export const patchedThemeCommonVersion = '3.10.2';

/** One fix: the file (relative to the package's folder), the fault, the exact snippet, its replacement. */
export type ThemeCommonPatch = SnippetPatch & {file: string};

/** The fixes. */
export const themeCommonPatches: readonly ThemeCommonPatch[] = [
  {
    file: 'lib/utils/reactUtils.js',
    fault:
      "useShallowMemoObject sorts an object's keys with localeCompare: the first call of a page loads the browser's collation data, 20–55 ms of main thread at 4× CPU slowdown inside the hydration of every docs page on a phone (the mobile menu's NavbarSecondaryMenuFiller).",
    find: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
    // Any fixed order serves: the keys only need to come in the same order on every render.
    replace: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
  },
];

/**
 * Applies one fix to the source of its file (src/lib/snippetPatches.ts).
 *
 * @param source the installed file's source
 * @param version the installed `@docusaurus/theme-common` version
 * @param patch one of {@link themeCommonPatches}
 * @returns the fixed source
 * @throws Error naming the fault when the version differs from {@link patchedThemeCommonVersion}
 *   or the snippet is not found exactly once
 */
export function applyThemeCommonPatch(
  source: string,
  version: string,
  patch: ThemeCommonPatch,
): string {
  return applySnippetPatches(source, [patch], {
    owner: 'src/plugins/theme-common-fixes/patches.ts',
    packageName: '@docusaurus/theme-common',
    patchedVersion: patchedThemeCommonVersion,
    installedVersion: version,
    file: patch.file,
  });
}
