// Draws every Mermaid diagram of the site ahead of time, in both colour modes,
// into src/diagrams/<key>.<mode>.svg (see src/remark/diagrams). Run it after
// adding or changing a diagram and commit the files; the tests fail while a
// diagram has no drawing. Drawings of diagrams that no longer exist are removed.
//
//   npm run diagrams            draw what is missing, remove what is unused
//   npm run diagrams -- --check list what is missing or unused, exit 1 if any
//   npm run diagrams -- --force draw everything again
//
// Needs Debian's Chromium (`apt-get install chromium`, or CHROMIUM_PATH).
import {mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {createMermaidRenderer} from 'mermaid-isomorphic';
import {optimize} from 'svgo';
import {mermaidOptions, mermaidThemes} from '../src/lib/mermaid.ts';
import {
  colorModes,
  diagramFile,
  diagramSvgId,
  diagramsFolder,
} from '../src/remark/diagrams/diagrams.ts';
import {collectDiagrams} from '../src/remark/diagrams/sources.ts';
import {chromiumFlags, chromiumPath} from './lib/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const diagramsDir = path.join(root, diagramsFolder);
const {values} = parseArgs({
  options: {check: {type: 'boolean', default: false}, force: {type: 'boolean', default: false}},
});
const {check, force} = values;

const diagrams = collectDiagrams(root);
const byKey = new Map(diagrams.map((diagram) => [diagram.key, diagram]));
const wanted = new Set(
  [...byKey.keys()].flatMap((key) =>
    colorModes.map((mode) => path.basename(diagramFile(root, key, mode))),
  ),
);
mkdirSync(diagramsDir, {recursive: true});
const present = new Set(readdirSync(diagramsDir).filter((name) => name.endsWith('.svg')));
const unused = [...present].filter((name) => !wanted.has(name));
const missing = [...byKey.values()].filter(
  (diagram) =>
    force ||
    colorModes.some((mode) => !present.has(path.basename(diagramFile(root, diagram.key, mode)))),
);

if (check) {
  for (const diagram of missing) {
    console.log(`missing: ${diagram.file}:${diagram.line} (${diagram.key})`);
  }
  for (const name of unused) {
    console.log(`unused: src/diagrams/${name}`);
  }
  console.log(`${diagrams.length} diagrams, ${missing.length} to draw, ${unused.length} unused`);
  process.exit(missing.length || unused.length ? 1 : 0);
}

for (const name of unused) {
  rmSync(path.join(diagramsDir, name));
  console.log(`removed src/diagrams/${name}`);
}

/**
 * Shrinks Mermaid's output (long decimals, hand-drawn paths) by about 40 % (gzip: 60 %). Only plugins
 * that keep every element and class: Mermaid's <style> targets `rect`, `.cluster rect`, `.node path`
 * and so on, and SVGO's default preset (shapes to paths, merged groups, colours) broke the subgraph
 * boxes. Checked against Mermaid's own output, screenshot against screenshot, on 40 drawings. Ids
 * stay as they are: the <style> and the arrow markers use them.
 */
function optimise(svg: string) {
  return optimize(svg, {
    multipass: true,
    floatPrecision: 2,
    plugins: [
      'removeComments',
      'removeMetadata',
      'removeEditorsNSData',
      'cleanupAttrs',
      'removeEmptyAttrs',
      'cleanupNumericValues',
      'convertPathData',
      'convertTransform',
      'removeEmptyContainers',
    ],
  }).data;
}

/** HTML elements with no end tag: the only ones that may close themselves in HTML. */
const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * Writes the HTML inside `<foreignObject>` (Mermaid's labels) as HTML: the XML
 * serializer writes an empty label as `<span/>`, which an HTML page parses as
 * an open `<span>` swallowing what follows.
 */
function htmlInForeignObjects(svg: string) {
  return svg.replace(/<foreignObject\b[\s\S]*?<\/foreignObject>/g, (block) =>
    block.replace(
      /<([a-zA-Z][\w-]*)([^<>]*?)\s*\/>/g,
      (tag: string, name: string, attributes: string) =>
        voidElements.has(name.toLowerCase()) ? tag : `<${name}${attributes}></${name}>`,
    ),
  );
}

/**
 * A stylesheet that gives the drawing page DejaVu Sans from `dejavu-fonts-ttf`, so labels are measured
 * with the same font on every machine (see src/lib/mermaid.ts).
 */
function measuringFontCss() {
  const require = createRequire(import.meta.url);
  const fonts = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const face = (file: string, weight: number) =>
    `@font-face{font-family:'DejaVu Sans';font-weight:${weight};` +
    `src:url('${pathToFileURL(path.join(fonts, file))}')}`;
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'diagrams-')), 'font.css');
  writeFileSync(file, face('DejaVuSans.ttf', 400) + face('DejaVuSans-Bold.ttf', 700));
  return pathToFileURL(file);
}
const css = measuringFontCss();

/** Draws the missing diagrams in both colour modes, then drops the bundler's cache of pages. */
async function draw() {
  const render = createMermaidRenderer({
    browserType: chromium,
    launchOptions: {executablePath: chromiumPath, args: chromiumFlags},
  });
  const failed = new Set<string>();
  for (const mode of colorModes) {
    for (const diagram of missing) {
      const id = diagramSvgId(diagram.key, mode);
      // mermaid-isomorphic names the root <svg> `${prefix}-${index}`: renamed to the diagram's id.
      const [result] = await render([diagram.source], {
        prefix: id,
        css,
        mermaidConfig: {...mermaidOptions, theme: mermaidThemes[mode]},
      });
      if (result.status === 'rejected') {
        failed.add(diagram.key);
        console.error(
          `${diagram.file}:${diagram.line}: ${result.reason?.message ?? result.reason}`,
        );
        continue;
      }
      const svg = result.value.svg.replaceAll(`${id}-0`, id);
      writeFileSync(
        diagramFile(root, diagram.key, mode),
        `${htmlInForeignObjects(optimise(svg))}\n`,
      );
    }
  }
  if (missing.length || unused.length) {
    // The bundler caches each page's compiled Markdown by the page's own text: a page whose drawings
    // just changed would keep its old output. Dropping the cache makes the next build read them.
    for (const cache of ['rspack', 'webpack']) {
      rmSync(path.join(root, 'node_modules', '.cache', cache), {recursive: true, force: true});
    }
  }
  console.log(
    `${diagrams.length} diagrams: drew ${missing.length - failed.size}` +
      `${failed.size ? `, ${failed.size} failed` : ''}, removed ${unused.length}`,
  );
  process.exit(failed.size ? 1 : 0);
}

draw().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
