/**
 * The search interface without a browser: Pagefind results mapped to DocSearch
 * hits (fixtures in tests/unit/fixtures/search/), facet filters, the Pagefind
 * backend over a fake Pagefind, the Algolia backend over a fake `fetch`, and
 * the client DocSearch's modal gets.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {
  highlight,
  matchesEveryTerm,
  queryTerms,
} from '../../src/plugins/search/client/highlight.ts';
import {
  createPagefindBackend,
  headingChain,
  pageHits,
  toPagefindFilters,
  type PagefindApi,
  type PagefindBackendOptions,
  type PagefindFilter,
  type PagefindResultData,
} from '../../src/plugins/search/client/pagefind.ts';
import {createAlgoliaBackend} from '../../src/plugins/search/client/algolia.ts';
import {SearchUnavailableError, type DocSearchHit} from '../../src/plugins/search/client/types.ts';

function fixture(name: string): PagefindResultData {
  return JSON.parse(
    readFileSync(path.join(import.meta.dirname, 'fixtures/search', `${name}.json`), 'utf8'),
  ) as PagefindResultData;
}

const origin = 'http://localhost:3210';
const tags = (query: string) => ({
  terms: queryTerms(query),
  pre: '<mark>',
  post: '</mark>',
  origin,
});

/** Every tag left in a highlighted value must be a highlight tag. */
function onlyMarkTags(html: string): boolean {
  return (html.match(/<[^>]*>/g) ?? []).every((tag) => tag === '<mark>' || tag === '</mark>');
}

function highlightedValues(hit: DocSearchHit): string[] {
  return [
    ...Object.values(hit._highlightResult.hierarchy).map((v) => v.value),
    hit._snippetResult.content?.value ?? '',
  ];
}

