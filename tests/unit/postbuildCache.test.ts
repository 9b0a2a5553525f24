/**
 * The post-build cache (src/plugins/postbuild-cache) and the keys of the two steps that use it: a
 * step's files come back byte for byte when its key matches and the step does not run; any input a
 * step reads changes its key; a renamed runtime script, which neither step reads, does not.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  cachedStep,
  cacheKey,
  filesBelow,
  linkOrCopy,
  pageForKey,
  pageKeyDigest,
  snapshotFiles,
  writtenSince,
} from '../../src/plugins/postbuild-cache/index.ts';
import {searchIndexInputs} from '../../src/plugins/search/index.ts';
import {twinInputs} from '../../src/plugins/llms-txt/index.ts';

const siteDir = path.resolve(import.meta.dirname, '../..');

/** A minified built page with its scripts, a stylesheet, a canonical link and an image. */
const page = (runtime: string, text: string) =>
  `<!doctype html><html lang=en><head><title>Docker | Gladys Assistant</title><link rel=canonical href=https://gladysassistant.com/docs/docker/><link rel=stylesheet href=/assets/css/styles.e671a0eb.css /><script type=application/ld+json>{"@type":"TechArticle"}</script></head><body><main><article><div class="theme-doc-markdown markdown"><h1>Docker</h1><p>${text}<img src=/assets/images/shot-3f2a.png alt=Shot></div></article></main><script>!function(){n(["/assets/js/${runtime}.js"])}()</script></body></html>`;

function tempDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'gladys-postbuild-'));
}

function write(dir: string, file: string, content: string) {
  mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
  writeFileSync(path.join(dir, file), content);
}

test('a key changes with any part, and with bytes moved from one part to the next', () => {
  const key = cacheKey(['a', 'bc']);
  assert.match(key, /^[0-9a-f]{64}$/);
  assert.equal(cacheKey(['a', Buffer.from('bc')]), key);
  assert.notEqual(cacheKey(['a', 'bd']), key);
  assert.notEqual(cacheKey(['ab', 'c']), key);
  assert.notEqual(cacheKey(['a', 'bc', '']), key);
});

test('a page as a key sees it: scripts and bundle links gone, content, canonical and images kept', () => {
  const seen = pageForKey(page('runtime~main.3a979e71', 'Install it.'));
  assert.doesNotMatch(seen, /<script|runtime~main|assets\/css/);
  assert.match(seen, /<p>Install it\.<img src=\/assets\/images\/shot-3f2a\.png alt=Shot>/);
  assert.match(seen, /rel=canonical/);
  assert.equal(seen, pageForKey(page('runtime~main.acbe8eaf', 'Install it.')));
  assert.notEqual(seen, pageForKey(page('runtime~main.3a979e71', 'Install it now.')));
});

