/**
 * Code-block colours: every token colour of both themes (config/prism.ts)
 * reads at 4.5:1 or more on the code background (WCAG 1.4.3). Checked here,
 * exactly, rather than by the axe crawl, which skips code lines to stay fast.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../config/prism.ts';

type Rgb = [number, number, number];

/** Parses #rgb, #rrggbb and rgb(r, g, b). */
function parse(colour: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d) : hex[1]!.match(/../g)!;
    return digits.map((d) => parseInt(d, 16)) as Rgb;
  }
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(colour.trim());
  assert.ok(rgb, `unsupported colour ${colour}`);
  return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
}

/** WCAG relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) =>
    c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4;
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio. */
function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Token colour as painted: its colour (or the plain one) blended by its opacity over the background. */
function painted(theme: PrismTheme, style: PrismTheme['styles'][number]['style']): Rgb {
  const background = parse(theme.plain.backgroundColor!);
  const colour = parse(style.color ?? theme.plain.color!);
  const alpha = style.opacity === undefined ? 1 : Number(style.opacity);
  return colour.map((c, i) => Math.round(c * alpha + background[i]! * (1 - alpha))) as Rgb;
}

for (const [name, theme] of [
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
] as const) {
  test(`${name} code theme: every token at 4.5:1 or more`, () => {
    const background = parse(theme.plain.backgroundColor!);
    const low = [{types: ['plain'], style: theme.plain}, ...theme.styles]
      .map((s) => ({
        types: s.types.join(','),
        ratio: contrast(painted(theme, s.style), background),
      }))
      .filter((s) => s.ratio < 4.5)
      .map((s) => `${s.types}: ${s.ratio.toFixed(2)}:1`);
    assert.deepEqual(low, []);
  });
}
