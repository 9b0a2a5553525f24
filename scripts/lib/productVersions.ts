// What changed in the Gladys product between its release tags and the reference commit the docs
// describe, read from the product's git history (a checkout or a bare clone):
// - `productFeatures`: the integrations, scene steps, dashboard widgets, front routes and interface
//   strings of one revision;
// - `nextVersionDiff`: every difference between the last release tag and the reference commit
//   (src/data/product/next-version.json);
// - `sinceVersions`: for every feature of the reference commit, the first release tag whose source
//   has it (src/data/product/since.json), or "next" when no tag has it yet;
// - `featureFirstTags`: for the features listed in scripts/lib/sinceOverrides.ts, the first release
//   tag whose tree has the file that implements them. Where the catalogue card (or label, or route)
//   and the feature disagree, the feature's first tag wins: an integration can ship before its card.
// Used by scripts/product-extract.ts; tested on a small repository by tests/unit/productVersions.test.ts.
import {execFileSync} from 'node:child_process';
import {productRepo} from './productRepo.ts';

/** The catalogue files of the front end; old tags may lack some of them. */
const CATALOG_FILES = ['devices', 'communications', 'calendars', 'weathers'].map(
  (name) => `front/src/config/integrations/${name}.json`,
);
const I18N = {
  en: 'front/src/config/i18n/en.json',
  fr: 'front/src/config/i18n/fr.json',
} as const;
const APP = 'front/src/components/app.jsx';
const CONSTANTS = 'server/utils/constants.js';

/** The two languages of the product's interface the site quotes. */
export type Locale = 'en' | 'fr';

/** Interface strings as the product's i18n files nest them: objects whose leaves are strings. */
export type I18nTree = {[key: string]: unknown};

/** The kinds of feature that get a first release ("Since"). */
export type FeatureKind = 'integrations' | 'steps' | 'widgets' | 'routes';

/** One entry of a catalogue file (front/src/config/integrations/<type>.json), the fields read here. */
export type CatalogEntry = {
  /** The integration's key, also its i18n key under `integration.` */
  key: string;
  /** The route of its page in the product, when it is not the key. */
  link?: string;
  /** Whether it works on the local network (`true`) or needs a cloud service. */
  local?: boolean;
  /** Whether it needs Gladys Plus. */
  gladysPlus?: boolean;
  /** Whether the catalogue marks it as deprecated. */
  deprecated?: boolean;
  /** Catalogue filter categories. */
  categories?: string[];
};

/**
 * Reads many `rev:path` objects in one `git cat-file --batch` call.
 * @param product path of the product's repository
 * @param specs `rev:path` names
 * @returns each spec's text, undefined when the file is absent
 * @throws when git fails or answers in an unexpected form
 */
export function readObjects(product: string, specs: string[]): Map<string, string | undefined> {
  const out = execFileSync('git', ['-C', product, 'cat-file', '--batch'], {
    input: specs.join('\n') + '\n',
    maxBuffer: 1 << 30,
  });
  const result = new Map<string, string | undefined>();
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

/**
 * Flattens nested i18n objects into `a.b.c` keys, keeping strings only.
 * @param object an i18n tree (or part of one); undefined gives no key
 * @param prefix the key of `object` itself, '' at the root
 * @param out where the keys are added
 * @returns `out`: key → text
 */
export function flatten(
  object: unknown,
  prefix = '',
  out: Record<string, string> = {},
): Record<string, string> {
  for (const [key, value] of Object.entries(object ?? {})) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[full] = value;
    else if (value && typeof value === 'object') flatten(value, full, out);
  }
  return out;
}

/**
 * The release tags (`vX.Y.Z`, no pre-release) that `rev` contains, oldest first.
 * @param product path of the product's repository
 * @param rev a tag or commit
 */
