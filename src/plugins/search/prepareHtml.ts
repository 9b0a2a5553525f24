/**
 * Turns one built HTML page into what Pagefind should index: page content
 * only, with the filters and the section name the DocSearch UI needs.
 *
 * Pure string work on the minified HTML Docusaurus writes (unquoted
 * attributes, omitted end tags): only opening tags are rewritten, so the
 * markup Pagefind parses keeps its shape.
 */

/** Which kind of Docusaurus page a built HTML file is. */
export type PageKind = 'doc' | 'blogPost' | 'page';

/** Site-wide values the transform needs (from the Docusaurus site config). */
export type PrepareOptions = {
  /** `siteConfig.title`, removed from the end of `<title>` ("Docker | Gladys Assistant"). */
  siteTitle: string;
  /** `siteConfig.titleDelimiter` (default `|`). */
  titleDelimiter: string;
  /** Section name of blog posts (lvl0), for example "Blog". */
  blogSection: string;
};

/** A page ready for `index.addHTMLFile({url, content})`. */
export type PreparedPage = {
  kind: PageKind;
  /** `<html lang>`, the `language` filter (for example `en`, `fr`). */
  language: string;
  /** `docsearch:docusaurus_tag` meta of the page, the `docusaurus_tag` filter. */
  docusaurusTag: string;
  /** Page title: the first `<h1>` of the content, else `<title>` without the site name. */
  title: string;
  /** Section shown as the group title in the modal: docs category, blog, or the page title. */
  lvl0: string;
  /** The HTML to index, with `data-pagefind-*` attributes added. */
  content: string;
};

/**
 * Classes whose elements are never indexed as content (navigation, chrome, screen-reader labels,
 * and diagrams: their labels, drawn twice for the two colour modes, restate the text around them).
 */
export const ignoredClasses = [
  'theme-doc-breadcrumbs',
  'hash-link',
  'pagination-nav',
  'theme-doc-footer',
  'theme-doc-toc-mobile',
  'table-of-contents',
  'theme-edit-this-page',
  'theme-last-updated',
  'sr-only',
  'docusaurus-mermaid-container',
] as const;

const openTagPattern =
  /<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;

const attributePattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Attributes of one opening tag, names lower-cased, values as written (entities not decoded). */
function readAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(attributePattern)) {
    attributes.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** Decodes the HTML entities Docusaurus and the minifier write in text. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? parseInt(body.slice(2), 16)
          : parseInt(body.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
    }
    const named: Record<string, string> = {
      amp: '&',
      lt: '<',
      gt: '>',
      quot: '"',
      apos: "'",
      nbsp: '\u00a0',
    };
    return named[body.toLowerCase()] ?? entity;
  });
}

/** Escapes text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Text of an HTML fragment: tags removed, entities decoded, spaces collapsed. */
export function textOf(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ''))
    .replace(/[\u200b\s]+/g, ' ')
    .trim();
}

function kindOf(htmlClasses: string[]): PageKind | null {
  if (htmlClasses.includes('docs-doc-page')) return 'doc';
  if (htmlClasses.includes('blog-post-page')) return 'blogPost';
  if (htmlClasses.includes('plugin-pages')) return 'page';
  return null;
}

function metaContent(html: string, name: string): string | null {
  for (const match of html.matchAll(/<meta\b([^>]*)>/gi)) {
    const attributes = readAttributes(match[1]!);
    if (attributes.get('name') === name) return decodeEntities(attributes.get('content') ?? '');
  }
  return null;
}

function pageTitle(html: string, bodyStart: number, options: PrepareOptions): string {
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html.slice(bodyStart));
  const fromH1 = h1 ? textOf(h1[1]!) : '';
  if (fromH1) return fromH1;
  const title = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  const full = title ? textOf(title[1]!) : '';
  const suffix = ` ${options.titleDelimiter} ${options.siteTitle}`;
  return full.endsWith(suffix) ? full.slice(0, -suffix.length) : full;
}

/** Docs category: the breadcrumb just before the current page (the home icon has no text). */
function docCategory(html: string): string | null {
  const nav = /<nav\b[^>]*theme-doc-breadcrumbs[^>]*>([\s\S]*?)<\/nav>/i.exec(html);
  if (!nav) return null;
  const labels = [
    ...nav[1]!.matchAll(/<(span|a)\b[^>]*\bbreadcrumbs__link\b[^>]*>([\s\S]*?)<\/\1>/gi),
  ]
    .map((m) => textOf(m[2]!))
    .filter(Boolean);
  return labels.length >= 2 ? labels[labels.length - 2]! : null;
}

/**
 * Prepares a built page for Pagefind.
 *
 * Marks the content root (`<article>` of docs and blog posts, `<main>` of
 * other pages) as `data-pagefind-body`, marks navigation and chrome inside it
 * (see {@link ignoredClasses}) as `data-pagefind-ignore`, and adds, outside
 * the body, the `language` and `docusaurus_tag` filters and the `lvl0` and
 * `title` metadata.
 *
 * @param html a complete HTML document written by `docusaurus build`
 * @returns the page to index, or null for pages that are not content
 *   (blog listings, tag and author pages, redirects) or have no content root
 */
export function prepareHtml(html: string, options: PrepareOptions): PreparedPage | null {
  const htmlTag = /<html\b([^>]*)>/i.exec(html);
  if (!htmlTag) return null;
  const htmlAttributes = readAttributes(htmlTag[1]!);
  const kind = kindOf((htmlAttributes.get('class') ?? '').split(/\s+/));
  if (!kind) return null;
  const language = htmlAttributes.get('lang') ?? '';
  const docusaurusTag = metaContent(html, 'docsearch:docusaurus_tag') ?? 'default';
  const bodyTag = /<body\b[^>]*>/i.exec(html);
  if (!bodyTag || !language) return null;

  const rootTag = kind === 'page' ? 'main' : 'article';
  let rootMarked = false;
  const content = html.replace(
    openTagPattern,
    (tag: string, name: string, attributeSource: string, selfClosing: string) => {
      const lowerName = name.toLowerCase();
      const classes = (readAttributes(attributeSource).get('class') ?? '').split(/\s+/);
      const added: string[] = [];
      if (!rootMarked && lowerName === rootTag) {
        rootMarked = true;
        added.push('data-pagefind-body');
      }
      if (ignoredClasses.some((c) => classes.includes(c))) {
        added.push('data-pagefind-ignore');
      }
      if (!added.length) return tag;
      return `<${name}${attributeSource} ${added.join(' ')}${selfClosing ? ' /' : ''}>`;
    },
  );
  if (!rootMarked) return null;

  const title = pageTitle(html, bodyTag.index, options);
  const lvl0 =
    kind === 'doc'
      ? (docCategory(html) ?? title)
      : kind === 'blogPost'
        ? options.blogSection
        : title;
  const hidden =
    `<div hidden>` +
    `<span data-pagefind-filter="language">${escapeHtml(language)}</span>` +
    `<span data-pagefind-filter="docusaurus_tag">${escapeHtml(docusaurusTag)}</span>` +
    `<span data-pagefind-meta="lvl0">${escapeHtml(lvl0)}</span>` +
    `<span data-pagefind-meta="title">${escapeHtml(title)}</span>` +
    `</div>`;
  const bodyEnd = content.search(/<body\b[^>]*>/i);
  const bodyTagEnd = content.indexOf('>', bodyEnd) + 1;
  return {
    kind,
    language,
    docusaurusTag,
    title,
    lvl0,
    content: content.slice(0, bodyTagEnd) + hidden + content.slice(bodyTagEnd),
  };
}
