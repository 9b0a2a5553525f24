import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import UiLabel from '@site/src/components/UiLabel';
import {forVersion} from '@site/src/data/productVersions';
import {sceneStepsByVersion} from '@site/src/data/sceneSteps';
import {sceneStepPages} from '@site/src/data/sceneStepPages';
import {defaultDocsVersion, docPath} from '@site/src/lib/useDocsVersionName';

/** Props of {@link SceneStep}. */
export type SceneStepProps = {
  /**
   * The product's key of the step (`alarm.arm`, `delay`, `edf-tempo.condition`), as
   * `src/data/product/<version>/scene-steps.json` lists it.
   */
  step: string;
};

/**
 * One step of the scene editor named in a page outside the docs (a guide): its label exactly as the
 * interface of the released Gladys shows it in the page's language, framed like every quoted label
 * and linked to the doc of that step in the default docs version (`/docs/scenes/…/`). The label
 * comes from the released version's extract and the page from {@link sceneStepPages}, so neither
 * is typed in the guide.
 * @returns a link around the quoted label
 * @throws Error naming the key when the released version has no such step, or no doc for it
 *   (the build stops; `tests/data/guides.test.ts` finds it first)
 */
export default function SceneStep({step}: SceneStepProps): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  const found = forVersion(sceneStepsByVersion, defaultDocsVersion).find((s) => s.key === step);
  const page = sceneStepPages[step];
  if (!found || !page) {
    throw new Error(
      `SceneStep: "${step}" is no scene step of Gladys ${defaultDocsVersion} with a doc (src/data/sceneStepPages.ts)`,
    );
  }
  // The product's own label in the locale's language where the extract has it.
  const lang = (currentLocale in found.label ? currentLocale : 'en') as keyof typeof found.label;
  return (
    <Link to={docPath(defaultDocsVersion, `scenes/${page}`)}>
      <UiLabel>{found.label[lang]}</UiLabel>
    </Link>
  );
}
