import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {socialCardPath} from '../../src/lib/socialCard.ts';
import {
  copyCards,
  drawCards,
  type CardJob,
  type DrawCardsOptions,
} from '../../src/plugins/social-cards/index.ts';

/** Draws the cards, then copies them into `outDir`, as a build does. */
async function writeCards(options: DrawCardsOptions & {outDir: string}): Promise<{drawn: number}> {
  const {drawn, cached} = await drawCards(options);
  await copyCards(options.outDir, cached);
  return {drawn};
}

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

test('social cards: two pages showing the same card (a doc in both versions) draw it once', async () => {
  const work = mkdtempSync(path.join(tmpdir(), 'gladys-cards-'));
  try {
    const card = {title: 'Mettre à jour Gladys Assistant', section: 'Documentation', cover: null};
    const jobs: CardJob[] = [
      {...card, file: 'img/og/docs/installation/update.png'},
      {...card, file: 'img/og/docs/next/installation/update.png'},
    ];
    const outDir = path.join(work, 'out');
    const {drawn} = await writeCards({
      siteDir,
      cacheDir: path.join(work, 'cache'),
      jobs,
      language: 'Français',
      host: 'gladysassistant.com',
      outDir,
    });
    assert.equal(drawn, 1);
    for (const job of jobs) assert.ok(readFileSync(path.join(outDir, job.file)).length > 0);
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
});
