/**
 * The writer's loop, as the README gives it: `npm start` and `npm run start:fr` serve the docs from
 * an empty cache, render a doc, and show a saved change without a restart. Each server runs alone
 * (both would write the same `.docusaurus/`), on a free port, and is stopped with its whole process
 * group whatever happens. A failure prints the server's last lines.
 */
import {after, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, type ChildProcess} from 'node:child_process';
import {readFileSync, rmSync, writeFileSync} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {chromiumFlags, chromiumPath} from '../../scripts/lib/chromium';

const siteDir = path.resolve(import.meta.dirname, '../..');
/** How long a server may take to compile its first page: generous, for a loaded 2-core machine. */
const startLimitMs = 8 * 60_000;
/** How long a saved change may take to reach the page. */
const reloadLimitMs = 2 * 60_000;

/** The doc each locale's check opens: the docs' home page (slug `/`), and the file behind it. */
const servers = [
  {script: 'start', docsPath: '/docs/', file: 'docs/installation/hardware.md'},
  {
    script: 'start:fr',
    docsPath: '/fr/docs/',
    file: 'i18n/fr/docusaurus-plugin-content-docs/current/installation/hardware.md',
  },
] as const;

/** The `title` of a doc's front matter. */
function titleOf(source: string): string {
  const title = source.match(/^title:\s*(.+)$/m)?.[1]?.trim();
  if (!title) throw new Error('the doc has no title in its front matter');
  return title.replace(/^(['"])(.*)\1$/, '$2');
}

/** A TCP port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `check` returns true, polling it; rejects with `what` after `limitMs`. */
async function until(check: () => Promise<boolean>, limitMs: number, what: string): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} after ${limitMs / 1000} s`);
}

/** A dev server, with the last lines it printed (kept for the failure message). */
interface DevServer {
  child: ChildProcess;
  lines: string[];
  exited: Promise<void>;
}

function startServer(script: string, port: number): DevServer {
  const child = spawn(
    'npm',
    ['run', script, '--', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {
      cwd: siteDir,
      detached: true, // its own process group, so that stopping it stops the bundler too
      env: {...process.env, BROWSER: 'none', FORCE_COLOR: '0'},
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {child, lines, exited};
}

async function stopServer(server: DevServer, port: number): Promise<void> {
  if (server.child.exitCode === null && server.child.pid) {
    try {
      process.kill(-server.child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    try {
      process.kill(-server.child.pid, 'SIGKILL');
    } catch {
      // stopped by SIGTERM
    }
  }
  await until(
    () =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        socket.once('connect', () => (socket.destroy(), resolve(false)));
        socket.once('error', () => resolve(true));
      }),
    30_000,
    `port ${port} still answers once the server is stopped`,
  );
}

let browser: Browser | undefined;
after(async () => browser?.close());

describe('the writer loop: dev server', {concurrency: 1}, () => {
  for (const {script, docsPath, file} of servers) {
    test(
      `npm run ${script} serves ${docsPath} and shows a saved change`,
      {timeout: startLimitMs + reloadLimitMs + 120_000},
      async () => {
        // An empty cache: what Docusaurus generated and what the bundler kept.
        rmSync(path.join(siteDir, '.docusaurus'), {recursive: true, force: true});
        rmSync(path.join(siteDir, 'node_modules/.cache/rspack'), {recursive: true, force: true});
        const port = await freePort();
        const server = startServer(script, port);
        const docFile = path.join(siteDir, file);
        const original = readFileSync(docFile, 'utf8');
        const url = `http://127.0.0.1:${port}${docsPath}`;
        try {
          await until(
            async () => {
              if (server.child.exitCode !== null)
                throw new Error(`the server exited with ${server.child.exitCode}`);
              return fetch(url).then(
                (response) => response.status === 200,
                () => false,
              );
            },
            startLimitMs,
            `${url} did not answer 200`,
          );
          browser ??= await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
          const page = await browser.newPage();
          await page.goto(url);
          const heading = page.locator('article h1').first();
          await heading.waitFor({timeout: startLimitMs});
          assert.equal((await heading.textContent())?.trim(), titleOf(original));

          const marker = `Writer loop check ${Date.now()}`;
          writeFileSync(docFile, `${original}\n${marker}\n`);
          await page.getByText(marker).waitFor({timeout: reloadLimitMs});
          await page.close();
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          throw new Error(
            `${message}\n--- last lines of npm run ${script} ---\n${server.lines.join('\n')}`,
          );
        } finally {
          writeFileSync(docFile, original);
          await stopServer(server, port);
        }
      },
    );
  }
});
