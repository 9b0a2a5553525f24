/**
 * Reading the two request shapes the DocSearch UI sends, and turning Algolia
 * facet filters into Pagefind filters.
 */
import type {
  FacetFilters,
  FlatSearchRequest,
  LegacySearchRequest,
  NormalizedRequest,
  PagefindFilter,
  SearchParams,
} from './types';

/** Hits per page when a request does not say (Algolia's default). */
export const defaultHitsPerPage = 20;

/** Input accepted by `client.search()`: DocSearch's `{requests}` or the helper's legacy array. */
export type SearchInput =
  | {requests: ReadonlyArray<FlatSearchRequest | LegacySearchRequest>}
  | ReadonlyArray<LegacySearchRequest | FlatSearchRequest>;

/** Parses legacy `params` given as a query string (`query=a&facetFilters=%5B...%5D`). */
function parseParamString(params: string): SearchParams {
  const parsed: Record<string, unknown> = {};
  for (const [key, raw] of new URLSearchParams(params)) {
    try {
      parsed[key] = JSON.parse(raw);
    } catch {
      parsed[key] = raw;
    }
  }
  if (typeof parsed.query !== 'string' && parsed.query !== undefined)
    parsed.query = String(parsed.query);
  return parsed as SearchParams;
}

function toInteger(value: unknown, fallback: number): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : fallback;
}

/**
 * Normalises one request of either shape.
 *
 * @throws TypeError when the request has no `indexName`
 */
export function normalizeRequest(
  request: FlatSearchRequest | LegacySearchRequest,
): NormalizedRequest {
  if (!request || typeof request.indexName !== 'string') {
    throw new TypeError('Search request without indexName');
  }
  const legacyParams = 'params' in request ? request.params : undefined;
  const params: SearchParams =
    typeof legacyParams === 'string'
      ? parseParamString(legacyParams)
      : (legacyParams ?? (request as FlatSearchRequest));
  const facets =
    params.facets === undefined
      ? []
      : Array.isArray(params.facets)
        ? params.facets
        : [params.facets];
  return {
    indexName: request.indexName,
    query: typeof params.query === 'string' ? params.query : '',
    page: toInteger(params.page, 0),
    hitsPerPage: toInteger(params.hitsPerPage, defaultHitsPerPage),
    facetFilters: params.facetFilters,
    facets: facets.filter((facet): facet is string => typeof facet === 'string'),
    highlightPreTag: params.highlightPreTag ?? '<mark>',
    highlightPostTag: params.highlightPostTag ?? '</mark>',
  };
}

/** Normalises what `client.search()` received, in order. */
export function normalizeRequests(input: SearchInput): NormalizedRequest[] {
  const list = Array.isArray(input)
    ? input
    : (input as {requests: ReadonlyArray<FlatSearchRequest | LegacySearchRequest>}).requests;
  if (!Array.isArray(list))
    throw new TypeError('client.search() expects {requests: [...]} or an array of requests');
  return list.map(normalizeRequest);
}

function parseFacetValue(raw: string): {attribute: string; value: string; negated: boolean} | null {
  const negated = raw.startsWith('-');
  const body = negated ? raw.slice(1) : raw;
  const colon = body.indexOf(':');
  if (colon <= 0) return null;
  return {attribute: body.slice(0, colon), value: body.slice(colon + 1), negated};
}

function clauseFilter(values: readonly string[]): PagefindFilter | null {
  const parsed = values.map(parseFacetValue).filter((v): v is NonNullable<typeof v> => v !== null);
  if (!parsed.length) return null;
  const positive = parsed.filter((v) => !v.negated);
  const negative = parsed.filter((v) => v.negated);
  const alternatives: PagefindFilter[] = [];
  const byAttribute = new Map<string, string[]>();
  for (const {attribute, value} of positive)
    byAttribute.set(attribute, [...(byAttribute.get(attribute) ?? []), value]);
  for (const [attribute, list] of byAttribute) {
    alternatives.push(list.length === 1 ? {[attribute]: list[0]!} : {[attribute]: {any: list}});
  }
  for (const {attribute, value} of negative) alternatives.push({not: {[attribute]: value}});
  return alternatives.length === 1 ? alternatives[0]! : {any: alternatives};
}

/**
 * Translates Algolia `facetFilters` into a Pagefind filter.
 *
 * `['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]`
 * becomes `{all: [{language: 'en'}, {docusaurus_tag: {any: ['default', 'docs-default-current']}}]}`.
 * Values without `attribute:` are ignored.
 *
 * @returns the filter, or undefined when there is nothing to filter on
 */
export function toPagefindFilters(
  facetFilters: FacetFilters | undefined,
): PagefindFilter | undefined {
  if (facetFilters === undefined) return undefined;
  const clauses = typeof facetFilters === 'string' ? [facetFilters] : facetFilters;
  const filters = clauses
    .map((clause) => clauseFilter(typeof clause === 'string' ? [clause] : clause))
    .filter((f): f is PagefindFilter => f !== null);
  if (!filters.length) return undefined;
  return filters.length === 1 ? filters[0] : {all: filters};
}
