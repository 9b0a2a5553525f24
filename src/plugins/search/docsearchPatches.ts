/**
 * Fixes of DocSearch 4.7.0 that its props cannot make, applied at build time
 * to copies of `@docsearch/react/dist/esm/DocSearchModal.js` (one minified
 * line of 450 KB, which a patch-package diff would duplicate whole) and
 * `DocSearchButton.js`. Why each exists, its tests and the issue text for
 * upstream: `UPSTREAM.md`.
 *
 * Each fix replaces one exact snippet. When the installed version is not the
 * one the snippets come from, or a snippet is not found exactly once, the
 * build stops naming the fix: check whether the new version still has the
 * fault, then update or drop the fix.
 */

/** One exact replacement in a DocSearch file. */
export type SourcePatch = {
  /** Short name shown in errors. */
  name: string;
  /** What goes wrong without it. */
  reason: string;
  find: string;
  replace: string;
};

/** The DocSearch version the snippets come from. */
export const patchedDocSearchVersion = '4.7.0';

/** The fixes, in the order they are applied. */
export const docSearchPatches: readonly SourcePatch[] = [
  {
    name: 'see-all-count: set once per response',
    reason: "'See all {count} results' adds up the counts of every keystroke.",
    find: 'case 2:return D=e.v,y=D.results,e.a(2,y.flatMap(',
    replace:
      'case 2:return D=e.v,y=D.results,u({nbHits:y.reduce(function(t,n){return t+(n.nbHits||0)},0)}),e.a(2,y.flatMap(',
  },
  {
    name: 'see-all-count: no accumulation',
    reason: 'Removes the accumulating update the previous fix replaces.',
    find: 'if(i){var s=r.context.nbHits;u({nbHits:(null!=s?s:0)+i})}',
    replace: '',
  },
  {
    name: 'try-searching-for: keep suggestions an array',
    reason:
      "The suggestions are spread into an object, which has no length: 'Try searching for' never shows.",
    find: 'u({searchSuggestions:k(k({},null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))})',
    replace: 'u({searchSuggestions:Object.keys(o)})',
  },
  {
    name: 'error-screen: keep the error status',
    reason:
      "autocomplete-core's finally() resets the 'error' status: 'No results' shows instead of 'Unable to fetch results'.",
    find: '.finally(function(){p("idle"),Ft&&u.environment.clearTimeout(Ft)})',
    replace:
      '.finally(function(){"error"!==o.getState().status&&p("idle"),Ft&&u.environment.clearTimeout(Ft)})',
  },
  {
    name: 'failed-search: no unhandled rejection',
    reason:
      'Each failed keystroke throws an uncaught error (the dev server shows it over the modal).',
    find: '"error"!==o.getState().status&&p("idle"),Ft&&u.environment.clearTimeout(Ft)});return o.pendingRequests.add(y)',
    replace:
      '"error"!==o.getState().status&&p("idle"),Ft&&u.environment.clearTimeout(Ft)}).catch(function(e){console.warn("Search failed:",e)});return o.pendingRequests.add(y)',
  },
];

/** The fixes of DocSearchButton.js. */
export const docSearchButtonPatches: readonly SourcePatch[] = [
  {
    name: 'button: name includes the visible key hint',
    reason:
      'The name "Search (Control+k)" does not contain the visible "Search Ctrl K" (WCAG 2.5.3).',
    find: '"aria-label":A?"".concat(E," (").concat(L,")"):E',
    replace: '"aria-label":A&&null!==P?"".concat(E," ").concat(x," K"):E',
  },
  {
    name: 'button: words of the visible text apart',
    reason: 'No space between the label and the key hints: "SearchCtrlK" reads as one word.',
    find: 'e.createElement("span",{className:"DocSearch-Button-Placeholder"},g)),e.createElement("span",{className:"DocSearch-Button-Keys"}',
    replace:
      'e.createElement("span",{className:"DocSearch-Button-Placeholder"},g))," ",e.createElement("span",{className:"DocSearch-Button-Keys"}',
  },
  {
    name: 'button: key names apart',
    reason: 'No space between the key names: "CtrlK" reads as one word.',
    find: 'e.createElement(y,{reactsToKey:K},x),e.createElement(y,{reactsToKey:"k"},"K")',
    replace: 'e.createElement(y,{reactsToKey:K},x)," ",e.createElement(y,{reactsToKey:"k"},"K")',
  },
];

/** Number of non-overlapping occurrences of `needle` in `haystack`. */
function occurrences(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

/**
 * Applies `patches` to `source`.
 *
 * @param source the content of the DocSearch file
 * @param version the installed `@docsearch/react` version
 * @param patches the fixes of that file
 * @param file the file's name, for error messages
 * @returns the patched source
 * @throws Error naming the patch when the version differs from
 *   {@link patchedDocSearchVersion} or a snippet is not found exactly once
 */
export function applyDocSearchPatches(
  source: string,
  version: string,
  patches: readonly SourcePatch[] = docSearchPatches,
  file = 'DocSearchModal.js',
): string {
  if (version !== patchedDocSearchVersion) {
    throw new Error(
      `src/plugins/search/docsearchPatches.ts fixes @docsearch/react ${patchedDocSearchVersion}, but ${version} is installed. ` +
        `Check whether ${version} still has the faults listed there, then update or remove the fixes.`,
    );
  }
  let patched = source;
  for (const patch of patches) {
    const count = occurrences(patched, patch.find);
    if (count !== 1) {
      throw new Error(
        `DocSearch fix "${patch.name}" expected its snippet once in ${file}, found it ${count} times. ` +
          `Fault it fixes: ${patch.reason}`,
      );
    }
    patched = patched.replace(patch.find, () => patch.replace);
  }
  return patched;
}
