/**
 * Checks of what a reader sees on a built page, used by `tests/build/rendered.test.ts`:
 * Markdown or MDX syntax left as text in `<main>` (an admonition written in the
 * wrong form, a broken link, an unclosed emphasis…) and table headers with no
 * text. Works on HTML strings with cheerio; no Docusaurus import.
 */
import {load, type CheerioAPI} from 'cheerio';

/**
 * Elements whose text is code or drawing, where Markdown syntax is legitimate, and text quoted as
 * data from someone else (`data-author-text`: a store integration's manifest and docs, shown as
 * their authors wrote them).
 */
const skipped = 'pre, code, kbd, samp, svg, script, style, template, noscript, [data-author-text]';

/** Block-level elements: their text is read as lines of their own. */
const blocks =
  'p, li, dt, dd, td, th, caption, h1, h2, h3, h4, h5, h6, blockquote, figcaption, summary, details, div, section, article, header, footer, nav, aside, table, tr, ul, ol, dl, br, hr';

/** Each pattern a reader should never see, with the name shown in failures. */
export const syntaxPatterns: {name: string; pattern: RegExp}[] = [
  {name: 'admonition fence', pattern: /:::/},
  {name: 'bold marker', pattern: /\*\*\S/},
  {name: 'underscore emphasis', pattern: /(^|\s)__\w/},
  {name: 'MDX comment', pattern: /\{\/\*|\*\/\}/},
  {name: 'Markdown link', pattern: /\]\(/},
  {name: 'HTML comment', pattern: /<!--|-->/},
  {name: 'backticks', pattern: /`/},
  {name: 'wiki link', pattern: /\[\[/},
  {name: 'heading marker', pattern: /^#{1,6}\s/},
  {name: 'table row', pattern: /^\|/},
];

/**
 * The visible text of `<main>` as trimmed, non-empty lines (code, kbd and SVG left out).
 *
 * @param copy a document holding the page's `<main>`, which this changes (code and drawings go)
 */
function linesOf(copy: CheerioAPI): string[] {
  copy(skipped).remove();
  copy(blocks).each((_, el) => {
    copy(el).prepend('\n').append('\n');
  });
  return copy('main')
    .text()
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/**
 * The `<main>` element of a built page, cut out of its HTML so that only it is parsed (the
 * navbar, sidebar and footer are most of a page); an empty string when the page has none.
 */
function mainHtml(html: string): string {
  const start = html.search(/<main[\s>]/);
  const end = html.lastIndexOf('</main>');
  return start < 0 || end < start ? '' : html.slice(start, end + '</main>'.length);
}

/** Markdown or MDX syntax visible in `<main>`, as `pattern name: "line"` texts (empty when clean). */
export function visibleSyntax(html: string): string[] {
  const found: string[] = [];
  const main = mainHtml(html);
  for (const line of main ? linesOf(load(main)) : []) {
    for (const {name, pattern} of syntaxPatterns) {
      if (pattern.test(line)) found.push(`${name}: "${line.slice(0, 120)}"`);
    }
  }
  return found;
}

/** Table header cells with no text and no accessible name, described by their table's position. */
export function emptyTableHeaders(html: string): string[] {
  // Only the tables are parsed, in page order: the rest of a page is most of its size.
  const tables = html.match(/<table[\s>][\s\S]*?<\/table>/g);
  if (!tables?.some((table) => /<th[\s>]/.test(table))) return [];
  const $ = load(tables.join(''));
  const found: string[] = [];
  $('table').each((index, table) => {
    $(table)
      .find('th')
      .each((_, th) => {
        const cell = $(th);
        if (!cell.text().trim() && !cell.attr('aria-label') && !cell.find('img[alt]').length) {
          found.push(`table ${index + 1}: empty <th>`);
        }
      });
  });
  return [...new Set(found)];
}
