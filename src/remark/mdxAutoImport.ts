import type {Root, RootContent} from 'mdast';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import type {Program} from 'estree';

/**
 * The components a doc, post or MDX page may use without importing them, with the module of each.
 * Listed here rather than in src/theme/MDXComponents: a component there is bundled with every docs
 * and blog page, used or not (with its data: the screenshot manifest, the scene steps, the product
 * facts), while an import lands the component in the chunks of the pages that show it.
 */
export const autoImportedComponents: Readonly<Record<string, string>> = {
  UiLabel: '@site/src/components/UiLabel',
  ProductFact: '@site/src/components/ProductFact',
  AtAGlance: '@site/src/components/AtAGlance',
  SceneStepIndex: '@site/src/components/SceneStepIndex',
  SceneStep: '@site/src/components/SceneStep',
  Screenshot: '@site/src/components/Screenshot',
  NextVersion: '@site/src/components/NextVersion',
  // Written by src/remark/faqStructuredData.ts into a doc with `faq: true`, not by writers.
  FaqStructuredData: '@site/src/components/Faq/StructuredData',
  Since: '@site/src/components/Since',
  MyGladys: '@site/src/components/MyGladys',
};

/** Names a file's own `import` and `export` statements bind (a writer's import wins over ours). */
function boundNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type === 'ImportDeclaration') {
        statement.specifiers.forEach((specifier) => names.add(specifier.local.name));
      } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
        const declaration = statement.declaration;
        if (declaration.type === 'VariableDeclaration') {
          declaration.declarations.forEach(
            (d) => d.id.type === 'Identifier' && names.add(d.id.name),
          );
        } else if (declaration.id) {
          names.add(declaration.id.name);
        }
      }
    }
  }
  return names;
}

/** An `import Name from 'module'` node, with the ESTree that MDX compiles. */
function importNode(name: string, module: string): MdxjsEsm {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
        source: {type: 'Literal', value: module, raw: JSON.stringify(module)},
        attributes: [],
      },
    ],
  };
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from ${JSON.stringify(module)};`,
    data: {estree},
  };
}

/**
 * Remark plugin: a file that uses `<UiLabel>`, `<ProductFact>`, `<AtAGlance>`,
 * `<SceneStepIndex>` or `<Screenshot>` (JSX elements, flow or inline) gets the import of each it
 * uses at its top, unless it imports or exports that name itself. Writers keep using them without
 * an import; the bundler puts each component only in the chunks of the pages that use it.
 *
 * @returns the tree transformer
 */
export default function remarkMdxAutoImport(): (tree: Root) => void {
  return (tree) => {
    const used = new Set<string>();
    const visit = (node: Root | RootContent): void => {
      if (
        (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
        node.name &&
        node.name in autoImportedComponents
      ) {
        used.add(node.name);
      }
      if ('children' in node) node.children.forEach(visit);
    };
    visit(tree);
    if (!used.size) return;
    const bound = boundNames(tree);
    const imports = [...used]
      .filter((name) => !bound.has(name))
      .sort()
      .map((name) => importNode(name, autoImportedComponents[name]!));
    tree.children.unshift(...imports);
  };
}
