/**
 * Embedded search, build side: what each built page gives Pagefind
 * (prepareHtml) and the search config.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  addVariantTerms,
  excludeSelectors,
  headingWeights,
  prepareHtml,
  separateBlocks,
} from '../../src/plugins/search/index.ts';
import {searchConfig} from '../../config/search.ts';
import {searchVariants} from '../../src/lib/searchVariants.ts';
import {
  groupTerm,
  normaliseQuery,
  stripVariantTerms,
} from '../../src/plugins/search/client/variants.ts';
import {isPostUrl, namesVersion, orderPosts} from '../../src/plugins/search/client/ranking.ts';
import {docusaurusTags} from '../../src/plugins/search/client/pagefind.ts';
import {
  algoliaSynonyms,
  crawlerConfig,
  pageKindOf,
  pageRanks,
} from '../../src/plugins/search/crawler.ts';
import {readSiteEnv} from '../../src/lib/siteEnv.ts';

/** A minified doc page the way `docusaurus build` writes it (unquoted attributes, omitted end tags). */
const docPage = `<!doctype html><html lang=fr dir=ltr class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-installation/docker" data-has-hydrated=false><head><meta charset=UTF-8><title data-rh=true>Installer avec Docker | Gladys Assistant</title></head><body class=navigation-with-keyboard><nav class=navbar>Docs Blog</nav><main><article><nav class="theme-doc-breadcrumbs breadcrumbsContainer_Z_bl" aria-label=Fil><ul class=breadcrumbs><li class=breadcrumbs__item><a aria-label="Page d'accueil" class=breadcrumbs__link href=/fr/><svg viewBox="0 0 24 24"><path d="M10 19" /></svg></a><li class=breadcrumbs__item><span class=breadcrumbs__link>Installation &amp; matériel</span><li class="breadcrumbs__item breadcrumbs__item--active"><span class=breadcrumbs__link>Docker</span></ul></nav><div class="theme-doc-markdown markdown"><header><h1>Installer Gladys avec Docker</h1></header><p>Texte</div></article><nav class="pagination-nav docusaurus-mt-lg"><a class=pagination-nav__link>Suivant</a></nav></main><footer class=footer>Pied</footer></body></html>`;

/** What prepareHtml adds to a doc: its type filter, the weight of its title and the lvl0 meta. */
const unprepared = (html: string) =>
  html
    .replace('data-pagefind-meta=lvl0 ', '')
    .replace(/<span data-pagefind-(filter|meta)="[^"]*"><\/span>/g, '')
    .replace(/ data-pagefind-weight=\d+/g, '')
    .replace(/ (?=<(?:li|p)[\s>])/g, '');

test('a doc page: its section is the breadcrumb before its own, marked as the lvl0 meta; a doc filter; its title weighted; nothing else changes', () => {
  const page = prepareHtml(docPage)!;
  assert.match(
    page,
    /<span data-pagefind-meta=lvl0 class=breadcrumbs__link>Installation &amp; matériel<\/span>/,
  );
  assert.match(
    page,
    /<main><span data-pagefind-filter="type:doc"><\/span><span data-pagefind-filter="docusaurus_tag:default"><\/span><article>/,
  );
  assert.match(page, new RegExp(`<h1 data-pagefind-weight=${headingWeights.h1}>`));
  assert.equal(unprepared(page), docPage);
  const topLevel = docPage.replace(/<li class=breadcrumbs__item><span.*?<\/span>/, '');
  assert.match(
    prepareHtml(topLevel)!,
    /<a aria-label="Page d'accueil" data-pagefind-meta=lvl0 /,
    'no text: the title is used',
  );
  for (const selector of [
    '.theme-doc-breadcrumbs',
    '.pagination-nav',
    '.docusaurus-mermaid-container',
  ])
    assert.ok(excludeSelectors.includes(selector), selector);
});

