/**
 * A small static server for the built site that behaves like Cloudflare
 * Pages: it applies `build/_redirects` before looking for a file, adds the
 * headers of `build/_headers` to every response (so the Content-Security-Policy
 * is enforced in the browser), serves `/x/` from `x/index.html`, answers
 * unknown paths with `404.html` and status 404, and never serves the
 * `_headers` and `_redirects` files themselves.
 *
 * Command line (used by playwright.config.ts):
 *   npx tsx tests/support/server.ts [--dir build] [--port 3210] [--host localhost]
 */
import {createServer, type Server} from 'node:http';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import serveHandler from 'serve-handler';
import {findRedirect, headersFor, parseHeaders, parseRedirects} from './hosting';

/** Options of {@link startServer}. */
export type ServerOptions = {
  /** Folder to serve (the build output). */
  dir: string;
  /** TCP port; 0 picks a free one. */
  port: number;
  /** Interface to listen on. */
  host?: string;
};

/** Reads a hosting file of the build, or '' when it is missing. */
function readHostingFile(dir: string, name: string): string {
  const file = path.join(dir, name);
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/**
 * Starts the server. The hosting files are read once, at start.
 *
 * @returns the listening server and its base URL (`http://host:port`).
 * @throws Error when `_headers` or `_redirects` is malformed.
 */
export async function startServer({
  dir,
  port,
  host = 'localhost',
}: ServerOptions): Promise<{server: Server; url: string}> {
  const root = path.resolve(dir);
  const headerRules = parseHeaders(readHostingFile(root, '_headers'));
  const redirectRules = parseRedirects(readHostingFile(root, '_redirects'));

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const hostName = (req.headers.host ?? 'localhost').replace(/:\d+$/, '');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    for (const [name, value] of Object.entries(headersFor(headerRules, hostName, pathname))) {
      res.setHeader(name, value);
    }
    const redirect = findRedirect(redirectRules, hostName, pathname);
    if (redirect) {
      res.writeHead(redirect.status, {Location: redirect.location}).end();
      return;
    }
    if (/^\/(?:[^/]+\/)?_(headers|redirects)$/.test(pathname)) {
      const notFound = path.join(root, '404.html');
      res
        .writeHead(404, {'Content-Type': 'text/html; charset=utf-8'})
        .end(existsSync(notFound) ? readFileSync(notFound) : '');
      return;
    }
    serveHandler(req, res, {
      public: root,
      cleanUrls: true,
      trailingSlash: true,
      directoryListing: false,
    }).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {server, url: `http://${host}:${actualPort}`};
}

/** Value of a `--name value` command-line option. */
function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  startServer({
    dir: option('dir', 'build'),
    port: Number(option('port', '3210')),
    host: option('host', 'localhost'),
  }).then(
    ({url}) =>
      console.log(`Serving ${option('dir', 'build')} with its _headers and _redirects at ${url}/`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
