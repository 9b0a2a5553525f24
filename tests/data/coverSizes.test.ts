/**
 * The committed sizes of the blog covers (src/plugins/ideal-image-folders/sizes/, written by
 * `node --import tsx scripts/make-blog-covers.mjs --sizes`): every cover has each width of
 * `coverImages` below its own, made from its current bytes, with the build's encoder, and no file is
 * left from a cover that changed or went away. A build copies these files instead of resizing the
 * covers; a missing one would be made again by every cold build.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {coverImages} from '../../config/plugins.ts';
import {
  committedSizeName,
  committedSizesDir,
  encodeSize,
} from '../../src/plugins/ideal-image-folders/paletteAdapter.ts';
import {root} from '../support/content.ts';

const coversDir = path.join(root, 'static/img/blog');
const covers = readdirSync(coversDir)
  .filter((file) => file.endsWith('.png'))
  .sort()
  .map((file) => ({
    file,
    path: path.join(coversDir, file),
    bytes: readFileSync(path.join(coversDir, file)),
  }));

/** Width and height of a PNG, from its header. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

/** The sizes a cover needs: the widths of coverImages below its own. */
function neededSizes(cover: (typeof covers)[number]) {
  const [width, height] = pngSize(cover.bytes);
  return coverImages.sizes
    .filter((w) => w < width!)
    .map((w) => ({
      width: w,
      height: Math.round((height! * w) / width!),
      name: committedSizeName(cover.path, cover.bytes, w),
    }));
}

test('the sizes folder is where the build looks for it', () => {
  assert.equal(committedSizesDir, path.join(root, 'src/plugins/ideal-image-folders/sizes'));
});

test('every cover has each size of coverImages below its own width, at that size', () => {
  assert.ok(covers.length > 0);
  for (const cover of covers) {
    const sizes = neededSizes(cover);
    assert.ok(sizes.length >= 3, `${cover.file}: ${sizes.length} sizes`);
    for (const size of sizes) {
      const file = path.join(committedSizesDir, size.name);
      assert.ok(
        existsSync(file),
        `${cover.file}: no ${size.width} px size (${size.name}); run node --import tsx scripts/make-blog-covers.mjs --sizes`,
      );
      const png = readFileSync(file);
      assert.equal(png.toString('latin1', 1, 4), 'PNG', `${size.name}: not a PNG`);
      assert.deepEqual(pngSize(png), [size.width, size.height], `${size.name}: size`);
    }
  }
});

test('no size is left from a cover that changed or went away', () => {
  const needed = new Set(covers.flatMap((cover) => neededSizes(cover).map((size) => size.name)));
  const extra = readdirSync(committedSizesDir).filter((file) => !needed.has(file));
  assert.deepEqual(extra, [], 'run node --import tsx scripts/make-blog-covers.mjs --sizes');
});

test("a committed size has the bytes the build's encoder makes", async () => {
  const cover = covers[0]!;
  const size = neededSizes(cover)[0]!;
  const made = await encodeSize(cover.bytes, {
    width: size.width,
    mime: 'image/png',
    options: {quality: coverImages.quality},
  });
  assert.ok(
    made.data.equals(readFileSync(path.join(committedSizesDir, size.name))),
    `${size.name} differs from a fresh encoding (another sharp version?): run the script again`,
  );
});
