import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {Program} from 'estree';
import {valueToEstree} from 'estree-util-value-to-estree';
import type {VFile} from 'vfile';
import {forVersion, nextVersionName} from '../data/productVersions';
import {sinceByVersion} from '../data/sinceVersions';
import {pagesByVersion, screenshotPaths} from '../data/screenshotVersions';
import {
  compareVersions,
  docFeatures,
  featureSince,
  type FeatureSince,
  type SinceFeature,
} from '../lib/since';
import {findScreen, isNextVersion} from '../lib/myGladys';

/**
 * The docs version a content file belongs to, from its path: `4.86` for
 * `versioned_docs/version-4.86/…` and `i18n/<locale>/docusaurus-plugin-content-docs/version-4.86/…`,
 * the next version (`current`) for everything else (its docs, and blog posts, pages and guides,
 * which show the next version's captures: a post shows the feature it announces).
 * @param filePath the file's path (absolute or relative to the site)
 */
export function fileDocsVersion(filePath: string): string {
  const match = filePath
    .split(path.sep)
    .join('/')
    .match(/\/(?:versioned_docs|docusaurus-plugin-content-docs)\/version-([^/]+)\//);
  return match?.[1] ?? nextVersionName;
}

/**
 * The id the docs plugin gives a doc file: its folder inside the version's docs folder, then its
 * front matter `id` or its file name without extension (`scenes/alarm-mode`).
 * @param filePath the doc's path
 * @param frontMatterId the `id` of its front matter, if any
 * @returns the id, or undefined when the file is in no docs folder of the default docs plugin
 */
export function fileDocId(filePath: string, frontMatterId?: string): string | undefined {
  const rest = filePath
    .split(path.sep)
    .join('/')
    .match(
      /\/(?:docs|versioned_docs\/version-[^/]+|i18n\/[^/]+\/docusaurus-plugin-content-docs\/(?:current|version-[^/]+))\/(.+)\.mdx?$/,
    )?.[1];
  if (!rest) return undefined;
  const folder = path.posix.dirname(rest);
  const name = frontMatterId ?? path.posix.basename(rest);
  return folder === '.' ? name : `${folder}/${name}`;
}

/** A "Since" line's features resolved, oldest first (the input of `<Since dated>`). */
export function datedFeatures(features: readonly SinceFeature[], version: string): FeatureSince[] {
  const table = forVersion(sinceByVersion, version);
  return features
    .map((feature) => featureSince(feature, table))
    .sort((a, b) => compareVersions(a.version, b.version));
}

/** An attribute holding a value as a JSX expression (`name={…}`), with the estree MDX compiles. */
function expressionAttribute(name: string, value: unknown): MdxJsxAttribute {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{type: 'ExpressionStatement', expression: valueToEstree(value)}],
  };
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(value), data: {estree}},
  };
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** A string attribute of an element (undefined when absent or written as an expression). */
function stringAttribute(node: JsxElement, name: string): string | undefined {
  const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/** Sets an attribute, replacing one of the same name. */
function setAttribute(node: JsxElement, attribute: MdxJsxAttribute): void {
  node.attributes = [
    ...node.attributes.filter((a) => a.type !== 'mdxJsxAttribute' || a.name !== attribute.name),
    attribute,
  ];
}

/** What a file's data needs: where it is (for errors) and which docs version and doc it is. */
type FileContext = {where: string; version: string; docId: string | undefined};

/** `<Screenshot id>`: the page's version's screen (sizes and image paths), as `screen`. */
function screenshot(node: JsxElement, file: FileContext, line: number): void {
  const id = stringAttribute(node, 'id');
  const screen = id ? pagesByVersion[file.version]?.screens[id] : undefined;
  if (!id || !screen || !('files' in screen)) {
    throw new Error(
      `${file.where}:${line}: <Screenshot id="${id ?? ''}">: ${screenshotPaths(file.version).manifest} (docs version ${file.version}) has no image for this id` +
        (screen && 'unavailable' in screen && screen.unavailable ? ` (${screen.unavailable})` : ''),
    );
  }
  setAttribute(node, expressionAttribute('screen', screen));
}

/** `<MyGladys name>`: whether its route is new in the page's version, as `next`. */
function myGladys(node: JsxElement, file: FileContext, line: number): void {
  const name = stringAttribute(node, 'name') ?? '';
  const screen = findScreen(name);
  if (!screen) {
    throw new Error(
      `${file.where}:${line}: <MyGladys name="${name}">: no such name in src/data/myGladys.ts`,
    );
  }
  const table = forVersion(sinceByVersion, file.version);
  setAttribute(node, expressionAttribute('next', isNextVersion(screen.route, table)));
}

/** The features a `<Since>` names with its props (`integration`, `step`, `widget`, `route`). */
function sinceProps(node: JsxElement): SinceFeature[] {
  const kinds = [
    ['integration', 'integrations'],
    ['step', 'steps'],
    ['widget', 'widgets'],
    ['route', 'routes'],
  ] as const;
  return kinds.flatMap(([prop, kind]) => {
    const key = stringAttribute(node, prop);
    return key ? [{kind, key}] : [];
  });
}

/**
 * `<Since … />`: its features dated from the page's version's since extract, as `dated`. With no
 * props, the steps, widgets or screen the doc describes (`docFeatures`) that its version has: a
 * step that only the next version has is not described by the released version's copy.
 */
function since(node: JsxElement, file: FileContext, line: number): void {
  let features = sinceProps(node);
  if (features.length === 0) {
    const table = forVersion(sinceByVersion, file.version);
    features = file.docId
      ? docFeatures(file.docId).filter(({kind, key}) => table[kind]?.[key])
      : [];
    if (features.length === 0) {
      throw new Error(
        `${file.where}:${line}: <Since /> dates what its doc describes, and ${file.docId ? `the doc "${file.docId}" describes no step, widget or screen` : 'this file is not a doc'}`,
      );
    }
  }
  setAttribute(node, expressionAttribute('dated', datedFeatures(features, file.version)));
}

/** `<AtAGlance integration>`: the integration dated from the page's version, as `dated`. */
function atAGlance(node: JsxElement, file: FileContext): void {
  const integration = stringAttribute(node, 'integration');
  if (!integration) return;
  setAttribute(
    node,
    expressionAttribute(
      'dated',
      datedFeatures([{kind: 'integrations', key: integration}], file.version),
    ),
  );
}

const handlers: Readonly<
  Record<string, (node: JsxElement, file: FileContext, line: number) => void>
> = {
  Screenshot: screenshot,
  MyGladys: myGladys,
  Since: since,
  AtAGlance: atAGlance,
};

/**
 * Remark plugin: the product data that `<Screenshot>`, `<MyGladys>`, `<Since>` and `<AtAGlance>`
 * show, resolved when the file is compiled, for the docs version the file belongs to
 * ({@link fileDocsVersion}), and written onto each element as a prop (`screen`, `next`, `dated`).
 * The components import none of the files it reads (the screenshot manifests, the since extracts,
 * the My Gladys names), so a page's JavaScript carries its own slice of them, not the whole files
 * of every version.
 *
 * @returns the tree transformer
 * @throws Error naming the file and line: a screenshot id the version's manifest has no image for,
 *   an unknown My Gladys name, a since key the version's extract lacks (the feature belongs to
 *   another version's docs), a `<Since />` in a doc that describes nothing dated
 */
export default function remarkPageData(): (tree: Root, file: VFile) => void {
  return (tree, file) => {
    const filePath = file.path ?? '';
    const frontMatter = file.data.frontMatter as {id?: unknown} | undefined;
    const context: FileContext = {
      where: path.relative(process.cwd(), filePath) || 'a page',
      version: fileDocsVersion(filePath),
      docId: fileDocId(filePath, typeof frontMatter?.id === 'string' ? frontMatter.id : undefined),
    };
    const visit = (node: Root | RootContent): void => {
      if (
        (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
        node.name &&
        node.name in handlers
      ) {
        try {
          handlers[node.name]!(node, context, node.position?.start.line ?? 0);
        } catch (error) {
          const message = (error as Error).message;
          throw new Error(
            message.startsWith(context.where)
              ? message
              : `${context.where}:${node.position?.start.line ?? 0}: ${message}`,
          );
        }
      }
      if ('children' in node) node.children.forEach(visit);
    };
    visit(tree);
  };
}
