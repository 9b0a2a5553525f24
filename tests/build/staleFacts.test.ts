/**
 * Facts that were true of older Gladys releases, or never true, and that the docs must not state
 * any more (facts the product changed). Checked in the visible text of every built doc and Plus page of
 * both locales; blog posts are history and keep the facts of their date.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {load} from 'cheerio';
import {readFileSync} from 'node:fs';
import {builtPages} from '../support/build.ts';

/** A wrong fact and why it is wrong today (Gladys 4.86.1). */
const staleFacts: [RegExp, string][] = [
  [/containrrr\/watchtower/, 'Watchtower is nickfedor/watchtower'],
  [/preact-cli/, 'the front end builds with Vite'],
  [/\bdarksky\b/i, 'the example service is server/services/example'],
  [
    /ChatGPT/,
    'the AI integration is "Artificial Intelligence", open-weight models through Gladys Plus',
  ],
  [/\bNode(?:\.js)? ?(?:v)?1[468]\b/, 'Gladys runs on Node 24'],
  [
    /(?:refresh token|jeton de rafraîchissement)[^.]{0,80}\b30 (?:days|jours)/i,
    'refresh tokens last 365 days',
  ],
  // Facts the product changed that the docs kept saying.
  [
    /(?:link|lien)[^.]{0,40}(?:within (?:one|the) hour|dans l'heure)|too old \(more than an hour\)|trop ancien \(plus d'une heure\)/i,
    'a password reset link carries an access token and lasts 24 hours',
  ],
  [
    /last 20 MB are exported|derniers 20 Mo sont exportés/,
    'the log export is the last 100,000 lines',
  ],
  [
    /switch off, no message is sent|Interrupteur désactivé, aucun message/,
    'turning the battery alert off stores "0", which the weekly check reads as on',
  ],
];

/** Built pages under `/docs/` and `/plus/` of both locales, as [route, visible text of main]. */
function pages(): [string, string][] {
  return builtPages()
    .filter(({route}) => /^\/(?:fr\/)?(?:docs|plus)\//.test(route))
    .map(({route, file}) => [route, load(readFileSync(file, 'utf8'))('main').text()]);
}

const all = pages();

test('docs and Plus pages are built in both locales', () => {
  assert.ok(all.length > 0, 'no docs or Plus page in build/: build the site first');
  assert.ok(all.some(([route]) => route.startsWith('/fr/docs/')));
});

test(`no page states a fact that is wrong today (${all.length} pages)`, () => {
  const problems = all.flatMap(([route, text]) =>
    staleFacts
      .filter(([pattern]) => pattern.test(text))
      .map(([pattern, truth]) => `${route}: ${pattern} (${truth})`),
  );
  assert.deepEqual(problems, []);
});

test('the check catches a wrong fact', () => {
  const text = 'Run containrrr/watchtower, and the refresh token lasts 30 days.';
  assert.equal(staleFacts.filter(([pattern]) => pattern.test(text)).length, 2);
});
