/**
 * The product's REST API as `src/data/product/rest-api.json` lists it
 * (extracted by scripts/product-extract.ts), and the pure helpers the
 * reference page uses. No Docusaurus import: the data tests load it.
 */
import data from '../data/product/rest-api.json';
import {
  exampleBody,
  readsAfterRelease,
  restBodies,
  restResponses,
  type RestBody,
  type RestBodyEntry,
  type RestResponse,
} from '../data/restBodies';

/** How a route is protected, from the product's `server/api/routes.js`. */
export type EndpointAuth = 'none' | 'user' | 'admin' | 'integration' | 'alarm' | 'reset';

/** One REST endpoint of the product. */
export type Endpoint = {
  /** HTTP method in capitals. */
  method: string;
  /** Path with `:name` parameters, as the server routes it. */
  path: string;
  /** The apidoc name of the endpoint. */
  name: string;
  /** The apidoc group, such as `Device`. */
  group: string;
  /** Documented parameters: name and apidoc type. */
  params: {name: string; type: string}[];
  /** Credential the route wants. */
  auth: EndpointAuth | string;
  /** True when the server limits how often it may be called (login and password routes). */
  rateLimited: boolean;
};

/** Every endpoint of the extract, in the order of the product's controllers. */
export const endpoints = data.endpoints as Endpoint[];

/** The apidoc groups, in their first order of appearance. */
export const endpointGroups: string[] = [...new Set(endpoints.map((e) => e.group))];

/** The anchor of an endpoint: method and path in lowercase, e.g. `get-api-v1-device-device_selector`. */
export function endpointAnchor({method, path}: Pick<Endpoint, 'method' | 'path'>): string {
  return `${method}-${path}`
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The key of an endpoint in `src/data/restBodies.ts`: `METHOD path`. */
export function endpointKey({method, path}: Pick<Endpoint, 'method' | 'path'>): string {
  return `${method} ${path}`;
}

/** What `src/data/restBodies.ts` says of an endpoint's body, or `undefined` when it says nothing. */
export function bodyOf(endpoint: Pick<Endpoint, 'method' | 'path'>): RestBodyEntry | undefined {
  return restBodies[endpointKey(endpoint)];
}

/**
 * True when the endpoint arrived after the latest release tag: a write endpoint marked
 * `nextVersion` in `src/data/restBodies.ts`, or a read listed in `readsAfterRelease`.
 */
export function isAfterRelease(endpoint: Pick<Endpoint, 'method' | 'path'>): boolean {
  return (
    Boolean(bodyOf(endpoint)?.nextVersion) || readsAfterRelease.includes(endpointKey(endpoint))
  );
}

/**
 * The body an endpoint reads in one docs version: as the reference commit reads it, or, for
 * the released version (`released` true), its `released` shape when it has one, otherwise the
 * same fields without those marked `nextVersion`. `undefined` when `src/data/restBodies.ts`
 * says nothing of the endpoint.
 */
export function bodyFor(
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  released = false,
): RestBody | undefined {
  const entry = bodyOf(endpoint);
  if (!entry) return undefined;
  if (!released) return entry.body;
  if (entry.released) return entry.released;
  if (entry.body.kind !== 'object') return entry.body;
  return {kind: 'object', fields: entry.body.fields.filter((f) => !f.nextVersion)};
}

/** The answer shape `src/data/restBodies.ts` gives for a read, or `undefined`. */
export function responseOf(endpoint: Pick<Endpoint, 'method' | 'path'>): RestResponse | undefined {
  return restResponses[endpointKey(endpoint)];
}

/** True for the methods that carry a body: POST, PATCH and PUT. */
export function isWrite({method}: Pick<Endpoint, 'method'>): boolean {
  return method === 'POST' || method === 'PATCH' || method === 'PUT';
}

/** A JSON value for a shell's single quotes: one line when short, indented otherwise. */
function shellJson(value: unknown): string {
  const line = JSON.stringify(value);
  const text = line.length <= 72 ? line : JSON.stringify(value, null, 2);
  return text.replace(/'/g, "'\\''");
}

/** A sample JSON value for a parameter of an apidoc type, for the curl example. */
function sample(type: string): string {
  const t = type.toLowerCase();
  if (t.startsWith('number') || t.startsWith('integer')) return '0';
  if (t.startsWith('boolean')) return 'true';
  if (t.endsWith('[]') || t.startsWith('array')) return '[]';
  if (t.startsWith('object')) return '{}';
  return '"VALUE"';
}

/**
 * A `curl` command calling an endpoint on a local Gladys: path parameters as
 * capitalised placeholders, the credential header its protection needs, and
 * the body `src/data/restBodies.ts` gives (its example as JSON, a raw file, or
 * nothing), as the released version reads it when `released` is true ({@link bodyFor}). Without an entry there, the documented top-level parameters go in
 * the query string (GET, DELETE) or a JSON body of placeholders.
 */
export function curlExample(endpoint: Endpoint, released = false): string {
  const url = `http://GLADYS_IP_ADDRESS${endpoint.path.replace(/:(\w+)/g, (_, n: string) => n.toUpperCase())}`;
  const topLevel = endpoint.params.filter((p) => !p.name.includes('.'));
  const inQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  const query =
    inQuery && topLevel.length ? `?${topLevel.map((p) => `${p.name}=VALUE`).join('&')}` : '';
  const lines = [`curl -X ${endpoint.method} "${url}${query}"`];
  const token: Partial<Record<string, string>> = {
    user: 'YOUR_ACCESS_TOKEN',
    admin: 'YOUR_ACCESS_TOKEN',
    integration: 'YOUR_INTEGRATION_TOKEN',
    alarm: 'YOUR_ALARM_TOKEN',
    reset: 'YOUR_RESET_TOKEN',
  };
  if (token[endpoint.auth]) lines.push(`-H "authorization: Bearer ${token[endpoint.auth]}"`);
  const body = inQuery ? undefined : bodyFor(endpoint, released);
  if (body?.kind === 'raw') {
    lines.push(`-H "Content-Type: ${body.contentType}"`, `--data-binary @${body.file}`);
  } else if (body && body.kind !== 'none') {
    lines.push('-H "Content-Type: application/json"', `-d '${shellJson(exampleBody(body))}'`);
  } else if (!body && !inQuery && topLevel.length) {
    const fields = topLevel.map((p) => `"${p.name}": ${sample(p.type)}`).join(', ');
    lines.push('-H "Content-Type: application/json"', `-d '{${fields}}'`);
  }
  return lines.join(' \\\n  ');
}
