import {sinceByVersion, type SinceTable} from '../data/sinceVersions';
import {myGladysScreens, type MyGladysScreen} from '../data/myGladys';

/** localStorage key of the reader's Gladys address; the address is kept nowhere else. */
export const addressStorageKey = 'gladys.myGladys.address';

/** Why an address was refused. */
export type AddressProblem = 'empty' | 'scheme' | 'invalid' | 'credentials';

/** {@link parseAddress}'s answer: the address to store (an origin), or why it was refused. */
export type AddressResult = {ok: true; address: string} | {ok: false; problem: AddressProblem};

/**
 * Reads the address a reader typed for their Gladys. Only `http:` and `https:` URLs pass, without
 * a user name or password; what is kept is the origin (`http://192.168.1.20:8080`), since every
 * route of the product's front starts at its root.
 *
 * @param input what the reader typed
 * @returns the origin, or the problem: `empty`, `scheme` (no or another scheme, e.g.
 *   `192.168.1.20` or `ftp://…`), `invalid` (not a URL), `credentials` (user or password in it)
 */
export function parseAddress(input: string): AddressResult {
  const text = input.trim();
  if (!text) return {ok: false, problem: 'empty'};
  if (!/^https?:\/\//i.test(text)) return {ok: false, problem: 'scheme'};
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return {ok: false, problem: 'invalid'};
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return {ok: false, problem: 'scheme'};
  if (!url.hostname) return {ok: false, problem: 'invalid'};
  if (url.username || url.password) return {ok: false, problem: 'credentials'};
  return {ok: true, address: url.origin};
}

/**
 * The name a `/my/` URL asks for: `?name=` first, else the path segment after `my/`
 * (`/my/zigbee2mqtt-setup/`, `/fr/my/zigbee2mqtt-setup/`). Null for the bare `/my/` page.
 */
export function requestedName(pathname: string, search: string): string | null {
  const fromQuery = new URLSearchParams(search).get('name');
  if (fromQuery !== null) return fromQuery.trim();
  const fromPath = pathname.match(/\/my\/([^/]+)\/?$/)?.[1];
  return fromPath ? decodeURIComponent(fromPath) : null;
}

/** The screen of a name, or undefined for a name the site does not know. */
export function findScreen(name: string): MyGladysScreen | undefined {
  return myGladysScreens.find((screen) => screen.name === name);
}

/**
 * Whether a route came after the last release (it opens only on the next version), from the
 * product's route list in src/data/product/since.json (`'next'`).
 * @param table a docs version's since extract (src/data/sinceVersions.ts); by default the next
 *   version's. A release's extract dates no route `next`, so its docs show no badge.
 */
export function isNextVersion(route: string, table: SinceTable = sinceByVersion.current!): boolean {
  return table.routes[route] === 'next';
}

/**
 * Whether a docs version's product has a route (a button of that version's docs must open a
 * screen its Gladys has), from that version's since extract.
 */
export function hasRoute(route: string, table: SinceTable): boolean {
  return route in table.routes;
}

/** {@link screenTarget}'s answer: the URL to open, or the parameter that is missing or malformed. */
export type TargetResult =
  | {ok: true; url: string}
  | {ok: false; problem: 'missing' | 'malformed'; param: string; example: string};

/**
 * The URL that opens a screen in the reader's Gladys: the stored address (an origin from
 * {@link parseAddress}) and the screen's route, its `:segments` filled from the query string after
 * each value matched its pattern. Nothing of the URL the reader came from is used but those
 * checked values, so the destination is always the reader's own Gladys.
 *
 * @param address an origin returned by {@link parseAddress}
 * @param screen the screen asked for
 * @param search the query string of the `/my/` URL
 */
export function screenTarget(
  address: string,
  screen: MyGladysScreen,
  search: string,
): TargetResult {
  const route = screenRoute(screen, search);
  return route.ok ? {ok: true, url: `${address}${route.route}`} : route;
}

/**
 * A screen's route with its `:segments` filled from the query string, each value checked against
 * its pattern first; or the parameter that is missing or malformed. Needs no address, so the page
 * names a bad parameter before the reader has given one.
 */
export function screenRoute(
  screen: MyGladysScreen,
  search: string,
):
  | {ok: true; route: string}
  | {ok: false; problem: 'missing' | 'malformed'; param: string; example: string} {
  const query = new URLSearchParams(search);
  let route = screen.route;
  for (const [param, {pattern, fills, example}] of Object.entries(screen.params ?? {})) {
    const value = query.get(param);
    if (value === null || value === '') return {ok: false, problem: 'missing', param, example};
    if (!pattern.test(value)) return {ok: false, problem: 'malformed', param, example};
    const parts = value.split('/');
    fills.forEach((segment, i) => {
      route = route.replace(`:${segment}`, encodeURIComponent(parts[i] ?? ''));
    });
  }
  return {ok: true, route};
}
