import type {Code, Root, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {readDrawings} from './diagrams';

/**
 * Remark plugin, run before Docusaurus's own: a Mermaid code block that has
 * its drawings in `src/diagrams/` becomes `<mermaid value svgLight svgDark>`,
 * which `src/theme/Mermaid` shows as inline SVG with no script. A block without
 * drawings is left to Docusaurus, which turns it into `<mermaid value>`, drawn
 * in the browser (what a writer sees before running `npm run diagrams`).
 *
 * @param options.siteDir the site's root folder (absolute), where `src/diagrams/` is.
 * @returns the tree transformer; it never throws for a missing drawing.
 */
export default function remarkPrerenderedDiagrams(options: {
  siteDir: string;
}): (tree: Root) => void {
  return (tree) => {
    const replace = (node: Root | RootContent): void => {
      if (!('children' in node)) {
        return;
      }
      node.children = node.children.map((child) => {
        if (child.type === 'code' && child.lang === 'mermaid') {
          return prerendered(options.siteDir, child) ?? child;
        }
        replace(child);
        return child;
      }) as typeof node.children;
    };
    replace(tree);
  };
}

function prerendered(siteDir: string, node: Code): MdxJsxFlowElement | null {
  const drawings = readDrawings(siteDir, node.value);
  if (!drawings) {
    return null;
  }
  const attribute = (name: string, value: string): MdxJsxAttribute => ({
    type: 'mdxJsxAttribute',
    name,
    value,
  });
  return {
    type: 'mdxJsxFlowElement',
    name: 'mermaid',
    attributes: [
      attribute('value', node.value),
      attribute('svgLight', drawings.light),
      attribute('svgDark', drawings.dark),
    ],
    children: [],
    position: node.position,
  };
}