test('cells, rows, list items and paragraphs whose end tag the minifier left out are separated by a space, and nothing else', () => {
  const table =
    '<table><thead><tr><th>Brand bridge<th>Gladys Plus required<tbody><tr><td>No<td>Yes</table><dl><dt>Term<dd>Meaning</dl><ul><li>one<li>two</ul><p>a<p>b<pre>&lt;p>x</pre><svg><path d=M0></svg>';
  assert.equal(
    separateBlocks(table),
    '<table> <thead> <tr> <th>Brand bridge <th>Gladys Plus required <tbody> <tr> <td>No <td>Yes</table><dl> <dt>Term <dd>Meaning</dl><ul> <li>one <li>two</ul> <p>a <p>b<pre>&lt;p>x</pre><svg><path d=M0></svg>',
  );
  const text = (html: string) => html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ');
  assert.match(
    text(prepareHtml(docPage.replace('<p>Texte', table))!),
    /Brand bridge Gladys Plus required No Yes/,
  );
});

test('blog posts get the Blog section and the post filter, other pages the page filter, listings are not indexed', () => {
  const post = `<html lang=en class="blog-wrapper blog-post-page plugin-blog"><body><main class=m><article><h1>Gladys 4.40</h1></article></main></body></html>`;
  assert.match(
    prepareHtml(post)!,
    /<main class=m><span data-pagefind-filter="type:post"><\/span><span data-pagefind-filter="docusaurus_tag:default"><\/span><span data-pagefind-meta="lvl0:Blog"><\/span><article>/,
  );
  const marketing = `<html lang=en class="plugin-pages plugin-id-default"><body><main><h1>Plus</h1></main></body></html>`;
  assert.equal(
    prepareHtml(marketing),
    marketing
      .replace(
        '<main>',
        '<main><span data-pagefind-filter="type:page"></span><span data-pagefind-filter="docusaurus_tag:default"></span>',
      )
      .replace('<h1>', `<h1 data-pagefind-weight=${headingWeights.h1}>`),
  );
  const store = `<html lang=en class="plugin-gladys-store plugin-id-default"><body><main><article><h1>Shelly</h1></article></main></body></html>`;
  assert.match(
    prepareHtml(store)!,
    /<span data-pagefind-filter="type:page"><\/span><span data-pagefind-filter="docusaurus_tag:default"><\/span><article><h1 /,
    'community integration pages (src/plugins/store) are indexed',
  );
  const listing = `<html lang=en class="blog-wrapper blog-list-page plugin-blog"><body><main><article>x</article></main></body></html>`;
  assert.equal(prepareHtml(listing), null);
  assert.equal(
    prepareHtml(`<html lang=en class="plugin-pages"><body><div>no main</div></body></html>`),
    null,
  );
  assert.equal(prepareHtml('not html'), null);
});

test('search config: embedded by default, hosted Algolia with the three variables', () => {
  const embedded = searchConfig(readSiteEnv({}).algolia);
  assert.equal(embedded.mode, 'embedded');
  assert.equal(embedded.themeConfig.contextualSearch, true);
  assert.equal(embedded.themeConfig.searchPagePath, 'search');
  assert.deepEqual(embedded.plugin, ['./src/plugins/search/index.ts', {mode: 'embedded'}]);

  const hosted = searchConfig(
    readSiteEnv({
      ALGOLIA_APP_ID: 'ABCDEF1234',
      ALGOLIA_SEARCH_API_KEY: 'search-key',
      ALGOLIA_INDEX_NAME: 'gladys',
    }).algolia,
  );
  assert.equal(hosted.mode, 'algolia');
  assert.equal(hosted.themeConfig.appId, 'ABCDEF1234');
  assert.equal(hosted.themeConfig.apiKey, 'search-key');
  assert.equal(hosted.themeConfig.indexName, 'gladys');
  assert.equal(hosted.themeConfig.contextualSearch, true);
  assert.deepEqual(hosted.plugin, ['./src/plugins/search/index.ts', {mode: 'algolia'}]);
  assert.deepEqual(hosted.hosts, [
    'https://abcdef1234-dsn.algolia.net',
    'https://abcdef1234-1.algolianet.com',
    'https://abcdef1234-2.algolianet.com',
    'https://abcdef1234-3.algolianet.com',
  ]);
  assert.deepEqual(embedded.hosts, []);
  const local = readSiteEnv({
    ALGOLIA_APP_ID: 'ABCDEF1234',
    ALGOLIA_SEARCH_API_KEY: 'search-key',
    ALGOLIA_INDEX_NAME: 'gladys',
    ALGOLIA_SEARCH_HOST: 'http://127.0.0.1:3211/',
  }).algolia;
  assert.deepEqual(searchConfig(local).hosts, ['http://127.0.0.1:3211'], 'tests: one local host');
  assert.throws(
    () => readSiteEnv({ALGOLIA_APP_ID: 'ABCDEF1234', ALGOLIA_INDEX_NAME: 'gladys'}),
    /missing: ALGOLIA_SEARCH_API_KEY/,
  );
});

