/**
 * `GET /api/tempo`: today's and tomorrow's EDF Tempo colours for the Tempo guide, served from the
 * site's own origin so that the reader's browser never calls another domain. A Cloudflare Pages
 * Function (file-based routing: this file answers `/api/tempo`).
 *
 * It calls one route only, `GET <TEMPO_UPSTREAM_URL>/edf/tempo/today` on the Gladys servers, which
 * relay RTE's colours; nothing in the request (path, query string, headers, body) changes what it
 * calls. Cloudflare keeps the upstream answer in its edge cache for ten minutes (`cf.cacheTtl`),
 * so most readers cost the Gladys servers nothing. It gives up after four seconds, checks the
 * answer (two colours from the allowed set and a `Date` header) and passes on only the two colours
 * and that time.
 *
 * Answers, all JSON:
 * - 200 `{today, tomorrow, asOf}` (see `TempoSnapshot`), cacheable for five minutes;
 * - 405 `method_not_allowed` for anything but GET (with `Allow: GET`);
 * - 503 `not_configured` when `TEMPO_UPSTREAM_URL` is unset or not an http(s) URL;
 * - 504 `upstream_timeout`, 502 `upstream_error` (network error or non-2xx status), 502
 *   `upstream_invalid` (the answer failed the checks), each with `Cache-Control: no-store`.
 * The page keeps the colours it was built with when this answers an error.
 */
import {
  parseTempoAnswer,
  tempoUpstreamPath,
  type TempoError,
  type TempoSnapshot,
} from '../../src/lib/tempo';

/** The Function's environment: variables set in the Pages project (or `wrangler pages dev --binding`). */
type Env = {
  /** Base URL of the Gladys servers, e.g. `https://api.gladysgateway.com`. */
  TEMPO_UPSTREAM_URL?: string;
};

/** The part of a Pages Function's context this handler reads. */
type Context = {request: Request; env: Env};

/** Cloudflare's fetch options for its edge cache (not in the standard RequestInit type). */
type EdgeRequestInit = RequestInit & {cf?: {cacheTtl: number; cacheEverything: boolean}};

/** How long the upstream may take, in milliseconds. */
const upstreamTimeoutMs = 4_000;

/** Largest upstream body read, in bytes: the real one is about 40. */
const maxBodyBytes = 4_096;

function json(body: TempoSnapshot | TempoError, status: number, headers: HeadersInit = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': status === 200 ? 'public, max-age=300' : 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  });
}

function upstreamUrl(base: string | undefined): string | null {
  if (!base?.trim()) {
    return null;
  }
  try {
    const url = new URL(base.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      return null;
    }
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}${tempoUpstreamPath}`;
  } catch {
    return null;
  }
}

/** Handles every method on `/api/tempo`; see the file's comment for the answers. */
export async function onRequest({request, env}: Context): Promise<Response> {
  if (request.method !== 'GET') {
    return json({error: 'method_not_allowed', message: 'Only GET is allowed here.'}, 405, {
      Allow: 'GET',
    });
  }
  const url = upstreamUrl(env.TEMPO_UPSTREAM_URL);
  if (!url) {
    return json(
      {error: 'not_configured', message: 'The source of the Tempo colours is not configured.'},
      503,
    );
  }
  let upstream: Response;
  try {
    const init: EdgeRequestInit = {
      headers: {Accept: 'application/json'},
      // A redirect is not followed: it is not the route this calls, so it counts as an error.
      redirect: 'manual',
      signal: AbortSignal.timeout(upstreamTimeoutMs),
      cf: {cacheTtl: 600, cacheEverything: true},
    };
    upstream = await fetch(url, init);
  } catch (error) {
    const name = (error as Error).name;
    return name === 'TimeoutError' || name === 'AbortError'
      ? json(
          {error: 'upstream_timeout', message: 'The Gladys servers did not answer in time.'},
          504,
        )
      : json({error: 'upstream_error', message: 'The Gladys servers could not be reached.'}, 502);
  }
  if (!upstream.ok) {
    await upstream.body?.cancel();
    return json(
      {error: 'upstream_error', message: `The Gladys servers answered ${upstream.status}.`},
      502,
    );
  }
  let snapshot: TempoSnapshot;
  try {
    const text = await upstream.text();
    if (text.length > maxBodyBytes) {
      throw new Error('the answer is too large');
    }
    snapshot = parseTempoAnswer(JSON.parse(text), upstream.headers.get('Date'));
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      return json(
        {error: 'upstream_timeout', message: 'The Gladys servers did not answer in time.'},
        504,
      );
    }
    return json(
      {
        error: 'upstream_invalid',
        message: `The Gladys servers' answer was not usable: ${(error as Error).message}.`,
      },
      502,
    );
  }
  return json({today: snapshot.today, tomorrow: snapshot.tomorrow, asOf: snapshot.asOf}, 200);
}
