#!/usr/bin/env node
// Writes src/data/product/changes-<from>-<to>.json: one entry per commit of the product between a
// release tag and a later commit, for the writers of the next docs version. The script fills what
// git can tell (hash, date, subject, pull request, the interface strings each commit adds,
// changes or removes, the front and REST routes it adds or removes); a person fills the rest by
// reading each commit (`visible`, `summary`, `pages`, `routes` entries marked `changed`, and
// `review`: doc pages found describing the change without, or with a wrong, "Next version" mark),
// which a new run keeps, keyed by hash. A commit new to the list gets empty hand-written fields,
// which tests/data/changes.test.ts rejects until someone reads it.
//
// Usage: npm run changes:extract -- --product <Gladys checkout or bare clone> --from v4.86.1 --to cf41a63
//
// Interface strings, routes and commit subjects are kept as data (scripts/lib/productRepo.ts).
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {productCommand, productOrigin} from './lib/productRepo.ts';
import {flatten, readObjects, type Locale} from './lib/productVersions.ts';
import type {
  ChangeLabel,
  ChangeRoute,
  ProductChange,
  ProductChanges,
} from '../src/lib/productChanges.ts';

const {repo, values} = productCommand(
  'npm run changes:extract -- --product <path to a Gladys checkout> --from <tag> --to <commit>',
  {from: {type: 'string'}, to: {type: 'string'}},
  ['from', 'to'],
);
const {from, to} = values;
const product = repo.path;

const toCommit = repo.commit(to);
const out = path.join(
  import.meta.dirname,
  '..',
  'src',
  'data',
  'product',
  `changes-${from.replace(/^v/, '')}-${toCommit.slice(0, 7)}.json`,
);

const I18N = {en: 'front/src/config/i18n/en.json', fr: 'front/src/config/i18n/fr.json'};
const APP = 'front/src/components/app.jsx';
/** A REST route as the server declares it: `'get /api/v1/scene/running'` (routes.js, services). */
const REST_ROUTE = /'(get|post|put|patch|delete) (\/api\/[^']+)'/g;
/** A front route of app.jsx: `path="/dashboard/scene"` (some lack their leading slash). */
const FRONT_ROUTE = /\bpath="([^"]*)"/g;

const log = repo
  .git('log', '--reverse', '--format=%H%x09%cs%x09%s', `${from}..${toCommit}`)
  .trim()
  .split('\n')
  .map((line) => {
    const [commit = '', date = '', subject = ''] = line.split('\t');
    return {commit, date, subject};
  });

// The interface strings of every commit, of its parent, of the tag and of the last commit.
const revs = [...new Set([from, toCommit, ...log.flatMap(({commit}) => [commit, `${commit}^`])])];
const objects = readObjects(
  product,
  revs.flatMap((rev) => [`${rev}:${I18N.en}`, `${rev}:${I18N.fr}`, `${rev}:${APP}`]),
);
const stringsAt = new Map<string, Record<Locale, Record<string, string>>>();
/** The flattened en and fr strings of a revision. */
const strings = (rev: string): Record<Locale, Record<string, string>> => {
  let found = stringsAt.get(rev);
  if (!found) {
    found = {
      en: flatten(JSON.parse(objects.get(`${rev}:${I18N.en}`) ?? '{}')),
      fr: flatten(JSON.parse(objects.get(`${rev}:${I18N.fr}`) ?? '{}')),
    };
    stringsAt.set(rev, found);
  }
  return found;
};
const [tagStrings, lastStrings] = [strings(from), strings(toCommit)];

