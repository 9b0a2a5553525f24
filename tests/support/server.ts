/**
 * Static server for the built site that behaves like the production host
 * (Cloudflare Pages):
 *
 * - `build/_redirects` applies first (so legacy URLs redirect as in production);
 * - the headers of `build/_headers` are added to every response, so the
 *   Content-Security-Policy is enforced in the browser during the tests;
 * - `/x/index.html` and `/x.html` redirect to `/x/`, a folder without its
 *   trailing slash redirects to it;
 * - an unknown path gets the nearest 404.html (so /fr/… gets the French
 *   not-found page) with status 404; `_headers` and `_redirects` are never served.
 *
 * Command line (used by playwright.config.ts):
 *   node --import tsx tests/support/server.ts [--dir build] [--port 3210] [--host localhost]
 */
import {createServer, type Server, type ServerResponse} from 'node:http';
import {createReadStream, existsSync, readFileSync, statSync} from 'node:fs';
import {brotliCompressSync, constants as zlibConstants} from 'node:zlib';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {findRedirect, headersFor, parseHeaders, parseRedirects} from './hosting';

/** Options of {@link startServer}. */
export type ServerOptions = {
  /** Folder to serve (the build output). */
  dir: string;
  /** TCP port; 0 picks a free one. */
  port: number;
  /** Interface to listen on. */
  host?: string;
  /**
   * Brotli-compress text responses for clients that accept it, as the host
   * does (used by the benchmark, so transfer sizes match production).
   */
  compress?: boolean;
};

/** Content types by file extension, for the local servers of tests and scripts. */
export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.wasm': 'application/wasm',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};

const isFile = (p: string) => existsSync(p) && statSync(p).isFile();
const isDir = (p: string) => existsSync(p) && statSync(p).isDirectory();

/** Reads a hosting file of the build, or '' when it is missing. */
function readHostingFile(dir: string, name: string): string {
  const file = path.join(dir, name);
  return isFile(file) ? readFileSync(file, 'utf8') : '';
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
  compress = false,
}: ServerOptions): Promise<{server: Server; url: string}> {
  const root = path.resolve(dir);
  const headerRules = parseHeaders(readHostingFile(root, '_headers'));
  const redirectRules = parseRedirects(readHostingFile(root, '_redirects'));

  /** The 404.html closest to the requested path, walking up to the root. */
  const nearest404 = (urlPath: string) => {
    let folder = path.join(root, urlPath);
    while (folder.startsWith(root)) {
      const candidate = path.join(folder, '404.html');
      if (isFile(candidate)) return candidate;
      if (folder === root) break;
      folder = path.dirname(folder);
    }
    return path.join(root, '404.html');
  };
  const compressed = new Map<string, Buffer>();
  const compressible = /\.(html|js|css|json|xml|svg|txt|md|wasm|webmanifest)$/;
  const send = (res: ServerResponse, status: number, file: string, acceptEncoding: string) => {
    // A Content-Type from _headers wins, as on Cloudflare Pages.
    const type =
      (res.getHeader('Content-Type') as string | undefined) ??
      contentTypes[path.extname(file)] ??
      'application/octet-stream';
    if (compress && compressible.test(file) && /\bbr\b/.test(acceptEncoding)) {
      let body = compressed.get(file);
      if (!body) {
        body = brotliCompressSync(readFileSync(file), {
          params: {[zlibConstants.BROTLI_PARAM_QUALITY]: 9},
        });
        compressed.set(file, body);
      }
      res.writeHead(status, {
        'Content-Type': type,
        'Content-Encoding': 'br',
        'Content-Length': body.length,
        Vary: 'Accept-Encoding',
      });
      res.end(body);
      return;
    }
    res.writeHead(status, {'Content-Type': type});
    createReadStream(file).pipe(res);
  };
  const redirect = (res: ServerResponse, status: number, location: string) => {
    res.writeHead(status, {Location: location}).end();
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const hostName = (req.headers.host ?? 'localhost').replace(/:\d+$/, '');
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    const file = path.join(root, urlPath);
    if (!file.startsWith(root)) {
      res.writeHead(403).end('Forbidden');
      return;
    }
    // The host's default: revalidate; _headers may override it (hashed assets).
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    for (const [name, value] of Object.entries(headersFor(headerRules, hostName, urlPath))) {
      res.setHeader(name, value);
    }
    const rule = findRedirect(redirectRules, hostName, urlPath);
    if (rule) return redirect(res, rule.status, rule.location);
    const query = url.search;
    const encoding = String(req.headers['accept-encoding'] ?? '');
    if (/^\/(?:[^/]+\/)?_(headers|redirects)$/.test(urlPath))
      return send(res, 404, nearest404(urlPath), encoding);
    if (urlPath.endsWith('/index.html'))
      return redirect(res, 308, urlPath.slice(0, -'index.html'.length) + query);
    if (urlPath.endsWith('.html') && !isFile(file)) {
      const bare = urlPath.slice(0, -'.html'.length);
      if (isDir(path.join(root, bare))) return redirect(res, 308, `${bare}/${query}`);
    }
    if (urlPath.endsWith('/') && isFile(path.join(file, 'index.html')))
      return send(res, 200, path.join(file, 'index.html'), encoding);
    if (!urlPath.endsWith('/') && isFile(file)) return send(res, 200, file, encoding);
    if (!urlPath.endsWith('/') && isDir(file) && isFile(path.join(file, 'index.html'))) {
      return redirect(res, 308, `${urlPath}/${query}`);
    }
    return send(res, 404, nearest404(urlPath), encoding);
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
export function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = option('dir', 'build');
  startServer({
    dir,
    port: Number(option('port', process.env.PORT ?? '3210')),
    host: option('host', 'localhost'),
  }).then(
    ({url}) => console.log(`Serving ${dir} with its _headers and _redirects at ${url}/`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
