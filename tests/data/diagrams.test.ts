/**
 * The drawings in src/diagrams/ match the Mermaid code blocks of the site:
 * every diagram has its light and dark drawing, no drawing is left over, and
 * each drawing is safe to put in an HTML page. `npm run diagrams` fixes the
 * first two.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {collectDiagrams} from '../../src/remark/diagrams/sources.ts';
import {
  colorModes,
  diagramFile,
  diagramSvgId,
  diagramsFolder,
} from '../../src/remark/diagrams/diagrams.ts';

const root = path.resolve(import.meta.dirname, '../..');
const diagrams = collectDiagrams(root);
const files = readdirSync(path.join(root, diagramsFolder)).filter((name) => name.endsWith('.svg'));

test('the site has diagrams in both locales', () => {
  assert.ok(diagrams.some((d) => d.file.startsWith('docs/')));
  assert.ok(diagrams.some((d) => d.file.startsWith('i18n/fr/')));
});

test('every diagram has a drawing per colour mode (else: npm run diagrams)', () => {
  const missing = diagrams.flatMap((diagram) =>
    colorModes
      .filter((mode) => !files.includes(path.basename(diagramFile(root, diagram.key, mode))))
      .map((mode) => `${diagram.file}:${diagram.line} (${mode})`),
  );
  assert.deepEqual(missing, []);
});

test('no drawing is left from a diagram that changed or went away (npm run diagrams removes them)', () => {
  const wanted = new Set(
    diagrams.flatMap((d) =>
      colorModes.map((mode) => path.basename(diagramFile(root, d.key, mode))),
    ),
  );
  assert.deepEqual(
    files.filter((name) => !wanted.has(name)),
    [],
  );
});

test('each drawing is one <svg> with its own id and HTML-safe labels', () => {
  for (const diagram of diagrams) {
    for (const mode of colorModes) {
      const file = diagramFile(root, diagram.key, mode);
      let svg: string;
      try {
        svg = readFileSync(file, 'utf8');
      } catch {
        continue; // reported by the test above
      }
      const where = `${path.relative(root, file)} (${diagram.file}:${diagram.line})`;
      const rootTag = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
      assert.ok(rootTag.includes(` id="${diagramSvgId(diagram.key, mode)}"`), `${where}: root id`);
      assert.equal(svg.match(/<svg\b/g)?.length, 1, `${where}: one <svg>`);
      assert.doesNotMatch(svg, /<script\b|\son[a-z]+=/i, `${where}: no script`);
      // Inside <foreignObject> the page's HTML parser reads `<span/>` as an open tag.
      for (const block of svg.match(/<foreignObject\b[\s\S]*?<\/foreignObject>/g) ?? []) {
        assert.doesNotMatch(block, /<(?!br\b)[a-z]+[^<>]*\/>/i, `${where}: self-closing HTML tag`);
      }
    }
  }
});
