/**
 * Embedded search, browser side without a browser: Pagefind results mapped to
 * DocSearch hits (fixtures in tests/unit/fixtures/search/), the two request
 * shapes, facet filters, and the client's answers over a fake Pagefind.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {
  headingChain,
  modalHits,
  pageHit,
  sectionHit,
  type MappingContext,
} from '../../src/plugins/search/client/mapping.ts';
import {
  excerptToHtml,
  highlightText,
  matchesEveryTerm,
  queryTerms,
} from '../../src/plugins/search/client/highlight.ts';
import {normalizeRequests, toPagefindFilters} from '../../src/plugins/search/client/requests.ts';
import {
  createEmbeddedSearchClient,
  SearchUnavailableError,
} from '../../src/plugins/search/client/searchClient.ts';
import {createPagefindLoader} from '../../src/plugins/search/client/pagefindLoader.ts';
import {
  createSearchPageClient,
  getSearchPageFailure,
  subscribeToSearchPageFailure,
} from '../../src/plugins/search/client/searchPageStatus.ts';
import type {
  DocSearchHit,
  PagefindApi,
  PagefindFilter,
  PagefindResultData,
  PagefindSearchResponse,
} from '../../src/plugins/search/client/types.ts';

function fixture(name: string): PagefindResultData {
  return JSON.parse(
    readFileSync(path.join(import.meta.dirname, 'fixtures/search', `${name}.json`), 'utf8'),
  ) as PagefindResultData;
}

function context(query: string): MappingContext {
  return {
    origin: 'http://localhost:3210',
    terms: queryTerms(query),
    preTag: '<mark>',
    postTag: '</mark>',
  };
}

/** Every tag left in a highlighted value must be a highlight tag. */
function onlyMarkTags(html: string): boolean {
  return (html.match(/<[^>]*>/g) ?? []).every((tag) => tag === '<mark>' || tag === '</mark>');
}

function allHighlightedValues(hit: DocSearchHit): string[] {
  return [
    ...Object.values(hit._highlightResult.hierarchy).map((v) => v!.value),
    ...Object.values(hit._snippetResult.hierarchy).map((v) => v!.value),
    hit._highlightResult.content?.value ?? '',
    hit._snippetResult.content?.value ?? '',
  ];
}

