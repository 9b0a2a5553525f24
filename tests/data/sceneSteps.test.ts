/**
 * Every step the scene editor offers has a doc (src/data/sceneStepPages.ts), in both locales, and
 * that doc quotes the step under the label the interface gives it in that locale. The scene intro's
 * index (`<SceneStepIndex>`) links each step through the same table.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import sceneStepData from '../../src/data/product/scene-steps.json' with {type: 'json'};
import {sceneStepPages} from '../../src/data/sceneStepPages.ts';
import {contentDirs} from '../../scripts/lib/content.ts';

type Locale = keyof typeof contentDirs.docs;
const steps = sceneStepData.steps;

/** Problems with the step → page table for one locale; empty when it is right. */
export function sceneStepPageProblems(
  pages: Readonly<Record<string, string>>,
  locale: Locale,
): string[] {
  const problems: string[] = [];
  for (const step of steps) {
    const page = pages[step.key];
    if (!page) {
      problems.push(`${step.key}: no page in src/data/sceneStepPages.ts`);
      continue;
    }
    const file = path.join(contentDirs.docs[locale], 'scenes', `${page}.md`);
    if (!existsSync(file)) {
      problems.push(`${step.key}: ${path.relative(process.cwd(), file)} does not exist`);
      continue;
    }
    const label = step.label[locale];
    if (!readFileSync(file, 'utf8').includes(`<UiLabel>${label}</UiLabel>`)) {
      problems.push(
        `${step.key}: ${path.relative(process.cwd(), file)} does not quote <UiLabel>${label}</UiLabel>`,
      );
    }
  }
  for (const key of Object.keys(pages)) {
    if (!steps.some((s) => s.key === key)) problems.push(`${key}: the editor has no such step`);
  }
  return problems;
}

for (const locale of Object.keys(contentDirs.docs) as Locale[]) {
  test(`every scene step has its ${locale} page, which quotes its label`, () => {
    assert.deepEqual(sceneStepPageProblems(sceneStepPages, locale), []);
  });
}

test('a step without a page, or a page that does not quote its label, is reported', () => {
  const broken = {...sceneStepPages, 'light.turn-on': 'ask-ai-action'} as Record<string, string>;
  delete broken['time.sunrise'];
  broken['no.such-step'] = 'wait-action';
  const problems = sceneStepPageProblems(broken, 'en');
  assert.ok(problems.some((p) => p.startsWith('time.sunrise: no page')));
  assert.ok(problems.some((p) => p.startsWith('no.such-step:')));
  assert.ok(
    problems.some((p) => p.startsWith('light.turn-on:') && p.includes('ask-ai-action.md')),
    problems.join('\n'),
  );
});
