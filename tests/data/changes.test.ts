/**
 * The list of product changes by commit (src/data/product/changes-<tag>-<commit>.json) and its map
 * by doc page (src/data/product/changes-by-page.json). From the committed data alone: every entry
 * is sound (src/lib/productChanges.ts `changeProblems`: full unique hashes, allowed `visible`
 * kinds, a one-line summary, doc pages that exist), it covers every interface string and front
 * route that next-version.json says changed, and the map by page is up to date. With a clone of
 * the product (GLADYS_PRODUCT, or ../Gladys beside this repository), the list has exactly one
 * entry per commit of `git log <tag>..<commit>`, in order, with the same dates and subjects.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {root} from '../support/content.ts';
import {
  changeProblems,
  changesByPage,
  changesFile,
  type ProductChanges,
} from '../../src/lib/productChanges.ts';

const file = changesFile(root);
const readJson = <T>(name: string): T =>
  JSON.parse(readFileSync(path.join(root, name), 'utf8')) as T;
const data = readJson<ProductChanges>(file);
const pageExists = (page: string) => existsSync(path.join(root, page));

test('every entry of the list is sound and its pages exist', () => {
  assert.deepEqual(changeProblems(data, pageExists), []);
});

test('the check fails on a broken entry', () => {
  const [first, second] = data.changes;
  const broken: ProductChanges = {
    ...data,
    changes: [
      {...first!, visible: ['shiny' as never], pages: ['docs/no/such-page.md']},
      {...second!, commit: first!.commit, summary: 'two\nlines'},
      {
        ...second!,
        commit: 'f'.repeat(40),
        visible: ['screen'],
        pages: [],
        review: [{page: 'docs/app/devices.md', issue: 'unmarked', note: 'x'}],
      },
      {
        ...second!,
        commit: 'e'.repeat(40),
        visible: ['api'],
        labels: [],
        pages: ['docs/app/devices.md'],
      },
    ],
  };
  const problems = changeProblems(broken, pageExists).join('\n');
  assert.match(problems, /visible "shiny" is none of/);
  assert.match(problems, /page docs\/no\/such-page\.md does not exist/);
  assert.match(problems, /listed twice/);
  assert.match(problems, /summary must be one line/);
  assert.match(problems, /reviewed page docs\/app\/devices\.md missing from pages/);
  assert.match(problems, /user-visible but no doc page listed/);
  assert.match(problems, /visible has "api" but no page of docs\/api\/ is listed/);
});

test('the list covers every string and front route that changed since the tag', () => {
  type NextVersion = {
    tag: string;
    source: {commit: string};
    routes: {added: string[]; removed: string[]};
    labels: Record<'en' | 'fr', {added: object; changed: object; removed: string[]}>;
  };
  const next = readJson<NextVersion>('src/data/product/next-version.json');
  assert.equal(data.source.from, next.tag, 'the list and next-version.json start at the same tag');
  assert.equal(data.source.to, next.source.commit, 'and end at the same commit');
  const keys = new Set(data.changes.flatMap((c) => c.labels.map((l) => l.key)));
  const changed = (['en', 'fr'] as const).flatMap((locale) => [
    ...Object.keys(next.labels[locale].added),
    ...Object.keys(next.labels[locale].changed),
    ...next.labels[locale].removed,
  ]);
  assert.deepEqual(
    [...new Set(changed)].filter((key) => !keys.has(key)),
    [],
  );
  const frontRoutes = new Set(
    data.changes.flatMap((c) => c.routes.filter((r) => r.kind === 'front').map((r) => r.route)),
  );
  assert.deepEqual(
    [...next.routes.added, ...next.routes.removed].filter((route) => !frontRoutes.has(route)),
    [],
  );
});

test('changes-by-page.json is the map of the list (npm run changes:by-page)', () => {
  assert.deepEqual(readJson('src/data/product/changes-by-page.json'), changesByPage(data, file));
});

test('the list has one entry per commit of the product history', (t) => {
  const product = process.env.GLADYS_PRODUCT ?? path.join(root, '..', 'Gladys');
  let log: string;
  try {
    log = execFileSync(
      'git',
      [
        '-C',
        product,
        'log',
        '--reverse',
        '--format=%H%x09%cs%x09%s',
        `${data.source.from}..${data.source.to}`,
      ],
      {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']},
    );
  } catch {
    t.skip(
      `no Gladys clone with ${data.source.from} and ${data.source.to.slice(0, 7)} at ${product}: ` +
        'set GLADYS_PRODUCT to a checkout or bare clone to compare the list with git log',
    );
    return;
  }
  const commits = log
    .trim()
    .split('\n')
    .map((line) => {
      const [commit, date, subject] = line.split('\t');
      return {commit, date, subject};
    });
  assert.deepEqual(
    data.changes.map(({commit, date, subject}) => ({commit, date, subject})),
    commits,
  );
});
