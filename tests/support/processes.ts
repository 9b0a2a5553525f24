/**
 * Long-running commands in tests (the dev server, `npm run serve`): a free port, an npm script
 * started in its own process group with its last output lines kept for failure messages, polling
 * with a time limit, and a stop that leaves no process or open port behind.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** The repository root (tests run from it). */
export const siteDir = path.resolve('.');

/** A TCP port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once `check` returns true, polling it every half second.
 *
 * @throws Error `<what> after <n> s` once `limitMs` has passed, or what `check` throws.
 */
export async function until(
  check: () => Promise<boolean>,
  limitMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} after ${limitMs / 1000} s`);
}

/** A running npm script, with the last 40 lines it printed (for the failure message). */
export interface NpmProcess {
  child: ChildProcess;
  lines: string[];
  exited: Promise<void>;
}

/**
 * Starts `npm run <script> -- <args>` from the repository root in its own process group, so that
 * {@link stopNpm} stops what it started too (the bundler, the server).
 */
export function startNpm(script: string, args: readonly string[]): NpmProcess {
  const child = spawn('npm', ['run', script, '--', ...args], {
    cwd: siteDir,
    detached: true,
    env: {...process.env, BROWSER: 'none', FORCE_COLOR: '0'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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

/**
 * Stops a process started by {@link startNpm} with its whole group (SIGTERM, then SIGKILL after
 * 15 s), then waits until nothing answers on `port` any more.
 *
 * @throws Error when the port still answers 30 s later.
 */
export async function stopNpm(npm: NpmProcess, port: number): Promise<void> {
  if (npm.child.exitCode === null && npm.child.pid) {
    try {
      process.kill(-npm.child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await Promise.race([npm.exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    try {
      process.kill(-npm.child.pid, 'SIGKILL');
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

/**
 * Waits until `url` answers 200 while `npm` runs.
 *
 * @throws Error when the process exits first, or after `limitMs`.
 */
export function answers200(npm: NpmProcess, url: string, limitMs: number): Promise<void> {
  return until(
    async () => {
      if (npm.child.exitCode !== null)
        throw new Error(`the process exited with ${npm.child.exitCode}`);
      return fetch(url).then(
        (response) => response.status === 200,
        () => false,
      );
    },
    limitMs,
    `${url} did not answer 200`,
  );
}
