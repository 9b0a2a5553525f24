/**
 * The README's cheap commands, each run for real once: `npm run clear` on a site folder made here,
 * `npm run fix:typography` on a French doc made here, `npm run translations:stale`,
 * `npm run diagrams -- --check` on the repository, and `npm run bench` as far as its help and its
 * refusal of an unknown option (a benchmark itself takes minutes on an idle machine). (`npm start`, `start:fr` and
 * `write-translations` are run by tests/dev/, `serve` by tests/build/serve.test.ts, the others by
 * the steps of scripts/test.ts; tests/data/maintainerDocs.test.ts checks that each command of
 * the README's table is run somewhere.)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {contentDirs} from '../../scripts/lib/content.ts';

const siteDir = path.resolve('.');

/** Runs `npm run <script> -- <args>` from `cwd`; returns its status and output. */
function npmRun(script: string, args: readonly string[] = [], cwd = siteDir) {
  const run = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd,
    encoding: 'utf8',
    env: {...process.env, FORCE_COLOR: '0'},
    timeout: 120_000,
  });
  return {status: run.status, output: `${run.stdout}${run.stderr}`};
}

/** A scratch folder, removed after `body`. */
function scratch<T>(body: (dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'commands-'));
  try {
    return body(dir);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

test('npm run clear removes the generated folder, the build and the bundler cache', () => {
  scratch((dir) => {
    for (const folder of ['.docusaurus', 'build', 'node_modules/.cache']) {
      mkdirSync(path.join(dir, folder), {recursive: true});
      writeFileSync(path.join(dir, folder, 'x'), '');
    }
    const run = npmRun('clear', [dir]);
    assert.equal(run.status, 0, run.output);
    for (const folder of ['.docusaurus', 'build', 'node_modules/.cache']) {
      assert.equal(existsSync(path.join(dir, folder)), false, `${folder} left:\n${run.output}`);
    }
  });
});

test('npm run fix:typography puts the non-breaking spaces into a French doc', () => {
  scratch((dir) => {
    // A site folder whose French docs hold one doc; the script and its packages are the repo's.
    for (const entry of ['package.json', 'node_modules', 'scripts', 'src']) {
      symlinkSync(path.join(siteDir, entry), path.join(dir, entry));
    }
    const frDocs = path.join(dir, path.relative(siteDir, contentDirs.docs.fr));
    mkdirSync(frDocs, {recursive: true});
    const doc = path.join(frDocs, 'essai.md');
    writeFileSync(doc, '# Essai\n\nUne question ? La réponse : oui !\n');
    const run = npmRun('fix:typography', [], dir);
    assert.equal(run.status, 0, run.output);
    assert.equal(
      readFileSync(doc, 'utf8'),
      '# Essai\n\nUne question\u00a0? La réponse\u00a0: oui\u00a0!\n',
    );
    assert.match(run.output, /essai\.md/);
  });
});

test('npm run translations:stale lists the French pages with their state', () => {
  const run = npmRun('translations:stale');
  assert.equal(run.status, 0, run.output);
  assert.match(run.output, /\d+ stale, \d+ up to date, \d+ unknown/);
});

test('npm run diagrams -- --check finds every diagram drawn', () => {
  const run = npmRun('diagrams', ['--check']);
  assert.equal(run.status, 0, `run npm run diagrams and commit src/diagrams/:\n${run.output}`);
});

test('npm run bench lists its subcommands, shows their options and refuses an unknown one', () => {
  const list = npmRun('bench', ['--help']);
  assert.equal(list.status, 0, list.output);
  for (const name of ['pages', 'build', 'old-site', 'search', 'zigbee'])
    assert.match(list.output, new RegExp(`^  ${name} `, 'm'), list.output);
  const options = npmRun('bench', ['search', '--help']);
  assert.equal(options.status, 0, options.output);
  assert.match(options.output, /--rebuild/);
  const unknown = npmRun('bench', ['search', '--no-such-option']);
  assert.notEqual(unknown.status, 0, unknown.output);
  assert.match(unknown.output, /no-such-option/);
});
