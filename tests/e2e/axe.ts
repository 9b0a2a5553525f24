/**
 * axe-core in a Playwright page. The engine is injected once per page load
 * and then run as often as needed (once per colour mode), which halves the
 * cost of a crawl compared with re-injecting it for each run.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Page} from '@playwright/test';
import type {AxeResults, RunOptions} from 'axe-core';

const axeSource = readFileSync(
  path.join(
    path.dirname(createRequire(path.resolve('package.json')).resolve('axe-core')),
    'axe.min.js',
  ),
  'utf8',
);

/** axe-core tags of the WCAG 2.0, 2.1 and 2.2 level A and AA success criteria. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Rules whose result depends on colours, run again after a colour-mode switch. */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/** One failing rule, summarised for a readable test failure. */
export type AxeProblem = {rule: string; impact: string; count: number; detail: string};

/**
 * Runs axe-core on the page (injecting it when the page has not got it yet),
 * leaving out the lines of code blocks.
 *
 * @param only `'wcag'` for every WCAG A/AA rule, `'colours'` for the colour rules only
 * @returns the violations, each with up to three failing elements and axe's message
 */
export async function runAxe(page: Page, only: 'wcag' | 'colours'): Promise<AxeProblem[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axeSource);
  }
  const options: RunOptions = {
    runOnly:
      only === 'wcag' ? {type: 'tag', values: wcagTags} : {type: 'rule', values: colourRules},
    resultTypes: ['violations'],
  };
  // Code lines are thousands of coloured spans, the slowest part of a colour check; their
  // colours come from config/prism.ts and are checked exactly by tests/unit/prism.test.ts.
  const context = {exclude: [['.token-line']]};
  const results = await page.evaluate(
    ([runContext, runOptions]) =>
      (window as unknown as {axe: {run(c: unknown, o: RunOptions): Promise<AxeResults>}}).axe.run(
        runContext,
        runOptions,
      ),
    [context, options] as const,
  );
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? 'unknown',
    count: v.nodes.length,
    detail: v.nodes
      .slice(0, 3)
      .map(
        (n) =>
          `${n.target.join(' ')} — ${(n.any[0] ?? n.all[0] ?? n.none[0])?.message ?? n.failureSummary ?? ''}`,
      )
      .join(' | '),
  }));
}
