/**
 * The blog covers' image adapter makes each size once: later requests for the same source, width
 * and type come from memory within a build, and from node_modules/.cache/gladys-images across builds.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {existsSync, mkdtempSync, readFileSync, writeFileSync, mkdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import paletteAdapter, {
  imageCacheDir,
} from '../../src/plugins/ideal-image-folders/paletteAdapter.ts';

async function sourceImage(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gladys-image-'));
  const file = path.join(dir, 'cover.png');
  const png = await sharp({
    create: {width: 800, height: 400, channels: 3, background: {r: 20, g: 120, b: 200}},
  })
    .png()
    .toBuffer();
  writeFileSync(file, png);
  return file;
}

test('a size is made once, then served from memory', async () => {
  const file = await sourceImage();
  const first = await paletteAdapter(file).resize({width: 400, mime: 'image/png', options: {}});
  assert.deepEqual([first.width, first.height], [400, 200]);
  const again = await paletteAdapter(file).resize({width: 400, mime: 'image/png', options: {}});
  assert.equal(again.data, first.data, 'the second adapter did not reuse the first result');
});

test('a size on disk from an earlier build is reused, not made again', async () => {
  const file = await sourceImage();
  const digest = createHash('sha256')
    .update('palette-v1')
    .update(readFileSync(file))
    .digest('hex')
    .slice(0, 32);
  const key = path.join(imageCacheDir, `${digest}-555-image_png-`);
  mkdirSync(imageCacheDir, {recursive: true});
  writeFileSync(key, 'made by an earlier build');
  writeFileSync(`${key}.json`, JSON.stringify({height: 277}));
  const cached = await paletteAdapter(file).resize({width: 555, mime: 'image/png', options: {}});
  assert.equal(cached.data.toString(), 'made by an earlier build');
  assert.equal(cached.height, 277);
  const made = await paletteAdapter(file).resize({width: 600, mime: 'image/png', options: {}});
  assert.ok(
    existsSync(path.join(imageCacheDir, `${digest}-600-image_png-`)),
    'a new size is not kept on disk',
  );
  assert.equal(made.height, 300);
});

test("at the source's own width, the source file comes back as it is", async () => {
  const file = await sourceImage();
  const full = await paletteAdapter(file).resize({width: 800, mime: 'image/png', options: {}});
  assert.ok(full.data.equals(readFileSync(file)), 'the source was encoded again');
  assert.deepEqual([full.width, full.height], [800, 400]);
});
