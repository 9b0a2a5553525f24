/**
 * Screenshots of the product (src/data/screenshots.json, from `npm run screenshots`): every id a
 * page names has images, every screen has its image in both languages, no image goes unused, and
 * each image has the size the manifest records and stays under 80 KB.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import manifest from '../../src/data/screenshots.json' with {type: 'json'};
import {allContentFiles, root} from '../../scripts/lib/content.ts';

type Screen = {
  width?: number;
  height?: number;
  files?: Record<string, string>;
  small?: {width: number; height: number; files: Record<string, string>};
  unavailable?: string;
  note?: string;
};
const screens = manifest.screens as Record<string, Screen>;
const languages = manifest.languages as string[];
const maxBytes = 80 * 1024;

/** `<Screenshot id="…">` uses in the content files, as {file, line, id, locale}. */
export function screenshotUses(files: string[]) {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((text, index) =>
        [...text.matchAll(/<Screenshot\b[^>]*\bid="([^"]+)"/g)].map(([, id]) => ({
          file: path.relative(root, file),
          line: index + 1,
          id: id!,
          locale: file.includes(`${path.sep}i18n${path.sep}fr${path.sep}`) ? 'fr' : 'en',
        })),
      ),
  );
}

/** Problems between the pages and the manifest; empty when all is right. */
export function screenshotProblems(
  uses: ReturnType<typeof screenshotUses>,
  all: Record<string, Screen>,
): string[] {
  const problems: string[] = [];
  for (const use of uses) {
    const screen = all[use.id];
    if (!screen)
      problems.push(`${use.file}:${use.line}: no screen "${use.id}" in src/data/screenshots.json`);
    else if (!screen.files)
      problems.push(`${use.file}:${use.line}: "${use.id}" has no image (${screen.unavailable})`);
  }
  for (const [id, screen] of Object.entries(all)) {
    if (!screen.files) continue;
    for (const lang of languages) {
      if (!screen.files[lang]) problems.push(`${id}: no ${lang} image`);
      if (!uses.some((u) => u.id === id && u.locale === lang))
        problems.push(`${id}: unused in the ${lang} pages`);
    }
  }
  return problems;
}

const uses = screenshotUses(allContentFiles());

test('every screenshot a page names exists in both languages, and every image is used', () => {
  assert.deepEqual(screenshotProblems(uses, screens), []);
});

test('a missing id, a one-language image and an unused image are reported', () => {
  const fake: Record<string, Screen> = {
    a: {width: 1, height: 1, files: {en: '/a.webp'}},
    b: {width: 1, height: 1, files: {en: '/b.webp', fr: '/b.webp'}},
  };
  const problems = screenshotProblems(
    [
      {file: 'x.md', line: 3, id: 'zzz', locale: 'en'},
      {file: 'x.md', line: 4, id: 'a', locale: 'en'},
    ],
    fake,
  );
  assert.ok(problems.includes('x.md:3: no screen "zzz" in src/data/screenshots.json'));
  assert.ok(problems.includes('a: no fr image'));
  assert.ok(problems.includes('b: unused in the en pages'));
});

test('images have the recorded size, stay under 80 KB, and none is left outside the manifest', async () => {
  const listed = new Set<string>();
  for (const [id, screen] of Object.entries(screens)) {
    type Image = [file: string, width: number | undefined, height: number | undefined];
    const images: Image[] = [
      ...Object.values(screen.files ?? {}).map((file): Image => [
        file,
        screen.width,
        screen.height,
      ]),
      ...Object.values(screen.small?.files ?? {}).map((file): Image => [
        file,
        screen.small!.width,
        screen.small!.height,
      ]),
    ];
    if (screen.files) {
      assert.deepEqual(
        Object.keys(screen.small?.files ?? {}).sort(),
        Object.keys(screen.files).sort(),
        `${id}: its 800 px copies`,
      );
    }
    for (const [file, expectedWidth, expectedHeight] of images) {
      listed.add(file);
      const full = path.join(root, 'static', file);
      assert.ok(existsSync(full), `${id}: ${file} is missing`);
      assert.ok(
        statSync(full).size < maxBytes,
        `${id}: ${file} weighs ${statSync(full).size} bytes`,
      );
      const {width, height} = await sharp(full).metadata();
      assert.deepEqual([width, height], [expectedWidth, expectedHeight], `${id}: ${file} size`);
    }
  }
  const dir = path.join(root, 'static/img/screens');
  const onDisk = readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile())
    .map(
      (e) =>
        `/${path.relative(path.join(root, 'static'), path.join(e.parentPath, e.name)).split(path.sep).join('/')}`,
    );
  assert.deepEqual(
    onDisk.filter((file) => !listed.has(file)),
    [],
  );
});
