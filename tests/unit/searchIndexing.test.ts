/**
 * Embedded search, build side: what each built page gives Pagefind
 * (prepareHtml) and the search config.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {excludeSelectors, prepareHtml} from '../../src/plugins/search/index.ts';
import {searchConfig} from '../../config/search.ts';
import {readSiteEnv} from '../../src/lib/siteEnv.ts';

/** A minified doc page the way `docusaurus build` writes it (unquoted attributes, omitted end tags). */
const docPage = `<!doctype html><html lang=fr dir=ltr class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-installation/docker" data-has-hydrated=false><head><meta charset=UTF-8><title data-rh=true>Installer avec Docker | Gladys Assistant</title></head><body class=navigation-with-keyboard><nav class=navbar>Docs Blog</nav><main><article><nav class="theme-doc-breadcrumbs breadcrumbsContainer_Z_bl" aria-label=Fil><ul class=breadcrumbs><li class=breadcrumbs__item><a aria-label="Page d'accueil" class=breadcrumbs__link href=/fr/><svg viewBox="0 0 24 24"><path d="M10 19" /></svg></a><li class=breadcrumbs__item><span class=breadcrumbs__link>Installation &amp; matériel</span><li class="breadcrumbs__item breadcrumbs__item--active"><span class=breadcrumbs__link>Docker</span></ul></nav><div class="theme-doc-markdown markdown"><header><h1>Installer Gladys avec Docker</h1></header><p>Texte</div></article><nav class="pagination-nav docusaurus-mt-lg"><a class=pagination-nav__link>Suivant</a></nav></main><footer class=footer>Pied</footer></body></html>`;

test('a doc page: its section is the breadcrumb before its own, marked as the lvl0 meta; nothing else changes', () => {
  const page = prepareHtml(docPage)!;
  assert.match(
    page,
    /<span data-pagefind-meta=lvl0 class=breadcrumbs__link>Installation &amp; matériel<\/span>/,
  );
  assert.equal(page.replace('data-pagefind-meta=lvl0 ', ''), docPage);
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

test('blog posts get the Blog section, other pages are indexed as they are, listings not at all', () => {
  const post = `<html lang=en class="blog-wrapper blog-post-page plugin-blog"><body><main class=m><article><h1>Gladys 4.40</h1></article></main></body></html>`;
  assert.match(prepareHtml(post)!, /<main data-pagefind-meta="lvl0:Blog" class=m>/);
  const marketing = `<html lang=en class="plugin-pages plugin-id-default"><body><main><h1>Plus</h1></main></body></html>`;
  assert.equal(prepareHtml(marketing), marketing);
  const store = `<html lang=en class="plugin-gladys-store plugin-id-default"><body><main><article><h1>Shelly</h1></article></main></body></html>`;
  assert.equal(
    prepareHtml(store),
    store,
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
