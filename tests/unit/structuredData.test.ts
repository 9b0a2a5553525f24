/**
 * The JSON-LD builders (src/lib/structuredData.ts) and the FAQ text of `FAQPage`: from `<Faq>`
 * items (src/components/Faq/text.ts) and from a doc with `faq: true` (src/remark/faqStructuredData.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createElement} from 'react';
import Translate from '@docusaurus/Translate';
import {
  breadcrumbList,
  jsonLdScriptText,
  pageUrl,
  softwareApplication,
} from '../../src/lib/structuredData.ts';
import {faqText} from '../../src/components/Faq/text.ts';
import Interpolate from '@docusaurus/Interpolate';
import type {ReactNode} from 'react';
import remarkFaqStructuredData from '../../src/remark/faqStructuredData.ts';
import {product} from '../../src/data/product.ts';
import {plans} from '../../src/data/plans.ts';

test('SoftwareApplication: free, Apache-2.0, Linux, one offer per plan at its yearly price', () => {
  const app = softwareApplication({
    siteUrl: 'https://x.org',
    inLanguage: 'fr',
    description: 'Domotique.',
    version: '4.86.1',
    architectures: 'linux/amd64, linux/arm64/v8',
    plans,
    planName: (plan) => `Gladys Plus – ${plan.id}`,
  });
  assert.equal(app.license, 'https://www.apache.org/licenses/LICENSE-2.0');
  assert.match(String(app.operatingSystem), /^Linux \(Docker: linux\/amd64/);
  const offers = app.offers as unknown as {price: string; priceCurrency: string}[];
  assert.deepEqual(
    offers.map((o) => o.price),
    ['0', ...plans.map((p) => p.price)],
  );
  assert.ok(offers.every((o) => o.priceCurrency === 'EUR'));
});

test('breadcrumbs: none below two steps; page URLs get the trailing slash', () => {
  assert.equal(breadcrumbList('https://x.org', [{name: 'Home', url: '/'}]), null);
  const trail = breadcrumbList('https://x.org', [
    {name: 'Home', url: '/'},
    {name: 'FAQ', url: '/docs/faq'},
  ]);
  assert.deepEqual(
    (trail?.itemListElement as unknown as {item: string; position: number}[]).map((i) => [
      i.position,
      i.item,
    ]),
    [
      [1, 'https://x.org/'],
      [2, 'https://x.org/docs/faq/'],
    ],
  );
  assert.equal(pageUrl('https://x.org', '/img/a.png'), 'https://x.org/img/a.png');
});

test('JSON-LD text cannot close its script element', () => {
  assert.equal(jsonLdScriptText({a: '</script><b>'}), '{"a":"\\u003c/script>\\u003cb>"}');
});

test("FAQ: a <Faq> item's text as a reader sees it, <Translate>, <Interpolate> and their values included", () => {
  const answer = createElement(
    'div',
    null,
    createElement('p', null, 'Oui, ', createElement('a', {href: 'mailto:a@b'}, 'a@b'), '.'),
    createElement(
      'p',
      null,
      createElement(Translate, {id: 'x', values: {n: 3}}, 'Sous {n} jours.'),
    ),
  );
  assert.equal(faqText(answer), 'Oui, a@b. Sous 3 jours.');
  assert.equal(
    faqText(['Puis-je ', createElement('strong', null, 'résilier'), ' ?']),
    'Puis-je résilier ?',
  );
  assert.equal(faqText(null), '');
  const interpolated = createElement(
    'p',
    null,
    createElement(
      Interpolate as (props: {values: Record<string, ReactNode>; children?: string}) => ReactNode,
      {values: {email: createElement('a', {href: 'mailto:a@b'}, 'a@b')}},
      'Écrivez à {email}.',
    ),
  );
  assert.equal(faqText(interpolated), 'Écrivez à a@b.');
});

/** The `entries` the remark plugin gives `<FaqStructuredData>` in a doc, or undefined. */
async function docFaq(markdown: string, frontMatter: object, path = 'faq.md'): Promise<unknown> {
  // Imported when used: these packages are ESM only, and this file runs as CommonJS under tsx.
  const {unified} = await import('unified');
  const {default: remarkParse} = await import('remark-parse');
  const {default: remarkMdx} = await import('remark-mdx');
  const {VFile} = await import('vfile');
  const processor = unified().use(remarkParse).use(remarkMdx);
  const tree = processor.parse(markdown);
  remarkFaqStructuredData()(tree, new VFile({path, data: {frontMatter}}));
  const last = tree.children.at(-1) as {name?: string; attributes?: {value: string}[]};
  return last.name === 'FaqStructuredData' ? JSON.parse(last.attributes![0]!.value) : undefined;
}

test('FAQ: a doc with faq: true gets its ## sections as questions, facts resolved', async () => {
  const markdown = `# FAQ\n\nIntro.\n\n## Combien ça coûte ?\n\nRien.\n\n- Vraiment\n- rien\n\n## Quelle version ?\n\nGladys <ProductFact name="version" />, <UiLabel>Système</UiLabel>.\n`;
  assert.deepEqual(await docFaq(markdown, {faq: true}), [
    {question: 'Combien ça coûte ?', answer: 'Rien. Vraiment rien'},
    {question: 'Quelle version ?', answer: `Gladys ${product.version}, Système.`},
  ]);
  assert.equal(await docFaq(markdown, {}), undefined);
  await assert.rejects(
    docFaq('# FAQ\n\nNo question.\n', {faq: true}),
    /faq\.md: faq: true but no ##/,
  );
});

test("FAQ: a scene step is named as the released Gladys names it, in the file's language", async () => {
  const markdown =
    '## Which step?\n\nAdd <SceneStep step="delay" /> then <SceneStep step="no.such" />.\n';
  assert.deepEqual(await docFaq(markdown, {faq: true}, 'guides/x.mdx'), [
    {question: 'Which step?', answer: 'Add Wait then .'},
  ]);
  assert.deepEqual(
    await docFaq(
      markdown,
      {faq: true},
      'i18n/fr/docusaurus-plugin-content-docs-guides/current/x.mdx',
    ),
    [{question: 'Which step?', answer: 'Add Attendre then .'}],
  );
});
