/**
 * Ejected theme components (copies of `@docusaurus/theme-classic` files,
 * listed as "ejected" in src/theme/README.md) must be re-read when the theme
 * changes: each copy names, in its header, the theme version and file it was
 * copied from (`Ejected from @docusaurus/theme-classic 3.10.2 (theme/X)`). When the
 * installed theme is another version, this test warns (never fails: an upgrade must not stop
 * on it), naming the original to compare with. After carrying the theme's changes over, write
 * the new version in the copy's header.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const themeDir = path.join(root, 'src/theme');
const classicDir = path.join(root, 'node_modules/@docusaurus/theme-classic');

/** What the header of one copy says about its origin. */
type EjectedCopy = {
  /** Component path as the swizzle table writes it (`CodeBlock/Line`). */
  component: string;
  /** theme-classic version it was copied from, or null when the header does not say. */
  version: string | null;
  /** Theme path of the original (`CodeBlock/Line`), or null. */
  original: string | null;
};

/** The components the swizzle table lists as ejected. */
function ejectedInTable(): string[] {
  const table = readFileSync(path.join(themeDir, 'README.md'), 'utf8');
  return [...table.matchAll(/^\| `([^`]+)` \| ejected\b/gm)].map((match) => match[1]!);
}

/** The source file of a swizzled component (`X/index.tsx` or `X.tsx`). */
function sourceOf(component: string): string {
  const folder = path.join(themeDir, component, 'index.tsx');
  return existsSync(folder) ? folder : path.join(themeDir, `${component}.tsx`);
}

/** Origin of a copy, read from the first comment of its file. */
function readCopy(component: string): EjectedCopy {
  const file = sourceOf(component);
  const header = existsSync(file) ? (readFileSync(file, 'utf8').split('*/')[0] ?? '') : '';
  const match = /Ejected from @docusaurus\/theme-classic\s+(\S+)\s+\(theme\/([^)]+)\)/.exec(
    header.replace(/\s*\n\s*\*\s*/g, ' '),
  );
  return {component, version: match?.[1] ?? null, original: match?.[2] ?? null};
}

/**
 * What to do about each copy, given the installed theme version: one line per
 * copy whose header names no origin, another version, or an original the theme
 * no longer has.
 */
export function staleCopies(copies: readonly EjectedCopy[], installed: string): string[] {
  const problems: string[] = [];
  for (const copy of copies) {
    if (!copy.version || !copy.original) {
      problems.push(
        `src/theme/${copy.component}: its header must say "Ejected from @docusaurus/theme-classic <version> (theme/<path>)"`,
      );
    } else if (copy.version !== installed) {
      problems.push(
        `src/theme/${copy.component} was copied from theme-classic ${copy.version}, ${installed} is installed: ` +
          `compare it with node_modules/@docusaurus/theme-classic/lib/theme/${copy.original}/, ` +
          `carry the changes over, then write ${installed} in its header`,
      );
    } else if (!existsSync(path.join(classicDir, 'lib/theme', copy.original))) {
      problems.push(`src/theme/${copy.component}: theme-classic has no theme/${copy.original}`);
    }
  }
  return problems;
}

const installed = (
  JSON.parse(readFileSync(path.join(classicDir, 'package.json'), 'utf8')) as {version: string}
).version;

test('every ejected theme component names its origin; a copy of another version is a warning', (t) => {
  const copies = ejectedInTable().map(readCopy);
  assert.ok(copies.length > 0, 'src/theme/README.md lists no ejected component');
  const problems = staleCopies(copies, installed);
  assert.deepEqual(
    problems.filter((problem) => problem.includes('its header must say')),
    [],
  );
  for (const problem of problems) {
    if (problem.includes('its header must say')) continue;
    t.diagnostic(`warning: ${problem}`);
    console.warn(`[ejected theme] ${problem}`);
  }
});

test('a theme upgrade flags every ejected copy', () => {
  const copies = ejectedInTable().map(readCopy);
  const problems = staleCopies(copies, `${installed}-next`);
  assert.equal(problems.length, copies.length);
  assert.match(
    problems[0]!,
    /compare it with node_modules\/@docusaurus\/theme-classic\/lib\/theme\//,
  );
});

test('every copy that says it was ejected is listed as ejected in src/theme/README.md', () => {
  const listed = new Set(ejectedInTable());
  const headers = readdirSync(themeDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.tsx'))
    .filter((file) =>
      /Ejected from @docusaurus\/theme-classic/.test(
        readFileSync(path.join(themeDir, file), 'utf8'),
      ),
    )
    .map((file) => file.replace(/(\/index)?\.tsx$/, ''));
  assert.deepEqual(
    headers.filter((component) => !listed.has(component)),
    [],
    'ejected copies missing from the swizzle table',
  );
});
