import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {forVersion} from '@site/src/data/productVersions';
import {sceneStepsByVersion, type SceneStep} from '@site/src/data/sceneSteps';
import {sceneStepPages} from '@site/src/data/sceneStepPages';
import {docPath, useDocsVersionName} from '@site/src/lib/useDocsVersionName';
import styles from './styles.module.css';

/** Props of {@link SceneStepIndex}. */
export type SceneStepIndexProps = {
  /** Which picker of the editor to list: its triggers, or its actions and conditions. */
  kind: 'trigger' | 'action';
};

/**
 * Every step the scene editor of Gladys offers for one `kind` in the page's docs version, grouped by
 * the categories of the editor's picker and in its order (one group when that version's picker had
 * none), each named as the interface names it in the page's locale and
 * linked to the doc that explains it. Data: the product extract (`npm run product:extract`) and
 * {@link sceneStepPages}; a step without a page fails `tests/data/sceneSteps.test.ts`.
 * @returns One table: category, then the steps of that category with their links.
 */
export default function SceneStepIndex({kind}: SceneStepIndexProps): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  const version = useDocsVersionName();
  const steps = forVersion(sceneStepsByVersion, version);
  // The product's own labels, in the locale's language where the extract has it.
  const lang: 'en' | 'fr' =
    currentLocale in steps[0]!.label ? (currentLocale as 'en' | 'fr') : 'en';
  const groups = new Map<string, {label: string; steps: SceneStep[]}>();
  for (const step of steps.filter((s) => s.kind === kind)) {
    const key = step.category?.key ?? '';
    const group = groups.get(key) ?? {label: step.category?.[lang] ?? '', steps: []};
    group.steps.push(step);
    groups.set(key, group);
  }
  const link = (step: SceneStep): ReactNode => (
    <li key={step.key}>
      <Link to={docPath(version, `scenes/${sceneStepPages[step.key]}`)}>{step.label[lang]}</Link>
    </li>
  );
  const flat = groups.get('');
  // A version whose picker had no groups: one list, in the picker's order.
  if (flat && groups.size === 1) return <ul className={styles.steps}>{flat.steps.map(link)}</ul>;
  return (
    <table className={styles.index}>
      <thead>
        <tr>
          <th scope="col">
            {translate({
              id: 'scenes.stepIndex.category',
              message: 'Group in the editor',
              description: 'Column header of the scene step index: the group of the editor picker',
            })}
          </th>
          <th scope="col">
            {kind === 'trigger'
              ? translate({
                  id: 'scenes.stepIndex.triggers',
                  message: 'Triggers',
                  description: 'Column header of the scene step index listing triggers',
                })
              : translate({
                  id: 'scenes.stepIndex.actions',
                  message: 'Actions and conditions',
                  description:
                    'Column header of the scene step index listing actions and conditions',
                })}
          </th>
        </tr>
      </thead>
      <tbody>
        {[...groups.values()].map((group) => (
          <tr key={group.label}>
            <th scope="row">{group.label}</th>
            <td>
              <ul className={styles.steps}>{group.steps.map(link)}</ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
