#!/usr/bin/env node
// Static server for the built site, behaving like the production host
// (Cloudflare Pages): `/x/index.html` and `/x.html` redirect to `/x/`, a folder
// without its trailing slash redirects to it, and an unknown path gets the
// nearest 404.html (so /fr/… gets the French not-found page) with status 404.
//
// Usage: node tests/support/server.mjs [--port 3210] [--dir build]
import http from 'node:http';
import {createReadStream, existsSync, statSync} from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const port = Number(option('port', process.env.PORT ?? 3210));
const root = path.resolve(option('dir', 'build'));

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.ico': 'image/x-icon',
};

const isFile = (p) => existsSync(p) && statSync(p).isFile();
const isDir = (p) => existsSync(p) && statSync(p).isDirectory();

function send(res, status, file, headers = {}) {
  res.writeHead(status, {
    'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': 'no-cache',
    ...headers,
  });
  createReadStream(file).pipe(res);
}

function redirect(res, location) {
  res.writeHead(308, {Location: location});
  res.end();
}

/** The 404.html closest to the requested path, walking up to the root. */
function nearest404(urlPath) {
  let dir = path.join(root, urlPath);
  while (dir.startsWith(root)) {
    const candidate = path.join(dir, '404.html');
    if (isFile(candidate)) return candidate;
    if (dir === root) break;
    dir = path.dirname(dir);
  }
  return path.join(root, '404.html');
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let urlPath;
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
  const query = url.search;
  if (urlPath.endsWith('/index.html')) {
    return redirect(res, urlPath.slice(0, -'index.html'.length) + query);
  }
  if (urlPath.endsWith('.html') && !isFile(file)) {
    const bare = urlPath.slice(0, -'.html'.length);
    if (isDir(path.join(root, bare))) return redirect(res, `${bare}/${query}`);
  }
  if (urlPath.endsWith('/') && isFile(path.join(file, 'index.html'))) {
    return send(res, 200, path.join(file, 'index.html'));
  }
  if (!urlPath.endsWith('/') && isFile(file)) {
    return send(res, 200, file);
  }
  if (!urlPath.endsWith('/') && isDir(file) && isFile(path.join(file, 'index.html'))) {
    return redirect(res, `${urlPath}/${query}`);
  }
  return send(res, 404, nearest404(urlPath));
});

server.listen(port, 'localhost', () => {
  console.log(`Serving ${root} on http://localhost:${port}/`);
});