test('a page becomes a lvl1 hit with an absolute URL, its section as lvl0 and the excerpt as content', () => {
  const [hit] = pageHits(fixture('docker-en'), tags('docker'), true);
  assert.equal(hit!.type, 'lvl1');
  assert.equal(hit!.url, `${origin}/docs/installation/docker/`);
  assert.equal(hit!.objectID, hit!.url);
  assert.deepEqual(hit!.hierarchy, {
    lvl0: 'Installation',
    lvl1: 'Install Gladys Assistant with Docker',
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  // The search page takes the last key as the title and the others as breadcrumbs.
  assert.deepEqual(Object.keys(hit!._highlightResult.hierarchy), ['lvl0', 'lvl1']);
  assert.equal(
    hit!._highlightResult.hierarchy.lvl1!.value,
    'Install Gladys Assistant with <mark>Docker</mark>',
  );
  assert.match(
    hit!._snippetResult.content!.value,
    /^Gladys Assistant is published as an official <mark>Docker<\/mark> image/,
  );
  assert.equal(hit!.content?.includes('<mark>'), false, 'plain-text content has no markup');
});

test('modal hits: the page, then at most three sections linking to their heading; a heading hit only when the heading matches', () => {
  const hits = pageHits(fixture('docker-en'), tags('docker'));
  assert.equal(hits.length, 4);
  assert.equal(new Set(hits.map((h) => h.objectID)).size, hits.length);
  const [, step1, options] = hits;
  assert.equal(step1!.url, `${origin}/docs/installation/docker/#step-1-install-docker`);
  assert.equal(step1!.type, 'lvl2');
  assert.equal(
    step1!._highlightResult.hierarchy.lvl2!.value,
    'Step 1: install <mark>Docker</mark>',
  );
  assert.equal(options!.url, `${origin}/docs/installation/docker/#the-options`);
  assert.equal(options!.type, 'content', '"The options" does not contain "docker"');
  assert.equal(options!.hierarchy.lvl2, 'Step 2: run Gladys');
  assert.equal(options!.hierarchy.lvl3, 'The options');
  assert.match(options!._snippetResult.content!.value, /<mark>Docker<\/mark> container/);
});

test('heading chains reset deeper levels at each new heading', () => {
  const {anchors} = fixture('docker-en');
  assert.deepEqual(headingChain(anchors!, anchors![2]!).slice(2, 4), [
    'Step 1: install Docker',
    'Check the install',
  ]);
  assert.deepEqual(headingChain(anchors!, anchors![3]!).slice(2, 4), ['Step 2: run Gladys', null]);
});

test('French: accents folded when highlighting (deploiement → Déploiement), stems matched (installer → Installation)', () => {
  const [page, section] = pageHits(fixture('deploiement-fr'), tags('deploiement'));
  assert.equal(page!.url, `${origin}/fr/docs/installation/synology/`);
  assert.equal(
    page!._highlightResult.hierarchy.lvl1!.value,
    '<mark>Déploiement</mark> sur Synology',
  );
  assert.equal(
    highlight('Installation de Gladys', queryTerms('installer'), '<mark>', '</mark>').value,
    '<mark>Installation</mark> de Gladys',
  );
  assert.equal(section!.hierarchy.lvl2, 'Prérequis & matériel', 'hierarchy stays plain text');
  assert.equal(section!._highlightResult.hierarchy.lvl2!.value, 'Prérequis &#38; matériel');
});

test('markup in titles, headings and excerpts is escaped; only highlight tags remain', () => {
  const data = fixture('hostile');
  const hits = [...pageHits(data, tags('access token')), ...pageHits(data, tags('<script>'), true)];
  for (const hit of hits) {
    for (const value of highlightedValues(hit)) assert.ok(onlyMarkTags(value), value);
  }
  assert.equal(hits[0]!.hierarchy.lvl1, 'REST API <script>alert(1)</script>');
  assert.match(
    hits[0]!._snippetResult.content!.value,
    /Bearer <mark>&#60;access_token&#62;<\/mark> &#60;img src=x onerror=alert\(1\)&#62; &#38; more/,
  );
  assert.equal(
    highlight('a <mark>b</mark> c', ['b'], '<em>', '</em>', true).value,
    'a <em>b</em> c',
  );
});

test('contextual facet filters become Pagefind filters', () => {
  assert.deepEqual(
    toPagefindFilters([
      'language:fr',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ]),
    {all: [{language: 'fr'}, {docusaurus_tag: {any: ['default', 'docs-default-current']}}]},
  );
  assert.deepEqual(toPagefindFilters('language:en'), {language: 'en'});
  assert.deepEqual(toPagefindFilters([['language:en', 'docusaurus_tag:default']]), {
    any: [{language: 'en'}, {docusaurus_tag: 'default'}],
  });
  assert.equal(toPagefindFilters([]), undefined);
  assert.equal(toPagefindFilters(undefined), undefined);
});

/** A Pagefind stand-in returning `count` copies of the docker page (twice as many for one letter). */
function fakePagefind(
  count: number,
  log: {query: string; filters?: PagefindFilter}[] = [],
  delays: Record<string, number> = {},
  loaded: string[] = [],
): PagefindApi {
  const base = fixture('docker-en');
  return {
    options: async () => {},
    init: async () => {},
    search: async (query, options) => {
      log.push({query, filters: options?.filters});
      await new Promise((resolve) => setTimeout(resolve, delays[query] ?? 0));
      const n = query === 'nothing' ? 0 : query.length === 1 ? count * 2 : count;
      return {
        results: Array.from({length: n}, (_, i) => ({
          data: async () => {
            loaded.push(`${query}:${i}`);
            return {
              ...base,
              url: `/docs/page-${i}/`,
              sub_results: base.sub_results!.map((s) => ({
                ...s,
                url: s.url.replace('/docs/installation/docker/', `/docs/page-${i}/`),
              })),
            };
          },
        })),
      };
    },
  };
}

function backend(pagefind: () => PagefindApi, options: Partial<PagefindBackendOptions> = {}) {
  return createPagefindBackend({
    indexUrl: '/fr/pagefind/',
    origin: () => origin,
    importModule: async () => pagefind(),
    indexReachable: async () => true,
    ...options,
  });
}

test('Pagefind backend: modal requests get page and section hits, nbHits counts pages, filters reach Pagefind', async () => {
  const log: {query: string; filters?: PagefindFilter}[] = [];
  const [answer] = await backend(() => fakePagefind(12, log)).search([
    {query: 'docker', hitsPerPage: 20, facetFilters: ['language:en', ['docusaurus_tag:default']]},
  ]);
  assert.equal(answer!.nbHits, 12);
  assert.equal(answer!.hits.length, 20);
  assert.equal(answer!.hits[0]!.url, `${origin}/docs/page-0/`);
  assert.deepEqual(log[0]!.filters, {all: [{language: 'en'}, {docusaurus_tag: 'default'}]});
});

test('Pagefind backend: search page requests get one hit per page, paginated; empty queries and no results give no hits', async () => {
  const search = backend(() => fakePagefind(20)).search;
  const [page] = await search([{query: 'docker', page: 1, hitsPerPage: 15, granularity: 'pages'}]);
  assert.deepEqual([page!.nbHits, page!.nbPages, page!.page], [20, 2, 1]);
  assert.deepEqual(
    page!.hits.map((h) => h.url),
    Array.from({length: 5}, (_, i) => `${origin}/docs/page-${15 + i}/`),
  );
  const answers = await search([{query: '  '}, {query: 'nothing'}]);
  assert.deepEqual(
    answers.map((a) => [a.nbHits, a.hits.length]),
    [
      [0, 0],
      [0, 0],
    ],
  );
});

test('Pagefind backend: a query that finds nothing is an error when the index cannot be fetched any more', async () => {
  let reachable = true;
  const checks: string[] = [];
  const {search} = backend(() => fakePagefind(3), {
    indexReachable: async () => {
      checks.push('checked');
      return reachable;
    },
  });
  assert.equal((await search([{query: 'docker'}]))[0]!.nbHits, 3);
  assert.deepEqual(checks, [], 'a query with results needs no check');
  assert.equal((await search([{query: 'nothing'}]))[0]!.nbHits, 0);
  reachable = false;
  await assert.rejects(search([{query: 'nothing'}]), SearchUnavailableError);
  assert.equal((await search([{query: 'docker'}]))[0]!.nbHits, 3);
});

test('Pagefind backend: answers resolve in call order, so a slow early query never replaces a later one', async () => {
  const {search} = backend(() => fakePagefind(2, [], {d: 40, do: 0}));
  const order: string[] = [];
  await Promise.all(
    ['d', 'do'].map((query) =>
      search([{query}]).then((answers) => order.push(`${query}:${answers[0]!.nbHits}`)),
    ),
  );
  assert.deepEqual(order, ['d:4', 'do:2']);
});

test('Pagefind backend: an index that cannot be loaded rejects with a RetryError (the modal shows its error screen); the next search imports again under a new URL', async () => {
  const imported: string[] = [];
  const configured: Record<string, unknown>[] = [];
  const {search} = createPagefindBackend({
    indexUrl: '/fr/pagefind/',
    origin: () => origin,
    importModule: async (url) => {
      imported.push(url);
      if (imported.length === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return {
        ...fakePagefind(1),
        options: async (o: Record<string, unknown>) => void configured.push(o),
      };
    },
  });
  await assert.rejects(search([{query: 'docker'}]), (error: unknown) => {
    assert.ok(error instanceof SearchUnavailableError);
    assert.equal(error.name, 'RetryError');
    assert.equal(error.reason, 'unreachable');
    return true;
  });
  assert.equal((await search([{query: 'docker'}]))[0]!.nbHits, 1);
  await search([{query: 'docker'}]);
  assert.deepEqual(imported, ['/fr/pagefind/pagefind.js', '/fr/pagefind/pagefind.js?attempt=1']);
  assert.deepEqual(configured, [{baseUrl: '/', excerptLength: 24, noWorker: true}]);
});

test('Pagefind backend: under docusaurus start every search rejects at once, saying why', async () => {
  const {search} = backend(() => assert.fail('no import'), {missingInDevelopment: true});
  await assert.rejects(search([{query: 'docker'}]), {reason: 'missing-in-development'});
});

test('relevance guard: a page matched through a short prefix of an unknown word is not a match', async () => {
  const content =
    'Le tableau de bord de Gladys. Installer Gladys sur un NAS, configurer le déploiement.';
  const words = content.split(' ');
  const at = (word: string) => words.indexOf(word);
  // Pagefind matched "de" for the unknown "deploiement" (its prefix fallback).
  assert.equal(matchesEveryTerm(content, [at('de')], queryTerms('deploiement')), false);
  assert.equal(matchesEveryTerm(content, [at('déploiement.')], queryTerms('deploiement')), true);
  assert.equal(matchesEveryTerm(content, [at('Installer')], queryTerms('installation')), true);
  assert.equal(matchesEveryTerm(content, [at('configurer')], queryTerms('configuration')), true);
  assert.equal(matchesEveryTerm(content, [at('Gladys.')], queryTerms('gla')), true, 'typing');
  assert.equal(matchesEveryTerm(content, [at('Gladys.')], queryTerms('gladys zzz')), false);

  const {search} = backend(() => ({
    ...fakePagefind(0),
    search: async () => ({
      results: [{data: async () => ({...fixture('docker-en'), content, locations: [at('de')]})}],
    }),
  }));
  assert.deepEqual((await search([{query: 'deploiement'}]))[0], {
    hits: [],
    nbHits: 0,
    nbPages: 0,
    page: 0,
  });
});

test('Pagefind backend: from the second modal search on, the next pages are fetched in the background', async () => {
  const loaded: string[] = [];
  const {search} = backend(() => fakePagefind(12, [], {}, loaded));
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
  await search([{query: 'doc', hitsPerPage: 20}]);
  await tick();
  assert.deepEqual([...new Set(loaded)], ['doc:0', 'doc:1', 'doc:2', 'doc:3', 'doc:4']);
  loaded.length = 0;
  await search([{query: 'dock', hitsPerPage: 20}]);
  await tick();
  assert.deepEqual(
    [...new Set(loaded)],
    Array.from({length: 10}, (_, i) => `dock:${i}`),
  );
});

test('Algolia backend: one POST with credentials in the query string, the index and DocSearch attributes; next host on a network or server error', async () => {
  const calls: {url: string; body: {requests: Record<string, unknown>[]}}[] = [];
  const answer = {hits: [], nbHits: 0, nbPages: 0, page: 0};
  const statuses = [0, 503, 200];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    calls.push({url, body: JSON.parse(init.body as string)});
    const status = statuses[calls.length - 1]!;
    if (!status) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({results: [answer]}), {status});
  }) as typeof fetch;
  try {
    const {search, preconnect} = createAlgoliaBackend({
      appId: 'TESTAPP123',
      apiKey: 'search-key',
      indexName: 'gladys',
      hosts: ['https://a.test', 'https://b.test', 'https://c.test'],
    });
    assert.equal(preconnect, 'https://a.test');
    const answers = await search([
      {query: 'docker', facetFilters: ['language:en'], hitsPerPage: 15, granularity: 'pages'},
    ]);
    assert.deepEqual(answers, [answer]);
    assert.deepEqual(
      calls.map((c) => new URL(c.url).host),
      ['a.test', 'b.test', 'c.test'],
    );
    const url = new URL(calls[0]!.url);
    assert.equal(url.pathname, '/1/indexes/*/queries');
    assert.equal(url.searchParams.get('x-algolia-application-id'), 'TESTAPP123');
    assert.equal(url.searchParams.get('x-algolia-api-key'), 'search-key');
    const [request] = calls[0]!.body.requests;
    assert.equal(request!.indexName, 'gladys');
    assert.equal(request!.query, 'docker');
    assert.deepEqual(request!.facetFilters, ['language:en']);
    assert.equal(request!.granularity, undefined);
    assert.ok(Array.isArray(request!.attributesToSnippet));

    statuses.splice(0, 3, 403);
    calls.length = 0;
    await assert.rejects(search([{query: 'docker'}]), {name: 'RetryError', reason: 'unreachable'});
    assert.equal(calls.length, 1, 'a refused request is not sent to the other hosts');
  } finally {
    globalThis.fetch = realFetch;
  }
});
