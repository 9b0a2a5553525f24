/**
 * The maintainer docs (CONTRIBUTING.md, PERFORMANCE.md and every README.md of the
 * repository) stay short and true: the four main ones together at most 700 lines; every repository
 * file they name exists; every `npm run` script they name is in package.json; every command of the
 * README's tables is run by `npm test` (a step of scripts/test.ts or a test that spawns it); every
 * workaround UPSTREAM.md names exists; and no script imports from tests/.
 * Code, tests and maintainer docs speak of the project itself: they name no tracker issue, no
 * section of a specification kept elsewhere and no path outside the repository, since a reader of
 * the repository has none of those; each place says the reason instead.
 * Failures name the doc and the line.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {walk} from '../../scripts/lib/content.ts';

const root = path.resolve('.');
/** The docs the 700-line budget covers: what a new maintainer reads first. */
const mainDocs = ['README.md', 'CONTRIBUTING.md', 'tests/README.md', 'PERFORMANCE.md'];
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const scripts = (JSON.parse(read('package.json')) as {scripts: Record<string, string>}).scripts;

/** Every file git knows or would add, as repository paths: what a doc may name. */
const repoFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
/** Every maintainer doc: the main ones and each README.md (a plugin's, a folder's). */
const docs = [
  ...new Set([
    ...mainDocs,
    ...repoFiles.filter((file) => path.basename(file) === 'README.md' && existsSync(file)),
  ]),
];
const repoBasenames = new Set(repoFiles.map((file) => path.basename(file)));
const repoFolders = new Set(
  repoFiles.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);

/** What the build, the tools or a reader make, never committed: named in the docs, not checked. */
const madeLater =
  /^(build|build-hosted|bench-results|node_modules|test-results|playwright-report|\.docusaurus)(\/|$)|^main\.js$/;

/** The theme our swizzled components wrap: a doc may name one of its private files. */
const themeClassic = path.join(root, 'node_modules/@docusaurus/theme-classic');

/** Each line of each doc with its number, and whether it sits in a fenced code block. */
const lines = docs.flatMap((doc) => {
  let fenced = false;
  return read(doc)
    .split('\n')
    .map((text, i) => {
      if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
      return {at: `${doc}:${i + 1}`, doc, text, fenced};
    });
});

