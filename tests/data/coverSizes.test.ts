/**
 * The committed sizes of the blog covers (generated/cover-sizes/, written by
 * `node --import tsx scripts/make-blog-covers.mjs --sizes`): each committed size is a PNG at the
 * size its name says, made with the build's encoder. A build copies these files instead of resizing
 * the covers; a missing size is made by the build (and kept in node_modules/.cache), so a cover
 * without committed sizes, or a size left from a cover that changed, is a notice, not a failure.
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
import {root} from '../../scripts/lib/content.ts';

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
  assert.equal(committedSizesDir, path.join(root, 'generated/cover-sizes'));
});

test('each committed size of a cover is a PNG at its size; a missing one is a notice', (t) => {
  assert.ok(covers.length > 0);
  const missing: string[] = [];
  for (const cover of covers) {
    const sizes = neededSizes(cover);
    for (const size of sizes) {
      const file = path.join(committedSizesDir, size.name);
      if (!existsSync(file)) {
        missing.push(size.name);
        continue;
      }
      const png = readFileSync(file);
      assert.equal(png.toString('latin1', 1, 4), 'PNG', `${size.name}: not a PNG`);
      assert.deepEqual(pngSize(png), [size.width, size.height], `${size.name}: size`);
    }
  }
  if (missing.length) {
    t.diagnostic(
      `${missing.length} cover sizes are made by each cold build (${missing.slice(0, 5).join(', ')}): node --import tsx scripts/make-blog-covers.mjs --sizes commits them`,
    );
  }
});

test('a size left from a cover that changed or went away is a notice', (t) => {
  const needed = new Set(covers.flatMap((cover) => neededSizes(cover).map((size) => size.name)));
  const extra = readdirSync(committedSizesDir).filter((file) => !needed.has(file));
  if (extra.length) {
    t.diagnostic(
      `unused in generated/cover-sizes: ${extra.join(', ')} (node --import tsx scripts/make-blog-covers.mjs --sizes removes them)`,
    );
  }
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
