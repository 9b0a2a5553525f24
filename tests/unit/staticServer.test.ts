/**
 * The one static server (scripts/lib/server.ts), on a small folder: it applies `_redirects` and
 * `_headers` as the host does, answers an unknown path with the nearest 404.html, compresses with
 * brotli or gzip when asked, and serves a single-page application with `fallback: 'index'`.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {request} from 'node:http';
import {startServer} from '../../scripts/lib/server.ts';

let dir = '';

before(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  };
  write('index.html', '<h1>home</h1>');
  write('404.html', 'not found');
  write('fr/404.html', 'introuvable');
  write('docs/index.html', '<h1>docs</h1>');
  write('assets/app.js', 'console.log("app");'.repeat(50));
  write('_redirects', '/old/ /docs/ 301\n');
  write('_headers', '/*\n  X-Test: yes\n');
});

after(() => rmSync(dir, {recursive: true, force: true}));

/** GET `url` with headers; resolves to its status, headers and raw body. */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{status: number; headers: Record<string, unknown>; body: Buffer}>(
    (resolve, reject) => {
      request(url, {headers}, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks)}),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

test('the host’s rules: redirects, headers, folders, nearest 404', async () => {
  const {server, url} = await startServer({dir, port: 0, host: '127.0.0.1'});
  try {
    const moved = await get(`${url}/old/`);
    assert.equal(moved.status, 301);
    assert.equal(moved.headers.location, '/docs/');
    const docs = await get(`${url}/docs/`);
    assert.equal(docs.status, 200);
    assert.equal(docs.headers['x-test'], 'yes');
    assert.equal(docs.body.toString(), '<h1>docs</h1>');
    assert.equal((await get(`${url}/docs`)).status, 308);
    const missing = await get(`${url}/fr/nowhere/`);
    assert.equal(missing.status, 404);
    assert.equal(missing.body.toString(), 'introuvable');
    assert.equal((await get(`${url}/_headers`)).status, 404);
  } finally {
    server.close();
  }
});

test('compression: brotli by default, gzip when asked, none when the client does not accept it', async () => {
  for (const [compress, decode] of [
    [true, brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const) {
    const {server, url} = await startServer({dir, port: 0, host: '127.0.0.1', compress});
    try {
      const packed = await get(`${url}/assets/app.js`, {'accept-encoding': 'gzip, br'});
      assert.equal(packed.headers['content-encoding'], compress === true ? 'br' : 'gzip');
      assert.match(decode(packed.body).toString(), /^console\.log/);
      const plain = await get(`${url}/assets/app.js`);
      assert.equal(plain.headers['content-encoding'], undefined);
    } finally {
      server.close();
    }
  }
});

test('a single-page application gets index.html for unknown paths', async () => {
  const {server, url} = await startServer({dir, port: 0, host: '127.0.0.1', fallback: 'index'});
  try {
    const route = await get(`${url}/dashboard/settings`);
    assert.equal(route.status, 200);
    assert.equal(route.body.toString(), '<h1>home</h1>');
  } finally {
    server.close();
  }
});
