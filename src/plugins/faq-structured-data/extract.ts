/**
 * Reads the questions and answers a built page shows, for its `FAQPage`
 * JSON-LD. Two layouts:
 * - the `<Faq>` component (src/components/Faq): `[data-faq-item]` elements,
 *   the question in their `<summary>`, the answer in `[data-faq-answer]`;
 * - a doc whose front matter has `faq: true`: each `##` heading of the doc is
 *   a question, the text up to the next `##` its answer.
 */
import {load, type CheerioAPI} from 'cheerio';
import {faqPage, jsonLdScriptText, type FaqEntry} from '../../lib/structuredData';

/** Text as a reader sees it: screen-only parts removed, white space collapsed. */
function readable(html: string): string {
  const $fragment = load(`<div id="faq-root">${html}</div>`, null, false);
  $fragment('.hash-link, svg, button, script, style, [aria-hidden="true"]').remove();
  $fragment('br').replaceWith(' ');
  $fragment('p, li, tr, pre, h3, h4, table, ul, ol, blockquote, div').after(' ');
  return $fragment('#faq-root')
    .text()
    .replace(/[\u200b\s]+/g, ' ')
    .trim();
}

/** Questions of `<Faq>` components on the page. */
export function faqFromComponents($: CheerioAPI): FaqEntry[] {
  return $('[data-faq-item]')
    .toArray()
    .map((item) => ({
      question: readable($(item).children('summary').html() ?? ''),
      answer: readable($(item).find('[data-faq-answer]').first().html() ?? ''),
    }))
    .filter((entry) => entry.question && entry.answer);
}

/** Questions of a FAQ doc: its `h2` headings, each answered by what follows it. */
export function faqFromDocSections($: CheerioAPI): FaqEntry[] {
  return $('.theme-doc-markdown h2')
    .toArray()
    .map((heading) => {
      const answer = $(heading)
        .nextUntil('h2')
        .toArray()
        .map((el) => $.html(el))
        .join(' ');
      return {question: readable($(heading).html() ?? ''), answer: readable(answer)};
    })
    .filter((entry) => entry.question && entry.answer);
}

/**
 * Adds the page's `FAQPage` JSON-LD before `</head>`.
 *
 * @param html the built page
 * @param url the page's absolute URL
 * @param docSections read the doc's `##` sections too (a doc with `faq: true`)
 * @returns the new HTML, or null when the page shows no question
 */
export function addFaqStructuredData(
  html: string,
  url: string,
  docSections: boolean,
): string | null {
  const $ = load(html);
  const entries = [...faqFromComponents($), ...(docSections ? faqFromDocSections($) : [])];
  if (!entries.length) return null;
  const language = $('html').attr('lang') ?? 'en';
  const script = `<script type="application/ld+json">${jsonLdScriptText(faqPage(url, language, entries))}</script>`;
  return html.replace('</head>', `${script}</head>`);
}
