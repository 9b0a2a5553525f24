/**
 * Faults of DocSearch 4.7.0's modal that its props cannot reach, fixed at
 * build time in a copy of `@docsearch/react/dist/esm/DocSearchModal.js` (one
 * minified line of 450 KB, which a patch-package diff would duplicate whole).
 * Why each exists, its tests and the issue text for upstream: `UPSTREAM.md`.
 *
 * Each fix replaces one exact snippet. When the installed version is not the
 * one the snippets come from, or a snippet is not found exactly once, the
 * build stops naming the fault: check whether the new version still has it,
 * then update or drop the fix.
 */

import {applySnippetPatches, type SnippetPatch} from '../../lib/snippetPatches';

/** The DocSearch version the snippets come from. */
export const patchedDocSearchVersion = '4.7.0';

/** The fixes, in the order they are applied: the fault, the exact snippet, its replacement. */
export const docSearchPatches: readonly SnippetPatch[] = [
  {
    fault:
      "Suggestions are spread into an object, which has no length: 'Try searching for' never shows.",
    find: 'u({searchSuggestions:k(k({},null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))})',
    replace: 'u({searchSuggestions:Object.keys(o)})',
  },
  {
    fault:
      "autocomplete-core's finally() resets the 'error' status: 'No results' shows instead of 'Unable to fetch results'.",
    find: '.finally(function(){p("idle"),Ft&&u.environment.clearTimeout(Ft)})',
    replace:
      '.finally(function(){"error"!==o.getState().status&&p("idle"),Ft&&u.environment.clearTimeout(Ft)})',
  },
  {
    fault:
      'Each failed keystroke throws an uncaught error (the dev server shows it over the modal).',
    find: 'Ft&&u.environment.clearTimeout(Ft)});return o.pendingRequests.add(y)',
    replace:
      'Ft&&u.environment.clearTimeout(Ft)}).catch(function(e){console.warn("Search failed:",e)});return o.pendingRequests.add(y)',
  },
];

/**
 * Applies {@link docSearchPatches} to the modal's source (src/lib/snippetPatches.ts).
 *
 * @param source the source of `DocSearchModal.js`
 * @param version the installed `@docsearch/react` version
 * @returns the patched source
 * @throws Error naming the fault when the version differs from
 *   {@link patchedDocSearchVersion} or a snippet is not found exactly once
 */
export function applyDocSearchPatches(source: string, version: string): string {
  return applySnippetPatches(source, docSearchPatches, {
    owner: 'src/plugins/search/docsearchPatches.ts',
    packageName: '@docsearch/react',
    patchedVersion: patchedDocSearchVersion,
    installedVersion: version,
    file: 'DocSearchModal.js',
  });
}
