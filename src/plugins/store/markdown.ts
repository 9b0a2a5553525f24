/**
 * An integration author's Markdown (`docs/en.md`, `docs/fr.md`) turned into a plain tree of
 * {@link DocNode}s at build time, which `DocTree.tsx` draws with React elements only. HTML in the
 * Markdown is never interpreted: `mdast-util-from-markdown` gives it as `html` nodes, kept here as
 * text, so it shows as written. Links become absolute (relative ones point into the repository at
 * the snapshot's commit) and only `https:`, `http:` and `mailto:` links are kept; images are not
 * loaded, their alternative text links to them.
 */
import type {Nodes, Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {gfm} from 'micromark-extension-gfm';

/** A node of an author's document, reduced to what the page draws. */
export type DocNode =
  | {type: 'text'; value: string}
  | {type: 'code'; value: string; lang?: string}
  | {type: 'inlineCode'; value: string}
  | {type: 'heading'; depth: number; children: DocNode[]}
  | {type: 'link'; url: string | null; children: DocNode[]}
  | {type: 'image'; url: string | null; alt: string}
  | {type: 'list'; ordered: boolean; children: DocNode[]}
  | {
      type:
        | 'paragraph'
        | 'listItem'
        | 'emphasis'
        | 'strong'
        | 'delete'
        | 'blockquote'
        | 'table'
        | 'tableRow'
        | 'tableCell'
        | 'root';
      children: DocNode[];
    }
  | {type: 'thematicBreak' | 'break'};

/** Makes a link target absolute against `base`; null when it is not http(s) or mailto. */
export function safeUrl(url: string, base: string): string | null {
  try {
    const resolved = new URL(url, base);
    return ['https:', 'http:', 'mailto:'].includes(resolved.protocol) ? resolved.href : null;
  } catch {
    return null;
  }
}

function convert(node: Nodes, base: string): DocNode[] {
  const children = (): DocNode[] =>
    'children' in node ? node.children.flatMap((child) => convert(child as Nodes, base)) : [];
  switch (node.type) {
    case 'text':
    case 'html':
      return [{type: 'text', value: node.value}];
    case 'code':
      return [{type: 'code', value: node.value, ...(node.lang ? {lang: node.lang} : {})}];
    case 'inlineCode':
      return [{type: 'inlineCode', value: node.value}];
    case 'heading':
      return [{type: 'heading', depth: node.depth, children: children()}];
    case 'link':
      return [{type: 'link', url: safeUrl(node.url, base), children: children()}];
    case 'image':
      return [{type: 'image', url: safeUrl(node.url, base), alt: node.alt ?? ''}];
    case 'list':
      return [{type: 'list', ordered: node.ordered === true, children: children()}];
    case 'paragraph':
    case 'listItem':
    case 'emphasis':
    case 'strong':
    case 'delete':
    case 'blockquote':
    case 'table':
    case 'tableRow':
    case 'tableCell':
    case 'root':
      return [{type: node.type, children: children()}];
    case 'thematicBreak':
    case 'break':
      return [{type: node.type}];
    default:
      // Definitions, footnotes, front matter…: their text, if any, as plain text.
      return 'value' in node && typeof node.value === 'string'
        ? [{type: 'text', value: node.value}]
        : children();
  }
}

/**
 * Parses an author's Markdown (CommonMark and GitHub's tables, strikethrough and autolinks).
 *
 * @param markdown the document as its repository holds it
 * @param base the URL relative links are resolved against (the docs folder in the repository)
 * @returns the document's tree; never throws on odd Markdown
 */
export function markdownToTree(markdown: string, base: string): DocNode {
  const root: Root = fromMarkdown(markdown, {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  });
  return convert(root, base)[0];
}