test('spelling variants: the index gets the group term beside each other spelling, in text only', () => {
  const groups = [
    ['timezone', 'time zone'],
    ['connexion', 'se connecter'],
  ];
  assert.equal(groupTerm(['fuseau horaire', 'timezone']), 'fuseauhoraire');
  const html =
    '<p title="time zone">Set the Time&nbsp;zone, the Timezone card, or the time-zone.<p>Se connecter</p>';
  const added = addVariantTerms(html, groups);
  assert.equal(
    added,
    '<p title="time zone">Set the Time&nbsp;zone, the Timezone card, or the time-zone<span data-search-variant> timezone</span>.<p>Se connecter<span data-search-variant> connexion</span></p>',
    'attributes untouched; the term itself gets nothing; an entity is not a separator',
  );
  assert.equal(addVariantTerms(html, []), html);
  const nbsp = addVariantTerms('<p>Time\u00a0zone and timezones<p>zones', groups);
  assert.match(nbsp, /Time\u00a0zone<span data-search-variant> timezone<\/span> and timezones</);
  assert.match(
    prepareHtml(docPage.replace('<p>Texte', '<p>Le fuseau horaire'), [
      ['fuseau horaire', 'timezone'],
    ])!,
    /Le fuseau horaire<span data-search-variant> fuseauhoraire<\/span>/,
    'a term of several words is written joined, beside its own spelling too',
  );
});

test('spelling variants: a query has its spellings replaced by the group term, the longest first', () => {
  const groups = [
    ['login', 'log in', 'sign in'],
    ['wifi', 'wi-fi'],
    ['fuseau horaire', 'timezone', 'time zone'],
  ];
  assert.equal(normaliseQuery('How to Log  in?', groups), 'How to login');
  assert.equal(normaliseQuery('WI-FI plug', groups), 'wifi plug');
  assert.equal(normaliseQuery('régler le Time Zone', groups), 'régler le fuseauhoraire');
  assert.equal(normaliseQuery('  logging in ', groups), 'logging in', 'no spelling: as typed');
  assert.equal(normaliseQuery('log', groups), 'log');
});

