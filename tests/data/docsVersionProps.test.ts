/**
 * The docs' descriptions leave the JavaScript of every docs page (src/plugins/docs-version-props)
 * because no page shows the theme's doc cards, the only thing that reads them there. This fails
 * when a source starts to use one: then the descriptions must stay (drop that plugin).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Files of the folders below the site's root, with the extensions given. */
function files(dirs: readonly string[], extensions: RegExp): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(path.join(root, dir), {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile() && extensions.test(entry.name))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))),
  );
}

test('no page shows doc cards, which would need the docs descriptions', () => {
  const readers =
    /\bDocCardList\b|@theme\/DocCard\b|\buseDocById\b|\buseCurrentSidebarCategory\b|generated-index/;
  const found = files(['src', 'docs', 'blog', 'i18n'], /\.(tsx?|jsx?|mdx?|json|ya?ml)$/)
    .concat(['sidebars.ts'])
    // The theme's translations of the cards' texts, and the plugin that explains all this.
    .filter(
      (file) => file !== 'i18n/fr/code.json' && !file.startsWith('src/plugins/docs-version-props'),
    )
    .filter((file) => readers.test(readFileSync(path.join(root, file), 'utf8')));
  assert.deepEqual(found, []);
});
