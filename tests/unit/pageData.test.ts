/**
 * What the pages' JavaScript carries of the site's data: the imports of the MDX components that a
 * file uses (src/remark/mdxAutoImport.ts), the pages' part of the screenshot manifest
 * (each docs version's `….pages.json`, src/data/screenshotVersions.ts, src/lib/screenshotPages.ts),
 * and each element's own slice of the screenshot, since and My Gladys data for the file's docs
 * version (src/remark/pageData.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import remarkMdxAutoImport from '../../src/remark/mdxAutoImport.ts';
import remarkPageData, {fileDocId, fileDocsVersion} from '../../src/remark/pageData.ts';
import {sinceByVersion} from '../../src/data/sinceVersions.ts';
import {myGladysScreens} from '../../src/data/myGladys.ts';

import {pageScreenshots} from '../../src/lib/screenshotPages.ts';
import {pagesByVersion, screenshotPaths} from '../../src/data/screenshotVersions.ts';

/** The JavaScript MDX makes of a source, with the auto-import plugin. */
async function compiled(source: string): Promise<string> {
  // Imported when used: @mdx-js/mdx is ESM only, and this file runs as CommonJS under tsx.
  const {compile} = await import('@mdx-js/mdx');
  return String(await compile(source, {remarkPlugins: [remarkMdxAutoImport]}));
}

/** `import X from "…"` statements of compiled code, sorted. */
function imports(code: string): string[] {
  return [...code.matchAll(/^import (\w+) from ["']([^"']+)["'];$/gm)]
    .map((m) => `${m[1]} ${m[2]}`)
    .sort();
}

