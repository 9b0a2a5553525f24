import type {Code, Root, RootContent} from 'mdast';
import {tokenizeCode} from './tokenize';

/**
 * Remark plugin: every fenced code block (Mermaid aside) gets its Prism tokens, computed at build
 * time, as a `data-static-tokens` attribute (JSON of `StaticLine[]`). `src/theme/CodeBlock` shows
 * them as static markup, so a page whose code blocks were all highlighted here loads no highlighter
 * and no grammar in the browser. A block the theme changes before display (magic comments remove
 * lines) falls back to the browser's Prism, loaded on demand.
 * @returns the tree transformer; it never throws (an unknown language gives plain tokens).
 */
export default function remarkStaticHighlight(): (tree: Root) => void {
  return (tree) => {
    const visit = (node: Root | RootContent): void => {
      if (node.type === 'code') {
        annotate(node);
        return;
      }
      if ('children' in node) node.children.forEach(visit);
    };
    visit(tree);
  };
}

function annotate(node: Code): void {
  if (node.lang === 'mermaid' || !node.value) return;
  const language = node.lang ?? 'text';
  const data = (node.data ??= {}) as {hProperties?: Record<string, unknown>};
  data.hProperties = {
    ...data.hProperties,
    dataStaticTokens: JSON.stringify(tokenizeCode(node.value.replace(/\r?\n$/, ''), language)),
  };
}
