// What changed in the Gladys product between its release tags and the reference commit the docs
// describe, read from the product's git history (a checkout or a bare clone):
// - `productFeatures`: the integrations, scene steps, dashboard widgets, front routes and interface
//   strings of one revision;
// - `nextVersionDiff`: every difference between the last release tag and the reference commit
//   (src/data/product/next-version.json);
// - `sinceVersions`: for every feature of the reference commit, the first release tag whose source
//   has it (src/data/product/since.json), or "next" when no tag has it yet;
// - `featureFirstTags`: for the features listed in scripts/lib/sinceOverrides.mjs, the first release
//   tag whose tree has the file that implements them. Where the catalogue card (or label, or route)
//   and the feature disagree, the feature's first tag wins: an integration can ship before its card.
// Used by scripts/product-extract.mjs; tested on a small repository by tests/unit/productVersions.test.ts.
import {execFileSync} from 'node:child_process';

/** The catalogue files of the front end; old tags may lack some of them. */
const CATALOG_FILES = ['devices', 'communications', 'calendars', 'weathers'].map(
  (name) => `front/src/config/integrations/${name}.json`,
);
const I18N = {
  en: 'front/src/config/i18n/en.json',
  fr: 'front/src/config/i18n/fr.json',
};
const APP = 'front/src/components/app.jsx';
const CONSTANTS = 'server/utils/constants.js';

/** Runs git in the product's repository. */
const gitIn =
  (product) =>
  (/** @type {string[]} */ ...args) =>
    execFileSync('git', ['-C', product, ...args], {encoding: 'utf8', maxBuffer: 64 << 20});

/**
 * Reads many `rev:path` objects in one `git cat-file --batch` call.
 * @param {string} product path of the product's repository
 * @param {string[]} specs `rev:path` names
 * @returns {Map<string, string | undefined>} each spec's text, undefined when the file is absent
 */
export function readObjects(product, specs) {
  const out = execFileSync('git', ['-C', product, 'cat-file', '--batch'], {
    input: specs.join('\n') + '\n',
    maxBuffer: 1 << 30,
  });
  const result = new Map();
  let offset = 0;
  for (const spec of specs) {
    const eol = out.indexOf(10, offset);
    const header = out.subarray(offset, eol).toString('utf8');
    offset = eol + 1;
    if (header.endsWith(' missing') || header.endsWith(' ambiguous')) {
      result.set(spec, undefined);
      continue;
    }
    const size = Number(header.split(' ')[2]);
    if (!Number.isFinite(size)) throw new Error(`git cat-file: unexpected answer "${header}"`);
    result.set(spec, out.subarray(offset, offset + size).toString('utf8'));
    offset += size + 1;
  }
  return result;
}

/** Flattens nested i18n objects into `a.b.c` keys, keeping strings only. */
export function flatten(object, prefix = '', out = {}) {
  for (const [key, value] of Object.entries(object ?? {})) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[full] = value;
    else if (value && typeof value === 'object') flatten(value, full, out);
  }
  return out;
}

/**
 * The release tags (`vX.Y.Z`, no pre-release) that `rev` contains, oldest first.
 * @returns {string[]}
 */
export function releaseTags(product, rev) {
  const parse = (tag) => tag.slice(1).split('.').map(Number);
  return gitIn(product)('tag', '--merged', rev)
    .split('\n')
    .filter((tag) => /^v\d+\.\d+\.\d+$/.test(tag))
    .sort((a, b) => {
      const [x, y] = [parse(a), parse(b)];
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    });
}

/**
 * @typedef {object} Features
 * @property {string[]} integrations keys of the catalogue files
 * @property {string[]} steps scene step keys (`editScene.triggers` and `editScene.actions` of en.json)
 * @property {string[]} widgets dashboard widget types (`dashboard.boxTitle` of en.json)
 * @property {string[]} routes the front end's literal routes (`path="…"` of app.jsx)
 * @property {string[]} hostnames the names Gladys answers to on the local network by mDNS
 *   (`MDNS.DEFAULT_HOSTNAME` of server/utils/constants.js, plus `.local`)
 * @property {{en: Record<string,string>, fr: Record<string,string>}} strings interface strings
 */

/**
 * Reads the features of several revisions at once.
 * @param {string} product path of the product's repository
 * @param {string[]} revs tags or commits
 * @returns {Map<string, Features>} keyed by revision; a revision without en.json (older than the
 *   Gladys 4 front end) is left out
 * @throws when a file is not valid JSON
 */