export function releaseTags(product: string, rev: string): string[] {
  const parse = (tag: string) => tag.slice(1).split('.').map(Number) as [number, number, number];
  return productRepo(product)
    .git('tag', '--merged', rev)
    .split('\n')
    .filter((tag) => /^v\d+\.\d+\.\d+$/.test(tag))
    .sort((a, b) => {
      const [x, y] = [parse(a), parse(b)];
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    });
}

/** What one revision of the product offers. */
export type Features = {
  /** Keys of the catalogue files. */
  integrations: string[];
  /** Scene step keys (`editScene.triggers` and `editScene.actions` of en.json). */
  steps: string[];
  /** Dashboard widget types (`dashboard.boxTitle` of en.json). */
  widgets: string[];
  /** The front end's literal routes (`path="…"` of app.jsx). */
  routes: string[];
  /**
   * The names Gladys answers to on the local network by mDNS (`MDNS.DEFAULT_HOSTNAME` of
   * server/utils/constants.js, plus `.local`).
   */
  hostnames: string[];
  /** Interface strings by language, flattened: key → text. */
  strings: Record<Locale, Record<string, string>>;
};

/** The parts of en.json that `productFeatures` reads. */
type EnglishStrings = I18nTree & {
  editScene?: {triggers?: I18nTree; actions?: I18nTree};
  dashboard?: {boxTitle?: Record<string, string>};
};

/**
 * Reads the features of several revisions at once.
 * @param product path of the product's repository
 * @param revs tags or commits
 * @returns keyed by revision; a revision without en.json (older than the Gladys 4 front end) is
 *   left out
 * @throws when a file is not valid JSON
 */
export function productFeatures(product: string, revs: string[]): Map<string, Features> {
  const files = [...CATALOG_FILES, I18N.en, I18N.fr, APP, CONSTANTS];
  const objects = readObjects(
    product,
    revs.flatMap((rev) => files.map((file) => `${rev}:${file}`)),
  );
  /** A JSON file of a revision, parsed as the shape `T` its caller expects; undefined when absent. */
  const json = <T>(rev: string, file: string): T | undefined => {
    const text = objects.get(`${rev}:${file}`);
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text) as T;
    } catch (error) {
      throw new Error(`${rev}:${file} is not valid JSON: ${(error as Error).message}`);
    }
  };
  const result = new Map<string, Features>();
  for (const rev of revs) {
    const en = json<EnglishStrings>(rev, I18N.en);
    if (!en) continue;
    const fr = json<I18nTree>(rev, I18N.fr) ?? {};
    const app = objects.get(`${rev}:${APP}`) ?? '';
    const mdns = (objects.get(`${rev}:${CONSTANTS}`) ?? '').match(
      /\bMDNS = \{[^}]*?DEFAULT_HOSTNAME: '([^']+)'/,
    );
    result.set(rev, {
      integrations: [
        ...new Set(
          CATALOG_FILES.flatMap((file) =>
            (json<CatalogEntry[]>(rev, file) ?? []).map((entry) => entry.key),
          ),
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
          [...app.matchAll(/\bpath="([^"]*)"/g)].map(([, route = '']) =>
            route.startsWith('/') ? route : `/${route}`,
          ),
        ),
      ].sort(),
      hostnames: mdns ? [`${mdns[1]}.local`] : [],
      strings: {en: flatten(en), fr: flatten(fr)},
    });
  }
  return result;
}

/**
 * How the site names the version a tag released: `X.Y` for `vX.Y.0`, else `X.Y.Z`.
 * @param tag a release tag, `vX.Y.Z`
 */
export const versionName = (tag: string): string => tag.slice(1).replace(/^(\d+\.\d+)\.0$/, '$1');

const added = (before: string[], after: string[]) => after.filter((x) => !before.includes(x));

/** What a list gained and lost between two revisions. */
export type ListDiff = {added: string[]; removed: string[]};