test('every locale has a variant table of groups of two or more spellings, with no spelling in two groups', () => {
  for (const locale of ['en', 'fr']) {
    const groups = searchVariants(locale);
    assert.ok(groups.length > 0, locale);
    const spellings = groups.flatMap((group) => group.map((s) => normaliseQuery(s, [])));
    const folded = spellings.map((s) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
    const twice = folded.filter((s, i) => folded.indexOf(s) !== i);
    assert.deepEqual(twice, [], `${locale}: spellings in two groups`);
  }
});

test('ranking: posts after docs and pages, before them when the query names a version', () => {
  assert.ok(namesVersion('4.74'));
  assert.ok(namesVersion('gladys v4.86.1 release'));
  assert.ok(!namesVersion('sunset'));
  assert.ok(!namesVersion('192.168.1.10'), 'an IP address is not a version');
  assert.ok(!namesVersion('zigbee2mqtt 2'));
  assert.ok(isPostUrl('https://localhost/fr/blog/gladys-4-74/'));
  assert.ok(isPostUrl('/blog/gladys-4-74/'));
  assert.ok(!isPostUrl('/blog/'), 'the blog listing is not a post');
  assert.ok(!isPostUrl('/docs/scenes/sunrise-sunset-trigger/'));
  const found = ['/blog/gladys-4-74/', '/docs/a/', '/blog/b/', '/plus/'];
  assert.deepEqual(orderPosts(found, isPostUrl, 'sunset'), [
    '/docs/a/',
    '/plus/',
    '/blog/gladys-4-74/',
    '/blog/b/',
  ]);
  assert.deepEqual(orderPosts(found, isPostUrl, '4.74'), [
    '/blog/gladys-4-74/',
    '/blog/b/',
    '/docs/a/',
    '/plus/',
  ]);
});

test('hosted ranking: page ranks by kind, one crawler action per kind, synonyms from the variant tables', () => {
  assert.equal(pageKindOf('/fr/docs/installation/docker/'), 'doc');
  assert.equal(pageKindOf('/blog/gladys-4-74/'), 'post');
  assert.equal(pageKindOf('/plus/'), 'page');
  assert.ok(pageRanks.doc > pageRanks.page && pageRanks.page > pageRanks.post);
  const config = crawlerConfig('https://gladysassistant.com', 'gladys');
  assert.equal(config.actions.length, Object.keys(pageRanks).length);
  for (const [kind, rank] of Object.entries(pageRanks))
    assert.ok(
      config.actions.some((a) => a.recordExtractor.includes(`pageRank: "${rank}"`)),
      `${kind}: its page rank is in an action`,
    );
  assert.deepEqual(config.initialIndexSettings.gladys.customRanking[0], 'desc(weight.pageRank)');
  assert.deepEqual(algoliaSynonyms('fr', [['fuseau horaire', 'timezone']]), [
    {objectID: 'fr-fuseau-horaire', type: 'synonym', synonyms: ['fuseau horaire', 'timezone']},
  ]);
});

test('a versioned doc: its docusaurus_tag filter from the docsearch meta, its version badge as meta, the badge not indexed', () => {
  const versioned = docPage
    .replace(
      '</head>',
      '<meta data-rh=true name=docsearch:docusaurus_tag content=docs-default-4.86 /></head>',
    )
    .replace(
      '<header>',
      '<span class="theme-doc-version-badge badge badge--secondary">Version<!-- -->: <!-- -->4.86</span><header>',
    );
  assert.match(
    prepareHtml(versioned)!,
    /<main><span data-pagefind-filter="type:doc"><\/span><span data-pagefind-filter="docusaurus_tag:docs-default-4.86"><\/span><span data-pagefind-meta="version:Version: 4.86"><\/span>/,
  );
  assert.ok(excludeSelectors.includes('.theme-doc-version-badge'));
  assert.deepEqual(
    docusaurusTags(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-4.86']]),
    ['default', 'docs-default-4.86'],
  );
  assert.equal(docusaurusTags(['language:en']), null);
  assert.equal(docusaurusTags(undefined), null);
});

test('spelling variants: the terms the index added are taken out of what the reader sees', () => {
  const groups = [
    ['timezone', 'time zone'],
    ['connexion', 'se connecter'],
  ];
  assert.equal(
    stripVariantTerms('set the <mark>time</mark> <mark>zone</mark> <mark>timezone</mark>.', groups),
    'set the <mark>time</mark> <mark>zone</mark>.',
  );
  assert.equal(
    stripVariantTerms('Step 3: set the time zone timezone', groups),
    'Step 3: set the time zone',
  );
  assert.equal(stripVariantTerms('Se connecter connexion', groups), 'Se connecter');
  assert.equal(stripVariantTerms('The Timezone card', groups), 'The Timezone card');
  assert.equal(stripVariantTerms('a zone timezones', groups), 'a zone timezones');
});
