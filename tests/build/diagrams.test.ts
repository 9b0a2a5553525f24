/**
 * Mermaid diagrams in the built site: every one is in the page as its two
 * drawings (src/diagrams/, `npm run diagrams`), none is left for the browser
 * to draw, and each Markdown diagram shows up once on its page.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {collectDiagrams} from '../../src/remark/diagrams/sources.ts';
import {builtRoutes, page} from '../support/build.ts';

const root = path.resolve(import.meta.dirname, '../..');

test('every diagram of the built pages comes drawn, in both colour modes', () => {
  const drawn = new Map<string, number>();
  const problems: string[] = [];
  for (const route of builtRoutes().filter((r) => !r.includes('__test__'))) {
    const $ = page(route);
    // Ours carry data-mermaid="static"; the theme's own component (a diagram with no drawing) does not.
    $('[data-mermaid], .docusaurus-mermaid-container').each((_, element) => {
      const slot = $(element);
      if (slot.attr('data-mermaid') !== 'static') {
        problems.push(`${route}: a diagram is drawn in the browser (run npm run diagrams)`);
        return;
      }
      const ids = slot
        .find('svg[id^="diagram-"]')
        .map((__, svg) => $(svg).attr('id'))
        .get();
      const keys = new Set(ids.map((id) => id.replace(/^diagram-|-(light|dark)$/g, '')));
      if (ids.length !== 2 || keys.size !== 1 || !ids.some((id) => id.endsWith('-light'))) {
        problems.push(`${route}: expected a light and a dark drawing, found ${ids.join(', ')}`);
      }
      for (const key of keys) {
        drawn.set(key, (drawn.get(key) ?? 0) + 1);
      }
    });
  }
  assert.deepEqual(problems, []);
  // Blog posts show on list pages too: each diagram is drawn at least once, on its own page.
  const missing = collectDiagrams(root).filter((diagram) => !drawn.has(diagram.key));
  assert.deepEqual(
    missing.map((diagram) => `${diagram.file}:${diagram.line}`),
    [],
    'diagrams not found in any built page',
  );
});
