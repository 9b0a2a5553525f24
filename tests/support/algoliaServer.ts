/**
 * A stand-in for Algolia's search API, for the hosted-mode end-to-end tests:
 * answers `POST /1/indexes/{index}/queries` (the one call the site's hosted
 * backend makes) in Algolia's response format, from DocSearch records made
 * from our own built pages (both locales of the embedded build in `--pages`):
 * one `lvl1` record per page and one `lvl2` record per `<h2>`, with
 * `language` and `docusaurus_tag` taken from the page.
 *
 * How it differs from the real service (see the README, "Search"): words
 * match by prefix after folding accents, with no typo tolerance, synonyms,
 * stemming or ranking beyond "title first", then the crawler's page rank; `facetFilters`, `page`,
 * `hitsPerPage` and the highlight tags are honoured, other parameters ignored;
 * highlights and snippets are escaped HTML. A query starting with
 * `servererror` is answered with a 500, to test how the site shows a failing
 * service. Answers carry `Access-Control-Allow-Origin: *`, as Algolia's do.
 *
 * Command line (used by playwright.config.ts in hosted mode):
 *   node --import tsx tests/support/algoliaServer.ts [--pages build] [--port 3211] [--site https://gladysassistant.com]
 */
import {createServer, type Server} from 'node:http';
import {readFileSync} from 'node:fs';
import {pathToFileURL} from 'node:url';
import * as cheerio from 'cheerio';
import {builtPages} from './build.ts';
import {parseArgs} from 'node:util';
import type {DocSearchHit, HierarchyLevel} from '../../src/plugins/search/client/types';
import {escapeHtml, fold as foldWord, wordsOf} from '../../src/plugins/search/client/pagefind';
import {pageKindOf, pageRanks} from '../../src/plugins/search/crawler';

/** Folded query words, without duplicates. */
const queryTerms = (query: string) => [...new Set(wordsOf(query))];
/** A folded word matches a term it starts with. */
const wordMatches = (word: string, term: string) => term !== '' && word.startsWith(term);

/** Escaped `text` with the words that match `terms` between `pre` and `post`. */
function highlight(text: string, terms: readonly string[], pre: string, post: string) {
  let matched = false;
  const value = text
    .split(/([\p{L}\p{N}]+)/u)
    .map((part, i) => {
      if (i % 2 === 0 || !terms.some((t) => wordMatches(foldWord(part), t)))
        return escapeHtml(part);
      matched = true;
      return `${pre}${escapeHtml(part)}${post}`;
    })
    .join('');
  return {value, matchLevel: matched ? ('full' as const) : ('none' as const)};
}

/** A record as the Algolia crawler's Docusaurus template writes it. */
type DocSearchRecord = {
  objectID: string;
  url: string;
  type: 'lvl1' | 'lvl2';
  hierarchy: Record<HierarchyLevel, string | null>;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  /** As the crawler writes it: the page's rank by kind (src/plugins/search/crawler.ts). */
  weight: {pageRank: number};
};

