/**
 * Embedded search, build side: what each built page gives Pagefind
 * (prepareHtml), and the build-time fixes of DocSearch's modal.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {prepareHtml, type PrepareOptions} from '../../src/plugins/search/prepareHtml.ts';
import {routeFile} from '../../src/plugins/search/indexer.ts';
import {searchConfig} from '../../config/search.ts';
import {readSiteEnv} from '../../config/env.ts';
import {
  applyDocSearchPatches,
  docSearchButtonPatches,
  docSearchPatches,
  patchedDocSearchVersion,
} from '../../src/plugins/search/docsearchPatches.ts';

const options: PrepareOptions = {
  siteTitle: 'Gladys Assistant',
  titleDelimiter: '|',
  blogSection: 'Blog',
};

/** A minified doc page the way `docusaurus build` writes it (unquoted attributes, omitted end tags). */
const docPage = `<!doctype html><html lang=fr dir=ltr class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-installation/docker" data-has-hydrated=false><head><meta charset=UTF-8><title data-rh=true>Installer avec Docker | Gladys Assistant</title><meta data-rh=true name=docsearch:language content=fr /><meta data-rh=true name=docsearch:docusaurus_tag content=docs-default-current /></head><body class=navigation-with-keyboard><nav class=navbar>Docs Blog</nav><main><article><nav class="theme-doc-breadcrumbs breadcrumbsContainer_Z_bl" aria-label=Fil><ul class=breadcrumbs><li class=breadcrumbs__item><a aria-label="Page d'accueil" class=breadcrumbs__link href=/fr/><svg viewBox="0 0 24 24"><path d="M10 19" /></svg></a><li class=breadcrumbs__item><span class=breadcrumbs__link>Installation &amp; matériel</span><li class="breadcrumbs__item breadcrumbs__item--active"><span class=breadcrumbs__link>Docker</span></ul></nav><p class=sceneKind data-scene-kind=action><span class=sr-only>Type de bloc :</span><span class=badge>Action</span><div class="tocCollapsible_ETCw theme-doc-toc-mobile"><button>Sur cette page</button></div><div class="theme-doc-markdown markdown"><header><h1>Installer Gladys avec Docker</h1></header><p>Texte<h2 class="anchor anchorTargetStickyNavbar_Vzrq" id=prerequis>Prérequis<a href=#prerequis class=hash-link aria-label="Lien direct vers Prérequis" title="a > b">\u200b</a></h2><p>Suite<div class="docusaurus-mermaid-container static_Xy12" data-mermaid=static><div class=light_Ab3d><svg id=diagram-1-light><text>Zigbee</text></svg></div></div></div><footer class="theme-doc-footer docusaurus-mt-lg"><a href=https://github.com/edit>Modifier</a></footer></article><nav class="pagination-nav docusaurus-mt-lg"><a class=pagination-nav__link>Suivant</a></nav></main><footer class=footer>Pied</footer></body></html>`;

function openingTag(html: string, pattern: RegExp): string {
  const match = pattern.exec(html);
  assert.ok(match, `no tag matching ${pattern}`);
  return match[0];
}

test('a doc page: <article> is the body, chrome inside it ignored, filters and section added', () => {
  const page = prepareHtml(docPage, options)!;
  assert.equal(page.kind, 'doc');
  assert.equal(page.language, 'fr');
  assert.equal(page.docusaurusTag, 'docs-default-current');
  assert.equal(page.title, 'Installer Gladys avec Docker');
  assert.equal(page.lvl0, 'Installation & matériel');
  assert.match(openingTag(page.content, /<article[^>]*>/), /data-pagefind-body/);
  assert.doesNotMatch(openingTag(page.content, /<main[^>]*>/), /data-pagefind/);
  for (const selector of [
    /<nav class="theme-doc-breadcrumbs[^>]*>/,
    /<span class=sr-only[^>]*>/,
    /<div class="tocCollapsible_ETCw[^>]*>/,
    /<footer class="theme-doc-footer[^>]*>/,
    /<nav class="pagination-nav[^>]*>/,
    /<div class="docusaurus-mermaid-container[^>]*>/,
  ]) {
    assert.match(openingTag(page.content, selector), / data-pagefind-ignore>$/, String(selector));
  }
  assert.ok(
    page.content.includes('title="a > b" data-pagefind-ignore>'),
    'a quoted ">" does not end the tag',
  );
  assert.match(
    page.content,
    /<body class=navigation-with-keyboard><div hidden><span data-pagefind-filter="language">fr<\/span><span data-pagefind-filter="docusaurus_tag">docs-default-current<\/span><span data-pagefind-meta="lvl0">Installation &#38; mat.riel<\/span><span data-pagefind-meta="title">Installer Gladys avec Docker<\/span><\/div>/,
  );
  assert.equal(
    page.content.replace(/ data-pagefind-(body|ignore)/g, '').replace(/<div hidden>.*?<\/div>/, ''),
    docPage,
    'nothing else changes',
  );
});

