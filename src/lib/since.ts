/**
 * The Gladys release that brought a feature, from src/data/product/since.json (written by
 * `npm run product:extract`: the first release tag whose source has the feature's key or route,
 * `next` when only the reference commit has it; for the features of
 * scripts/lib/sinceOverrides.ts, the first tag whose source has the file implementing them). No Docusaurus import: the data tests use it too.
 */
import {sinceByVersion, type SinceTable} from '../data/sinceVersions';
import {sceneStepPages} from '../data/sceneStepPages';
import {screenPages, widgetPages} from '../data/sincePages';

/** The kinds of feature since.json dates. */
export type SinceKind = 'integrations' | 'steps' | 'widgets' | 'routes';

/** One feature: its kind and its key in the product (integration key, step key, widget type, route). */
export type SinceFeature = {kind: SinceKind; key: string};

/** What {@link featureSince} answers: the version (`4.30`, `4.84.1`) or `next`, and the feature's label. */
export type FeatureSince = SinceFeature & {
  version: string;
  /** The product's label of a step or widget in English and French; absent for routes and integrations. */
  label?: {en: string; fr: string};
  /**
   * The version whose release post announced the feature, when it is not `version`'s (the code
   * shipped in a patch release before the post): the "Since" line links that post.
   */
  announcedIn?: string;
};

/** The file of a since extract: `src/data/product/since.json` (next) or `src/data/product/<version>/since.json`. */
function sinceFile(table: SinceTable): string {
  const version = Object.keys(sinceByVersion).find((name) => sinceByVersion[name] === table);
  return version && version !== 'current'
    ? `src/data/product/${version}/since.json`
    : 'src/data/product/since.json';
}

/**
 * The version that brought one feature.
 * @param table the since extract of the docs version the page belongs to (src/data/sinceVersions.ts);
 *   by default the next version's, src/data/product/since.json
 * @throws Error naming the since extract and the key when it lacks it (a key typed wrong, an
 *   extract older than the page, or a feature the page's version does not have)
 */
export function featureSince(
  {kind, key}: SinceFeature,
  table: SinceTable = sinceByVersion.current!,
): FeatureSince {
  const version = table[kind]?.[key];
  if (!version) {
    throw new Error(
      `${sinceFile(table)} has no ${kind} "${key}": check the key, or run npm run product:extract`,
    );
  }
  const label = kind === 'steps' || kind === 'widgets' ? table.labels[kind][key] : undefined;
  const announcedIn = table.announced?.[kind]?.[key];
  return {kind, key, version, ...(label ? {label} : {}), ...(announcedIn ? {announcedIn} : {})};
}

export {minorVersion, releasePost} from './releasePost';

/** Orders versions oldest first, `next` last. */
export function compareVersions(a: string, b: string): number {
  if (a === b) return 0;
  if (a === 'next') return 1;
  if (b === 'next') return -1;
  const [pa, pb] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * The scene steps, widgets and screen a doc describes, from src/data/sceneStepPages.ts and
 * src/data/sincePages.ts (integration pages carry theirs in `<AtAGlance integration>`).
 * @param docId the doc's id, such as `scenes/alarm-mode` or `settings/system`
 * @returns the features in the order of those maps; empty for a doc that describes none
 */
export function docFeatures(docId: string): SinceFeature[] {
  const features: SinceFeature[] = [];
  const [folder, id] = [docId.split('/')[0], docId.split('/').slice(1).join('/')];
  if (folder === 'scenes') {
    for (const [key, page] of Object.entries(sceneStepPages)) {
      if (page === id) features.push({kind: 'steps', key});
    }
  }
  if (folder === 'dashboard') {
    for (const [key, page] of Object.entries(widgetPages)) {
      if (page === id) features.push({kind: 'widgets', key});
    }
  }
  const route = screenPages[docId];
  if (route) features.push({kind: 'routes', key: route});
  return features;
}
