import catalog from '../data/product/integrations-catalog.json';
import since from '../data/product/since.json';
import {integrations, localButPlusRequired, plusOutsideOnly} from '../data/integrations';

/** Whether an integration keeps working in a failure: fully, in part, or not at all. */
export type Outcome = 'works' | 'partly' | 'stops';

/** One integration of the released version, with what happens to it when something is down. */
export type OfflineRow = {
  /** Key in the product's catalogue. */
  key: string;
  /** Its title in English and French, from the catalogue. */
  title: {en: string; fr: string};
  /** The catalogue's flags. */
  local: boolean;
  cloudOnly: boolean;
  gladysPlus: boolean;
  deprecated: boolean;
  /** When the internet connection of the house is down. */
  internetDown: Outcome;
  /** When the Gladys servers are unreachable, or the Gladys Plus subscription has ended. */
  gladysServersDown: Outcome;
};

/** `4.86.1` → [4, 86, 1], for comparing versions. */
const parts = (version: string) => version.split('.').map(Number);
const notAfter = (a: string, b: string) => {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) < (y[i] ?? 0);
  }
  return true;
};

/**
 * What each integration of a released version does when the internet or the Gladys servers are
 * down, from the product's catalogue (`src/data/product/integrations-catalog.json`: local, cloud
 * only, Gladys Plus, deprecated) and the version that brought it (`since.json`). Two corrections
 * come from src/data/integrations.ts: the speakers find their devices locally but speak through
 * the Gladys Plus text-to-speech (`localButPlusRequired`: "partly"), and MCP works on the home
 * network without Gladys Plus (`plusOutsideOnly`).
 * @param version the release described (`4.86.1`); integrations that came later are left out
 * @returns one row per integration, in the catalogue's order
 */
export function offlineRows(version: string): OfflineRow[] {
  const idOfKey = new Map(integrations.map((i) => [i.key, i.id]));
  const sinceOf = since.integrations as Record<string, string>;
  return catalog.integrations
    .filter((entry) => sinceOf[entry.key] && notAfter(sinceOf[entry.key]!, version))
    .map((entry) => {
      const id = idOfKey.get(entry.key) ?? entry.link;
      const speaker = localButPlusRequired.includes(id);
      const plusOnlyOutside = plusOutsideOnly.includes(id);
      const needsPlus = entry.gladysPlus && !plusOnlyOutside;
      const internetDown: Outcome =
        needsPlus || entry.cloudOnly ? 'stops' : speaker ? 'partly' : 'works';
      const gladysServersDown: Outcome = needsPlus
        ? 'stops'
        : speaker || plusOnlyOutside
          ? 'partly'
          : 'works';
      return {
        key: entry.key,
        title: entry.title,
        local: entry.local,
        cloudOnly: entry.cloudOnly,
        gladysPlus: entry.gladysPlus,
        deprecated: entry.deprecated,
        internetDown,
        gladysServersDown,
      };
    });
}

/** A column of the failure table: what has gone down. */
export type Failure = 'internetDown' | 'plusDown' | 'plusCancelled';

/** The columns of the failure table, in order. */
export const failures: readonly Failure[] = ['internetDown', 'plusDown', 'plusCancelled'];

/**
 * What a row of the failure table does in one failure: keeps working, stops, keeps what it has but
 * receives no new data (a data feed), or stays stored on the machine in the house (`kept`).
 */
export type FailureOutcome = 'works' | 'stops' | 'noNewData' | 'kept';

/**
 * How the outcomes of a row are worked out:
 * - `local`: runs on the machine in the house, so it works in every failure;
 * - `stored`: data written on that machine, so it is kept in every failure;
 * - `cloud`: the catalogue's cloud integrations that need no Gladys Plus, as {@link offlineRows} says;
 * - `server`: calls the Gladys servers: stops while they cannot be reached, and after Gladys Plus is
 *   cancelled stops if one of its calls needs a Gladys Plus account, works otherwise;
 * - `feed`: the same, except that while the servers cannot be reached it receives no new data
 *   instead of stopping.
 */
export type FailureKind = 'local' | 'stored' | 'cloud' | 'server' | 'feed';

/** One row of the failure table: its key in the words file, its kind and its server features. */
export type FailureGroup = {
  /** Key of the row in `i18n/<locale>/components/FailureModes.json`. */
  id: string;
  kind: FailureKind;
  /** Ids of `gladysServers.features` in `guides-facts.json`; empty unless `server` or `feed`. */
  features: readonly string[];
};

/**
 * The rows of the failure table, in the order the reader sees them. Every feature of
 * `gladysServers.features` belongs to exactly one row (a data test checks it).
 */
