import {
  categories,
  connections,
  protocols,
  type Category,
  type Connection,
  type Integration,
  type Protocol,
} from '../data/integrations';
import type {CommunityIntegration} from '../data/communityIntegrations';

/**
 * Pure filtering logic of the /integrations/ page: no React, no Docusaurus, so
 * `tests/unit/integrationsFilter.test.ts` runs it under plain Node.
 *
 * The state lives in the URL query, for example
 * `?q=hue&category=lighting,multimedia&connection=local&protocol=zigbee`.
 * Within a group the ticked values are OR-ed; the text and the groups are
 * AND-ed.
 *
 * The directory lists built-in integrations (`Integration`) and community ones from the store
 * (`CommunityIntegration`, which carry `origin: 'community'`); the `origin` group tells them apart.
 */

/** Where an integration comes from: shipped with Gladys, or installed from the store. */
export const origins = ['built-in', 'community'] as const;
/** An origin. */
export type Origin = (typeof origins)[number];

/** One card of the directory. */
export type DirectoryEntry = Integration | CommunityIntegration;

/** The origin of an entry. */
export function originOf(entry: DirectoryEntry): Origin {
  return 'origin' in entry ? 'community' : 'built-in';
}

/** Value type of each filter group. */
export type FilterValues = {
  origin: Origin;
  category: Category;
  connection: Connection;
  protocol: Protocol;
};

/** A filter group; also its key in the URL query. */
export type FilterGroup = keyof FilterValues;

/** What the visitor has typed and ticked. Lists hold known values only, in catalogue order. */
export type FilterState = {
  /** Free text, as typed (not trimmed, so the search box keeps its spaces). */
  q: string;
  origin: Origin[];
  category: Category[];
  connection: Connection[];
  protocol: Protocol[];
};

/** Returns the translated description of an entry (the filter matches against it). */
export type Describe<E extends DirectoryEntry = DirectoryEntry> = (entry: E) => string;

/** The filter groups, in the order the page shows them. */
export const filterGroups: readonly FilterGroup[] = [
  'origin',
  'category',
  'connection',
  'protocol',
];

/** Every option of each group, in display order (from the data module). */
export const filterOptions: {readonly [G in FilterGroup]: readonly FilterValues[G][]} = {
  origin: origins,
  category: categories,
  connection: connections,
  protocol: protocols,
};

/** Longest search text kept from the URL or the search box, in characters. */
export const maxQueryLength = 100;

/** The state with nothing typed or ticked: every integration shows. */
export const emptyFilterState: FilterState = {
  q: '',
  origin: [],
  category: [],
  connection: [],
  protocol: [],
};

/**
 * Lower-cases a text and strips its diacritics (`Éclairage` → `eclairage`,
 * `TRÅDFRI` → `tradfri`), so that matching ignores case and accents.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Keeps only letters and digits of a normalized text (`z-wave` → `zwave`, `wi-fi` → `wifi`). */