test('other pages use <main>, blog posts get the blog section, titles fall back to <title>', () => {
  const marketing = `<html lang=en class="plugin-pages plugin-id-default"><head><title>Gladys Plus | Gladys Assistant</title><meta name=docsearch:docusaurus_tag content=default></head><body><main class=m><article><p>Plans</article></main></body></html>`;
  const page = prepareHtml(marketing, options)!;
  assert.equal(page.kind, 'page');
  assert.equal(page.title, 'Gladys Plus');
  assert.equal(page.lvl0, 'Gladys Plus');
  assert.match(page.content, /<main class=m data-pagefind-body>/);
  assert.match(page.content, /<article>/);

  const post = `<html lang=en class="blog-wrapper blog-post-page plugin-blog"><head><title>x</title></head><body><main><article><h1>Gladys 4.40</h1></article></main></body></html>`;
  const blog = prepareHtml(post, options)!;
  assert.equal(blog.kind, 'blogPost');
  assert.equal(blog.lvl0, 'Blog');
  assert.equal(blog.docusaurusTag, 'default');
});

test('listings, tag pages and pages without content are not indexed', () => {
  const listing = `<html lang=en class="blog-wrapper blog-list-page plugin-blog"><body><main><article>x</article></main></body></html>`;
  assert.equal(prepareHtml(listing, options), null);
  assert.equal(
    prepareHtml(
      `<html lang=en class="plugin-pages"><body><div>no main</div></body></html>`,
      options,
    ),
    null,
  );
  assert.equal(prepareHtml('not html', options), null);
});

test('route files: page folders of this locale only', () => {
  assert.equal(routeFile('/b/fr', '/fr/', '/fr/docs/x/'), path.join('/b/fr', 'docs/x/index.html'));
  assert.equal(routeFile('/b', '/', '/404.html'), null);
  assert.equal(routeFile('/b/fr', '/fr/', '/docs/x/'), null);
});

test('DocSearch fixes apply to the installed @docsearch/react, each snippet found once', () => {
  const require = createRequire(import.meta.url);
  const modal = require.resolve('@docsearch/react/modal');
  const {version} = JSON.parse(
    readFileSync(path.resolve(path.dirname(modal), '../../package.json'), 'utf8'),
  ) as {version: string};
  assert.equal(version, patchedDocSearchVersion);
  const patched = applyDocSearchPatches(readFileSync(modal, 'utf8'), version);
  assert.ok(!patched.includes('(null!=s?s:0)+i'), 'no accumulating count left');
  assert.ok(patched.includes('"error"!==o.getState().status&&p("idle")'));
  assert.ok(patched.includes('u({searchSuggestions:Object.keys(o)})'));
  assert.ok(patched.includes('.catch(function(e){console.warn("Search failed:",e)})'));

  const button = require.resolve('@docsearch/react/button');
  const patchedButton = applyDocSearchPatches(
    readFileSync(button, 'utf8'),
    version,
    docSearchButtonPatches,
    'DocSearchButton.js',
  );
  assert.ok(patchedButton.includes('"aria-label":A&&null!==P?"".concat(E," ").concat(x," K"):E'));
});

test("the theme's SearchBar still imports @docusaurus/Head only for its Algolia preconnect (our plugin aliases it away there)", () => {
  const require = createRequire(import.meta.url);
  const lib = path.dirname(require.resolve('@docusaurus/theme-search-algolia'));
  const file = path.join(lib, 'theme/SearchBar/index.js');
  const rule =
    /[\\/]@docusaurus[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]index\.js$/;
  assert.match(
    file,
    rule,
    'the file our alias rule matches is where the theme keeps its SearchBar',
  );
  const source = readFileSync(file, 'utf8');
  assert.match(source, /import Head from '@docusaurus\/Head';/);
  const heads = source.match(/<Head>[\s\S]*?<\/Head>/g) ?? [];
  assert.equal(heads.length, 1);
  assert.match(heads[0]!, /rel="preconnect"[\s\S]*algolia\.net/);
});

test('DocSearch fixes stop the build on another version or a missing snippet', () => {
  assert.throws(
    () => applyDocSearchPatches('', '4.8.0'),
    /fixes @docsearch\/react 4\.7\.0, but 4\.8\.0 is installed/,
  );
  assert.throws(
    () => applyDocSearchPatches('no snippets here', '4.7.0'),
    /expected its snippet once .* found it 0 times/,
  );
  assert.throws(
    () => applyDocSearchPatches('', '4.7.0', docSearchButtonPatches, 'DocSearchButton.js'),
    /expected its snippet once in DocSearchButton\.js/,
  );
  assert.equal(docSearchPatches.length, 5);
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