export const failureGroups: readonly FailureGroup[] = [
  {id: 'local', kind: 'local', features: []},
  {id: 'history', kind: 'stored', features: []},
  // The Gladys Plus account link (signing in, two-factor, the keys of the people allowed in) has no
  // row of its own: remote access is what a reader loses with it, so it shares that row.
  {id: 'remote-access', kind: 'server', features: ['remote-access', 'plus-account']},
  {id: 'voice-assistants', kind: 'server', features: ['voice-assistants']},
  {id: 'backups', kind: 'server', features: ['backups']},
  {id: 'ai', kind: 'server', features: ['ai', 'speech-to-text', 'text-to-speech']},
  {id: 'camera-streaming', kind: 'server', features: ['camera-streaming']},
  {id: 'enedis', kind: 'feed', features: ['enedis']},
  {id: 'cloud', kind: 'cloud', features: []},
  {id: 'tempo-ecowatt', kind: 'feed', features: ['edf-tempo', 'ecowatt']},
  {id: 'version-check', kind: 'server', features: ['version-check']},
];

/** One row of the failure table, its outcomes worked out. */
export type FailureRow = {
  id: string;
  kind: FailureKind;
  features: readonly string[];
  /** Whether one of its calls needs a Gladys Plus account; null for a row with no server feature. */
  needsPlus: boolean | null;
  outcomes: Record<Failure, FailureOutcome>;
  /** For the `cloud` row, the first two of those integrations still maintained, from the catalogue. */
  examples: {en: string; fr: string}[];
};

/** The `gladysServers` part of `guides-facts.json` that {@link failureRows} reads. */
type ServerFeatures = {gladysServers: {features: {feature: string; needsPlus: boolean}[]}};

/**
 * The rows of the offline guide's failure table: {@link failureGroups} with each cell's outcome
 * worked out from the calls to the Gladys servers (`gladysServers` in
 * `src/data/product/guides-facts.json`, written by `npm run guides:facts`) and, for cloud
 * integrations, from {@link offlineRows}.
 * @param extract the extract of the calls (the committed one unless a test passes another)
 * @param version the release described (`4.86.1`), for the catalogue's cloud integrations
 * @param groups the rows (the committed ones unless a test passes others)
 * @returns one row per group, in the groups' order
 * @throws Error naming a feature of the extract that belongs to no row, a row's feature that the
 *   extract lacks, or cloud integrations that do not all fail the same way
 */
export function failureRows(
  extract: ServerFeatures,
  version: string,
  groups: readonly FailureGroup[] = failureGroups,
): FailureRow[] {
  const needsPlusOf = new Map(
    extract.gladysServers.features.map((f) => [f.feature, f.needsPlus] as const),
  );
  const grouped = new Set(groups.flatMap((g) => g.features));
  const loose = [...needsPlusOf.keys()].filter((feature) => !grouped.has(feature));
  if (loose.length > 0) {
    throw new Error(`server features in no row of the failure table: ${loose.join(', ')}`);
  }
  const cloud = offlineRows(version).filter((row) => row.cloudOnly && !row.gladysPlus);
  return groups.map(({id, kind, features}) => {
    const missing = features.filter((feature) => !needsPlusOf.has(feature));
    if (missing.length > 0) {
      throw new Error(
        `the row ${id} names server features that do not exist: ${missing.join(', ')}`,
      );
    }
    const needsPlus = features.length > 0 ? features.some((f) => needsPlusOf.get(f)) : null;
    const all = (outcome: FailureOutcome) => ({
      internetDown: outcome,
      plusDown: outcome,
      plusCancelled: outcome,
    });
    let outcomes: Record<Failure, FailureOutcome>;
    if (kind === 'local') outcomes = all('works');
    else if (kind === 'stored') outcomes = all('kept');
    else if (kind === 'cloud') {
      const shared = (pick: (row: OfflineRow) => Outcome) => {
        const found = new Set(cloud.map(pick));
        if (found.size !== 1 || found.has('partly')) {
          throw new Error(
            `cloud integrations do not fail the same way: ${cloud.map((r) => `${r.key} ${pick(r)}`).join(', ')}`,
          );
        }
        return [...found][0] as 'works' | 'stops';
      };
      const servers = shared((row) => row.gladysServersDown);
      outcomes = {
        internetDown: shared((row) => row.internetDown),
        plusDown: servers,
        plusCancelled: servers,
      };
    } else {
      const down = kind === 'feed' ? 'noNewData' : 'stops';
      outcomes = {internetDown: down, plusDown: down, plusCancelled: needsPlus ? 'stops' : 'works'};
    }
    return {
      id,
      kind,
      features,
      needsPlus,
      outcomes,
      examples:
        kind === 'cloud'
          ? cloud
              .filter((row) => !row.deprecated)
              .slice(0, 2)
              .map((row) => row.title)
          : [],
    };
  });
}
