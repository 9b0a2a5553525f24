/**
 * What the pages' JavaScript carries of the site's data: the imports of the MDX components that a
 * file uses (src/remark/mdxAutoImport.ts), and the pages' part of the screenshot manifest
 * (each docs version's `….pages.json`, src/data/screenshotVersions.ts, src/lib/screenshotPages.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import remarkMdxAutoImport from '../../src/remark/mdxAutoImport.ts';

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
