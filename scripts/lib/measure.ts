/**
 * What the subcommands of `npm run bench` (scripts/bench.ts) share: statistics and formats of
 * figures, production builds timed under `/usr/bin/time -v`, the dev server from empty caches,
 * bytes on the wire through the DevTools protocol, and the results folder.
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type {Page} from '@playwright/test';

/** The site's root. */
export const root = path.resolve(import.meta.dirname, '../..');
/** Where every benchmark writes its JSON (ignored by git). */
export const resultsDir = path.join(root, 'bench-results');
/** The site's production build, as `npm run build` writes it. */
export const buildDir = path.join(root, 'build');

/** Median of numbers (the middle one, or the lower middle of an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** The `p`th percentile (nearest rank) of numbers; `p` from 0 to 100. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Bytes as `12.3 KB`. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** Milliseconds as `12.3 ms`. */
export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** `a / b` rounded to two decimals, or null when either figure is missing or zero. */
export function ratio(a: unknown, b: unknown): number | null {
  return typeof a === 'number' && typeof b === 'number' && a && b
    ? Math.round((a / b) * 100) / 100
    : null;
}

/** The process's environment without any outside service or test route: production settings. */
export function productionEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) => !/^(ALGOLIA_|CONTACT_|ANALYTICS_|GLADYS_)/.test(name),
      ),
    ),
    ...extra,
  };
}

/** Deletes what a cold build or a cold dev server must not find in a site's folder. */
export function clearCaches(dir: string): void {
  for (const sub of ['.docusaurus', 'node_modules/.cache', 'build'])
    rmSync(path.join(dir, sub), {recursive: true, force: true});
}

/** Every HTML file under a folder. */
export function countHtml(dir: string): number {
  return readdirSync(dir, {recursive: true}).filter((file) => String(file).endsWith('.html'))
    .length;
}

/** Removes terminal colour codes. */
const stripAnsi = (text: string) =>
  text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');

/** One production build, timed. */
export type TimedBuild = {
  /** Wall-clock seconds. */
  seconds: number;
  /** User and system CPU seconds of every process of the build. */
  cpuSeconds: number;
  /** Peak resident memory of the largest process, in MB (ours runs a process per locale). */
  peakMemoryMB: number;
  /** Seconds spent in `postBuild` hooks (DOCUSAURUS_PERF_LOGGER), over the wall time. */
  postBuildShare: number;
  /** The perf logger's lines, without colours. */
  phases: string[];
};

/**
 * Runs a site's own `npm run build` under `/usr/bin/time -v`, with the perf logger on.
 *
 * @param dir the site's folder
 * @param args arguments after `--` (`--out-dir x`)
 * @param env the build's environment (see {@link productionEnv})
 * @throws Error with the build's output when it fails
 */
export function timedBuild(dir: string, args: string[], env: NodeJS.ProcessEnv): TimedBuild {
  const run = spawnSync('/usr/bin/time', ['-v', 'npm', 'run', 'build', '--', ...args], {
    cwd: dir,
    env: {...env, DOCUSAURUS_PERF_LOGGER: 'true'},
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`build failed in ${dir}:\n${run.stdout}\n${run.stderr}`);
  const output = `${run.stdout}\n${run.stderr}`;
  const field = (pattern: RegExp) => {
    const match = pattern.exec(run.stderr);
    if (!match) throw new Error(`/usr/bin/time -v printed no ${pattern.source}`);
    return match[1]!;
  };
  const wall = field(/Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)/)
    .split(':')
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0);
  const cpu =
    Number(field(/User time \(seconds\): ([\d.]+)/)) +
    Number(field(/System time \(seconds\): ([\d.]+)/));
  const postBuild = [...output.matchAll(/Build > \w+ > postBuild\(\) - ([\d.]+) (ms|seconds)/g)]
    .map(([, value, unit]) => Number(value) / (unit === 'ms' ? 1000 : 1))
    .reduce((a, b) => a + b, 0);
  return {
    seconds: Math.round(wall * 10) / 10,
    cpuSeconds: Math.round(cpu * 10) / 10,
    peakMemoryMB: Math.round(Number(field(/Maximum resident set size \(kbytes\): (\d+)/)) / 1024),
    postBuildShare: Number((postBuild / wall).toFixed(2)),
    phases: output
      .split('\n')
      .filter((line) => line.includes('[PERF]'))
      .map((line) => stripAnsi(line).trim()),
  };
}

