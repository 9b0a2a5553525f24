/**
 * Fixes the links that `@signalwire/docusaurus-plugin-llms-txt` 1.2 writes
 * into Markdown twins on a site with `trailingSlash: true`: it turns
 * `/docs/installation/docker/` into `/docs/installation/docker/.md`, a file
 * that does not exist. This remark plugin rewrites them to the twin's real
 * path (`/docs/installation/docker.md`), anchors kept.
 */
import type {Link, Nodes, Root} from 'mdast';

/** The fixed URL of a link, or the URL itself when it needs no fix. */
export function fixTwinUrl(url: string): string {
  return url.replace(/\/\.md(?=$|[#?])/, '.md');
}

function visit(node: Nodes): void {
  if (node.type === 'link') {
    (node as Link).url = fixTwinUrl((node as Link).url);
  }
  if ('children' in node) {
    for (const child of node.children) visit(child);
  }
}

/** Remark plugin: see the module comment. @returns the unified transformer */
export default function remarkTwinLinks() {
  return (tree: Root): void => visit(tree);
}