function compact(text: string): string {
  return text.replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Keeps the known values of a group found in `raw`, once each, in catalogue order. */
function pickKnown<T extends string>(known: readonly T[], raw: readonly string[]): T[] {
  const wanted = new Set(raw.map((value) => value.trim().toLowerCase()));
  return known.filter((value) => wanted.has(value));
}

/**
 * Reads the filter state from a URL query string (`location.search`, with or
 * without its leading `?`). Unknown keys and values are ignored; a group may
 * be given as a comma-separated list, as repeated keys, or both; the text is
 * cut to {@link maxQueryLength} characters. Never throws.
 */
export function parseQuery(search: string): FilterState {
  const params = new URLSearchParams(search);
  const values = (group: FilterGroup): string[] =>
    params.getAll(group).flatMap((value) => value.split(','));
  return {
    q: (params.get('q') ?? '').slice(0, maxQueryLength),
    origin: pickKnown(origins, values('origin')),
    category: pickKnown(categories, values('category')),
    connection: pickKnown(connections, values('connection')),
    protocol: pickKnown(protocols, values('protocol')),
  };
}

/**
 * Writes the filter state as a URL query string: `''` when nothing is
 * filtered, otherwise `?q=…&category=a,b&connection=…&protocol=…` with empty
 * parts left out. Parameters of `currentSearch` that are not filters (a
 * campaign tag, for instance) are kept after the filters.
 */
export function toQuery(state: FilterState, currentSearch = ''): string {
  const parts: string[] = [];
  if (state.q.trim() !== '') {
    parts.push(`q=${encodeURIComponent(state.q.slice(0, maxQueryLength))}`);
  }
  for (const group of filterGroups) {
    const selected = pickKnown<string>(filterOptions[group], state[group]);
    if (selected.length > 0) {
      parts.push(`${group}=${selected.join(',')}`);
    }
  }
  const others = new URLSearchParams(currentSearch);
  for (const key of ['q', ...filterGroups]) {
    others.delete(key);
  }
  const rest = others.toString();
  if (rest !== '') {
    parts.push(rest);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** True when the visitor has typed a search text or ticked at least one option. */
export function isFiltering(state: FilterState): boolean {
  return state.q.trim() !== '' || filterGroups.some((group) => state[group].length > 0);
}

/**
 * Returns a copy of the state with `value` ticked in `group` if it was not,
 * untouched otherwise; the list stays in catalogue order.
 */
export function toggleOption<G extends FilterGroup>(
  state: FilterState,
  group: G,
  value: FilterValues[G],
): FilterState {
  const current: readonly string[] = state[group];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return {...state, [group]: pickKnown<string>(filterOptions[group], next)};
}

/**
 * The text an entry is searched in: name, translated description, devices and brands; for a
 * community integration, its author and store slug instead of devices.
 */
function haystack<E extends DirectoryEntry>(entry: E, describe: Describe<E>): string {
  const extra = 'origin' in entry ? [entry.author, entry.slug] : entry.devices;
  return [entry.name, describe(entry), ...extra].join(' \n ');
}

/**
 * True when every word of the search text `q` occurs in `text`, ignoring case, accents and
 * punctuation inside words (`zwave` finds `Z-Wave`). The text is only compared, never run as a
 * pattern, so `.*` or `(?:` are plain characters. An empty or blank `q` matches. Shared by the
 * directory and the device search of the guides.
 * @param text what is searched in: names, descriptions, devices, as written in any case
 * @param q the search text as typed
 */
export function matchesWords(text: string, q: string): boolean {
  const words = normalizeText(q).split(/\s+/).filter(Boolean);
  if (words.length === 0) {
    return true;
  }
  const haystackText = normalizeText(text);
  const compactText = compact(haystackText);
  return words.every((word) => {
    if (haystackText.includes(word)) {
      return true;
    }
    const compactWord = compact(word);
    return compactWord !== '' && compactText.includes(compactWord);
  });
}

/**
 * True when every word of the search text occurs in the entry's name,
 * translated description, devices or brands (see {@link matchesWords}). An empty text matches.
 */
export function matchesText<E extends DirectoryEntry>(
  entry: E,
  q: string,
  describe: Describe<E>,
): boolean {
  return normalizeText(q).trim() === '' || matchesWords(haystack(entry, describe), q);
}

/** True when the entry has one of the `selected` values of `group`, or nothing is selected. */
function matchesGroup(
  entry: DirectoryEntry,
  group: FilterGroup,
  selected: readonly string[],
): boolean {
  if (selected.length === 0) {
    return true;
  }
  switch (group) {
    case 'origin':
      return selected.includes(originOf(entry));
    case 'category':
      return 'origin' in entry
        ? entry.categories.some((category) => selected.includes(category))
        : selected.includes(entry.category);
    case 'connection':
      return 'origin' in entry
        ? entry.connections.some((connection) => selected.includes(connection))
        : selected.includes(entry.connection);
    case 'protocol':
      return entry.protocols.some((protocol) => selected.includes(protocol));
  }
}

/**
 * True when the entry passes the whole state: the search text, and for each
 * group with ticked options, one of them (OR within a group, AND across).
 * `ignore` leaves one group out, which is how option counts are computed.
 */
export function matches<E extends DirectoryEntry>(
  entry: E,
  state: FilterState,
  describe: Describe<E>,
  ignore?: FilterGroup,
): boolean {
  return (
    matchesText(entry, state.q, describe) &&
    filterGroups.every((group) => group === ignore || matchesGroup(entry, group, state[group]))
  );
}

/** The entries that pass the state, in their original order. */
export function filterIntegrations<E extends DirectoryEntry>(
  entries: readonly E[],
  state: FilterState,
  describe: Describe<E>,
): E[] {
  return entries.filter((entry) => matches(entry, state, describe));
}

/** Number of entries per option of each group. */
export type OptionCounts = {[G in FilterGroup]: Record<FilterValues[G], number>};

/**
 * For each option of each group, how many entries would show with that option
 * ticked alone in its group, given the search text and the other groups'
 * ticks (the usual faceted-search count).
 */
export function countOptions<E extends DirectoryEntry>(
  entries: readonly E[],
  state: FilterState,
  describe: Describe<E>,
): OptionCounts {
  const count = <G extends FilterGroup>(group: G): Record<FilterValues[G], number> => {
    const pool = entries.filter((entry) => matches(entry, state, describe, group));
    const result = {} as Record<FilterValues[G], number>;
    for (const value of filterOptions[group]) {
      result[value] = pool.filter((entry) => matchesGroup(entry, group, [value])).length;
    }
    return result;
  };
  return {
    origin: count('origin'),
    category: count('category'),
    connection: count('connection'),
    protocol: count('protocol'),
  };
}
