/**
 * The JSON-LD builders (src/lib/structuredData.ts) and the FAQ reader of
 * src/plugins/faq-structured-data.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {load} from 'cheerio';
import {
  breadcrumbList,
  jsonLdScriptText,
  pageUrl,
  softwareApplication,
} from '../../src/lib/structuredData.ts';
import {
  addFaqStructuredData,
  faqFromComponents,
  faqFromDocSections,
} from '../../src/plugins/faq-structured-data/extract.ts';
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

const faqHtml = `<html lang="fr"><head><title>T</title></head><body><main>
<div class="theme-doc-markdown"><h1>FAQ</h1><p>Intro.</p>
<h2 id="q1">Combien ça coûte ?<a class="hash-link" href="#q1">\u200b</a></h2><p>Rien.</p><ul><li>Vraiment</li><li>rien</li></ul>
<h2 id="q2">Et Gladys Plus ?</h2><p>C'est <strong>optionnel</strong>.</p></div>
<details data-faq-item=""><summary>Puis-je résilier ?</summary><div data-faq-answer=""><p>Oui, <a href="mailto:a@b">a@b</a>.</p></div></details>
</main></body></html>`;

test("FAQ: questions from <Faq> items and from a doc's ## sections, as a reader sees them", () => {
  const $ = load(faqHtml);
  assert.deepEqual(faqFromComponents($), [{question: 'Puis-je résilier ?', answer: 'Oui, a@b.'}]);
  assert.deepEqual(faqFromDocSections($), [
    {question: 'Combien ça coûte ?', answer: 'Rien. Vraiment rien'},
    {question: 'Et Gladys Plus ?', answer: "C'est optionnel."},
  ]);
  const html = addFaqStructuredData(faqHtml, 'https://x.org/fr/docs/faq/', true);
  const json = JSON.parse(
    /<script type="application\/ld\+json">(.*?)<\/script><\/head>/.exec(html ?? '')![1]!,
  );
  assert.equal(json['@type'], 'FAQPage');
  assert.equal(json.inLanguage, 'fr');
  assert.equal(json.mainEntity.length, 3);
  assert.equal(
    addFaqStructuredData('<html><head></head><body><p>x</p></body></html>', 'u', true),
    null,
  );
});
