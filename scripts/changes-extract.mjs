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
// The product is Apache-2.0 (https://github.com/GladysAssistant/Gladys); its interface strings,
// routes and commit subjects are kept as data.
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {flatten, readObjects} from './lib/productVersions.mjs';

const args = process.argv.slice(2);
const argValue = (name) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
};
const product = argValue('--product');
const from = argValue('--from');
const to = argValue('--to');
if (!product || !from || !to) {
  console.error(
    'Usage: npm run changes:extract -- --product <path to a Gladys checkout> --from <tag> --to <commit>',
  );
  process.exit(2);
}

/** Runs git in the product's repository (a checkout or a bare clone). */
const git = (...gitArgs) =>
  execFileSync('git', ['-C', product, ...gitArgs], {encoding: 'utf8', maxBuffer: 256 << 20});

const toCommit = git('rev-parse', `${to}^{commit}`).trim();
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

const log = git('log', '--reverse', '--format=%H%x09%cs%x09%s', `${from}..${toCommit}`)
  .trim()
  .split('\n')
  .map((line) => {
    const [commit, date, subject] = line.split('\t');
    return {commit, date, subject};
  });

// The interface strings of every commit, of its parent, of the tag and of the last commit.
const revs = [...new Set([from, toCommit, ...log.flatMap(({commit}) => [commit, `${commit}^`])])];
const objects = readObjects(
  product,
  revs.flatMap((rev) => [`${rev}:${I18N.en}`, `${rev}:${I18N.fr}`, `${rev}:${APP}`]),
);
const stringsAt = new Map();
/** The flattened en and fr strings of a revision. */
const strings = (rev) => {
  if (!stringsAt.has(rev)) {
    stringsAt.set(rev, {
      en: flatten(JSON.parse(objects.get(`${rev}:${I18N.en}`) ?? '{}')),
      fr: flatten(JSON.parse(objects.get(`${rev}:${I18N.fr}`) ?? '{}')),
    });
  }
  return stringsAt.get(rev);
};
const [tagStrings, lastStrings] = [strings(from), strings(toCommit)];

/** The keys whose English or French text differs between the parent and the commit. */
function labelsOf(commit) {
  const [before, after] = [strings(`${commit}^`), strings(commit)];
  const keys = new Set();
  for (const locale of ['en', 'fr']) {
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
function routesOf(commit) {
  const frontOf = (rev) =>
    new Set(
      [...(objects.get(`${rev}:${APP}`) ?? '').matchAll(FRONT_ROUTE)].map((m) =>
        m[1].startsWith('/') ? m[1] : `/${m[1]}`,
      ),
    );
  const [frontBefore, frontAfter] = [frontOf(`${commit}^`), frontOf(commit)];
  const diff = git('show', '--format=', '--unified=0', commit, '--', 'server/').split('\n');
  const restIn = (sign) =>
    new Set(
      diff
        .filter((line) => line.startsWith(sign) && !line.startsWith(sign.repeat(3)))
        .flatMap((line) => [...line.matchAll(REST_ROUTE)])
        .map((m) => `${m[1].toUpperCase()} ${m[2]}`),
    );
  const [restAdded, restRemoved] = [restIn('+'), restIn('-')];
  const routes = [];
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

const previous = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : {changes: []};
const kept = new Map(previous.changes.map((entry) => [entry.commit, entry]));

const changes = log.map(({commit, date, subject}) => {
  const old = kept.get(commit) ?? {};
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

const data = {
  source: {
    repository: 'https://github.com/GladysAssistant/Gladys',
    licence: 'Apache-2.0',
    from,
    fromCommit: git('rev-parse', `${from}^{commit}`).trim(),
    to: toCommit,
    date: git('show', '-s', '--format=%cs', toCommit).trim(),
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
