/**
 * French page copy written as TypeScript: the `_copy.tsx` files and route twins under
 * `i18n/fr/docusaurus-plugin-content-pages/`. Docusaurus only uses a French route file when the
 * English one exists at the same path under `src/pages/`, so a twin without it is silently
 * ignored: each route file (no path part starting with `_`) must have it. The words of every
 * French `_copy.tsx` (its string literals and JSX text, read by `tests/support/pageCopy.ts`)
 * follow the site's French typography (WRITING.md), as `i18n/fr/code.json` did.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {frenchTypographyProblems} from '../../src/lib/frenchTypography.ts';
import {contentDirs, root, walk} from '../../scripts/lib/content.ts';
import {tsxStrings} from '../support/pageCopy.ts';

/** Every `.ts`/`.tsx` file under the French pages folder, as absolute paths. */
function frenchPageModules(): string[] {
  return walk(contentDirs.pages.fr, /\.tsx?$/);
}

/**
 * The words of a French copy module that French typography rejects (a plain space before
 * : ; ? ! » or after «).
 * @param source the module's TypeScript text
 */
export function typographyProblems(source: string): string[] {
  return tsxStrings(source).filter((word) => frenchTypographyProblems(word).length > 0);
}

test('there are French page modules to check', () => {
  assert.ok(frenchPageModules().some((file) => file.endsWith('_copy.tsx')));
});

test('every French route module has its English twin at the same path under src/pages', () => {
  const orphans = frenchPageModules()
    .map((file) => path.relative(contentDirs.pages.fr, file))
    .filter((relative) => !relative.split(path.sep).some((part) => part.startsWith('_')))
    .filter((relative) => !existsSync(path.join(contentDirs.pages.en, relative)));
  assert.deepEqual(orphans, [], 'a French route file without its English twin is never used');
});

test('the words of every French _copy.tsx follow French typography', () => {
  const problems = frenchPageModules()
    .filter((file) => file.endsWith('_copy.tsx'))
    .flatMap((file) =>
      typographyProblems(readFileSync(file, 'utf8')).map(
        (word) => `${path.relative(root, file)}: ${word.slice(0, 80)}`,
      ),
    );
  assert.deepEqual(problems, []);
});

test('the check reads string literals and JSX text, and leaves imports and code alone', () => {
  const source = [
    "import type {X} from '@site/src/pages/x';",
    'const copy: X = {',
    "  a: 'Bon\u00a0: oui',",
    "  b: 'Faux : non',",
    '  c: (n) => `Encore ${n} fois !`,',
    '  d: (',
    '    <>',
    '      Texte <Link to={links.forum}>lien</Link> puis ceci : faux.',
    '    </>',
    '  ),',
    '  e: n > 1 ? "x" : "y",',
    '};',
  ].join('\n');
  assert.deepEqual(tsxStrings(source), [
    'Bon\u00a0: oui',
    'Faux : non',
    'Encore',
    'fois !',
    'x',
    'y',
    'Texte',
    'lien',
    'puis ceci : faux.',
  ]);
  assert.deepEqual(typographyProblems(source), ['Faux : non', 'fois !', 'puis ceci : faux.']);
});
