/**
 * Turns the HTML of a built doc or post into HTML that converts to clean
 * Markdown: the theme's widgets become what they stand for (code blocks with
 * their language and title, admonitions as quotes with their title, diagrams
 * as their Mermaid source), and what only makes sense on screen goes away
 * (heading anchors, icons, buttons, React's `<!-- -->` markers, the post
 * footer). Runs inside `@signalwire/docusaurus-plugin-llms-txt` as a rehype
 * plugin, before its HTML-to-Markdown step.
 */
import type {Element, ElementContent, Nodes, Parents, Root, Text} from 'hast';
import {collectDiagrams} from '../remark/diagrams/sources';

/** Options of {@link rehypeCleanPage}. */
export type CleanPageOptions = {
  /** Site URL without trailing slash (`https://gladysassistant.com`), to make image sources absolute. */
  siteUrl: string;
  /**
   * Mermaid source of each diagram, by the key in its drawing's id (`diagram-<key>-light`); or the
   * site's root, to collect them from the sources (src/remark/diagrams) on the first page.
   */
  diagramSources: ReadonlyMap<string, string> | {siteDir: string};
};

/** Diagram sources collected from a site's root, once per process. */
const collected = new Map<string, ReadonlyMap<string, string>>();

/** The diagram sources of the options, collected from the site's root when given that. */
function sourcesOf(options: CleanPageOptions): ReadonlyMap<string, string> {
  const given = options.diagramSources;
  if (given instanceof Map) return given;
  const {siteDir} = given as {siteDir: string};
  let sources = collected.get(siteDir);
  if (!sources) {
    sources = new Map(collectDiagrams(siteDir).map((d) => [d.key, d.source] as const));
    collected.set(siteDir, sources);
  }
  return sources;
}

const classes = (node: Element): string[] => {
  const value: unknown = node.properties?.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(' ') : [];
};
/** True when one of the element's classes starts with `prefix` (CSS modules add a hash). */
const hasClass = (node: Element, prefix: string) => classes(node).some((c) => c.startsWith(prefix));

const element = (tagName: string, children: ElementContent[], className?: string[]): Element => ({
  type: 'element',
  tagName,
  properties: className ? {className} : {},
  children,
});
const text = (value: string): Text => ({type: 'text', value});

/** Text of a node, with `<br>` as a line break. */
function plainText(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && node.tagName === 'br') return '\n';
  if ('children' in node) return node.children.map((child) => plainText(child)).join('');
  return '';
}

/** First descendant element matching `test`, depth first. */
function find(node: Parents, test: (el: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (test(child)) return child;
    const deeper = find(child, test);
    if (deeper) return deeper;
  }
  return undefined;
}

/** A theme code block → an optional italic title, then `<pre><code class="language-x">`. */
function codeBlock(node: Element): ElementContent[] {
  const language = classes(node)
    .find((c) => c.startsWith('language-'))
    ?.slice('language-'.length);
  const title = find(node, (el) => hasClass(el, 'codeBlockTitle'));
  const code = find(node, (el) => el.tagName === 'code');
  const source = code ? plainText(code).replace(/\n$/, '') : '';
  const out: ElementContent[] = [];
  if (title) out.push(element('p', [element('em', [text(plainText(title))])]));
  out.push(
    element('pre', [
      element(
        'code',
        [text(source)],
        language && language !== 'text' ? [`language-${language}`] : undefined,
      ),
    ]),
  );
  return out;
}

/** An admonition → a quote whose first line is its title in bold. */
function admonition(node: Element): ElementContent[] {
  const heading = find(node, (el) => hasClass(el, 'admonitionHeading'));
  const content = find(node, (el) => hasClass(el, 'admonitionContent'));
  const title = heading ? plainText(heading).trim() : '';
  return [
    element('blockquote', [
      ...(title ? [element('p', [element('strong', [text(title)])])] : []),
      ...(content?.children ?? []),
    ]),
  ];
}

/** A diagram drawn ahead of time → its Mermaid source; nothing when unknown. */
function diagram(node: Element, sources: ReadonlyMap<string, string>): ElementContent[] {
  const svg = find(node, (el) => el.tagName === 'svg');
  const key = /^diagram-([0-9a-f]+)-/.exec(String(svg?.properties?.id ?? ''))?.[1];
  const source = key ? sources.get(key) : undefined;
  return source ? [element('pre', [element('code', [text(source)], ['language-mermaid'])])] : [];
}

/** What replaces one element: its new content, or null to keep it and look inside. */
function replacement(node: Element, options: CleanPageOptions): ElementContent[] | null {
  if (node.tagName === 'svg' || node.tagName === 'button' || node.tagName === 'footer') return [];
  if (node.tagName === 'a' && hasClass(node, 'hash-link')) return [];
  if (node.properties?.dataTranslationOutdated !== undefined) return [];
  if (hasClass(node, 'authorSocials') || hasClass(node, 'avatar__photo-link')) return [];
  if (node.tagName === 'figure' && node.properties?.dataMermaid !== undefined) {
    return diagram(node, sourcesOf(options));
  }
  if (node.tagName === 'div' && hasClass(node, 'codeBlockContainer')) return codeBlock(node);
  if (node.tagName === 'div' && hasClass(node, 'theme-admonition')) return admonition(node);
  // A screenshot waiting to load holds an empty drawing; its image is in the <noscript> beside it.
  if (node.tagName === 'noscript') {
    const inside: Root = {type: 'root', children: node.children as Root['children']};
    clean(inside, options);
    return inside.children as ElementContent[];
  }
  if (node.tagName === 'img' && typeof node.properties?.src === 'string') {
    const src = node.properties.src;
    if (src.startsWith('data:')) return [];
    if (src.startsWith('/')) node.properties.src = `${options.siteUrl}${src}`;
  }
  return null;
}

function clean(parent: Parents, options: CleanPageOptions): void {
  const children: Nodes[] = parent.children;
  const kept = children.flatMap((child): Nodes[] => {
    if (child.type === 'comment') return [];
    if (child.type !== 'element') return [child];
    const replaced = replacement(child, options);
    if (replaced) {
      // What replaced the element may hold its children (an admonition's text): clean them too.
      for (const node of replaced) if (node.type === 'element') clean(node, options);
      return replaced;
    }
    clean(child, options);
    return [child];
  });
  parent.children = kept as typeof parent.children;
}

/**
 * Rehype plugin: cleans a built page's HTML before it becomes Markdown.
 *
 * @param options site URL and diagram sources
 * @returns the unified transformer
 */
export default function rehypeCleanPage(options: CleanPageOptions) {
  return (tree: Root): void => {
    clean(tree, options);
  };
}