export function productFeatures(product, revs) {
  const files = [...CATALOG_FILES, I18N.en, I18N.fr, APP, CONSTANTS];
  const objects = readObjects(
    product,
    revs.flatMap((rev) => files.map((file) => `${rev}:${file}`)),
  );
  const json = (rev, file) => {
    const text = objects.get(`${rev}:${file}`);
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new Error(`${rev}:${file} is not valid JSON: ${error.message}`);
    }
  };
  const result = new Map();
  for (const rev of revs) {
    const en = json(rev, I18N.en);
    if (!en) continue;
    const fr = json(rev, I18N.fr) ?? {};
    const app = objects.get(`${rev}:${APP}`) ?? '';
    const mdns = (objects.get(`${rev}:${CONSTANTS}`) ?? '').match(
      /\bMDNS = \{[^}]*?DEFAULT_HOSTNAME: '([^']+)'/,
    );
    result.set(rev, {
      integrations: [
        ...new Set(
          CATALOG_FILES.flatMap((file) => (json(rev, file) ?? []).map((entry) => entry.key)),
        ),
      ],
      steps: [
        ...Object.keys(flatten(en.editScene?.triggers)),
        ...Object.keys(flatten(en.editScene?.actions)),
      ],
      widgets: Object.keys(en.dashboard?.boxTitle ?? {}),
      // Some routes are written without their leading slash (`path="dashboard/…"`): the router
      // matches them from the root all the same.
      routes: [
        ...new Set(
          [...app.matchAll(/\bpath="([^"]*)"/g)].map((m) =>
            m[1].startsWith('/') ? m[1] : `/${m[1]}`,
          ),
        ),
      ].sort(),
      hostnames: mdns ? [`${mdns[1]}.local`] : [],
      strings: {en: flatten(en), fr: flatten(fr)},
    });
  }
  return result;
}

/** `X.Y` for `vX.Y.0`, else `X.Y.Z`: how the site names the version a tag released. */
export const versionName = (tag) => tag.slice(1).replace(/^(\d+\.\d+)\.0$/, '$1');

const added = (before, after) => after.filter((x) => !before.includes(x));

/**
 * @typedef {{added: string[], removed: string[]}} ListDiff
 * @typedef {object} LabelDiff
 * @property {Record<string, string>} added key → text of the strings the tag lacks
 * @property {Record<string, {before: string, after: string}>} changed strings whose text changed
 * @property {string[]} removed keys the reference no longer has
 * @typedef {object} VersionDiff
 * @property {ListDiff} routes
 * @property {ListDiff} steps
 * @property {ListDiff} widgets
 * @property {ListDiff} integrations
 * @property {ListDiff} hostnames
 * @property {{en: LabelDiff, fr: LabelDiff}} labels
 * @property {{en: string[], fr: string[]}} newTexts
 */

/**
 * Every difference between a release tag and the reference revision: interface strings added or
 * changed (by language), and the front routes, scene steps, widgets, integrations and mDNS host
 * names added or removed. `newTexts` lists, per language, the texts the reference shows that the tag has nowhere:
 * a page quoting one describes the next version.
 * @param {Features} tag features of the tag
 * @param {Features} ref features of the reference commit
 * @returns {VersionDiff}
 */
export function nextVersionDiff(tag, ref) {
  /** @type {Record<string, {added: string[], removed: string[]}>} */
  const lists = {};
  for (const kind of ['routes', 'steps', 'widgets', 'integrations', 'hostnames']) {
    lists[kind] = {added: added(tag[kind], ref[kind]), removed: added(ref[kind], tag[kind])};
  }
  /** @type {Record<string, LabelDiff>} */
  const labels = {};
  /** @type {Record<string, string[]>} */
  const newTexts = {};
  for (const locale of ['en', 'fr']) {
    const [before, after] = [tag.strings[locale], ref.strings[locale]];
    const addedKeys = Object.keys(after).filter((key) => !(key in before));
    const changedKeys = Object.keys(after).filter(
      (key) => key in before && before[key] !== after[key],
    );
    labels[locale] = {
      added: Object.fromEntries(addedKeys.map((key) => [key, after[key]])),
      changed: Object.fromEntries(
        changedKeys.map((key) => [key, {before: before[key], after: after[key]}]),
      ),
      removed: Object.keys(before).filter((key) => !(key in after)),
    };
    const old = new Set(Object.values(before));
    newTexts[locale] = [...new Set([...addedKeys, ...changedKeys].map((key) => after[key]))].filter(
      (text) => !old.has(text),
    );
  }
  return /** @type {VersionDiff} */ ({...lists, labels, newTexts});
}

