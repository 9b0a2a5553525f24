/**
 * What the pages' JavaScript carries of the site's data: the imports of the MDX components that a
 * file uses (src/plugins/mdx-auto-import), and
 * the screenshot manifest of one locale
 * (src/plugins/screenshot-manifest).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import remarkMdxAutoImport from '../../src/plugins/mdx-auto-import/remark.ts';

const require = createRequire(import.meta.url);
const {slimManifest} = require('../../src/plugins/screenshot-manifest/slim.cjs') as {
  slimManifest(source: string, locale: string): string;
};

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

test('the pages get the screenshot sizes and paths of their locale only', () => {
  const source = readFileSync(new URL('../../src/data/screenshots.json', import.meta.url), 'utf8');
  const manifest = JSON.parse(source) as {
    screens: Record<string, {files?: Record<string, string>; width?: number}>;
  };
  const slim = JSON.parse(slimManifest(source, 'fr')) as {
    screens: Record<
      string,
      {files?: Record<string, string>; small?: {files: Record<string, string>}; width?: number}
    >;
  };
  assert.deepEqual(Object.keys(slim.screens), Object.keys(manifest.screens));
  for (const [id, screen] of Object.entries(slim.screens)) {
    if (!manifest.screens[id]!.files) continue;
    assert.deepEqual(Object.keys(screen.files!), ['fr'], id);
    assert.equal(
      screen.files!.fr,
      manifest.screens[id]!.files!.fr ?? manifest.screens[id]!.files!.en,
    );
    assert.equal(screen.width, manifest.screens[id]!.width);
    if (screen.small) assert.deepEqual(Object.keys(screen.small.files), ['fr'], id);
  }
  assert.ok(slimManifest(source, 'fr').length < source.length / 2);
  assert.doesNotMatch(slimManifest(source, 'fr'), /"shows"|"route"|\/en\//);
});
