import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {mermaidOptions, mermaidThemes, type DiagramColorMode} from '../../lib/mermaid';

/**
 * Diagrams drawn ahead of time.
 *
 * Every Mermaid code block of the docs, blog and pages is drawn to SVG by
 * `npm run diagrams` (scripts/diagrams.ts, headless Chromium), once per colour
 * mode, into `src/diagrams/<key>.<mode>.svg`, and the files are committed. The
 * build then puts the drawing into the page (./remark.ts) instead of loading
 * Mermaid in the browser, so building the site needs no browser.
 */

/** Folder of the committed drawings, relative to the site's root. */
export const diagramsFolder = path.join('src', 'diagrams');

/** Colour modes, in the order the files are written. */
export const colorModes = Object.keys(mermaidThemes) as DiagramColorMode[];

/** Bumped when the way drawings are made changes (SVG optimisation, ids). */
const drawingVersion = 2;

let installedMermaid: string | undefined;

/** Version of the installed Mermaid package, read once. */
function mermaidVersion(): string {
  installedMermaid ??= (
    JSON.parse(readFileSync(require.resolve('mermaid/package.json'), 'utf8')) as {version: string}
  ).version;
  return installedMermaid;
}

/**
 * The key of a diagram: 16 hex digits of a SHA-256 over its source, the
 * Mermaid version and the drawing settings, so any change to one of them asks
 * for a new drawing.
 *
 * @param source the code block's text, as Markdown gives it (no fences).
 */
export function diagramKey(source: string): string {
  const input = JSON.stringify([
    drawingVersion,
    mermaidVersion(),
    mermaidThemes,
    mermaidOptions,
    source.trim(),
  ]);
  return createHash('sha256').update(input).digest('hex').slice(0, 16);
}

/**
 * Path of a diagram's drawing in one colour mode.
 *
 * @param siteDir the site's root folder (absolute).
 */
export function diagramFile(siteDir: string, key: string, mode: DiagramColorMode): string {
  return path.join(siteDir, diagramsFolder, `${key}.${mode}.svg`);
}

/** The id of a drawing's root `<svg>`; its `<style>` and markers are scoped by it. */
export function diagramSvgId(key: string, mode: DiagramColorMode): string {
  return `diagram-${key}-${mode}`;
}

/** A diagram's drawings: SVG markup per colour mode. */
export type DiagramDrawings = Record<DiagramColorMode, string>;

/**
 * Reads the committed drawings of a diagram.
 *
 * @param siteDir the site's root folder (absolute).
 * @param source the code block's text.
 * @returns the SVG markup per colour mode, or `null` when a mode has no drawing
 *   yet (the page then draws the diagram in the browser).
 */
export function readDrawings(siteDir: string, source: string): DiagramDrawings | null {
  const key = diagramKey(source);
  const drawings: Partial<DiagramDrawings> = {};
  for (const mode of colorModes) {
    const file = diagramFile(siteDir, key, mode);
    if (!existsSync(file)) {
      return null;
    }
    drawings[mode] = readFileSync(file, 'utf8');
  }
  return drawings as DiagramDrawings;
}
