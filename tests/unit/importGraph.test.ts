/**
 * Imports run one way: settings (config/) use plugins (src/plugins/, src/remark/, src/rehype/),
 * which use plain code (src/lib/); nothing imports back up, and no module imports itself through
 * others. The graph is madge's, over the repository's .ts, .tsx and .mjs files, type-only imports
 * included, so a failure names the importing module and what it should not import.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import madge from 'madge';

const root = path.resolve(import.meta.dirname, '../..');

/** The graph, read once for every test below. */
const reading = madge(
  [
    'config',
    'src',
    'scripts',
    'tests',
    'docusaurus.config.ts',
    'sidebars.ts',
    'playwright.config.ts',
  ],
  {
    baseDir: root,
    fileExtensions: ['ts', 'tsx', 'mjs'],
    tsConfig: path.join(root, 'tsconfig.json'),
    excludeRegExp: [/node_modules/, /^build/, /\.docusaurus/],
  },
);

/** Each import as an edge from the importing module to the imported one. */
const edgesOf = (modules: Record<string, string[]>) =>
  Object.entries(modules).flatMap(([from, imports]) => imports.map((to) => ({from, to})));

/** Imports that go against the one-way order: [importer, imported, why]. */
const forbidden: [RegExp, RegExp, string][] = [
  [/^config\//, /^src\/plugins\//, 'settings name a plugin by its path, never import it'],
  [/^src\/(lib|plugins|remark|rehype)\//, /^config\//, 'code gets settings passed as options'],
  [
    /^src\/lib\//,
    /^src\/(plugins|remark|rehype|theme|components|pages)\//,
    'src/lib/ is the bottom',
  ],
];

test('the graph covers the repository', async () => {
  const graph = await reading;
  const modules = Object.keys(graph.obj());
  for (const file of ['docusaurus.config.ts', 'config/plugins.ts', 'src/lib/siteEnv.ts'])
    assert.ok(modules.includes(file), `${file} is not in the graph`);
  assert.ok(
    edgesOf(graph.obj()).some(
      ({from, to}) => from === 'config/plugins.ts' && to === 'src/lib/siteEnv.ts',
    ),
  );
});

test('no import circle among our modules', async () => {
  const graph = await reading;
  assert.deepEqual(
    graph.circular().map((circle) => circle.join(' > ')),
    [],
    'move what both sides need into a module of its own',
  );
});

test('imports run config → plugins → lib, never back', async () => {
  const wrong = edgesOf((await reading).obj()).flatMap(({from, to}) =>
    forbidden
      .filter(([importer, imported]) => importer.test(from) && imported.test(to))
      .map(([, , why]) => `${from} imports ${to}: ${why}`),
  );
  assert.deepEqual(wrong, []);
});
