/**
 * What a reader sees on every built page of both locales (404 pages and
 * test-only routes aside): no Markdown or MDX syntax in the visible text of
 * <main>, and no table header without text. Failures name the page and the text.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {builtPages} from '../support/build.ts';
import {emptyTableHeaders, visibleSyntax} from '../../src/lib/renderedText.ts';

/** Every page of the build as [route, html]. */
function pages(): [string, string][] {
  return builtPages().map(({route, file}) => [route, readFileSync(file, 'utf8')]);
}

const all = pages();

test('the build has pages in both locales', () => {
  assert.ok(all.length > 0, 'no page in build/: build the site first');
  assert.ok(all.some(([route]) => route.startsWith('/fr/docs/')));
});

test(`no Markdown or MDX syntax in the visible text of <main> (${all.length} pages)`, () => {
  const problems = all.flatMap(([route, html]) => visibleSyntax(html).map((p) => `${route} ${p}`));
  assert.deepEqual(problems, []);
});

test(`no empty table header (${all.length} pages)`, () => {
  const problems = all.flatMap(([route, html]) =>
    emptyTableHeaders(html).map((p) => `${route} ${p}`),
  );
  assert.deepEqual(problems, []);
});
