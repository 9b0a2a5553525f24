/**
 * The scene steps a page names with `<SceneStep step="…" />` (src/components/SceneStep), found in
 * its MDX source so that the data tests can check them against a version's scene steps extract
 * without rendering the page. No Docusaurus import.
 */

/** One `<SceneStep step="…" />` of an MDX source: the step key and its 1-based line. */
export type SceneStepRef = {step: string; line: number};

/** Every `<SceneStep step="key" />` of an MDX source, in order, with its line. */
export function sceneStepRefs(source: string): SceneStepRef[] {
  const found: SceneStepRef[] = [];
  for (const m of source.matchAll(/<SceneStep\s+step="([^"]*)"\s*\/>/g)) {
    found.push({step: m[1]!, line: source.slice(0, m.index).split('\n').length});
  }
  return found;
}

/**
 * The steps of `source` that a version cannot show: a key that is not among `steps` (that
 * version's extract) or that has no doc in `pages` (`src/data/sceneStepPages.ts`).
 * @returns `line: "key"` texts, empty when every step is known and documented
 */
export function unknownSceneSteps(
  source: string,
  steps: readonly {key: string}[],
  pages: Readonly<Record<string, string>>,
): string[] {
  const keys = new Set(steps.map((s) => s.key));
  return sceneStepRefs(source)
    .filter(({step}) => !keys.has(step) || !pages[step])
    .map(({step, line}) => `${line}: "${step}"`);
}
