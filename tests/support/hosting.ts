/**
 * Reads `_headers` and `_redirects` files (Cloudflare Pages / Netlify format)
 * and answers which headers and which redirect apply to a request, the way
 * Cloudflare Pages does: a source matches the whole path (no trailing-slash
 * folding); `*` is a splat and `:name` a placeholder of one path segment;
 * fixed redirect sources win over patterns, then the first matching line wins;
 * every matching header rule applies, values of a repeated header are joined
 * with `, `, and `! Name` removes a header set by an earlier rule.
 */

/** One line of a `_redirects` file. */
export type RedirectRule = {
  /** Source path, or absolute `https://host/path` pattern. */
  from: string;
  /** Destination path or URL; may use `:splat` and placeholders. */
  to: string;
  /** HTTP status (301, 302, 303, 307 or 308; default 302 as on Cloudflare). */
  status: number;
  /** 1-based line number, for messages. */
  line: number;
};

/** One rule of a `_headers` file. */
export type HeadersFileRule = {
  /** Path pattern, or absolute `https://host/path` pattern. */
  pattern: string;
  /** Headers to set, in file order. */
  set: [name: string, value: string][];
  /** Header names removed (`! Name` lines). */
  detach: string[];
};

/** The answer for one redirect lookup. */
export type Redirect = {location: string; status: number};

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * Parses a `_redirects` file.
 *
 * @throws Error naming the line for a line without source and destination, or
 *   with a status other than 301, 302, 303, 307 or 308 (proxying `200` is not
 *   supported by Cloudflare Pages for external URLs and unused here).
 */
export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) {
      return;
    }
    const [from, to, code, ...rest] = line.split(/\s+/);
    if (!from || !to || rest.length > 0) {
      throw new Error(
        `_redirects line ${index + 1}: expected "source destination [status]", got "${line}"`,
      );
    }
    const status = code ? Number(code) : 302;
    if (!redirectStatuses.has(status)) {
      throw new Error(`_redirects line ${index + 1}: unsupported status "${code}"`);
    }
    rules.push({from, to, status, line: index + 1});
  });
  return rules;
}

/**
 * Parses a `_headers` file.
 *
 * @throws Error naming the line for a header line before any pattern, or a
 *   header line without `Name: value`.
 */
export function parseHeaders(text: string): HeadersFileRule[] {
  const rules: HeadersFileRule[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    if (!raw.trim() || raw.trim().startsWith('#')) {
      return;
    }
    if (!/^\s/.test(raw)) {
      rules.push({pattern: raw.trim(), set: [], detach: []});
      return;
    }
    const current = rules.at(-1);
    if (!current) {
      throw new Error(`_headers line ${index + 1}: header before any URL pattern`);
    }
    const line = raw.trim();
    if (line.startsWith('!')) {
      current.detach.push(line.slice(1).trim().toLowerCase());
      return;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) {
      throw new Error(`_headers line ${index + 1}: expected "Name: value", got "${line}"`);
    }
    current.set.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  });
  return rules;
}

/** True when a source has no splat or placeholder. */
function isFixed(source: string): boolean {
  return !source.includes('*') && !/:[A-Za-z]/.test(source.replace(/^https:\/\//, ''));
}

/** Compiles a source pattern to a regular expression with named groups. */
function compile(source: string): RegExp {
  const escape = (s: string) => s.replace(/[-/\\^$+?.()|[\]{}]/g, '\\$&');
  let pattern = source.split('*').map(escape).join('(?<splat>.*)');
  pattern = pattern.replace(
    /(?<=^https:\\\/\\\/[^/]*?):([A-Za-z]\w*)/g,
    (_m, name: string) => `(?<${name}>[^/.]+)`,
  );
  pattern = pattern.replace(/:([A-Za-z]\w*)/g, (_m, name: string) => `(?<${name}>[^/]+)`);
  return new RegExp(`^${pattern}$`);
}

/** Matches a rule's source against a request, returning its captured groups. */
function match(source: string, host: string, pathname: string): Record<string, string> | null {
  const subject = source.startsWith('https://') ? `https://${host}${pathname}` : pathname;
  const result = compile(source).exec(subject);
  return result ? {...result.groups} : null;
}

/**
 * The redirect for a request, or null.
 *
 * @param host the request's host name, without port
 * @param pathname the request's decoded path (no query string)
 */
export function findRedirect(
  rules: readonly RedirectRule[],
  host: string,
  pathname: string,
): Redirect | null {
  const candidates = [
    ...rules.filter((r) => isFixed(r.from)),
    ...rules.filter((r) => !isFixed(r.from)),
  ];
  for (const rule of candidates) {
    const groups = match(rule.from, host, pathname);
    if (!groups) {
      continue;
    }
    let location = rule.to.replace(
      /:([A-Za-z]\w*)/g,
      (whole, name: string) => groups[name] ?? whole,
    );
    if (!/^\w+:\/\//.test(location)) {
      location = location.replace(/\/+/g, '/');
    }
    return {location, status: rule.status};
  }
  return null;
}

/**
 * The headers `_headers` adds to a request's response, names lower-cased.
 *
 * @param host the request's host name, without port
 * @param pathname the request's decoded path (no query string)
 */
export function headersFor(
  rules: readonly HeadersFileRule[],
  host: string,
  pathname: string,
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!match(rule.pattern, host, pathname)) {
      continue;
    }
    for (const name of rule.detach) {
      delete headers[name];
    }
    for (const [name, value] of rule.set) {
      const key = name.toLowerCase();
      headers[key] = headers[key] ? `${headers[key]}, ${value}` : value;
    }
  }
  return headers;
}
