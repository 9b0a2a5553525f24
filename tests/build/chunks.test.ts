/**
 * The bundler's runtime of each locale names files that exist: every script chunk it can load
 * (`assets/js/<name>.<hash>.js`) and its stylesheet chunks. Minified files copied from the cache
 * (src/plugins/minify-cache) must leave the content hashes right: a runtime restored from the cache
 * once pointed at chunk hashes from before the real-content-hash step, files that were never
 * written, and a doc would then fail to load its page chunk.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {buildDir, locales} from '../support/build.ts';

/** `{1051:"41d0ba25",106:"17896441"}` → Map of chunk id → value. */
function parseMap(body: string): Map<string, string> {
  return new Map(
    [...body.matchAll(/(\d+):"([^"]+)"/g)].map((m) => [m[1]!, m[2]!] as [string, string]),
  );
}

for (const {locale, prefix} of locales) {
  const dir = path.join(buildDir, prefix);

  test(`${locale}: every script chunk of the runtime's map exists`, () => {
    const runtimes = readdirSync(path.join(dir, 'assets/js')).filter((f) =>
      /^runtime~main\.[0-9a-f]{8}\.js$/.test(f),
    );
    assert.equal(runtimes.length, 1, `runtimes: ${runtimes.join(', ')}`);
    const runtime = readFileSync(path.join(dir, 'assets/js', runtimes[0]!), 'utf8');
    // i.u=e=>"assets/js/"+(({<names>})[e]||e)+"."+({<hashes>})[e]+".js"
    const chunkUrl =
      /"assets\/js\/"\+\(\(\{([^}]*)\}\)\[(\w+)\]\|\|\2\)\+"\."\+\(\{([^}]*)\}\)\[\2\]\+"\.js"/.exec(
        runtime,
      );
    assert.ok(chunkUrl, 'the chunk file names of the runtime were not found');
    const names = parseMap(chunkUrl[1]!);
    const hashes = parseMap(chunkUrl[3]!);
    assert.ok(hashes.size > 50, `${hashes.size} chunks`);
    const missing = [...hashes]
      .map(([id, hash]) => `assets/js/${names.get(id) ?? id}.${hash}.js`)
      .filter((file) => !existsSync(path.join(dir, file)));
    assert.deepEqual(missing, []);
  });

  test(`${locale}: the runtime's stylesheet chunks exist`, () => {
    const js = path.join(dir, 'assets/js');
    const runtime = readFileSync(
      path.join(
        js,
        readdirSync(js).find((f) => f.startsWith('runtime~main.'))!,
      ),
      'utf8',
    );
    // i.miniCssF=e=>"assets/css/"+e+".<hash>.css" (one hash while the site has one lazy stylesheet)
    const single = /miniCssF=\w+=>"assets\/css\/"\+\w+\+"\.([0-9a-f]{8})\.css"/.exec(runtime);
    const files = readdirSync(path.join(dir, 'assets/css'));
    if (!/miniCssF=\w+=>"assets\/css\//.test(runtime)) {
      // No stylesheet loaded on demand: every rule is in the one stylesheet of every page.
      assert.deepEqual(
        files.filter((f) => /^\d+\.[0-9a-f]{8}\.css$/.test(f)),
        [],
        'lazy stylesheets the runtime does not know',
      );
    } else if (single) {
      const lazy = files.filter((f) => /^\d+\.[0-9a-f]{8}\.css$/.test(f));
      assert.ok(lazy.length > 0, 'no lazy stylesheet');
      for (const file of lazy) assert.ok(file.endsWith(`.${single[1]}.css`), file);
    } else {
      const map = /miniCssF=\w+=>"assets\/css\/"\+\w+\+"\."\+\(\{([^}]*)\}\)/.exec(runtime);
      assert.ok(map, 'the stylesheet file names of the runtime were not found');
      for (const [id, hash] of parseMap(map[1]!)) {
        assert.ok(files.includes(`${id}.${hash}.css`), `assets/css/${id}.${hash}.css`);
      }
    }
  });
}

/** Every script chunk of a locale's build, with its text. */
function scriptChunks(dir: string): {file: string; text: string}[] {
  const js = path.join(dir, 'assets/js');
  return readdirSync(js)
    .filter((f) => f.endsWith('.js'))
    .map((file) => ({file, text: readFileSync(path.join(js, file), 'utf8')}));
}

for (const {locale, prefix} of locales) {
  const dir = path.join(buildDir, prefix);

  test(`${locale}: every docs page's own chunks carry no data it does not show`, () => {
    const chunks = scriptChunks(dir);
    // The DocItem layout, loaded by every doc (its chunk name is the hash of `@theme/DocItem`).
    const docItem = chunks.filter((c) => /^17896441\.[0-9a-f]{8}\.js$/.test(c.file));
    assert.equal(docItem.length, 1, 'the DocItem chunk was not found');
    // Scene steps (src/data/product/scene-steps.json) come with the pages that use them
    // (src/remark/mdxAutoImport.ts); the since extracts and the screenshot manifests with no page,
    // each element getting its own slice (src/remark/pageData.ts). A step key such as
    // "light.turn-on" is in the steps and in the since extracts.
    assert.ok(!/"light\.turn-on"|\/img\/screens\//.test(docItem[0]!.text), docItem[0]!.file);
  });

  test(`${locale}: no script carries the Mermaid library, which a production build never runs`, () => {
    // Every diagram is shown as its drawing; @docusaurus/theme-mermaid is loaded under npm start
    // only (docusaurus.config.ts). The text is one of Mermaid's own error messages.
    const withMermaid = scriptChunks(dir).filter((c) =>
      c.text.includes('No diagram type detected'),
    );
    assert.deepEqual(
      withMermaid.map((c) => c.file),
      [],
    );
  });

  test(`${locale}: the screenshot data reaches the pages without the manifest's routes and descriptions`, () => {
    const withScreens = scriptChunks(dir).filter((c) => c.text.includes(`/img/screens/${locale}/`));
    assert.ok(withScreens.length >= 1, 'no chunk holds the screenshot data');
    // src/data/screenshots.pages.json: sizes and paths only (src/lib/screenshotPages.ts).
    for (const chunk of withScreens) assert.ok(!/"shows"|"route"/.test(chunk.text), chunk.file);
  });
}
