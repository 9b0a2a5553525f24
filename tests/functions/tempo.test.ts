/**
 * The Tempo endpoint (`functions/api/tempo.ts`) run by Cloudflare's own local runtime:
 * `wrangler pages dev` (workerd) serves the project's `functions/` folder, with
 * `TEMPO_UPSTREAM_URL` pointing at a local stand-in for the Gladys servers
 * (`tests/support/tempoGateway.ts`). Nothing here reaches the internet: the upstream is local and
 * wrangler's lookup of Cloudflare's request metadata is switched off.
 *
 * Ports: WRANGLER_PORT (default 8790) and the next one for wrangler's inspector.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {siteDir, until} from '../support/processes.ts';
import {startTempoGateway, type TempoGateway} from '../support/tempoGateway.ts';
import {onRequest} from '../../functions/api/tempo.ts';

const port = Number(process.env.WRANGLER_PORT ?? 8790);
const endpoint = `http://127.0.0.1:${port}/api/tempo`;

let gateway: TempoGateway;
let wrangler: ChildProcess;
let staticDir: string;
const output: string[] = [];

before(async () => {
  gateway = await startTempoGateway();
  staticDir = mkdtempSync(path.join(tmpdir(), 'tempo-function-'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>test</title>');
  wrangler = spawn(
    'npx',
    [
      'wrangler',
      'pages',
      'dev',
      staticDir,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(port + 1),
      '--compatibility-date',
      '2025-06-01',
      '--binding',
      `TEMPO_UPSTREAM_URL=${gateway.url}`,
    ],
    {
      cwd: siteDir,
      detached: true,
      env: {
        ...process.env,
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        WRANGLER_SEND_METRICS: 'false',
        FORCE_COLOR: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const keep = (chunk: Buffer) => output.push(chunk.toString());
  wrangler.stdout?.on('data', keep);
  wrangler.stderr?.on('data', keep);
  try {
    await until(
      async () => {
        if (wrangler.exitCode !== null)
          throw new Error(`wrangler exited with ${wrangler.exitCode}`);
        // Ready once the Function itself answers (wrangler bundles it on the first request).
        return fetch(endpoint).then(
          (response) =>
            Boolean(response.headers.get('content-type')?.startsWith('application/json')),
          () => false,
        );
      },
      90_000,
      'wrangler pages dev did not start',
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${output.join('').slice(-3000)}`);
  }
});

after(async () => {
  if (wrangler?.pid && wrangler.exitCode === null) {
    const exited = new Promise((resolve) => wrangler.once('exit', resolve));
    process.kill(-wrangler.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    try {
      process.kill(-wrangler.pid, 'SIGKILL');
    } catch {
      // stopped by SIGTERM
    }
  }
  await gateway?.close();
  if (staticDir) rmSync(staticDir, {recursive: true, force: true});
});

/** Calls the endpoint and returns the status, the headers and the parsed body. */
async function call(url = endpoint, init: RequestInit = {}) {
  const response = await fetch(url, init);
  return {status: response.status, headers: response.headers, body: await response.json()};
}

test('a good upstream answer gives the two colours and their time, and nothing else', async () => {
  gateway.set('good');
  const before = gateway.requests.length;
  const {status, headers, body} = await call();
  assert.equal(status, 200);
  assert.match(headers.get('content-type') ?? '', /^application\/json/);
  assert.deepEqual(Object.keys(body).sort(), ['asOf', 'today', 'tomorrow']);
  assert.equal(body.today, 'blue');
  assert.equal(body.tomorrow, 'white');
  assert.ok(Math.abs(Date.parse(body.asOf) - Date.now()) < 60_000, `asOf ${body.asOf} is now`);
  assert.deepEqual(gateway.requests.slice(before), [{method: 'GET', url: '/edf/tempo/today'}]);
});

test('a hostile query string changes nothing in what is called', async () => {
  gateway.set('good');
  const before = gateway.requests.length;
  const {status, body} = await call(
    `${endpoint}?url=http://169.254.169.254/&path=../edf/tempo/historical&take=9999`,
  );
  assert.equal(status, 200);
  assert.equal(body.today, 'blue');
  assert.deepEqual(gateway.requests.slice(before), [{method: 'GET', url: '/edf/tempo/today'}]);
});

test('another method is refused with 405 and calls nobody', async () => {
  const before = gateway.requests.length;
  const {status, headers, body} = await call(endpoint, {method: 'POST', body: '{}'});
  assert.equal(status, 405);
  assert.equal(headers.get('allow'), 'GET');
  assert.equal(body.error, 'method_not_allowed');
  assert.equal(gateway.requests.length, before);
});

test('an upstream error becomes a 502 that is not cached', async () => {
  gateway.set('error');
  const {status, headers, body} = await call();
  assert.equal(status, 502);
  assert.equal(body.error, 'upstream_error');
  assert.equal(headers.get('cache-control'), 'no-store');
});

test('a malformed upstream answer is refused and none of it is passed on', async () => {
  gateway.set('malformed');
  const response = await fetch(endpoint);
  const text = await response.text();
  assert.equal(response.status, 502);
  assert.equal(JSON.parse(text).error, 'upstream_invalid');
  assert.doesNotMatch(text, /purple|<script>/);
});

test('an upstream that never answers is given up after a few seconds', async () => {
  gateway.set('hang');
  const started = Date.now();
  const {status, body} = await call();
  const seconds = (Date.now() - started) / 1000;
  assert.equal(status, 504);
  assert.equal(body.error, 'upstream_timeout');
  assert.ok(seconds < 10, `answered after ${seconds} s`);
});

test('without TEMPO_UPSTREAM_URL the handler answers 503 and calls nobody', async () => {
  const before = gateway.requests.length;
  const response = await onRequest({request: new Request(endpoint), env: {}});
  assert.equal(response.status, 503);
  assert.equal(((await response.json()) as {error: string}).error, 'not_configured');
  assert.equal(gateway.requests.length, before);
});