test('a page digest is read once per version of the file, and follows what a key sees', () => {
  const dir = tempDir();
  try {
    const file = path.join(dir, 'docs/docker/index.html');
    write(dir, 'docs/docker/index.html', page('runtime~main.3a979e71', 'Install it.'));
    const first = pageKeyDigest(file);
    assert.equal(first.length, 32);
    assert.equal(pageKeyDigest(file), first, 'the same file is not hashed again');
    // Another runtime script name, as the minifier sometimes writes: the same digest.
    write(dir, 'docs/docker/index.html', page('runtime~main.acbe8eaf', 'Install it.'));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    assert.deepEqual(pageKeyDigest(file), first);
    // Other words (same length, later modification time): read again, another digest.
    write(dir, 'docs/docker/index.html', page('runtime~main.acbe8eaf', 'Install us.'));
    utimesSync(file, new Date(), new Date(Date.now() + 10000));
    assert.notDeepEqual(pageKeyDigest(file), first);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('a step runs once; with the same key its files come back byte for byte and it does not run', async () => {
  const cacheDir = path.join(tempDir(), 'step-en');
  let outDir = tempDir();
  let runs = 0;
  const bytes = Buffer.from([0, 1, 2, 255, 10, 13]);
  const run = async () => {
    runs += 1;
    write(outDir, 'docs/a.md', '# A\n');
    writeFileSync(path.join(outDir, 'binary.pf'), bytes);
    return ['docs/a.md', 'binary.pf'];
  };
  assert.equal(await cachedStep({cacheDir, key: 'k1', outDir, run}), 'ran');
  const second = tempDir();
  outDir = second;
  assert.equal(await cachedStep({cacheDir, key: 'k1', outDir, run}), 'restored');
  assert.equal(runs, 1);
  assert.equal(readFileSync(path.join(second, 'docs/a.md'), 'utf8'), '# A\n');
  assert.deepEqual(readFileSync(path.join(second, 'binary.pf')), bytes);
  assert.deepEqual(filesBelow(second), ['binary.pf', 'docs/a.md']);

  outDir = tempDir();
  assert.equal(await cachedStep({cacheDir, key: 'k2', outDir, run}), 'ran');
  assert.equal(runs, 2, 'a new key did not run the step');
  assert.deepEqual(
    filesBelow(path.dirname(cacheDir)),
    ['step-en/files/binary.pf', 'step-en/files/docs/a.md', 'step-en/manifest.json'],
    'the older entry was not replaced, or a temporary folder was left',
  );
});

test('output is linked into the cache and back, and a build that empties its folder first leaves the cache as it was', async () => {
  const cacheDir = path.join(tempDir(), 'step-en');
  let outDir = tempDir();
  const run = async () => {
    write(outDir, 'docs/a.md', '# One\n');
    return ['docs/a.md'];
  };
  await cachedStep({cacheDir, key: 'k1', outDir, run});
  const stored = path.join(cacheDir, 'files/docs/a.md');
  assert.equal(statSync(path.join(outDir, 'docs/a.md')).ino, statSync(stored).ino, 'not linked');
  // The next build empties its folder, then writes the page anew.
  rmSync(outDir, {recursive: true});
  write(outDir, 'docs/a.md', '# Two\n');
  assert.equal(readFileSync(stored, 'utf8'), '# One\n');
  outDir = tempDir();
  assert.equal(await cachedStep({cacheDir, key: 'k1', outDir, run}), 'restored');
  assert.equal(readFileSync(path.join(outDir, 'docs/a.md'), 'utf8'), '# One\n');

  // A file already at the target is replaced.
  const target = path.join(tempDir(), 'b.md');
  writeFileSync(target, 'old');
  linkOrCopy(stored, target);
  assert.equal(readFileSync(target, 'utf8'), '# One\n');
  assert.throws(() => linkOrCopy(path.join(outDir, 'missing.md'), target), /ENOENT/);
});

test('an entry missing a file is not used, and a failing step stores nothing', async () => {
  const cacheDir = path.join(tempDir(), 'step-fr');
  const outDir = tempDir();
  let runs = 0;
  const run = async () => {
    runs += 1;
    write(outDir, 'x.md', 'x');
    return ['x.md'];
  };
  await cachedStep({cacheDir, key: 'k', outDir, run});
  rmSync(path.join(cacheDir, 'files/x.md'));
  assert.equal(await cachedStep({cacheDir, key: 'k', outDir, run}), 'ran');
  assert.equal(runs, 2);

  const failing = path.join(tempDir(), 'step-failing');
  await assert.rejects(
    cachedStep({
      cacheDir: failing,
      key: 'k',
      outDir,
      run: async () => {
        throw new Error('Pagefind failed');
      },
    }),
    /Pagefind failed/,
  );
  assert.equal(existsSync(failing), false);
});

test('the files a step wrote: new or changed ones, other locales left out', () => {
  const outDir = tempDir();
  write(outDir, 'docs/old.md', 'old');
  write(outDir, 'docs/same.md', 'same');
  write(outDir, 'fr/docs/other.md', 'fr');
  const isMd = (file: string) => file.endsWith('.md');
  const before = snapshotFiles(outDir, isMd, ['fr']);
  assert.deepEqual([...before.keys()], ['docs/old.md', 'docs/same.md']);
  write(outDir, 'docs/new.md', 'new');
  write(outDir, 'docs/old.md', 'changed');
  utimesSync(path.join(outDir, 'docs/old.md'), new Date(), new Date(Date.now() + 5000));
  write(outDir, 'fr/docs/more.md', 'fr');
  write(outDir, 'docs/page.html', '<p>');
  assert.deepEqual(writtenSince(before, snapshotFiles(outDir, isMd, ['fr'])), [
    'docs/new.md',
    'docs/old.md',
  ]);
});

/** Key of the search index of a small build folder. */
function searchKey(outDir: string, routes = ['/docs/a/', '/docs/b/', '/search/']) {
  return cacheKey(searchIndexInputs(siteDir, outDir, '/', routes, 'en'));
}

test("the search index's key follows the indexed pages and routes, not the runtime script", () => {
  const outDir = tempDir();
  write(outDir, 'docs/a/index.html', page('runtime~main.1', 'A'));
  write(outDir, 'docs/b/index.html', page('runtime~main.1', 'B'));
  write(outDir, 'search/index.html', page('runtime~main.1', 'search'));
  const key = searchKey(outDir);
  assert.equal(searchKey(outDir, ['/docs/b/', '/search/', '/docs/a/', '/docs/a/']), key);
  write(outDir, 'search/index.html', page('runtime~main.1', 'not indexed'));
  assert.equal(searchKey(outDir), key, 'the search page is not indexed');
  write(outDir, 'docs/a/index.html', page('runtime~main.2', 'A'));
  assert.equal(searchKey(outDir), key);
  write(outDir, 'docs/a/index.html', page('runtime~main.2', 'A, changed'));
  assert.notEqual(searchKey(outDir), key);
  assert.notEqual(searchKey(outDir, ['/docs/a/']), searchKey(outDir));
  assert.notEqual(
    cacheKey(searchIndexInputs(siteDir, outDir, '/', ['/docs/a/'], 'fr')),
    searchKey(outDir, ['/docs/a/']),
  );
});

test("the Markdown twins' key follows every page of the locale, the routes and the options", () => {
  const outDir = tempDir();
  write(outDir, 'docs/a/index.html', page('runtime~main.1', 'A'));
  write(outDir, 'fr/docs/a/index.html', page('runtime~main.1', 'A fr'));
  const routes = [{path: '/docs/a/'}];
  const key = (options: unknown = {locale: 'en'}, r: unknown = routes, site = siteDir) =>
    cacheKey(twinInputs(site, outDir, ['fr'], options, r));
  const first = key();
  write(outDir, 'fr/docs/a/index.html', page('runtime~main.1', 'another locale'));
  assert.equal(key(), first, "another locale's pages are in the key");
  write(outDir, 'docs/a/index.html', page('runtime~main.2', 'A'));
  assert.equal(key(), first);
  write(outDir, '404.html', page('runtime~main.2', 'Not found'));
  assert.notEqual(key(), first, 'a new page did not change the key');
  const second = key();
  assert.notEqual(key({locale: 'fr'}), second);
  assert.notEqual(key(undefined, [{path: '/docs/a/'}, {path: '/docs/b/'}]), second);
});

test("the Markdown twins' key follows the Mermaid blocks of the sources", () => {
  const site = tempDir();
  const outDir = tempDir();
  write(site, 'package-lock.json', '{}');
  write(site, 'docs/a.md', '# A');
  write(site, 'docs/b.md', '```mermaid\ngraph TD; A-->B\n```');
  const key = () => cacheKey(twinInputs(site, outDir, [], {}, []));
  const first = key();
  write(site, 'docs/a.md', '# A, changed');
  assert.equal(key(), first, 'a file without diagrams is in the key (pages already are)');
  write(site, 'i18n/fr/docs/b.md', '```mermaid\ngraph LR; A-->B\n```');
  assert.notEqual(key(), first);
  const second = key();
  write(site, 'docs/b.md', '```mermaid\ngraph TD; A-->C\n```');
  assert.notEqual(key(), second);
});
