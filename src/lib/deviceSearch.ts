/**
 * The index behind the guide "Will my devices work?": one list of everything the site knows a
 * device can join Gladys through, searched with the integrations directory's matcher
 * ({@link matchesWords}). Pure logic, no React or Docusaurus import, so tests run it under Node.
 *
 * Sources, all committed data:
 * - the built-in integrations (`src/data/integrations.ts`, names and flags from the product's
 *   catalogue);
 * - the community integrations of the store snapshot (`src/data/communityIntegrations.ts`);
 * - the Matter clusters the released Gladys turns into features, grouped by the Gladys feature
 *   category they give (`src/data/product/guides-facts.json`, read from the product's
 *   `convertToGladysDevice.js` at the release tag);
 * - the Zigbee models of the device list, decoded from `static/data/zigbee-devices.json` (too big
 *   for the page's bundle: the component fetches it when the reader starts typing) and searched
 *   with the device list's own matcher ({@link filterDevices}).
 */
import {displayName, integrations, plusOutsideOnly, type Connection} from '../data/integrations';
import {communityIntegrations} from '../data/communityIntegrations';
import {communityReplacements} from '../data/communityReplacements';
import guidesFacts from '../data/product/guides-facts.json';
import {matchesWords} from './integrationsFilter';
import {deviceQuery, emptyQuery, filterDevices, type Device} from './zigbee/catalog';
import type {Verdict} from './zigbee/mapExposes';

/** Where a result comes from, in the order results are listed. */
export const searchKinds = ['built-in', 'matter', 'community', 'zigbee'] as const;
/** A kind of result. */
export type SearchKind = (typeof searchKinds)[number];

/**
 * What the site says of a result: a built-in integration is `supported` or `deprecated`, a
 * community one is `community` (its author maintains it), a Zigbee model has the device list's
 * verdict (`works`, `partly`, `none`, `dynamic`).
 */
export type SearchStatus = 'supported' | 'deprecated' | 'community' | Verdict;

/** One line of the results. */
export type SearchEntry = {
  /** Unique among all entries: `built-in/<doc id>`, `matter/<category>`, `community/<slug>`, `zigbee/<index>`. */
  id: string;
  kind: SearchKind;
  /** Name shown, in the page's language where the source has one. */
  name: string;
  /** One line under the name: the description, the Matter clusters, the Zigbee model's description. */
  detail: string;
  /** Everything the search text is matched against (name, detail, devices, author…). */
  text: string;
  /**
   * How Gladys reaches it: on the home network, the maker's cloud, or Gladys Plus. Null when the
   * store entry's author does not say.
   */
  connection: Connection | null;
  /** True when it needs a Gladys Plus subscription even though it works locally (the speakers). */
  plusRequired: boolean;
  status: SearchStatus;
  /**
   * For a deprecated integration: the words of the directory that name its replacement, in the
   * page's language, where it has them.
   */
  replacement?: string;
  /** For a deprecated integration: the community integration that takes over, with its store page. */
  replacedBy?: {name: string; href: string};
  /** Site path where the reader goes next (a doc, a store page, the Zigbee list); `Link` adds the locale. */
  href: string;
};

/** The words of one language the index takes from the integrations directory (`i18n/<locale>/pages/integrations.json`). */
export type IndexWords = {
  /** Description of each built-in integration, by doc id. */
  descriptions: Record<string, string>;
  /** What replaces a deprecated integration, by doc id, where the product names one. */
  replacements: Record<string, string>;
  /** Name of each built-in entry without a catalogue key, by doc id. */
  names: Record<string, string>;
};

/** The Matter integration's doc, where every Matter result leads. */
export const matterDocPath = '/docs/integrations/matter/';

/** Name of the locale's text in a `{en, fr}` record, English when the locale has none. */
function inLocale(text: Record<string, string>, locale: string): string {
  return text[locale] ?? text.en ?? '';
}

/**
 * The Matter device kinds of the released Gladys: one per Gladys feature category its Matter
 * integration creates, with the Matter clusters that give it, in the product's order.
 * @param locale `en` or `fr` (another locale gets the English labels)
 * @returns one `{key, label, clusters}` per category; `label` is the product interface's own
 */
