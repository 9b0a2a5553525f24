/**
 * `npm run store:refresh` (scripts/store-refresh.ts) against a local copy of the store: a valid
 * index, an invalid one, and a host that does not answer. The script runs as the command does, in
 * a child process, on a temporary copy of the snapshot; nothing leaves 127.0.0.1.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {directoryEntries, snapshotDir, type IndexEntry} from '../../src/plugins/store/snapshot.ts';

const root = path.resolve(__dirname, '../..');
const committed = JSON.parse(readFileSync(path.join(snapshotDir, 'index.json'), 'utf8')) as {
  integrations: IndexEntry[];
};
const sources = JSON.parse(readFileSync(path.join(snapshotDir, 'sources.json'), 'utf8')) as {
  entries: Record<string, {from: string}>;
};
/** Two entries of the committed snapshot whose manifest was read in their repository. */
const sample = committed.integrations
  .filter((entry) => sources.entries[entry.store_slug]?.from === 'repository')
  .slice(0, 2);

let server: Server;
let origin = '';
const routes = new Map<string, string>();

/** An index in the store's format whose docs point at the local server. */
function indexOf(entries: IndexEntry[]): string {
  return JSON.stringify({
    index_format: 1,
    generated_at: '2026-08-07T14:20:52.986Z',
    integrations: entries.map((entry) => ({
      ...entry,
      docs: {
        en: `${origin}/docs/${entry.store_slug}/en.md`,
        fr: `${origin}/docs/${entry.store_slug}/fr.md`,
      },
    })),
  });
}

/** Runs the command; resolves with its exit code and output. */
function refresh(
  url: string,
  dir: string,
): Promise<{code: number; stdout: string; stderr: string}> {
  return new Promise((resolve) => {
    // Through the README's command, as a writer runs it.
    execFile(
      'npm',
      ['run', '--silent', 'store:refresh', '--', '--url', url, '--dir', dir],
      {cwd: root, timeout: 60_000},
      (error, stdout, stderr) =>
        resolve({code: error ? ((error.code as number) ?? 1) : 0, stdout, stderr}),
    );
  });
}

/** A temporary copy of the committed snapshot. */
function copySnapshot(): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'store-refresh-')), 'store');
  cpSync(snapshotDir, dir, {recursive: true});
  return dir;
}

/** Every file of a folder with its content, to compare before and after. */
function contents(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir, {recursive: true, withFileTypes: true})) {
    if (name.isFile()) {
      const full = path.join(name.parentPath, name.name);
      files[path.relative(dir, full)] = readFileSync(full, 'utf8');
    }
  }
  return files;
}

before(async () => {
  server = createServer((request, response) => {
    const body = routes.get(request.url ?? '');
    response.writeHead(body === undefined ? 404 : 200).end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const entry of sample) {
    routes.set(`/docs/${entry.store_slug}/en.md`, `# ${entry.manifest.name}\n\nEnglish doc.`);
    routes.set(`/docs/${entry.store_slug}/fr.md`, `# ${entry.manifest.name}\n\nDoc en français.`);
  }
  routes.set('/valid.json', indexOf(sample));
  const [first, ...rest] = sample;
  const broken = {...first!, manifest: {...first!.manifest}};
  delete (broken.manifest as Partial<typeof broken.manifest>).docker_image;
  routes.set('/invalid.json', indexOf([broken, ...rest]));
});

after(() => server.close());

describe('store:refresh', () => {
  test('the sample has entries read in their repository', () => {
    assert.equal(sample.length, 2, 'the committed snapshot needs two entries read in a repository');
  });

  test('a valid index rewrites the snapshot: index, directory, sources and docs', async () => {
    const dir = copySnapshot();
    const result = await refresh(`${origin}/valid.json`, dir);
    assert.equal(result.code, 0, result.stderr);
    const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8'));
    assert.deepEqual(
      index.integrations.map((entry: IndexEntry) => entry.store_slug),
      sample.map((entry) => entry.store_slug),
    );
    assert.deepEqual(
      JSON.parse(readFileSync(path.join(dir, 'directory.json'), 'utf8')),
      directoryEntries(index.integrations),
    );
    const slug = sample[0]!.store_slug;
    const folder = slug.replace('/', '--').toLowerCase();
    assert.match(readFileSync(path.join(dir, 'docs', folder, 'fr.md'), 'utf8'), /Doc en français/);
    const written = JSON.parse(readFileSync(path.join(dir, 'sources.json'), 'utf8'));
    assert.equal(written.entries[slug].from, 'store-index');
    rmSync(path.dirname(dir), {recursive: true, force: true});
  });

  test('an invalid index fails naming the entry and the field, and changes nothing', async () => {
    const dir = copySnapshot();
    const before = contents(dir);
    const result = await refresh(`${origin}/invalid.json`, dir);
    assert.notEqual(result.code, 0);
    assert.match(result.stderr, new RegExp(`"${sample[0]!.store_slug}": manifest`));
    assert.match(result.stderr, /docker_image/);
    assert.match(result.stderr, /unchanged/);
    assert.deepEqual(contents(dir), before);
    rmSync(path.dirname(dir), {recursive: true, force: true});
  });

  test('an unreachable host fails with a message, and changes nothing', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const dir = copySnapshot();
    const before = contents(dir);
    const result = await refresh(`http://127.0.0.1:${port}/index.json`, dir);
    assert.notEqual(result.code, 0);
    assert.match(result.stderr, /cannot fetch http:\/\/127\.0\.0\.1/);
    assert.match(result.stderr, /unchanged/);
    assert.deepEqual(contents(dir), before);
    rmSync(path.dirname(dir), {recursive: true, force: true});
  });
});
