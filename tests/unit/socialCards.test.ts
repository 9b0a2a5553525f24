import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {socialCardPath} from '../../src/lib/socialCard.ts';
import {storeKeysFile, writeCards, type CardJob} from '../../src/plugins/social-cards/index.ts';

const siteDir = path.resolve(import.meta.dirname, '../..');

test('social cards: one path per page, in the locale folder', () => {
  assert.equal(
    socialCardPath('/docs/installation/docker/', '/'),
    'img/og/docs/installation/docker.png',
  );
  assert.equal(socialCardPath('/fr/blog/gladys-4-86/', '/fr/'), 'img/og/blog/gladys-4-86.png');
  assert.equal(socialCardPath('/docs/', '/'), 'img/og/docs.png');
  assert.equal(socialCardPath('/', '/'), 'img/og/index.png');
  assert.throws(() => socialCardPath('/docs/x/', '/fr/'), /outside the base URL/);
});

test('social cards: drawn once, then copied from the cache until what they show changes', async () => {
  const work = mkdtempSync(path.join(tmpdir(), 'gladys-cards-'));
  try {
    const cacheDir = path.join(work, 'cache');
    const jobs: CardJob[] = [
      {
        file: 'img/og/docs/a.png',
        title: 'Créer une scène « Réveil » : étape par étape',
        section: 'Documentation · Scènes',
        cover: null,
      },
      {
        file: 'img/og/blog/b.png',
        title: 'Bilan 2023',
        section: 'Blog',
        cover: path.join(siteDir, 'static/img/blog/2023-year-in-review.png'),
      },
    ];
    const options = {
      siteDir,
      cacheDir,
      storeDir: null,
      updateStore: false,
      jobs,
      language: 'Français',
      host: 'gladysassistant.com',
    };
    const first = await writeCards({...options, outDir: path.join(work, 'one')});
    assert.equal(first.drawn, 2);
    for (const job of jobs) {
      const meta = await sharp(path.join(work, 'one', job.file)).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ['png', 1200, 630], job.file);
    }
    const second = await writeCards({...options, outDir: path.join(work, 'two')});
    assert.equal(second.drawn, 0, 'a second build draws nothing');
    assert.deepEqual(
      readFileSync(path.join(work, 'two', jobs[0]!.file)),
      readFileSync(path.join(work, 'one', jobs[0]!.file)),
    );
    const retitled = [{...jobs[0]!, title: 'Créer une scène « Coucher »'}, jobs[1]!];
    const third = await writeCards({...options, jobs: retitled, outDir: path.join(work, 'three')});
    assert.equal(third.drawn, 1, 'only the page whose title changed is drawn again');
    const english = await writeCards({
      ...options,
      language: 'English',
      outDir: path.join(work, 'en'),
    });
    assert.equal(english.drawn, 2, 'each language has its own cards');
    assert.notDeepEqual(
      readFileSync(path.join(work, 'en', jobs[0]!.file)),
      readFileSync(path.join(work, 'one', jobs[0]!.file)),
    );
    assert.equal(readdirSync(cacheDir).filter((name) => name.endsWith('.tmp')).length, 0);
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
});

test('social cards: the committed store is copied, brought up to date outside CI, only reported under CI', async () => {
  const work = mkdtempSync(path.join(tmpdir(), 'gladys-cards-store-'));
  try {
    const storeDir = path.join(work, 'store');
    const jobs: CardJob[] = [
      {file: 'img/og/docs/a.png', title: 'Installer Gladys', section: 'Documentation', cover: null},
      {file: 'img/og/docs/b.png', title: 'Les scènes', section: 'Documentation', cover: null},
    ];
    const base = {
      siteDir,
      storeDir,
      jobs,
      language: 'Français',
      host: 'gladysassistant.com',
    };
    // A writer's build: cards drawn, then written into the store with their keys.
    const first = await writeCards({
      ...base,
      cacheDir: path.join(work, 'cache1'),
      updateStore: true,
      outDir: path.join(work, 'one'),
    });
    assert.deepEqual(first, {drawn: 2, fromStore: 0, storeChanges: ['docs/a.png', 'docs/b.png']});
    const keys = JSON.parse(readFileSync(path.join(storeDir, storeKeysFile), 'utf8'));
    assert.deepEqual(Object.keys(keys), ['docs/a.png', 'docs/b.png']);
    assert.deepEqual(
      readFileSync(path.join(storeDir, 'docs/a.png')),
      readFileSync(path.join(work, 'one/img/og/docs/a.png')),
    );

    // A cold CI build (empty cache): everything from the store, nothing drawn or changed.
    const ci = await writeCards({
      ...base,
      cacheDir: path.join(work, 'cache2'),
      updateStore: false,
      outDir: path.join(work, 'two'),
    });
    assert.deepEqual(ci, {drawn: 0, fromStore: 2, storeChanges: []});
    assert.deepEqual(
      readFileSync(path.join(work, 'two/img/og/docs/b.png')),
      readFileSync(path.join(work, 'one/img/og/docs/b.png')),
    );

    // Under CI, a retitled page and a page gone are reported; the store is left as it was.
    const changed = [{...jobs[0]!, title: 'Installer Gladys sur un Raspberry Pi'}];
    const stale = await writeCards({
      ...base,
      jobs: changed,
      cacheDir: path.join(work, 'cache3'),
      updateStore: false,
      outDir: path.join(work, 'three'),
    });
    assert.deepEqual(stale, {drawn: 1, fromStore: 0, storeChanges: ['docs/a.png', 'docs/b.png']});
    assert.ok(existsSync(path.join(storeDir, 'docs/b.png')), 'CI deletes nothing');
    assert.deepEqual(JSON.parse(readFileSync(path.join(storeDir, storeKeysFile), 'utf8')), keys);

    // Outside CI, the same build rewrites the retitled card and deletes the one of the page gone.
    const fixed = await writeCards({
      ...base,
      jobs: changed,
      cacheDir: path.join(work, 'cache3'),
      updateStore: true,
      outDir: path.join(work, 'four'),
    });
    assert.deepEqual(fixed, {drawn: 0, fromStore: 0, storeChanges: ['docs/a.png', 'docs/b.png']});
    assert.ok(!existsSync(path.join(storeDir, 'docs/b.png')));
    assert.deepEqual(
      Object.keys(JSON.parse(readFileSync(path.join(storeDir, storeKeysFile), 'utf8'))),
      ['docs/a.png'],
    );
    assert.deepEqual(
      readFileSync(path.join(storeDir, 'docs/a.png')),
      readFileSync(path.join(work, 'three/img/og/docs/a.png')),
    );
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
});