/**
 * For every integration, scene step, widget and route of the reference revision, the version
 * whose tag first has it (`versionName`), or "next" when no release tag has it.
 * @param {string[]} tags release tags, oldest first
 * @param {Map<string, Features>} features features of every tag and of `ref`
 * @param {string} ref the reference revision
 * @returns {Record<'integrations'|'steps'|'widgets'|'routes', Record<string, string>>}
 */
export function sinceVersions(tags, features, ref) {
  const result = {};
  for (const kind of ['integrations', 'steps', 'widgets', 'routes']) {
    const since = {};
    for (const key of [...features.get(ref)[kind]].sort()) {
      const first = tags.find((tag) => features.get(tag)[kind].includes(key));
      since[key] = first ? versionName(first) : 'next';
    }
    result[kind] = since;
  }
  return result;
}

/**
 * @typedef {object} SinceOverride
 * @property {'integrations'|'steps'|'widgets'|'routes'} kind
 * @property {string} key the feature's key in since.json
 * @property {string} path a file of the product that implements the feature
 * @property {string} [announcedIn] the version whose release post announced the feature, when it
 *   is not the one the first tag names (the "Since" line links that post)
 * @property {string} reason why the card's date is wrong, in a line
 */

/**
 * The first release of each overridden feature, from the file that implements it.
 * @param {string} product path of the product's repository
 * @param {string[]} tags release tags, oldest first
 * @param {SinceOverride[]} overrides
 * @returns {Record<string, Record<string, {feature: string, path: string, reason: string, announcedIn?: string}>>}
 *   by kind and key: `feature` is the version of the first tag whose tree has `path`
 * @throws when no release tag has the file (a path typed wrong)
 */
export function featureFirstTags(product, tags, overrides) {
  const objects = readObjects(
    product,
    overrides.flatMap(({path}) => tags.map((tag) => `${tag}:${path}`)),
  );
  /** @type {Record<string, Record<string, {feature: string, path: string, reason: string, announcedIn?: string}>>} */
  const result = {};
  for (const {kind, key, path, reason, announcedIn} of overrides) {
    const first = tags.find((tag) => objects.get(`${tag}:${path}`) !== undefined);
    if (!first) throw new Error(`Since override ${kind} "${key}": no release tag has ${path}`);
    result[kind] ??= {};
    result[kind][key] = {
      feature: versionName(first),
      path,
      reason,
      ...(announcedIn ? {announcedIn} : {}),
    };
  }
  return result;
}

/**
 * Everything the versions data needs, in one call: the last release tag, the diff between it
 * and `rev`, and the first version of every feature. For the features of `overrides`, the first
 * tag that has their file replaces the one of their key (the feature's first tag wins); `overrides`
 * in the answer keeps both, with the reason.
 * @param {string} product path of the product's repository
 * @param {string} rev the reference revision
 * @param {SinceOverride[]} [overrides] features whose card, label or route is younger than their code
 * @throws when `rev` contains no release tag, or an override names a key the reference lacks
 */
export function productVersions(product, rev, overrides = []) {
  const tags = releaseTags(product, rev);
  if (tags.length === 0) throw new Error(`${rev} contains no release tag (vX.Y.Z)`);
  const features = productFeatures(product, [...tags, rev]);
  if (!features.has(rev)) throw new Error(`${rev} has no ${I18N.en}: not a Gladys 4 front end`);
  // Tags older than the Gladys 4 front end (no en.json) have none of its features.
  const usable = tags.filter((tag) => features.has(tag));
  const lastTag = tags.at(-1);
  const last = features.get(lastTag);
  if (!last) throw new Error(`The last release tag ${lastTag} has no ${I18N.en}`);
  const since = sinceVersions(usable, features, rev);
  const firstTags = featureFirstTags(product, usable, overrides);
  /** @type {Record<string, Record<string, {card: string, feature: string, path: string, reason: string, announcedIn?: string}>>} */
  const applied = {};
  /** @type {Record<string, Record<string, string>>} */
  const announced = {};
  for (const [kind, byKey] of Object.entries(firstTags)) {
    for (const [key, found] of Object.entries(byKey)) {
      const card = since[kind]?.[key];
      if (!card) throw new Error(`Since override ${kind} "${key}": ${rev} has no such ${kind} key`);
      since[kind][key] = found.feature;
      (applied[kind] ??= {})[key] = {card, ...found};
      if (found.announcedIn) (announced[kind] ??= {})[key] = found.announcedIn;
    }
  }
  return {
    lastTag,
    diff: nextVersionDiff(last, features.get(rev)),
    since,
    overrides: applied,
    announced,
  };
}
