/**
 * The Zigbee device list as the /zigbee-devices/ page uses it: decoding of
 * the fetched data file, search, filters and the URL query. Pure logic, no
 * React or Docusaurus import, so unit tests and the benchmark run it under
 * plain Node.
 *
 * The query of a shared link: `?q=ikea bulb&feature=light&verdict=works`
 * (search text, a Gladys feature category, a verdict) or `?device=LED1545G12`
 * (one model's details).
 */
import type {DeviceData} from './format';
import type {Verdict} from './mapExposes';

/**
 * Site path of the device data file (`static/data/`, written by `npm run zigbee:data`), fetched by
 * the Zigbee device list and by the device search of the guides, with `?v=<summary hash>`.
 */
export const deviceDataPath = '/data/zigbee-devices.json';

/** One device model, decoded. */
export type Device = {
  /** Position in the data file (stable within one data version). */
  index: number;
  vendor: string;
  model: string;
  /** Zigbee2mqtt's description, in English. */
  description: string;
  verdict: Verdict;
  /** Gladys features as `category:type` codes, one per feature created (repeats for several channels). */
  features: string[];
  /** Gladys feature categories the device gets, without repeats. */
  categories: string[];
  /** Main properties Gladys does not use. */
  unusedMain: string[];
  /** Settings and diagnostics Gladys does not use. */
  unusedSettings: string[];
  /** For a white-label model: the device it is sold as. */
  base?: {vendor: string; model: string};
  /** The model whose page documents it on zigbee2mqtt.io (its own, or its base's). */
  documentedAs: string;
  /** Vendor, model, description and base names, normalized for search. */
  text: string;
  /** The model, normalized, to rank exact and prefix matches first. */
  modelText: string;
};

/**
 * Results rendered at first and added by each "Show more". Measured with
 * `npm run bench -- zigbee`: at 100, a keystroke's frame went over 50 ms at 4×
 * CPU slowdown on a fifth of the keys; at 50 it stays near the integrations
 * directory's.
 */
export const resultsPageSize = 50;

/** Verdicts in the order the page lists them in its filter. */
export const verdicts: readonly Verdict[] = ['works', 'partly', 'none', 'dynamic'];

const verdictByCode: Record<string, Verdict> = {w: 'works', p: 'partly', n: 'none', d: 'dynamic'};

/** Lower case, accents removed, white space folded: `Éclairage  LED` → `eclairage led`. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Decodes the fetched data file into one object per model.
 * @throws When the file has another format version or a reference points nowhere.
 */
export function decodeDeviceData(data: DeviceData): Device[] {
  if (data.format !== 1) throw new Error(`Unknown Zigbee data format ${String(data.format)}`);
  return data.devices.map((row, index): Device => {
    const [vendorIndex, model, ownDescription, profileIndex] = row;
    const profile = data.profiles[profileIndex];
    const vendor = data.vendors[vendorIndex];
    if (!profile || vendor === undefined) throw new Error(`Broken Zigbee device row ${index}`);
    const baseRow = row.length === 6 ? data.devices[row[4]] : undefined;
    const base = baseRow ? {vendor: data.vendors[baseRow[0]], model: baseRow[1]} : undefined;
    const description = ownDescription || (baseRow ? baseRow[2] : '');
    const features = profile[1].map((i) => data.features[i]);
    return {
      index,
      vendor,
      model,
      description,
      verdict: verdictByCode[profile[0]],
      features,
      categories: [...new Set(features.map((code) => code.split(':')[0]))],
      unusedMain: profile[2].map((i) => data.props[i]),
      unusedSettings: profile[3].map((i) => data.props[i]),
      base,
      documentedAs: row.length === 6 && row[5] === 0 && base ? base.model : model,
      text: normalizeText([vendor, model, description, base?.vendor, base?.model].join(' ')),
      modelText: normalizeText(model),
    };
  });
}

/** The page's query: what is typed and chosen, or one model to show. */
export type Query = {
  /** Search text as typed (not trimmed, so the search box keeps its spaces). */
  q: string;
  /** A Gladys feature category key (`light`, `temperature-sensor`), or null for all. */
  feature: string | null;
  /** A verdict, or null for all. */
  verdict: Verdict | null;
  /** A model to show on its own, or null for the list. */
  device: string | null;
};

/** The query of the page with nothing typed or chosen. */
export const emptyQuery: Query = {q: '', feature: null, verdict: null, device: null};

