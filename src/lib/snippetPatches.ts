/**
 * Build-time fixes of third-party code that no option or swizzle reaches: each replaces one exact
 * snippet of an installed file, for the one package version the snippets were read in. Used by the
 * DocSearch modal's fixes (src/plugins/search/docsearchPatches.ts) and by theme-common's
 * (src/plugins/theme-common-fixes/patches.ts).
 */

/** One fix: the fault it mends (for error messages), the exact snippet and its replacement. */
export type SnippetPatch = {fault: string; find: string; replace: string};

/** Whose fixes these are, and for which installed file. */
export type SnippetPatchTarget = {
  /** The module that lists the fixes, named in the version error (`src/plugins/…/patches.ts`). */
  owner: string;
  /** The npm package, for example `@docsearch/react`. */
  packageName: string;
  /** The version the snippets were read in. */
  patchedVersion: string;
  /** The installed version (from the package's package.json). */
  installedVersion: string;
  /** The patched file, named in the snippet error. */
  file: string;
};

/**
 * Applies fixes in order to a file's source.
 *
 * @param source the installed file's source
 * @param patches the fixes, applied one after the other
 * @param target the package, versions and file (see {@link SnippetPatchTarget})
 * @returns the fixed source
 * @throws Error naming the owner when the installed version is not the patched one, or naming the
 *   fault when a snippet is not found exactly once: check whether the new version still has the
 *   fault, then update or drop the fix
 */
export function applySnippetPatches(
  source: string,
  patches: readonly SnippetPatch[],
  target: SnippetPatchTarget,
): string {
  const {owner, packageName, patchedVersion, installedVersion, file} = target;
  if (installedVersion !== patchedVersion) {
    throw new Error(
      `${owner} fixes ${packageName} ${patchedVersion}, but ${installedVersion} is installed. ` +
        `Check whether ${installedVersion} still has the faults listed there, then update or remove the fixes.`,
    );
  }
  return patches.reduce((patched, {fault, find, replace}) => {
    const count = patched.split(find).length - 1;
    if (count !== 1) {
      throw new Error(
        `A fix of ${packageName} expected its snippet once in ${file}, found it ${count} times. Fault it fixes: ${fault}`,
      );
    }
    return patched.replace(find, () => replace);
  }, source);
}