/**
 * Builds the site into `build/` unless the files a benchmark needs are there already.
 *
 * @param needs files under `build/` that must exist
 * @param rebuild build even when they do
 * @param args arguments of `docusaurus build` (`--locale en`)
 * @throws Error when the build fails
 */
export function ensureBuild(needs: string[], rebuild: boolean, args: string[] = []): void {
  if (!rebuild && needs.every((file) => existsSync(path.join(buildDir, file)))) {
    console.log('Reusing build/ (pass --rebuild to build again).');
    return;
  }
  console.log(`Building the site (docusaurus build ${args.join(' ')})…`);
  const result = spawnSync('npx', ['docusaurus', 'build', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: productionEnv(),
  });
  if (result.status !== 0) throw new Error('docusaurus build failed');
}

/** A TCP port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A dev server started by {@link startDevServer}. */
export type DevServer = {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** `Date.now()` when it was started. */
  started: number;
  /**
   * Waits until `pathname` answers 200, polling every 200 ms.
   * @returns ms since the start, or null when the server stopped first (a crash at start-up)
   * @throws Error after ten minutes without an answer
   */
  firstAnswer: (pathname: string) => Promise<number | null>;
  /** Stops the server and every process it started. */
  stop: () => void;
};

/** Starts `docusaurus start` in a site's folder from empty caches, on a free port. */
export async function startDevServer(dir: string, env: NodeJS.ProcessEnv): Promise<DevServer> {
  clearCaches(dir);
  const port = await freePort();
  const started = Date.now();
  const child = spawn(
    'npx',
    ['docusaurus', 'start', '--port', String(port), '--no-open', '--host', '127.0.0.1'],
    {
      cwd: dir,
      env: {...env, NODE_ENV: 'development', BROWSER: 'none'},
      stdio: 'ignore',
      detached: true,
    },
  );
  let exited = false;
  child.once('exit', () => (exited = true));
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    started,
    async firstAnswer(pathname) {
      const ok = () =>
        fetch(`${origin}${pathname}`).then(
          (response) => response.ok,
          () => false,
        );
      while (!(await ok())) {
        if (exited) return null;
        if (Date.now() - started > 10 * 60_000)
          throw new Error(`${dir}: dev server never answered`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return Date.now() - started;
    },
    stop() {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already stopped
      }
    },
  };
}

/** One request a {@link NetworkMeter} saw. */
export type MeteredRequest = {url: string; type: string | undefined; bytes: number; done: boolean};

/** Bytes and requests of a page, as the DevTools protocol reports them. */
export type NetworkMeter = {
  /** Every request by its id, with its bytes on the wire once finished. */
  requests: Map<string, MeteredRequest>;
  /** Requests not finished yet. */
  inFlight: Set<string>;
  /** Every requested URL, in order. */
  urls: string[];
  /** Bytes received on the wire (encoded) so far. */
  wire: number;
  /** Bytes received after decoding so far. */
  body: number;
};

/** Starts counting a page's requests and bytes (call before loading it). */
export async function networkMeter(page: Page): Promise<NetworkMeter> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const meter: NetworkMeter = {
    requests: new Map(),
    inFlight: new Set(),
    urls: [],
    wire: 0,
    body: 0,
  };
  cdp.on('Network.requestWillBeSent', (event) => {
    meter.inFlight.add(event.requestId);
    meter.urls.push(event.request.url);
    meter.requests.set(event.requestId, {
      url: event.request.url,
      type: event.type,
      bytes: 0,
      done: false,
    });
  });
  cdp.on('Network.dataReceived', (event) => (meter.body += event.dataLength));
  cdp.on('Network.loadingFinished', (event) => {
    meter.inFlight.delete(event.requestId);
    meter.wire += event.encodedDataLength;
    const request = meter.requests.get(event.requestId);
    if (request) Object.assign(request, {bytes: event.encodedDataLength, done: true});
  });
  cdp.on('Network.loadingFailed', (event) => {
    meter.inFlight.delete(event.requestId);
    meter.requests.delete(event.requestId);
  });
  return meter;
}

/** The short hash of the checked-out commit. */
export function currentCommit(): string {
  return spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: root,
    encoding: 'utf8',
  }).stdout.trim();
}

/** Writes a benchmark's figures as JSON under `bench-results/`; returns the file's path. */
export function writeResults(name: string, data: unknown): string {
  mkdirSync(resultsDir, {recursive: true});
  const file = path.join(resultsDir, name);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}