/** How the interface strings of one language changed between two revisions. */
export type LabelDiff = {
  /** Key → text of the strings the tag lacks. */
  added: Record<string, string>;
  /** Strings whose text changed. */
  changed: Record<string, {before: string; after: string}>;
  /** Keys the reference no longer has. */
  removed: string[];
};

/** The lists compared between a tag and the reference, in the order next-version.json keeps. */
const LIST_KINDS = ['routes', 'steps', 'widgets', 'integrations', 'hostnames'] as const;

/** Every difference between a release tag and the reference revision. */
export type VersionDiff = Record<(typeof LIST_KINDS)[number], ListDiff> & {
  /** Interface strings added, changed and removed, by language. */
  labels: Record<Locale, LabelDiff>;
  /** Per language, the texts the reference shows that the tag has nowhere. */
  newTexts: Record<Locale, string[]>;
};

/**
 * Every difference between a release tag and the reference revision: interface strings added or
 * changed (by language), and the front routes, scene steps, widgets, integrations and mDNS host
 * names added or removed. `newTexts` lists, per language, the texts the reference shows that the
 * tag has nowhere: a page quoting one describes the next version.
 * @param tag features of the tag
 * @param ref features of the reference commit
 */
export function nextVersionDiff(tag: Features, ref: Features): VersionDiff {
  const lists = Object.fromEntries(
    LIST_KINDS.map((kind) => [
      kind,
      {added: added(tag[kind], ref[kind]), removed: added(ref[kind], tag[kind])},
    ]),
  ) as Record<(typeof LIST_KINDS)[number], ListDiff>;
  const labels = {} as Record<Locale, LabelDiff>;
  const newTexts = {} as Record<Locale, string[]>;
  for (const locale of ['en', 'fr'] as const) {
    const [before, after] = [tag.strings[locale], ref.strings[locale]];
    const addedKeys = Object.keys(after).filter((key) => !(key in before));
    const changedKeys = Object.keys(after).filter(
      (key) => key in before && before[key] !== after[key],
    );
    labels[locale] = {
      added: Object.fromEntries(addedKeys.map((key) => [key, after[key]!])),
      changed: Object.fromEntries(
        changedKeys.map((key) => [key, {before: before[key]!, after: after[key]!}]),
      ),
      removed: Object.keys(before).filter((key) => !(key in after)),
    };
    const old = new Set(Object.values(before));
    newTexts[locale] = [
      ...new Set([...addedKeys, ...changedKeys].map((key) => after[key]!)),
    ].filter((text) => !old.has(text));
  }
  return {...lists, labels, newTexts};
}

/** Per kind of feature, key → the version that first has it (`versionName`) or "next". */
export type SinceTable = Record<FeatureKind, Record<string, string>>;

/**
 * For every integration, scene step, widget and route of the reference revision, the version
 * whose tag first has it (`versionName`), or "next" when no release tag has it.
 * @param tags release tags, oldest first
 * @param features features of every tag and of `ref`
 * @param ref the reference revision
 * @throws when `features` lacks a tag or `ref`
 */
export function sinceVersions(
  tags: string[],
  features: Map<string, Features>,
  ref: string,
): SinceTable {
  const at = (rev: string) => {
    const found = features.get(rev);
    if (!found) throw new Error(`No features read for ${rev}`);
    return found;
  };
  const result = {} as SinceTable;
  for (const kind of ['integrations', 'steps', 'widgets', 'routes'] as const) {
    const since: Record<string, string> = {};
    for (const key of [...at(ref)[kind]].sort()) {
      const first = tags.find((tag) => at(tag)[kind].includes(key));
      since[key] = first ? versionName(first) : 'next';
    }
    result[kind] = since;
  }
  return result;
}

/** A feature whose card, label or route came after the code that makes it work. */
export type SinceOverride = {
  kind: FeatureKind;
  /** The feature's key in since.json. */
  key: string;
  /** A file of the product that implements the feature. */
  path: string;
  /**
   * The version whose release post announced the feature, when it is not the one the first tag
   * names (the "Since" line links that post).
   */
  announcedIn?: string;
  /** Why the card's date is wrong, in a line. */
  reason: string;
};