test('a file gets the import of each site component it uses, inline or as a block', async () => {
  const code = await compiled(
    'Open <UiLabel>Setup</UiLabel>.\n\n<Screenshot id="chat" alt="Chat" />\n\n<UiLabel>Save</UiLabel>\n',
  );
  assert.deepEqual(imports(code), [
    'Screenshot @site/src/components/Screenshot',
    'UiLabel @site/src/components/UiLabel',
  ]);
  // The compiled file uses its imports, and no longer asks the MDX provider for them.
  assert.doesNotMatch(code, /_missingMdxReference\("(UiLabel|Screenshot)"/);
});

test('a file that uses none of them, or imports one itself, gets no import of it', async () => {
  assert.deepEqual(imports(await compiled('# Title\n\nText and <span>HTML</span>.\n')), []);
  const own = "import UiLabel from './Other';\n\n<UiLabel>Save</UiLabel>\n";
  assert.deepEqual(imports(await compiled(own)), ['UiLabel ./Other']);
});

test("each docs version's pages' screenshot data is its manifest's, without routes or descriptions", () => {
  for (const version of Object.keys(pagesByVersion)) {
    const paths = screenshotPaths(version);
    const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
    const source = read(paths.manifest);
    // In step with the manifest: `npm run screenshots` writes both.
    assert.deepEqual(
      JSON.parse(read(paths.pages)),
      pageScreenshots(JSON.parse(source)),
      `${paths.pages} is out of step with ${paths.manifest}: run the function of src/lib/screenshotPages.ts on it`,
    );
    assert.deepEqual(
      pagesByVersion[version],
      JSON.parse(read(paths.pages)),
      `src/data/screenshotVersions.ts imports ${paths.pages} for ${version}`,
    );
    const pages = JSON.stringify(pageScreenshots(JSON.parse(source)));
    // Shorter than the manifest by at least the routes and descriptions it leaves out.
    const screens = Object.values(
      (JSON.parse(source) as {screens: Record<string, {route: string; shows: string}>}).screens,
    );
    const left = screens.reduce(
      (sum, screen) => sum + screen.route.length + screen.shows.length,
      0,
    );
    assert.ok(pages.length < source.length - left, `${paths.pages} is not smaller`);
    assert.doesNotMatch(pages, /"shows"|"route"|"product"/);
  }
  assert.throws(() => pageScreenshots({}), /no "screens" object/);
});

/** The JavaScript MDX makes of a source at a path of the site, with the page-data plugin. */
async function compiledAt(file: string, source: string): Promise<string> {
  const {compile} = await import('@mdx-js/mdx');
  return String(
    await compile(
      {value: source, path: `${siteDir}/${file}`},
      {format: 'mdx', remarkPlugins: [remarkPageData]},
    ),
  );
}

const siteDir = path.resolve(import.meta.dirname, '../..');
const released = '4.86';

test("a content file's docs version and doc id come from its path", () => {
  assert.equal(fileDocsVersion(`${siteDir}/versioned_docs/version-4.86/scenes/x.md`), released);
  assert.equal(
    fileDocsVersion(`${siteDir}/i18n/fr/docusaurus-plugin-content-docs/version-4.86/a.md`),
    released,
  );
  assert.equal(fileDocsVersion(`${siteDir}/docs/scenes/x.md`), 'current');
  assert.equal(fileDocsVersion(`${siteDir}/blog/2026-01-01-x/index.mdx`), 'current');
  assert.equal(fileDocId(`${siteDir}/docs/scenes/alarm-mode.md`), 'scenes/alarm-mode');
  assert.equal(fileDocId(`${siteDir}/docs/app/x.md`, 'account'), 'app/account');
  assert.equal(
    fileDocId(`${siteDir}/i18n/fr/docusaurus-plugin-content-docs/current/intro.mdx`),
    'intro',
  );
  assert.equal(
    fileDocId(`${siteDir}/versioned_docs/version-4.86/dashboard/chart.md`),
    'dashboard/chart',
  );
  assert.equal(fileDocId(`${siteDir}/blog/2026-01-01-x/index.mdx`), undefined);
});

test("a screenshot gets its own version's screen, and nothing else of the manifests", async () => {
  const [id] = Object.entries(pagesByVersion[released]!.screens).find(
    ([key, screen]) => 'files' in screen && pagesByVersion.current!.screens[key],
  )!;
  const source = `<Screenshot id="${id}" alt="A screen" />\n`;
  const old = await compiledAt(`versioned_docs/version-${released}/x.md`, source);
  const next = await compiledAt('docs/x.md', source);
  assert.match(old, new RegExp(`/img/screens/${released}/en/${id}`));
  assert.match(next, new RegExp(`/img/screens/en/${id}`));
  assert.doesNotMatch(next, new RegExp(`/img/screens/${released}/`));
  // One screen: no other id's images.
  assert.equal(
    new Set([...next.matchAll(/\/img\/screens\/en\/([\w-]+?)(?:-800)?\.webp/g)].map((m) => m[1]))
      .size,
    1,
  );
});

test('a screenshot, a since line or a button its version lacks stops the build, naming the file and line', async () => {
  const [unavailable] = Object.entries(pagesByVersion[released]!.screens).find(
    ([, screen]) => !('files' in screen),
  )!;
  await assert.rejects(
    compiledAt(
      `versioned_docs/version-${released}/x.md`,
      `Text.\n\n<Screenshot id="${unavailable}" alt="x" />\n`,
    ),
    new RegExp(
      `versioned_docs/version-${released}/x\\.md:3: <Screenshot id="${unavailable}">.*docs version ${released}`,
    ),
  );
  await assert.rejects(
    compiledAt('docs/x.md', '<MyGladys name="no-such-name" />\n'),
    /docs\/x\.md:1: <MyGladys name="no-such-name">: no such name/,
  );
  await assert.rejects(
    compiledAt('docs/app/nothing.md', '<Since />\n'),
    /docs\/app\/nothing\.md:1: <Since \/>.*"app\/nothing" describes no step, widget or screen/,
  );
  await assert.rejects(
    compiledAt('docs/x.md', '<Since step="no.such-step" />\n'),
    /has no steps "no.such-step"/,
  );
});

test("a since line and a button carry their own version's dates", async () => {
  const code = await compiledAt('docs/scenes/alarm-mode.md', '<Since />\n');
  assert.match(code, /dated: \[/);
  assert.match(code, /"kind": "steps"/);
  assert.doesNotMatch(code, /sinceByVersion|product\/since\.json/);
  // A route only the next version has: its button carries the badge in the next docs only.
  const name = myGladysScreens.find(
    (screen) => sinceByVersion.current!.routes[screen.route] === 'next',
  )?.name;
  assert.ok(name, 'no My Gladys name opens a route of the next version only');
  const button = `<MyGladys name="${name}" />\n`;
  assert.match(await compiledAt('docs/x.md', button), /next: true/);
  assert.match(await compiledAt(`versioned_docs/version-${released}/x.md`, button), /next: false/);
  assert.match(
    await compiledAt('docs/x.md', '<MyGladys name="zigbee2mqtt-setup" />\n'),
    /next: false/,
  );
});

test('the components import none of the data files the plugin reads', () => {
  for (const component of ['Screenshot', 'Since', 'MyGladys', 'AtAGlance']) {
    const source = readFileSync(
      path.join(siteDir, `src/components/${component}/index.tsx`),
      'utf8',
    );
    const valueImports = [...source.matchAll(/^import (?!type )[^;]*from '([^']+)';$/gm)].map(
      (m) => m[1]!,
    );
    for (const module of valueImports) {
      assert.doesNotMatch(
        module,
        /productVersions|screenshotVersions|screenshots.*\.json|since\.json|data\/myGladys|lib\/myGladys|lib\/since$/,
        `src/components/${component} imports ${module}: its data comes from src/remark/pageData.ts`,
      );
    }
  }
});