export function matterKinds(locale: string): {key: string; label: string; clusters: string[]}[] {
  const kinds = new Map<string, {key: string; label: string; clusters: string[]}>();
  for (const {cluster, categories} of guidesFacts.matter.featuresByCluster) {
    for (const category of categories) {
      const kind = kinds.get(category.key) ?? {
        key: category.key,
        label: inLocale(category.label, locale),
        clusters: [],
      };
      kind.clusters.push(cluster);
      kinds.set(category.key, kind);
    }
  }
  return [...kinds.values()];
}

/**
 * Every built-in integration, Matter device kind and community integration, in that order, with
 * the words of `locale`. The Zigbee models are not in it (see {@link zigbeeEntries}).
 * @param words the directory's words in the page's language
 * @param locale the page's locale, for the names the catalogue and the store have per language
 */
export function buildIndex(words: IndexWords, locale: string): SearchEntry[] {
  const bySlug = new Map(communityIntegrations.map((entry) => [entry.slug, entry]));
  const builtIn = integrations.map((entry): SearchEntry => {
    const successor = entry.deprecated
      ? bySlug.get(communityReplacements[entry.id] ?? '')
      : undefined;
    const name =
      entry.key === null ? (words.names[entry.id] ?? entry.name) : displayName(entry, locale);
    const detail = words.descriptions[entry.id] ?? '';
    return {
      id: `built-in/${entry.id}`,
      kind: 'built-in',
      name,
      detail,
      text: [name, entry.name, detail, ...entry.devices, ...entry.protocols].join(' \n '),
      connection: entry.connection,
      plusRequired:
        entry.plusRequired && entry.connection !== 'plus' && !plusOutsideOnly.includes(entry.id),
      status: entry.deprecated ? 'deprecated' : 'supported',
      ...(entry.deprecated && words.replacements[entry.id]
        ? {replacement: words.replacements[entry.id]}
        : {}),
      ...(successor ? {replacedBy: {name: successor.name, href: successor.href}} : {}),
      href: `/docs/integrations/${entry.id}/`,
    };
  });
  const matter = matterKinds(locale).map((kind): SearchEntry => ({
    id: `matter/${kind.key}`,
    kind: 'matter',
    name: kind.label,
    detail: kind.clusters.join(', '),
    text: ['Matter', kind.label, kind.key, ...kind.clusters].join(' \n '),
    connection: 'local',
    plusRequired: false,
    status: 'supported',
    href: matterDocPath,
  }));
  const community = communityIntegrations.map((entry): SearchEntry => {
    const detail = inLocale(entry.descriptions as Record<string, string>, locale);
    return {
      id: entry.id,
      kind: 'community',
      name: entry.name,
      detail,
      text: [entry.name, detail, entry.author, entry.slug].join(' \n '),
      connection: entry.connections.includes('cloud')
        ? 'cloud'
        : entry.connections.includes('local')
          ? 'local'
          : null,
      plusRequired: false,
      status: 'community',
      href: entry.href,
    };
  });
  return [...builtIn, ...matter, ...community];
}

/**
 * The entries whose text holds every word of `q` (case, accents and punctuation ignored; the text
 * is never run as a pattern), in their order. A blank `q` gives every entry.
 */
export function searchIndex(entries: readonly SearchEntry[], q: string): SearchEntry[] {
  return entries.filter((entry) => matchesWords(entry.text, q));
}

/**
 * The Zigbee models matching `q`, best first, as the device list ranks them, and how many match.
 * @param devices the decoded device list
 * @param q the search text; a blank one matches nothing here (the list is only searched)
 * @param limit most entries returned
 * @returns `entries` (at most `limit`) and `total`, the number of matching models
 */
export function zigbeeEntries(
  devices: readonly Device[],
  q: string,
  limit: number,
): {entries: SearchEntry[]; total: number} {
  if (q.trim() === '') return {entries: [], total: 0};
  const found = filterDevices(devices, {...emptyQuery, q});
  return {
    total: found.length,
    entries: found.slice(0, limit).map((device): SearchEntry => ({
      id: `zigbee/${device.index}`,
      kind: 'zigbee',
      name: `${device.vendor} ${device.model}`,
      detail: device.description,
      text: device.text,
      connection: 'local',
      plusRequired: false,
      status: device.verdict,
      href: `/zigbee-devices/${deviceQuery(device.model)}`,
    })),
  };
}
