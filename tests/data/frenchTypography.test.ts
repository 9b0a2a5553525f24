/**
 * French docs and guides use a non-breaking space before : ; ? ! » and after « (WRITING.md).
 * `npm run fix:typography` repairs the files this test names.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fixFrenchTypography, frenchTypographyProblems} from '../../src/lib/frenchTypography.ts';
import {frenchDocsFiles, root} from '../../scripts/lib/content.ts';

test('French docs of every version and guides put a non-breaking space before high punctuation', () => {
  const files = frenchDocsFiles();
  assert.ok(
    files.some((file) => file.includes('version-')),
    'the released docs versions are checked too',
  );
  const problems = files.flatMap((file) =>
    frenchTypographyProblems(readFileSync(file, 'utf8')).map(
      (p) => `${path.relative(root, file)}:${p.line}: ${p.excerpt}`,
    ),
  );
  assert.deepEqual(problems, [], 'run npm run fix:typography');
});

test('the check finds a plain space in prose and alt texts, and leaves code, links and product labels alone', () => {
  const alt = '<Screenshot id="x" alt="La page : ses réglages" />';
  assert.deepEqual(
    frenchTypographyProblems(alt).map((p) => p.line),
    [1],
  );
  assert.equal(fixFrenchTypography(alt), '<Screenshot id="x" alt="La page\u00a0: ses réglages" />');
  const text = [
    '---',
    'title: "Titre : ok"',
    '---',
    'Texte : faux et « citation » fausse.',
    'Bon\u00a0: `a : b` [lien](./x.md?a=1 "t ?") <UiLabel>Bienvenue !</UiLabel>',
    '```bash',
    'echo "a : b"',
    '```',
  ].join('\n');
  assert.deepEqual(
    frenchTypographyProblems(text).map((p) => p.line),
    [4],
  );
  const fixed = fixFrenchTypography(text);
  assert.equal(fixed.split('\n')[3], 'Texte\u00a0: faux et «\u00a0citation\u00a0» fausse.');
  assert.deepEqual(frenchTypographyProblems(fixed), []);
  assert.equal(fixed.split('\n').slice(4).join('\n'), text.split('\n').slice(4).join('\n'));
});