/** Records of every built page under `pagesDir` (`index.html` files, search and test pages left out). */
export function recordsFromBuild(pagesDir: string, siteUrl: string): DocSearchRecord[] {
  const records: DocSearchRecord[] = [];
  const pages = builtPages(pagesDir).filter(({route}) => !/\/(search|__server)\//.test(route));
  for (const {route, file} of pages) {
    const $ = cheerio.load(readFileSync(file, 'utf8'));
    const kind = /\b(docs-doc-page|blog-post-page|plugin-pages|plugin-gladys-store)\b/.exec(
      $('html').attr('class') ?? '',
    );
    const body = $(kind?.[1] === 'plugin-pages' ? 'main' : 'article').first();
    if (!kind || !body.length) continue;
    const title = body.find('h1').first().text().trim();
    const category = $('.theme-doc-breadcrumbs .breadcrumbs__link').eq(-2).text().trim();
    const lvl0 = kind[1] === 'blog-post-page' ? 'Blog' : category || title;
    body
      .find('.theme-doc-breadcrumbs, .hash-link, .pagination-nav, .sr-only, script, style')
      .remove();
    const url = `${siteUrl}${route}`;
    const base = {
      weight: {pageRank: pageRanks[pageKindOf(route)]},
      language: $('html').attr('lang') ?? '',
      docusaurus_tag: $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? 'default',
    };
    const hierarchy = (lvl2: string | null) => ({
      lvl0,
      lvl1: title,
      lvl2,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    const text = (node: ReturnType<typeof $>) => node.text().replace(/\s+/g, ' ').trim();
    records.push({
      ...base,
      objectID: url,
      url,
      type: 'lvl1',
      hierarchy: hierarchy(null),
      content:
        body
          .find('p')
          .toArray()
          .map((p) => text($(p)))
          .find((t) => t.length > 60) ?? null,
    });
    body.find('h2[id]').each((_, h2) => {
      const heading = $(h2);
      records.push({
        ...base,
        objectID: `${url}#${heading.attr('id')}`,
        url: `${url}#${heading.attr('id')}`,
        type: 'lvl2',
        hierarchy: hierarchy(text(heading)),
        content: text(heading.nextUntil('h2')) || null,
      });
    });
  }
  return records;
}

/** The Algolia search parameters this stand-in reads. */
type Params = {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: string | (string | string[])[];
  highlightPreTag?: string;
  highlightPostTag?: string;
};

function matchesFilters(record: DocSearchRecord, facetFilters: Params['facetFilters']): boolean {
  const clauses = typeof facetFilters === 'string' ? [facetFilters] : (facetFilters ?? []);
  return clauses.every((clause) =>
    (typeof clause === 'string' ? [clause] : clause).some((filter) => {
      const [attribute, value] = filter.split(/:(.*)/s) as [string, string];
      return record[attribute as 'language' | 'docusaurus_tag'] === value;
    }),
  );
}

/** Folded words of a record's levels and content, worked out once per record. */
const recordWords = new WeakMap<DocSearchRecord, string[]>();
function wordsOfRecord(record: DocSearchRecord): string[] {
  let words = recordWords.get(record);
  if (!words) {
    words = wordsOf(`${Object.values(record.hierarchy).join(' ')} ${record.content ?? ''}`);
    recordWords.set(record, words);
  }
  return words;
}

/** Algolia's answer to one request over `records`. */
export function answer(records: readonly DocSearchRecord[], params: Params) {
  const {query = '', page = 0, hitsPerPage = 20} = params;
  const terms = queryTerms(query);
  const pre = params.highlightPreTag ?? '<em>';
  const post = params.highlightPostTag ?? '</em>';
  const words = (record: DocSearchRecord) => wordsOfRecord(record);
  // Pages whose title matches first, then pages, then sections; then the page rank the crawler
  // gives (docs, pages, posts: the index's custom ranking); ties keep the file order.
  const rank = (record: DocSearchRecord) =>
    2 *
      Number(
        terms.some((t) =>
          (record.hierarchy.lvl1?.match(/[\p{L}\p{N}]+/gu) ?? []).some((w) =>
            wordMatches(foldWord(w), t),
          ),
        ),
      ) +
    Number(record.type === 'lvl1');
  const found = terms.length
    ? records
        .filter((r) => matchesFilters(r, params.facetFilters))
        .filter((r) => terms.every((t) => words(r).some((w) => wordMatches(w, t))))
        .map((r) => ({r, rank: rank(r)}))
        .sort((a, b) => b.rank - a.rank || b.r.weight.pageRank - a.r.weight.pageRank)
        .map(({r}) => r)
    : [];
  const hits: DocSearchHit[] = found
    .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
    .map(({language: _l, docusaurus_tag: _t, weight: _w, ...record}) => {
      const levels = Object.entries(record.hierarchy).filter(([, v]) => v !== null);
      const highlighted = Object.fromEntries(
        levels.map(([level, value]) => [level, highlight(value!, terms, pre, post)]),
      );
      const content = highlight(record.content ?? '', terms, pre, post);
      // A snippet of 20 words from the first match, as `attributesToSnippet: ['content:20']` gives.
      const contentWords = (record.content ?? '').split(/\s+/);
      const first = Math.max(
        0,
        contentWords.findIndex((w) => terms.some((t) => wordMatches(foldWord(w), t))),
      );
      const snippet = highlight(contentWords.slice(first, first + 20).join(' '), terms, pre, post);
      return {
        ...record,
        _highlightResult: {hierarchy: highlighted, content},
        _snippetResult: {hierarchy: highlighted, content: snippet},
      };
    });
  return {
    hits,
    nbHits: found.length,
    nbPages: Math.ceil(found.length / hitsPerPage),
    page,
    hitsPerPage,
    query: escapeHtml(query),
    params: '',
    exhaustiveNbHits: true,
    processingTimeMS: 1,
  };
}

/** Starts the stand-in on 127.0.0.1. @returns the server and its origin. */
export async function startAlgoliaServer(options: {
  pagesDir: string;
  port: number;
  siteUrl: string;
}): Promise<{server: Server; url: string}> {
  const records = recordsFromBuild(options.pagesDir, options.siteUrl);
  const server = createServer((request, response) => {
    const cors = {'access-control-allow-origin': '*', 'access-control-allow-headers': '*'};
    if (request.method === 'OPTIONS') return response.writeHead(204, cors).end();
    const isSearch = /^\/1\/indexes\/[^/]+\/queries(\?|$)/.test(request.url ?? '');
    if (request.method === 'GET' && request.url === '/')
      return response.writeHead(200, cors).end(`${records.length} records`);
    if (request.method !== 'POST' || !isSearch)
      return response.writeHead(404, cors).end('{"message":"Not found"}');
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      try {
        const {requests} = JSON.parse(body) as {requests: Params[]};
        if (requests.some((r) => r.query?.startsWith('servererror')))
          return response.writeHead(500, cors).end('{"message":"Internal error"}');
        response.writeHead(200, {...cors, 'content-type': 'application/json; charset=utf-8'});
        response.end(JSON.stringify({results: requests.map((r) => answer(records, r))}));
      } catch {
        response.writeHead(400, cors).end('{"message":"Bad request"}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {server, url: `http://127.0.0.1:${port}`};
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const {values} = parseArgs({
    options: {
      pages: {type: 'string', default: 'build'},
      port: {type: 'string', default: '3211'},
      site: {type: 'string', default: 'https://gladysassistant.com'},
    },
  });
  startAlgoliaServer({
    pagesDir: values.pages,
    port: Number(values.port),
    siteUrl: values.site,
  }).then(
    ({url}) => console.log(`Algolia stand-in on ${url}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
