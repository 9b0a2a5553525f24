/**
 * Search relevance on the built index of each locale: the questions of
 * `tests/search-queries.<locale>.json` (taken from the product's interface
 * labels and from what readers ask), each with the page that must answer
 * first. They go through the site's own embedded backend
 * (src/plugins/search/client/pagefind.ts: spelling variants, Pagefind's
 * ranking options, posts after docs) over Pagefind's own search module, loaded
 * in Node (tests/support/pagefindNode.ts), filtered as on a page of the
 * released docs. Per locale, at least 90% must come
 * first and all within the first three; a query marked `mustBeFirst` must come
 * first. The same questions then go to the Algolia stand-in
 * (tests/support/algoliaServer.ts) through the hosted backend's ordering.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {buildDir, locales} from '../support/build.ts';
import {loadPagefind} from '../support/pagefindNode.ts';
import {answer, recordsFromBuild} from '../support/algoliaServer.ts';
import {createPagefindBackend} from '../../src/plugins/search/client/pagefind.ts';
import {isPostUrl, orderPosts} from '../../src/plugins/search/client/ranking.ts';
import {searchVariants} from '../../src/lib/searchVariants.ts';
import releasedVersions from '../../versions.json';

/** One question and the path of the page that answers it. */
type Question = {query: string; first: string; from: string; mustBeFirst?: boolean};

/**
 * The contextual filters the modal sends on a page of the released docs: pages and posts
 * (`default`), the released docs (versions.json, newest first) and the unversioned guides.
 */
const releasedDocsFilters = [
  ['default', `docs-default-${releasedVersions[0]}`, 'docs-guides-current'].map(
    (tag) => `docusaurus_tag:${tag}`,
  ),
];

/** Share of questions whose page must come first, per locale. */
const firstRate = 0.9;
/** Results looked at for "within the first three". */
const top = 3;

const questionsOf = (locale: string): Question[] =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, '..', `search-queries.${locale}.json`), 'utf8'),
  ) as Question[];

/** Where each question's page came, among the paths found (-1: not in the first three). */
type Outcome = {question: Question; found: string[]; rank: number};

function outcomesOf(questions: Question[], found: string[][]): Outcome[] {
  return questions.map((question, i) => ({
    question,
    found: found[i]!,
    rank: found[i]!.slice(0, top).indexOf(question.first),
  }));
}

const describe = ({question, found}: Outcome) =>
  `"${question.query}": wanted ${question.first}, got ${found.slice(0, top).join(', ') || 'nothing'}`;

/** Fails naming every miss: below the first-place rate, outside the first three, or a must-be-first not first. */
function assertRanks(locale: string, outcomes: Outcome[]): void {
  const first = outcomes.filter((o) => o.rank === 0).length;
  const rate = first / outcomes.length;
  console.log(
    `[search] ${locale}: ${first}/${outcomes.length} first (${Math.round(rate * 100)}%), ` +
      `${outcomes.filter((o) => o.rank >= 0).length}/${outcomes.length} in the first ${top}`,
  );
  const outside = outcomes.filter((o) => o.rank < 0);
  const notFirst = outcomes.filter((o) => o.rank !== 0);
  const mustBeFirst = notFirst.filter((o) => o.question.mustBeFirst);
  const problems = [
    ...outside.map((o) => `not in the first ${top}: ${describe(o)}`),
    ...mustBeFirst.map((o) => `must come first: ${describe(o)}`),
    ...(rate < firstRate
      ? [
          `${Math.round(rate * 100)}% first, below ${firstRate * 100}%; not first: ${notFirst.map(describe).join('; ')}`,
        ]
      : []),
  ];
  assert.deepEqual(problems, [], `${locale} search relevance:\n${problems.join('\n')}`);
}

for (const {locale, prefix} of locales) {
  const questions = questionsOf(locale);

  test(`${locale} relevance questions: at least 20, each answered by a built page`, () => {
    assert.ok(questions.length >= 20, `tests/search-queries.${locale}.json: fewer than 20`);
    for (const {query, first} of questions) {
      assert.ok(first.startsWith(`${prefix}/`), `"${query}": ${first} is not a ${locale} path`);
      const file = path.join(buildDir, first, 'index.html');
      assert.doesNotThrow(() => readFileSync(file), `"${query}": no built page at ${first}`);
    }
  });

  test(`${locale} embedded search (Pagefind): the answering page comes first`, async () => {
    const pagefind = await loadPagefind(path.join(buildDir, prefix, 'pagefind'));
    const backend = createPagefindBackend({
      indexUrl: `${prefix}/pagefind/`,
      origin: () => 'https://localhost',
      importModule: async () => pagefind,
      indexReachable: async () => true,
      variants: searchVariants(locale),
    });
    const found: string[][] = [];
    for (const {query} of questions) {
      const [result] = await backend.search([
        {query, pagesOnly: true, hitsPerPage: top, facetFilters: releasedDocsFilters},
      ]);
      found.push(result!.hits.map((hit) => new URL(hit.url).pathname));
    }
    assertRanks(locale, outcomesOf(questions, found));
  });
}

test('hosted search (Algolia stand-in): posts come after docs, or first when the query names a version', () => {
  // The stand-in matches words by prefix, without stemming, synonyms or Algolia's ranking
  // criteria: its hit rate is printed, and only the ordering the site and the crawler's
  // page ranks control is asserted, on the questions whose answer is a post or was one.
  const records = recordsFromBuild(buildDir, 'https://localhost');
  for (const {locale} of locales) {
    const questions = questionsOf(locale);
    const found = questions.map(({query}) => {
      const {hits} = answer(records, {
        query,
        hitsPerPage: 50,
        facetFilters: [`language:${locale}`],
      });
      const ordered = orderPosts(hits, (hit) => isPostUrl(hit.url), query);
      return [...new Set(ordered.map((hit) => new URL(hit.url).pathname))];
    });
    const outcomes = outcomesOf(questions, found);
    const first = outcomes.filter((o) => o.rank === 0).length;
    console.log(`[search] hosted stand-in, ${locale}: ${first}/${outcomes.length} first`);
    for (const outcome of outcomes) {
      const answerIsPost = isPostUrl(outcome.question.first);
      const [top1] = outcome.found;
      if (!top1) continue;
      assert.equal(
        isPostUrl(top1),
        answerIsPost,
        `hosted, ${describe(outcome)}: ${answerIsPost ? 'a post' : 'a doc or page'} should come first`,
      );
    }
  }
});