/** The keys whose English or French text differs between the parent and the commit. */
function labelsOf(commit: string): ChangeLabel[] {
  const [before, after] = [strings(`${commit}^`), strings(commit)];
  const keys = new Set<string>();
  for (const locale of ['en', 'fr'] as const) {
    for (const key of new Set([...Object.keys(before[locale]), ...Object.keys(after[locale])])) {
      if (before[locale][key] !== after[locale][key]) keys.add(key);
    }
  }
  return [...keys].sort().map((key) => {
    const label = {key, en: lastStrings.en[key] ?? null, fr: lastStrings.fr[key] ?? null};
    const was = {en: tagStrings.en[key] ?? null, fr: tagStrings.fr[key] ?? null};
    if ((was.en !== null || was.fr !== null) && (was.en !== label.en || was.fr !== label.fr)) {
      return {...label, was};
    }
    return label;
  });
}

/** The routes a commit adds or removes: app.jsx paths, and REST routes in any server file. */
function routesOf(commit: string): ChangeRoute[] {
  const frontOf = (rev: string) =>
    new Set(
      [...(objects.get(`${rev}:${APP}`) ?? '').matchAll(FRONT_ROUTE)].map(([, route = '']) =>
        route.startsWith('/') ? route : `/${route}`,
      ),
    );
  const [frontBefore, frontAfter] = [frontOf(`${commit}^`), frontOf(commit)];
  const diff = repo.git('show', '--format=', '--unified=0', commit, '--', 'server/').split('\n');
  const restIn = (sign: string) =>
    new Set(
      diff
        .filter((line) => line.startsWith(sign) && !line.startsWith(sign.repeat(3)))
        .flatMap((line) => [...line.matchAll(REST_ROUTE)])
        .map(([, method = '', route = '']) => `${method.toUpperCase()} ${route}`),
    );
  const [restAdded, restRemoved] = [restIn('+'), restIn('-')];
  const routes: ChangeRoute[] = [];
  for (const route of frontAfter) {
    if (!frontBefore.has(route)) routes.push({kind: 'front', route, change: 'added'});
  }
  for (const route of frontBefore) {
    if (!frontAfter.has(route)) routes.push({kind: 'front', route, change: 'removed'});
  }
  for (const route of restAdded) {
    if (!restRemoved.has(route)) routes.push({kind: 'rest', route, change: 'added'});
  }
  for (const route of restRemoved) {
    if (!restAdded.has(route)) routes.push({kind: 'rest', route, change: 'removed'});
  }
  return routes;
}

/** The list as the last run left it, completed by hand: its hand-written fields are kept. */
const previous: Pick<ProductChanges, 'changes'> = existsSync(out)
  ? (JSON.parse(readFileSync(out, 'utf8')) as ProductChanges)
  : {changes: []};
const kept = new Map(previous.changes.map((entry) => [entry.commit, entry]));

const changes = log.map(({commit, date, subject}): ProductChange => {
  const old: Partial<ProductChange> = kept.get(commit) ?? {};
  const pr = subject.match(/\(#(\d+)\)\s*$/)?.[1];
  return {
    commit,
    date,
    subject,
    ...(pr ? {pr: Number(pr)} : {}),
    visible: old.visible ?? [],
    summary: old.summary ?? '',
    labels: labelsOf(commit),
    routes: [
      ...routesOf(commit),
      ...(old.routes ?? []).filter((route) => route.change === 'changed'),
    ],
    pages: old.pages ?? [],
    ...(old.review ? {review: old.review} : {}),
  };
});

const data: ProductChanges = {
  source: {
    ...productOrigin,
    from,
    fromCommit: repo.commit(from),
    to: toCommit,
    date: repo.date(toCommit),
    path: 'git log, front/src/config/i18n/{en,fr}.json, front/src/components/app.jsx, server/ routes',
  },
  changes,
};
writeFileSync(out, JSON.stringify(data, null, 2) + '\n');
execFileSync('npx', ['prettier', '--log-level=warn', '--write', out], {stdio: 'inherit'});
console.log(
  `wrote ${path.relative(process.cwd(), out)}: ${changes.length} commits, ` +
    `${changes.filter((c) => c.visible.length === 0).length} still to read`,
);