/** Longest search text and model read from a URL, in characters. */
export const maxQueryLength = 100;

/** Query keys this page owns; other keys of the URL are kept as they are. */
const ownKeys = ['q', 'feature', 'verdict', 'device'] as const;

/**
 * Reads the page's query from a URL query string. Unknown feature categories
 * and verdicts are dropped; texts are cut to {@link maxQueryLength}.
 * @param search `location.search`, with or without its `?`.
 * @param categories The feature category keys the data knows.
 */
export function parseQuery(search: string, categories: readonly string[]): Query {
  const params = new URLSearchParams(search);
  const feature = params.get('feature');
  const verdict = params.get('verdict') as Verdict | null;
  const device = params.get('device');
  return {
    q: (params.get('q') ?? '').slice(0, maxQueryLength),
    feature: feature && categories.includes(feature) ? feature : null,
    verdict: verdict && verdicts.includes(verdict) ? verdict : null,
    device: device ? device.slice(0, maxQueryLength) : null,
  };
}

/**
 * Writes the page's query into a URL query string, keeping any other key of
 * `currentSearch`. Empty values are left out; `?` is included when anything remains.
 */
export function toQuery(query: Query, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  for (const key of ownKeys) params.delete(key);
  if (query.device) {
    params.set('device', query.device);
  } else {
    if (query.q.trim()) params.set('q', query.q.trim());
    if (query.feature) params.set('feature', query.feature);
    if (query.verdict) params.set('verdict', query.verdict);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The link of one model's details on this page (a query string). */
export function deviceQuery(model: string): string {
  return toQuery({...emptyQuery, device: model});
}

/**
 * The devices that match the query's text, feature and verdict, in the order
 * of `devices`. Every word of the text must appear in the vendor, model,
 * description or base names (accents and case ignored).
 */
export function matchDevices(devices: readonly Device[], query: Query): Device[] {
  const words = normalizeText(query.q).split(' ').filter(Boolean);
  return devices.filter(
    (device) =>
      (!query.verdict || device.verdict === query.verdict) &&
      (!query.feature || device.categories.includes(query.feature)) &&
      words.every((word) => device.text.includes(word)),
  );
}

/**
 * True when every device matching `next` also matches `previous` (same
 * choices, text only extended), so that `next` can be searched among the
 * previous matches instead of the whole list, as typing does.
 */
export function narrows(previous: Query, next: Query): boolean {
  return (
    previous.feature === next.feature &&
    previous.verdict === next.verdict &&
    normalizeText(next.q).startsWith(normalizeText(previous.q))
  );
}

/**
 * Matches ranked best first: models equal to the text, then models starting
 * with it, then the others, each group in the order given (the data's order:
 * vendor, then model), so the order never depends on how the text was typed.
 */
export function rankDevices(matches: readonly Device[], q: string): Device[] {
  const needle = normalizeText(q);
  if (!needle) return [...matches];
  const exact: Device[] = [];
  const prefix: Device[] = [];
  const rest: Device[] = [];
  for (const device of matches) {
    if (device.modelText === needle) exact.push(device);
    else if (device.modelText.startsWith(needle)) prefix.push(device);
    else rest.push(device);
  }
  return exact.concat(prefix, rest);
}

/** {@link matchDevices} then {@link rankDevices}: the results the page lists for a query. */
export function filterDevices(devices: readonly Device[], query: Query): Device[] {
  return rankDevices(matchDevices(devices, query), query.q);
}

/** The models named `model` (several definitions or vendors may share one). */
export function findModel(devices: readonly Device[], model: string): Device[] {
  return devices.filter((device) => device.model === model);
}

/** Address of a model's page on zigbee2mqtt.io (its docs name pages after the model, `/`, `|`, `:` and spaces as `_`). */
export function zigbee2mqttPageUrl(model: string): string {
  return `https://www.zigbee2mqtt.io/devices/${encodeURIComponent(model.replace(/[/| :]/g, '_'))}.html`;
}

/**
 * How many of each feature code a device gets, in first-seen order:
 * `['switch:binary', 'switch:binary', 'battery:integer']` → `[['switch:binary', 2], ['battery:integer', 1]]`.
 */
export function countFeatures(features: readonly string[]): [code: string, count: number][] {
  const counts = new Map<string, number>();
  for (const code of features) counts.set(code, (counts.get(code) ?? 0) + 1);
  return [...counts];
}