test('a page becomes a lvl1 hit with an absolute URL, its section as lvl0 and the excerpt as content', () => {
  const hit = pageHit(fixture('docker-en'), context('docker'));
  assert.equal(hit.type, 'lvl1');
  assert.equal(hit.url, 'http://localhost:3210/docs/installation/docker/');
  assert.equal(hit.url_without_anchor, hit.url);
  assert.equal(hit.anchor, null);
  assert.equal(hit.objectID, hit.url);
  assert.deepEqual(hit.hierarchy, {
    lvl0: 'Installation',
    lvl1: 'Install Gladys Assistant with Docker',
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  // The search page takes the last key as the title and the others as breadcrumbs.
  assert.deepEqual(Object.keys(hit._highlightResult.hierarchy), ['lvl0', 'lvl1']);
  assert.equal(
    hit._highlightResult.hierarchy.lvl1!.value,
    'Install Gladys Assistant with <mark>Docker</mark>',
  );
  assert.equal(hit._highlightResult.hierarchy.lvl1!.matchLevel, 'full');
  assert.equal(hit._highlightResult.hierarchy.lvl0!.matchLevel, 'none');
  assert.match(
    hit._snippetResult.content!.value,
    /^Gladys Assistant is published as an official <mark>Docker<\/mark> image/,
  );
  assert.equal(hit.content?.includes('<mark>'), false, 'plain-text content has no markup');
  assert.doesNotThrow(() => new URL(hit.url));
});

test('a section under an h3 gets its h2 as lvl2, links to its anchor, and is a heading hit only when the heading matches', () => {
  const data = fixture('docker-en');
  const options = data.sub_results!.find((s) => s.anchor?.id === 'the-options')!;
  const contentHit = sectionHit(data, options, context('docker'))!;
  assert.equal(contentHit.type, 'content', '"The options" does not contain "docker"');
  assert.equal(contentHit.url, 'http://localhost:3210/docs/installation/docker/#the-options');
  assert.equal(contentHit.url_without_anchor, 'http://localhost:3210/docs/installation/docker/');
  assert.equal(contentHit.anchor, 'the-options');
  assert.equal(contentHit.hierarchy.lvl2, 'Step 2: run Gladys');
  assert.equal(contentHit.hierarchy.lvl3, 'The options');
  assert.deepEqual(Object.keys(contentHit._highlightResult.hierarchy), [
    'lvl0',
    'lvl1',
    'lvl2',
    'lvl3',
  ]);
  assert.match(contentHit._snippetResult.content!.value, /<mark>Docker<\/mark> container/);

  const step1 = data.sub_results!.find((s) => s.anchor?.id === 'step-1-install-docker')!;
  const headingHit = sectionHit(data, step1, context('docker'))!;
  assert.equal(headingHit.type, 'lvl2');
  assert.equal(
    headingHit._snippetResult.hierarchy.lvl2!.value,
    'Step 1: install <mark>Docker</mark>',
  );
  assert.equal(headingHit.hierarchy.lvl3, null);

  assert.equal(
    sectionHit(data, data.sub_results![0]!, context('docker')),
    null,
    'text above the first heading is the page hit',
  );
});

test('heading chains reset deeper levels at each new heading', () => {
  const {anchors} = fixture('docker-en');
  assert.deepEqual(headingChain(anchors!, anchors![2]!).slice(2, 4), [
    'Step 1: install Docker',
    'Check the install',
  ]);
  assert.deepEqual(headingChain(anchors!, anchors![3]!).slice(2, 4), ['Step 2: run Gladys', null]);
});

test('modal hits: the page first, then at most three sections, each with a unique objectID', () => {
  const hits = modalHits(fixture('docker-en'), context('docker'));
  assert.equal(hits.length, 4);
  assert.equal(hits[0]!.type, 'lvl1');
  assert.deepEqual(
    hits.slice(1).map((h) => h.anchor),
    ['step-1-install-docker', 'the-options', 'check-the-install'],
  );
  assert.equal(new Set(hits.map((h) => h.objectID)).size, hits.length);
  assert.equal(modalHits(fixture('docker-en'), context('docker'), 1).length, 2);
});

test('French: accents folded when highlighting (deploiement → Déploiement), stems matched (installer → Installation)', () => {
  const hit = pageHit(fixture('deploiement-fr'), context('deploiement'));
  assert.equal(hit.url, 'http://localhost:3210/fr/docs/installation/synology/');
  assert.equal(hit._highlightResult.hierarchy.lvl1!.value, '<mark>Déploiement</mark> sur Synology');
  assert.equal(
    highlightText('Installation de Gladys', queryTerms('installer'), '<mark>', '</mark>').value,
    '<mark>Installation</mark> de Gladys',
  );
  const section = modalHits(fixture('deploiement-fr'), context('deploiement'))[1]!;
  assert.equal(section.type, 'content');
  assert.equal(section.hierarchy.lvl2, 'Prérequis & matériel', 'hierarchy stays plain text');
  assert.equal(section._highlightResult.hierarchy.lvl2!.value, 'Prérequis &#38; matériel');
});

test('markup in titles, headings and excerpts is escaped; only highlight tags remain', () => {
  const data = fixture('hostile');
  const hits = [...modalHits(data, context('access token')), pageHit(data, context('<script>'))];
  for (const hit of hits) {
    for (const value of allHighlightedValues(hit)) {
      assert.ok(onlyMarkTags(value), `unexpected markup in ${value}`);
    }
  }
  assert.equal(
    hits[0]!.hierarchy.lvl1,
    'REST API <script>alert(1)</script>',
    'hierarchy is the plain text',
  );
  assert.match(
    hits[0]!._snippetResult.content!.value,
    /Bearer <mark>&#60;access_token&#62;<\/mark> &#60;img src=x onerror=alert\(1\)&#62; &#38; more/,
  );
  assert.equal(excerptToHtml('a <mark>b</mark> c', ['b'], '<em>', '</em>').value, 'a <em>b</em> c');
});

test('the two request shapes normalise to the same fields', () => {
  const facetFilters = [
    'language:en',
    ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
  ];
  const [modal] = normalizeRequests({
    requests: [
      {
        indexName: 'pagefind',
        query: 'docker',
        hitsPerPage: 20,
        facetFilters,
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
      },
    ],
  });
  assert.deepEqual(modal, {
    indexName: 'pagefind',
    query: 'docker',
    page: 0,
    hitsPerPage: 20,
    facetFilters,
    facets: [],
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  });
  const [page, counts] = normalizeRequests([
    {
      indexName: 'pagefind',
      params: {
        query: 'docker',
        page: 2,
        hitsPerPage: 15,
        facetFilters,
        facets: ['docusaurus_tag', 'language'],
      },
    },
    {
      indexName: 'pagefind',
      params: 'query=docker&hitsPerPage=0&facets=%5B%22language%22%5D&page=0',
    },
  ]);
  assert.equal(page!.page, 2);
  assert.equal(page!.hitsPerPage, 15);
  assert.deepEqual(page!.facets, ['docusaurus_tag', 'language']);
  assert.equal(counts!.query, 'docker');
  assert.equal(counts!.hitsPerPage, 0);
  assert.deepEqual(counts!.facets, ['language']);
  assert.throws(() => normalizeRequests([{params: {}} as never]), /without indexName/);
});

test('contextual facet filters become Pagefind filters', () => {
  assert.deepEqual(
    toPagefindFilters([
      'language:fr',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ]),
    {
      all: [{language: 'fr'}, {docusaurus_tag: {any: ['default', 'docs-default-current']}}],
    },
  );
  assert.deepEqual(toPagefindFilters('language:en'), {language: 'en'});
  assert.deepEqual(toPagefindFilters([['language:en', 'docusaurus_tag:default']]), {
    any: [{language: 'en'}, {docusaurus_tag: 'default'}],
  });
  assert.deepEqual(toPagefindFilters(['-docusaurus_tag:blog']), {not: {docusaurus_tag: 'blog'}});
  assert.equal(toPagefindFilters([]), undefined);
  assert.equal(toPagefindFilters(undefined), undefined);
});

/** A Pagefind stand-in returning `count` copies of the docker page, in the given order. */
function fakePagefind(
  count: number,
  log: {query: string | null; filters?: PagefindFilter}[] = [],
  delays: Record<string, number> = {},
): PagefindApi {
  const base = fixture('docker-en');
  return {
    options: async () => {},
    init: async () => {},
    search: async (query, options) => {
      log.push({query, filters: options?.filters});
      await new Promise((resolve) => setTimeout(resolve, delays[query ?? ''] ?? 0));
      const n = query === 'nothing' ? 0 : query?.length === 1 ? count * 2 : count;
      const response: PagefindSearchResponse = {
        results: Array.from({length: n}, (_, i) => ({
          id: String(i),
          score: 1 - i / 100,
          data: async () => ({
            ...base,
            url: `/docs/page-${i}/`,
            sub_results: base.sub_results!.map((s) => ({
              ...s,
              url: s.url.replace('/docs/installation/docker/', `/docs/page-${i}/`),
            })),
          }),
        })),
        unfilteredResultCount: n,
        filters: {language: {en: n}, docusaurus_tag: {'docs-default-current': n}},
        totalFilters: {},
      };
      return response;
    },
  };
}

test('client: the modal shape gets page and section hits, nbHits counts pages, filters reach Pagefind', async () => {
  const log: {query: string | null; filters?: PagefindFilter}[] = [];
  const client = createEmbeddedSearchClient({
    loadPagefind: async () => fakePagefind(12, log),
    origin: () => 'http://localhost:3210',
  });
  const {results} = await client.search({
    requests: [
      {
        indexName: 'pagefind',
        query: 'docker',
        hitsPerPage: 20,
        facetFilters: ['language:en', ['docusaurus_tag:default']],
      },
    ],
  });
  const [result] = results;
  assert.equal(result!.nbHits, 12);
  assert.equal(result!.hits.length, 20);
  assert.equal(result!.hits[0]!.type, 'lvl1');
  assert.equal(result!.hits[0]!.url, 'http://localhost:3210/docs/page-0/');
  assert.equal(result!.query, 'docker');
  assert.deepEqual(log[0]!.filters, {all: [{language: 'en'}, {docusaurus_tag: 'default'}]});
});

test('client: the search page shape gets one hit per page, paginated, with facet counts', async () => {
  const client = createEmbeddedSearchClient({
    loadPagefind: async () => fakePagefind(20),
    origin: () => 'http://localhost:3210',
  });
  const {results} = await client.search([
    {indexName: 'pagefind', params: {query: 'docker', page: 1, hitsPerPage: 15}},
    {indexName: 'pagefind', params: {query: 'docker', hitsPerPage: 0, facets: ['language']}},
  ]);
  const [page, facets] = results;
  assert.equal(page!.nbHits, 20);
  assert.equal(page!.nbPages, 2);
  assert.equal(page!.page, 1);
  assert.deepEqual(
    page!.hits.map((h) => h.url),
    Array.from({length: 5}, (_, i) => `http://localhost:3210/docs/page-${15 + i}/`),
  );
  assert.ok(page!.hits.every((h) => h.type === 'lvl1'));
  assert.deepEqual(facets!.hits, []);
  assert.deepEqual(facets!.facets, {language: {en: 20}});
});

test('client: empty queries and queries without results answer with no hits', async () => {
  const client = createEmbeddedSearchClient({
    loadPagefind: async () => fakePagefind(3),
    origin: () => 'http://localhost:3210',
  });
  const {results} = await client.search({
    requests: [
      {indexName: 'x', query: '  '},
      {indexName: 'x', query: 'nothing'},
    ],
  });
  assert.deepEqual(
    results.map((r) => [r.nbHits, r.hits.length]),
    [
      [0, 0],
      [0, 0],
    ],
  );
});

test('client: a query that finds nothing is an error when the index cannot be fetched any more (Pagefind skips chunks it fails to fetch)', async () => {
  let reachable = true;
  const checks: string[] = [];
  const client = createEmbeddedSearchClient({
    loadPagefind: async () => fakePagefind(3),
    origin: () => 'http://localhost:3210',
    indexReachable: async () => {
      checks.push('checked');
      return reachable;
    },
  });
  const search = (query: string) => client.search({requests: [{indexName: 'x', query}]});
  assert.equal((await search('docker')).results[0]!.nbHits, 3);
  assert.deepEqual(checks, [], 'a query with results needs no check');
  assert.equal((await search('nothing')).results[0]!.nbHits, 0);
  assert.deepEqual(checks, ['checked']);

  reachable = false;
  await assert.rejects(search('nothing'), (error: unknown) => {
    assert.ok(error instanceof SearchUnavailableError);
    assert.equal(error.name, 'RetryError');
    return true;
  });
  assert.equal((await search('docker')).results[0]!.nbHits, 3);
});

test('client: answers resolve in call order, so a slow early query never replaces a later one', async () => {
  const client = createEmbeddedSearchClient({
    loadPagefind: async () => fakePagefind(2, [], {d: 40, do: 0}),
    origin: () => 'http://localhost:3210',
  });
  const order: string[] = [];
  await Promise.all(
    ['d', 'do'].map((query) =>
      client
        .search({requests: [{indexName: 'x', query}]})
        .then((r) => order.push(`${query}:${r.results[0]!.nbHits}`)),
    ),
  );
  assert.deepEqual(order, ['d:4', 'do:2']);
});

test('client: an index that cannot be loaded rejects with a RetryError (DocSearch shows its error screen), and the next search retries', async () => {
  let attempts = 0;
  const client = createEmbeddedSearchClient({
    loadPagefind: async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return fakePagefind(1);
    },
    origin: () => 'http://localhost:3210',
  });
  await assert.rejects(
    client.search({requests: [{indexName: 'x', query: 'docker'}]}),
    (error: unknown) => {
      assert.ok(error instanceof SearchUnavailableError);
      assert.equal(error.name, 'RetryError');
      assert.equal(error.reason, 'unreachable');
      return true;
    },
  );
  const {results} = await client.search({requests: [{indexName: 'x', query: 'docker'}]});
  assert.equal(results[0]!.nbHits, 1);
});

test('search page client: a failure is recorded and never settles (the page has no error listener); the next search clears it', async () => {
  let attempts = 0;
  const client = createSearchPageClient(
    createEmbeddedSearchClient({
      loadPagefind: async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return fakePagefind(1);
      },
      origin: () => 'http://localhost:3210',
    }),
  );
  const changes: Array<string | null> = [];
  const unsubscribe = subscribeToSearchPageFailure(() =>
    changes.push(getSearchPageFailure()?.reason ?? null),
  );
  const request = [{indexName: 'x', params: {query: 'docker', hitsPerPage: 15}}];
  let settled = false;
  void client.search(request).finally(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(settled, false);
  assert.equal(getSearchPageFailure()?.reason, 'unreachable');
  assert.equal(getSearchPageFailure()?.name, 'RetryError');

  const {results} = await client.search(request);
  assert.equal(results[0]!.nbHits, 1);
  assert.equal(getSearchPageFailure(), null);
  assert.deepEqual(changes, ['unreachable', null]);
  unsubscribe();
});

test("search page client: wraps Algolia's client too (hosted mode), whose helpers call this.search", async () => {
  const algoliaLike = {
    appId: 'TESTAPP123',
    async search(_requests: unknown): Promise<{results: []}> {
      throw Object.assign(new Error('Unreachable hosts'), {name: 'RetryError'});
    },
    searchForHits(requests: unknown) {
      return this.search(requests);
    },
  };
  const client = createSearchPageClient(algoliaLike);
  assert.equal(client.appId, 'TESTAPP123');
  void client.searchForHits([]);
  await new Promise((resolve) => setTimeout(resolve, 10));
  const failure = getSearchPageFailure();
  assert.equal(failure?.reason, 'unreachable');
  assert.match(String((failure?.cause as Error).message), /Unreachable hosts/);
});

test('Pagefind loader: configures result URLs and the main thread once, retries a failed import with a new URL', async () => {
  const imported: string[] = [];
  const configured: Record<string, unknown>[] = [];
  let fail = true;
  const load = createPagefindLoader({
    bundleUrl: '/fr/pagefind/pagefind.js',
    resultBaseUrl: '/',
    importModule: async (url) => {
      imported.push(url);
      if (fail) throw new TypeError('blocked');
      return {
        ...fakePagefind(1),
        options: async (o: Record<string, unknown>) => void configured.push(o),
      };
    },
  });
  await assert.rejects(load(), /blocked/);
  fail = false;
  const first = await load();
  assert.equal(await load(), first);
  assert.deepEqual(imported, ['/fr/pagefind/pagefind.js', '/fr/pagefind/pagefind.js?attempt=1']);
  assert.deepEqual(configured, [{baseUrl: '/', excerptLength: 24, noWorker: true}]);
});

test('relevance guard: a page matched through a short prefix of an unknown word is not a match', async () => {
  const content =
    'Le tableau de bord de Gladys. Installer Gladys sur un NAS, configurer le déploiement.';
  const words = content.split(' ');
  const at = (word: string) => words.indexOf(word);
  // Pagefind matched "de" for the unknown "deploiement" (its prefix fallback).
  assert.equal(matchesEveryTerm(content, [at('de'), at('de')], queryTerms('deploiement')), false);
  assert.equal(
    matchesEveryTerm(content, [at('déploiement.')], queryTerms('deploiement')),
    true,
    'accents folded',
  );
  assert.equal(
    matchesEveryTerm(content, [at('Installer')], queryTerms('installation')),
    true,
    'stems share "install"',
  );
  assert.equal(matchesEveryTerm(content, [at('configurer')], queryTerms('configuration')), true);
  assert.equal(
    matchesEveryTerm(content, [at('Gladys.')], queryTerms('gla')),
    true,
    'prefix while typing',
  );
  assert.equal(
    matchesEveryTerm(content, [at('Gladys.')], queryTerms('gladys zzz')),
    false,
    'every term must match',
  );

  const client = createEmbeddedSearchClient({
    loadPagefind: async () => ({
      ...fakePagefind(0),
      search: async () => ({
        results: [
          {
            id: '0',
            score: 1,
            data: async () => ({...fixture('docker-en'), content, locations: [at('de')]}),
          },
        ],
        unfilteredResultCount: 1,
        filters: {},
        totalFilters: {},
      }),
    }),
    origin: () => 'http://localhost:3210',
  });
  const {results} = await client.search({requests: [{indexName: 'x', query: 'deploiement'}]});
  assert.equal(results[0]!.nbHits, 0);
  assert.deepEqual(results[0]!.hits, []);
});

test('client: from the second modal search on, the next pages are fetched in the background', async () => {
  const loaded: string[] = [];
  const base = fakePagefind(12);
  const pagefind: PagefindApi = {
    ...base,
    search: async (query, options) => {
      const response = (await base.search(query, options))!;
      return {
        ...response,
        results: response.results.map((r) => ({
          ...r,
          data: () => {
            loaded.push(`${query}:${r.id}`);
            return r.data();
          },
        })),
      };
    },
  };
  const client = createEmbeddedSearchClient({
    loadPagefind: async () => pagefind,
    origin: () => 'http://localhost:3210',
  });
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
  await client.search({requests: [{indexName: 'x', query: 'doc', hitsPerPage: 20}]});
  await tick();
  assert.deepEqual(
    [...new Set(loaded)],
    ['doc:0', 'doc:1', 'doc:2', 'doc:3', 'doc:4'],
    'first search: shown pages only',
  );
  loaded.length = 0;
  await client.search({requests: [{indexName: 'x', query: 'dock', hitsPerPage: 20}]});
  await tick();
  assert.deepEqual(
    [...new Set(loaded)],
    [
      'dock:0',
      'dock:1',
      'dock:2',
      'dock:3',
      'dock:4',
      'dock:5',
      'dock:6',
      'dock:7',
      'dock:8',
      'dock:9',
    ],
  );
});
