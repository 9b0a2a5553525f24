/**
 * The steps of the scene editor of each docs version, from the product extracts
 * (`src/data/product/scene-steps.json` for the next version, `src/data/product/<version>/` for a
 * release; `npm run product:extract`). No Docusaurus import: the data tests load it.
 */
import stepsNext from './product/scene-steps.json';
import steps486 from './product/4.86/scene-steps.json';

/**
 * A step of the scene editor as the product extract records it: `kind` says which picker offers it,
 * `key` is the product's step key (`server/utils/constants.js`), `label` its name in each language
 * of the interface. `category` is null before 4.87, whose editor listed the steps without groups.
 */
export type SceneStep = {
  kind: 'trigger' | 'action';
  key: string;
  label: {en: string; fr: string};
  category: {key: string; en: string; fr: string} | null;
};

/** The scene steps extract of each docs version, by the docs plugin's version name. */
export const sceneStepsByVersion: Readonly<Record<string, SceneStep[]>> = {
  current: stepsNext.steps as SceneStep[],
  '4.86': steps486.steps as SceneStep[],
};