/** True when `name` (a path from the repository root or from the doc's folder) exists. */
function exists(name: string, doc: string): boolean {
  const clean = name.replace(/[#?].*$/, '').replace(/\/$/, '');
  const candidates = [clean, path.join(path.dirname(doc), clean)]
    .map((p) => path.normalize(p))
    .flatMap((p) => [p, `${p}.ts`, `${p}.tsx`]);
  return (
    candidates.some(
      (p) => repoFiles.includes(p) || repoFolders.has(p) || existsSync(path.join(root, p)),
    ) || existsSync(path.join(themeClassic, clean))
  );
}

test('the four main maintainer docs come to at most 700 lines together', () => {
  const counts = mainDocs.map((doc) => [doc, read(doc).split('\n').length - 1] as const);
  const total = counts.reduce((sum, [, n]) => sum + n, 0);
  assert.ok(total <= 700, `${total} lines: ${counts.map(([d, n]) => `${d} ${n}`).join(', ')}`);
});

test('every repository file or folder the docs name exists', () => {
  const missing: string[] = [];
  for (const {at, doc, text, fenced} of lines) {
    // Relative Markdown links (outside code examples), and code spans that look like a path or a
    // file name; packages (`@scope/name`), imports (`./x`) and placeholders are not files.
    const links = fenced ? [] : [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
    const spans = [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!);
    for (const name of [...links, ...spans]) {
      if (/^(https?:|mailto:|#|\/|\.\/|@|-)/.test(name) || /[<>*…{}$=:,]|YYYY|\bNN\b/.test(name))
        continue;
      if (madeLater.test(name)) continue;
      const isPath = name.includes('/') && /^[\w.@-]+(\/[\w.@-]+)*\/?([#?].*)?$/.test(name);
      const isFile = /^[\w.-]+\.(ts|tsx|mjs|js|json|md|mdx|sh|yml|yaml|css)$/.test(name);
      if (isPath && !exists(name, doc)) missing.push(`${at}: ${name}`);
      else if (!isPath && isFile && !repoBasenames.has(name) && !exists(name, doc))
        missing.push(`${at}: ${name}`);
    }
  }
  assert.deepEqual(missing, [], 'the docs name files that do not exist');
});

test('every npm script the docs name is in package.json', () => {
  const unknown = lines.flatMap(({at, text}) =>
    [...text.matchAll(/npm run ([\w:-]+)/g)]
      .map((m) => m[1]!)
      .filter((name) => !(name in scripts))
      .map((name) => `${at}: npm run ${name}`),
  );
  assert.deepEqual(unknown, []);
});

/** Where `npm test` runs each command of the README's tables: a file, and the text that runs it. */
const runBy: Record<string, [file: string, text: string]> = {
  'npm start': ['tests/dev/writerLoop.test.ts', "script: 'start'"],
  'npm run start:fr': ['tests/dev/writerLoop.test.ts', "script: 'start:fr'"],
  'npm run start:next': ['tests/dev/writerLoop.test.ts', "script: 'start:next'"],
  'npm run build': ['scripts/test.ts', "['run', 'build']"],
  'npm run serve': ['tests/build/serve.test.ts', "startNpm('serve'"],
  'npm run clear': ['tests/unit/commands.test.ts', "npmRun('clear'"],
  'npm run write-translations': ['tests/dev/writeTranslations.test.ts', "'write-translations'"],
  'npm run typecheck': ['scripts/test.ts', "['run', 'typecheck']"],
  'npm run lint': ['scripts/test.ts', "['run', 'lint']"],
  'npm run format:check': ['scripts/test.ts', "['run', 'format:check']"],
  'npm test': ['.ci/run', 'npm test'],
  'npm run test:unit': ['scripts/test.ts', "'unit',"],
  'npm run test:build': ['scripts/test.ts', "'built-site',"],
  'npm run test:e2e': ['scripts/test.ts', "['run', 'test:e2e']"],
  'npm run audit': ['scripts/test.ts', "['run', 'audit']"],
  'npm run fix:typography': ['tests/unit/commands.test.ts', "npmRun('fix:typography'"],
  'npm run translations:stale': ['tests/unit/commands.test.ts', "npmRun('translations:stale'"],
  'npm run bench': ['tests/unit/commands.test.ts', "npmRun('bench'"],
  'npm run store:refresh': ['tests/unit/storeRefresh.test.ts', "'store:refresh'"],
  'npm run tempo:refresh': ['tests/unit/tempo.test.ts', "'tempo:refresh'"],
  'npm run energy:prices': ['tests/unit/energyCost.test.ts', "'energy:prices'"],
};

test('every command of the README’s tables is run by npm test', () => {
  const tableCommands = read('README.md')
    .split('\n')
    .filter((line) => line.startsWith('| `npm '))
    .map((line) => /^\| `(npm (?:run )?[\w:-]+)/.exec(line)![1]!);
  assert.ok(tableCommands.length > 0, 'README.md has no command table');
  const notRun = tableCommands.filter((command) => {
    const where = runBy[command];
    return !where || !read(where[0]).includes(where[1]);
  });
  assert.deepEqual(
    notRun,
    [],
    'run each of these in a step of scripts/test.ts or a test (and list it in runBy), or move it out of the table',
  );
  // test:unit and test:build are `npm test` with one of its steps.
  for (const name of ['test:unit', 'test:build']) {
    const step = /--only=([\w-]+)$/.exec(scripts[name] ?? '')?.[1];
    assert.ok(step && read('scripts/test.ts').includes(`'${step}',`), `${name}: ${scripts[name]}`);
  }
});

test('every workaround UPSTREAM.md names still exists (delete the entry with its workaround)', () => {
  const gone = read('UPSTREAM.md')
    .split('\n')
    .map((text, i) => ({text, at: `UPSTREAM.md:${i + 1}`}))
    .filter(({text}) => text.startsWith('Workaround:'))
    .flatMap(({text, at}) =>
      [...text.matchAll(/`((?:src|config|scripts)\/[^`\s]+)`/g)]
        .map((m) => m[1]!)
        .filter((name) => !exists(name, 'UPSTREAM.md'))
        .map((name) => `${at}: ${name}`),
    );
  assert.deepEqual(gone, []);
});

test('scripts import nothing from tests/', () => {
  const found = walk(path.join(root, 'scripts'), /\.(mjs|ts|js)$/).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line, i) => ({line, at: `${path.relative(root, file)}:${i + 1}`}))
      .filter(({line}) => /^\s*(import|export)\b.*from\s+['"][./]*tests\//.test(line))
      .map(({at}) => at),
  );
  assert.deepEqual(found, [], 'move the shared code to scripts/lib/ and import it from there');
});

/**
 * What points outside the repository: a tracker issue ("issue" and a number), a section of a
 * specification kept elsewhere (the word spec before a section sign), a sibling folder of the
 * checkout, or an absolute path of the machine the code was written on. Written so that this file
 * does not match itself.
 */
const outsideReferences: [RegExp, string][] = [
  [/\bissues?\s#?\d+/i, 'a tracker issue'],
  [/\bspec\s§/i, 'a specification section'],
  [/\.\.\/shared\//, 'a folder beside the repository'],
  [/(^|[\s'"`(=:])\/work\//, 'a path of the machine'],
];

/** Code, tests, settings and maintainer docs: what only people working on the site read. */
const maintainerFiles = repoFiles.filter(
  (file) =>
    /\.(ts|tsx|mjs|cjs|js|json|css|md|mdx|sh|yml|yaml)$|^\.ci\//.test(file) &&
    !/^(docs|blog)\/|^i18n\/[^/]+\/docusaurus-plugin-content-(docs|blog)/.test(file) &&
    file !== 'package-lock.json' &&
    !madeLater.test(file) &&
    existsSync(path.join(root, file)),
);

test('code, tests and maintainer docs name no tracker issue, spec section or outside path', () => {
  assert.ok(maintainerFiles.includes('README.md') && maintainerFiles.includes('package.json'));
  const found = maintainerFiles.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((text, i) =>
        outsideReferences
          .filter(([pattern]) => pattern.test(text))
          .map(([, what]) => `${file}:${i + 1}: ${what}: ${text.trim().slice(0, 100)}`),
      ),
  );
  assert.deepEqual(found, [], 'say the reason itself instead of pointing outside the repository');
});
