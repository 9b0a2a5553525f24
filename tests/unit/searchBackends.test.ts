/**
 * The search interface without a browser: Pagefind results mapped to DocSearch
 * hits (fixtures in tests/unit/fixtures/search/), the relevance guard, the
 * Pagefind backend over a fake Pagefind, and the Algolia backend over a fake
 * `fetch`.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {
  createPagefindBackend,
  pageHits,
  reallyMatches,
  type PagefindApi,
  type PagefindBackendOptions,
  type PagefindResultData,
} from '../../src/plugins/search/client/pagefind.ts';
import {createAlgoliaBackend} from '../../src/plugins/search/client/algolia.ts';
import {pagefindRanking} from '../../src/plugins/search/client/ranking.ts';
import type {DocSearchHit} from '../../src/plugins/search/client/types.ts';

/** A fixture, with one match on its first word when it records none. */
function fixture(name: string): PagefindResultData {
  const data = JSON.parse(
    readFileSync(path.join(import.meta.dirname, 'fixtures/search', `${name}.json`), 'utf8'),
  ) as Partial<PagefindResultData>;
  return {content: 'Docker', locations: [0], ...data} as PagefindResultData;
}

const origin = 'http://localhost:3210';
const tags = {pre: '<mark>', post: '</mark>', origin: () => origin};
const hitsOf = (data: PagefindResultData, pageOnly = false) =>
  pageHits(data, {...tags, origin}, pageOnly);

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
  const [hit, ...rest] = hitsOf(fixture('docker-en'), true);
  assert.equal(rest.length, 0, 'the search page gets one hit per page');
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
    'title words Pagefind marked in the page are highlighted',
  );
  assert.match(
    hit!._snippetResult.content!.value,
    /^Gladys Assistant is published as an official <mark>Docker<\/mark> image/,
  );
  assert.equal(hit!.content?.includes('<mark>'), false, 'plain-text content has no markup');
});

test('modal hits: the page, then at most three sections under a heading, linking to it; a heading hit only when the heading holds a match', () => {
  const hits = hitsOf(fixture('docker-en'));
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
  assert.equal(options!.hierarchy.lvl2, 'The options');
  assert.match(options!._snippetResult.content!.value, /<mark>Docker<\/mark> container/);
});

test('French: highlights follow the words Pagefind matched, accents and all', () => {
  const [page, section] = hitsOf(fixture('deploiement-fr'));
  assert.equal(page!.url, `${origin}/fr/docs/installation/synology/`);
  assert.equal(
    page!._highlightResult.hierarchy.lvl1!.value,
    '<mark>Déploiement</mark> sur Synology',
  );
  assert.equal(section!.hierarchy.lvl2, 'Prérequis & matériel', 'hierarchy stays plain text');
  assert.equal(section!._highlightResult.hierarchy.lvl2!.value, 'Prérequis &#38; matériel');
});

