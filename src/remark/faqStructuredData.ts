import type {Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {product, type ProductFactName} from '../data/product';
import {forVersion} from '../data/productVersions';
import {sceneStepsByVersion} from '../data/sceneSteps';
import type {FaqEntry} from '../lib/structuredData';
import {formatNumber, numberPattern} from '../lib/numberPattern';
import versions from '../../versions.json';

/** The released Gladys a `<SceneStep>` names: the default docs version (`/docs/`). */
const releasedVersion = (versions as string[])[0] ?? 'current';

/** Nodes after which a reader sees a break: the text gets a space there. */
const blocks = new Set([
  'paragraph',
  'listItem',
  'list',
  'code',
  'table',
  'tableRow',
  'tableCell',
  'blockquote',
]);

/**
 * Text of a Markdown node as the page shows it in `locale`: `<ProductFact>` and `<SceneStep>`
 * (the step's label in the released Gladys) resolved, other JSX by children.
 */
function text(node: Root | RootContent, locale: string): string {
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') {
    return node.type === 'code' ? ` ${node.value} ` : node.value;
  }
  if (
    (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') &&
    node.name === 'ProductFact'
  ) {
    const name = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'name');
    const key = name?.value as ProductFactName;
    const value = product[key];
    if (value === undefined) return '';
    // As <ProductFact> writes it: ports and strings as they are, counts and prices in the
    // locale's style.
    if (typeof value === 'string' || String(key).endsWith('Port')) return String(value);
    return formatNumber(numberPattern(locale), value, {
      fractionDigits: Number.isInteger(value) ? 0 : 2,
    });
  }
  if (
    (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') &&
    node.name === 'SceneStep'
  ) {
    const key = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'step');
    const step = forVersion(sceneStepsByVersion, releasedVersion).find((s) => s.key === key?.value);
    if (!step) return '';
    return locale in step.label ? step.label[locale as keyof typeof step.label] : step.label.en;
  }
  if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'html') {
    return '';
  }
  const inner =
    'children' in node ? node.children.map((child) => text(child, locale)).join('') : '';
  return blocks.has(node.type) ? ` ${inner} ` : inner;
}

/** One line, explicit heading id (`{#id}`) removed. */
const clean = (value: string) =>
  value
    .replace(/\s*\{#[\w-]+\}\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Remark plugin: a doc whose front matter has `faq: true` gets its `FAQPage` JSON-LD, each `##`
 * heading a question and the text up to the next `##` its answer, in the file's language (a file
 * under `i18n/<locale>/` is in that locale, any other in English). It appends
 * `<FaqStructuredData entries="…">` (src/components/Faq/StructuredData.tsx, imported by
 * src/remark/mdxAutoImport.ts), which writes the block into the page's `<head>` as it renders.
 *
 * @returns the tree transformer
 * @throws Error naming the file when a doc with `faq: true` has no `##` question with an answer
 */
export default function remarkFaqStructuredData(): (tree: Root, file: VFile) => void {
  return (tree, file) => {
    const frontMatter = file.data.frontMatter as {faq?: unknown} | undefined;
    if (frontMatter?.faq !== true) return;
    // A translated file lives under i18n/<locale>/; every other one is in the default locale.
    const locale = /(?:^|[\\/])i18n[\\/]([^\\/]+)[\\/]/.exec(file.path)?.[1] ?? 'en';
    const entries: FaqEntry[] = [];
    let current: {question: string; answer: string[]} | undefined;
    const close = () => {
      if (current)
        entries.push({question: current.question, answer: clean(current.answer.join(' '))});
    };
    for (const node of tree.children) {
      if (node.type === 'heading' && node.depth <= 2) {
        close();
        current = node.depth === 2 ? {question: clean(text(node, locale)), answer: []} : undefined;
      } else if (current) {
        current.answer.push(text(node, locale));
      }
    }
    close();
    const questions = entries.filter((entry) => entry.question && entry.answer);
    if (!questions.length) {
      throw new Error(`${file.path}: faq: true but no ## question followed by its answer`);
    }
    const element: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      name: 'FaqStructuredData',
      attributes: [{type: 'mdxJsxAttribute', name: 'entries', value: JSON.stringify(questions)}],
      children: [],
    };
    tree.children.push(element);
  };
}