/** The first release of an overridden feature: `feature` is the version of the first tag with `path`. */
export type FeatureFirstTag = {feature: string; path: string; reason: string; announcedIn?: string};

/** An applied override as since.json keeps it: the card's version beside the feature's. */
export type AppliedOverride = {card: string} & FeatureFirstTag;

/**
 * The first release of each overridden feature, from the file that implements it.
 * @param product path of the product's repository
 * @param tags release tags, oldest first
 * @param overrides the features to date by their file
 * @returns by kind and key
 * @throws when no release tag has the file (a path typed wrong)
 */
export function featureFirstTags(
  product: string,
  tags: string[],
  overrides: readonly SinceOverride[],
): Partial<Record<FeatureKind, Record<string, FeatureFirstTag>>> {
  const objects = readObjects(
    product,
    overrides.flatMap(({path}) => tags.map((tag) => `${tag}:${path}`)),
  );
  const result: Partial<Record<FeatureKind, Record<string, FeatureFirstTag>>> = {};
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

/** What `productVersions` answers. */
export type ProductVersions = {
  /** The last release tag `rev` contains. */
  lastTag: string;
  /** Every difference between that tag and `rev`. */
  diff: VersionDiff;
  /** The first version of every feature of `rev`, overrides applied. */
  since: SinceTable;
  /** The applied overrides by kind and key, with the card's version and the feature's. */
  overrides: Partial<Record<FeatureKind, Record<string, AppliedOverride>>>;
  /** By kind and key, the version whose release post announced an overridden feature. */
  announced: Partial<Record<FeatureKind, Record<string, string>>>;
};

/**
 * Everything the versions data needs, in one call: the last release tag, the diff between it
 * and `rev`, and the first version of every feature. For the features of `overrides`, the first
 * tag that has their file replaces the one of their key (the feature's first tag wins); `overrides`
 * in the answer keeps both, with the reason.
 * @param product path of the product's repository
 * @param rev the reference revision
 * @param overrides features whose card, label or route is younger than their code
 * @throws when `rev` contains no release tag, or an override names a key the reference lacks
 */
export function productVersions(
  product: string,
  rev: string,
  overrides: readonly SinceOverride[] = [],
): ProductVersions {
  const tags = releaseTags(product, rev);
  const lastTag = tags.at(-1);
  if (lastTag === undefined) throw new Error(`${rev} contains no release tag (vX.Y.Z)`);
  const features = productFeatures(product, [...tags, rev]);
  const reference = features.get(rev);
  if (!reference) throw new Error(`${rev} has no ${I18N.en}: not a Gladys 4 front end`);
  // Tags older than the Gladys 4 front end (no en.json) have none of its features.
  const usable = tags.filter((tag) => features.has(tag));
  const last = features.get(lastTag);
  if (!last) throw new Error(`The last release tag ${lastTag} has no ${I18N.en}`);
  const since = sinceVersions(usable, features, rev);
  const firstTags = featureFirstTags(product, usable, overrides);
  const applied: ProductVersions['overrides'] = {};
  const announced: ProductVersions['announced'] = {};
  for (const [kind, byKey] of Object.entries(firstTags) as [
    FeatureKind,
    Record<string, FeatureFirstTag>,
  ][]) {
    for (const [key, found] of Object.entries(byKey)) {
      const card = since[kind][key];
      if (!card) throw new Error(`Since override ${kind} "${key}": ${rev} has no such ${kind} key`);
      since[kind][key] = found.feature;
      (applied[kind] ??= {})[key] = {card, ...found};
      if (found.announcedIn) (announced[kind] ??= {})[key] = found.announcedIn;
    }
  }
  return {
    lastTag,
    diff: nextVersionDiff(last, reference),
    since,
    overrides: applied,
    announced,
  };
}
