/**
 * The part of a built page its twin is made from: the `<head>` (title, description) and the
 * `<main>` element, which holds the doc or post that the plugin's `contentSelectors` pick
 * (twinOptions.ts). The navbar, the docs sidebar, the footer and the closing scripts are left out:
 * they are about half of a page's bytes, and the third-party plugin parsed them only to drop them.
 * A page without a `<head>` and one `<main>` is returned whole.
 *
 * @param html a page as Docusaurus writes it (one `<main>`; markup inside text is escaped, so
 *   `</main>` appears only as the element's end tag)
 * @returns HTML that the plugin turns into the same Markdown as the whole page
 */
export function pageForTwin(html: string): string {
  const headEnd = html.indexOf('</head>');
  const mainStart = headEnd < 0 ? -1 : html.indexOf('<main', headEnd);
  const mainEnd = html.lastIndexOf('</main>');
  if (mainStart < 0 || mainEnd < mainStart) return html;
  const head = html.slice(0, headEnd + '</head>'.length);
  return `${head}<body>${html.slice(mainStart, mainEnd + '</main>'.length)}</body></html>`;
}