test('markup in titles, headings and excerpts is escaped; only highlight tags remain', () => {
  const data = fixture('hostile');
  const hits = [...hitsOf(data), ...hitsOf(data, true)];
  for (const hit of hits) {
    for (const value of highlightedValues(hit)) assert.ok(onlyMarkTags(value), value);
  }
  assert.equal(hits[0]!.hierarchy.lvl1, 'REST API <script>alert(1)</script>');
  assert.match(
    hits[0]!._snippetResult.content!.value,
    /Bearer <mark>&#60;access_token&#62;<\/mark> &#60;img src=x onerror=alert\(1\)&#62; &#38; more/,
  );
  const em = pageHits(data, {pre: '<em>', post: '</em>', origin}, true)[0]!;
  assert.match(em._snippetResult.content!.value, /<em>&#60;access_token&#62;<\/em>/);
});

test('relevance guard: a page matched through a short prefix of an unknown word is not a match', () => {
  const content =
    'Le tableau de bord de Gladys. Installer Gladys sur un NAS, configurer le déploiement.';
  const words = content.split(' ');
  const at = (word: string) => [words.indexOf(word)];
  // Pagefind matched "de" for the unknown "deploiement" (its prefix fallback).
  assert.equal(reallyMatches({content, locations: at('de')}, 'deploiement'), false);
  assert.equal(reallyMatches({content, locations: at('déploiement.')}, 'deploiement'), true);
  assert.equal(reallyMatches({content, locations: at('Installer')}, 'installation'), true);
  assert.equal(reallyMatches({content, locations: at('configurer')}, 'configuration'), true);
  assert.equal(reallyMatches({content, locations: at('Gladys.')}, 'gla'), true, 'typing');
  assert.equal(reallyMatches({content, locations: at('Gladys.')}, 'gladys zzz'), false);
});

/** A Pagefind stand-in returning `count` copies of the docker page (twice as many for one letter). */
function fakePagefind(count: number, loaded: string[] = []): PagefindApi {
  const base = fixture('docker-en');
  return {
    options: async () => {},
    init: async () => {},
    search: async (query) => {
      const n = query === 'nothing' ? 0 : query.length === 1 ? count * 2 : count;
      return {
        results: Array.from({length: n}, (_, i) => ({
          data: async () => {
            loaded.push(`${query}:${i}`);
            return {...base, url: `/docs/page-${i}/`, sub_results: []};
          },
        })),
      };
    },
  };
}

function backend(pagefind: () => PagefindApi, options: Partial<PagefindBackendOptions> = {}) {
  return createPagefindBackend({
    indexUrl: '/fr/pagefind/',
    origin: tags.origin,
    importModule: async () => pagefind(),
    indexReachable: async () => true,
    ...options,
  });
}

test('Pagefind backend: modal requests load just enough pages; nbHits counts pages', async () => {
  const loaded: string[] = [];
  const [answer] = await backend(() => fakePagefind(12, loaded)).search([
    {query: 'docker', hitsPerPage: 20, facetFilters: ['language:en']},
  ]);
  assert.equal(answer!.nbHits, 12);
  assert.equal(answer!.hits.length, 5, 'five pages without sections');
  assert.equal(answer!.hits[0]!.url, `${origin}/docs/page-0/`);
  assert.equal(loaded.length, 5);
});

test('Pagefind backend: search page requests get one hit per page, paginated; empty queries and no results give no hits', async () => {
  const search = backend(() => fakePagefind(20)).search;
  const [page] = await search([{query: 'docker', page: 1, hitsPerPage: 15, pagesOnly: true}]);
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
  await assert.rejects(search([{query: 'nothing'}]), {name: 'RetryError'});
  assert.equal((await search([{query: 'docker'}]))[0]!.nbHits, 3);
});

test('Pagefind backend: an index that cannot be loaded rejects with a RetryError (the modal shows its error screen); the next search imports again under a new URL', async () => {
  const imported: string[] = [];
  const configured: Record<string, unknown>[] = [];
  const {search} = createPagefindBackend({
    indexUrl: '/fr/pagefind/',
    origin: tags.origin,
    importModule: async (url) => {
      imported.push(url);
      if (imported.length === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return {
        ...fakePagefind(1),
        options: async (o: Record<string, unknown>) => void configured.push(o),
      };
    },
  });
  await assert.rejects(search([{query: 'docker'}]), {name: 'RetryError'});
  assert.equal((await search([{query: 'docker'}]))[0]!.nbHits, 1);
  await search([{query: 'docker'}]);
  assert.deepEqual(imported, ['/fr/pagefind/pagefind.js', '/fr/pagefind/pagefind.js?attempt=1']);
  assert.deepEqual(configured, [
    {baseUrl: '/', excerptLength: 24, noWorker: true, ranking: pagefindRanking},
  ]);
});

test('Pagefind backend: a query Pagefind answers through a short prefix finds nothing', async () => {
  const {search} = backend(() => ({
    ...fakePagefind(0),
    search: async () => ({
      results: [{data: async () => ({...fixture('docker-en'), content: 'le de', locations: [1]})}],
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
  const {search} = backend(() => fakePagefind(12, loaded));
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
    const {search} = createAlgoliaBackend({
      appId: 'TESTAPP123',
      apiKey: 'search-key',
      indexName: 'gladys',
      hosts: ['https://a.test', 'https://b.test', 'https://c.test'],
    });
    const answers = await search([
      {query: 'docker', facetFilters: ['language:en'], hitsPerPage: 15, pagesOnly: true},
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
    assert.equal(request!.pagesOnly, undefined);
    assert.ok(Array.isArray(request!.attributesToSnippet));

    statuses.splice(0, 3, 403);
    calls.length = 0;
    await assert.rejects(search([{query: 'docker'}]), {name: 'RetryError'});
    assert.equal(calls.length, 1, 'a refused request is not sent to the other hosts');
  } finally {
    globalThis.fetch = realFetch;
  }
});
