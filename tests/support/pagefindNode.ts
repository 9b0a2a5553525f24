/**
 * Pagefind's own search module (`pagefind.js`, the one browsers load) run in
 * Node over a built index, for tests that rank real results without a
 * browser. The module fetches its WebAssembly and index chunks with `fetch`,
 * which in Node cannot read `file:` URLs: while a search runs, `fetch` of a
 * URL under the index folder reads the file; other URLs go to Node's fetch.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {PagefindApi} from '../../src/plugins/search/client/pagefind.ts';

let fetchWrapped = false;
const folders = new Set<string>();

/** Serves `file:` URLs under the registered index folders; the rest goes to Node's own `fetch`. */
function wrapFetch(): void {
  if (fetchWrapped) return;
  fetchWrapped = true;
  const nodeFetch = globalThis.fetch;
  globalThis.fetch = async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.protocol !== 'file:') return nodeFetch(input, init);
    const file = decodeURIComponent(url.pathname);
    if (![...folders].some((folder) => file.startsWith(folder)) || !existsSync(file))
      return new Response('not found', {status: 404});
    const type = file.endsWith('.pagefind') ? 'application/wasm' : 'application/octet-stream';
    return new Response(readFileSync(file), {headers: {'content-type': type}});
  };
}

/**
 * Loads the Pagefind module of a built index.
 *
 * @param indexDir the index folder, such as `build/pagefind` or `build/fr/pagefind`
 * @returns the module, not yet configured (the backend calls `options` and `init`)
 * @throws Error naming the folder when it holds no `pagefind.js`
 */
export async function loadPagefind(indexDir: string): Promise<PagefindApi> {
  const folder = path.resolve(indexDir);
  const entry = path.join(folder, 'pagefind.js');
  if (!existsSync(entry)) throw new Error(`No search index in ${folder}: build the site first`);
  folders.add(`${folder}${path.sep}`);
  wrapFetch();
  // A query string per folder: each index gets its own module instance.
  return (await import(
    `${pathToFileURL(entry).href}?index=${encodeURIComponent(folder)}`
  )) as PagefindApi;
}
