/**
 * Fixes the links that `@signalwire/docusaurus-plugin-llms-txt` 1.2 writes
 * into Markdown twins: on a site with `trailingSlash: true` it turns
 * `/docs/installation/docker/` into `/docs/installation/docker/.md`, a file
 * that does not exist, and in a locale served under a prefix it writes the
 * prefix twice (`https://site/fr/fr/docs.md`). This remark plugin rewrites
 * them to the twin's real URL (`/docs/installation/docker.md`,
 * `https://site/fr/docs.md`), anchors kept.
 */
import type {Link, Nodes, Root} from 'mdast';

/** Where the twins are served. */
export type TwinLinkOptions = {
  /** Site URL without trailing slash (`https://gladysassistant.com`). */
  siteUrl: string;
  /** Base URL of the locale being built (`/`, `/fr/`). */
  baseUrl: string;
};

/** The fixed URL of a link, or the URL itself when it needs no fix. */
export function fixTwinUrl(url: string, {siteUrl, baseUrl}: TwinLinkOptions): string {
  let fixed = url.replace(/\/\.md(?=$|[#?])/, '.md');
  const doubled = `${siteUrl}${baseUrl}${baseUrl.slice(1)}`;
  if (baseUrl !== '/' && fixed.startsWith(doubled)) {
    fixed = `${siteUrl}${baseUrl}${fixed.slice(doubled.length)}`;
  }
  return fixed;
}

function visit(node: Nodes, options: TwinLinkOptions): void {
  if (node.type === 'link') {
    (node as Link).url = fixTwinUrl((node as Link).url, options);
  }
  if ('children' in node) {
    for (const child of node.children) visit(child, options);
  }
}

/** Remark plugin: see the module comment. @returns the unified transformer */
export default function remarkTwinLinks(options: TwinLinkOptions) {
  return (tree: Root): void => visit(tree, options);
}
