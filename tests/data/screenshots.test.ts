/**
 * Screenshots of the product, one set per docs version (src/data/screenshotVersions.ts: the next
 * version's src/data/screenshots.json, 4.86's src/data/screenshots-4.86.json, from
 * `npm run screenshots -- --version …`): every id a page names has images in the set of the page's
 * version (a 4.86 doc needs a 4.86.1 capture), every screen has its image in both languages, no
 * image goes unused in its version's pages, and each image has the size the manifest records and
 * stays under 80 KB.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {screenshotPaths} from '../../src/data/screenshotVersions.ts';
import {allContentFiles, docsVersions, root} from '../../scripts/lib/content.ts';

type Screen = {
  width?: number;
  height?: number;
  files?: Record<string, string>;
  small?: {width: number; height: number; files: Record<string, string>};
  unavailable?: string;
  note?: string;
};
type Manifest = {languages: string[]; screens: Record<string, Screen>};
const maxBytes = 80 * 1024;

/** Each docs version's manifest, by version name. */
const manifests = new Map(
  docsVersions.map((version) => {
    const file = screenshotPaths(version.name).manifest;
    return [
      version.name,
      {file, ...(JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Manifest)},
    ];
  }),
);

/**
 * The docs version whose screenshots a content file shows, as `<Screenshot>` picks it
 * (useDocsVersionNameOr): a doc's own version; the next version's set for blog posts and pages
 * (a post shows the feature it announces) and for the guides, a docs instance of their own whose
 * only version is named `current`.
 */
export function versionOf(file: string): string {
  const inside = (dir: string) => file.startsWith(`${dir}${path.sep}`);
  const version = docsVersions.find((v) => inside(v.en) || inside(v.fr));
  if (version) return version.name;
  return 'current';
}

/** `<Screenshot id="…">` uses in the content files, as {file, line, id, locale, version}. */
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
          version: versionOf(file),
        })),
      ),
  );
}

/**
 * Problems between the pages of one docs version and that version's manifest; empty when all is
 * right.
 * @param uses the uses of that version's pages (`screenshotUses`, filtered on `version`)
 * @param manifest that version's manifest, with its file for the messages
 */
export function screenshotProblems(
  uses: ReturnType<typeof screenshotUses>,
  manifest: Manifest & {file: string},
): string[] {
  const problems: string[] = [];
  const all = manifest.screens;
  for (const use of uses) {
    const screen = all[use.id];
    if (!screen)
      problems.push(
        `${use.file}:${use.line}: no screen "${use.id}" in ${manifest.file} (docs version ${use.version})`,
      );
    else if (!screen.files)
      problems.push(
        `${use.file}:${use.line}: "${use.id}" has no image in ${manifest.file} (${screen.unavailable})`,
      );
  }
  for (const [id, screen] of Object.entries(all)) {
    if (!screen.files) continue;
    for (const lang of manifest.languages) {
      if (!screen.files[lang]) problems.push(`${manifest.file}: ${id}: no ${lang} image`);
      if (!uses.some((u) => u.id === id && u.locale === lang))
        problems.push(`${manifest.file}: ${id}: unused in the ${lang} pages`);
    }
  }
  return problems;
}

const uses = screenshotUses(allContentFiles());

for (const [version, manifest] of manifests) {
  test(`docs version ${version}: every screenshot a page names exists in both languages in ${manifest.file}, and every image is used`, () => {
    assert.deepEqual(
      screenshotProblems(
        uses.filter((use) => use.version === version),
        manifest,
      ),
      [],
    );
  });
}

test('a missing id, an id of another version only, a one-language image and an unused image are reported', () => {
  const next: Manifest & {file: string} = {
    file: 'next.json',
    languages: ['en', 'fr'],
    screens: {
      a: {width: 1, height: 1, files: {en: '/a.webp'}},
      b: {width: 1, height: 1, files: {en: '/b.webp', fr: '/b.webp'}},
      c: {width: 1, height: 1, files: {en: '/c.webp', fr: '/c.webp'}},
    },
  };
  const released: Manifest & {file: string} = {
    file: 'released.json',
    languages: ['en', 'fr'],
    screens: {b: {width: 1, height: 1, files: {en: '/4/b.webp', fr: '/4/b.webp'}}},
  };
  const use = (line: number, id: string, version: string) => ({
    file: 'x.md',
    line,
    id,
    locale: 'en',
    version,
  });
  const problems = screenshotProblems([use(3, 'zzz', 'current'), use(4, 'a', 'current')], next);
  assert.ok(problems.includes('x.md:3: no screen "zzz" in next.json (docs version current)'));
  assert.ok(problems.includes('next.json: a: no fr image'));
  assert.ok(problems.includes('next.json: b: unused in the en pages'));
  // A page of the released version naming a screen only the next version has.
  assert.ok(
    screenshotProblems([use(5, 'c', '4.86'), use(6, 'b', '4.86')], released).includes(
      'x.md:5: no screen "c" in released.json (docs version 4.86)',
    ),
  );
});

test('each content file shows the screenshots of its own docs version', () => {
  const released = docsVersions.find((v) => v.name !== 'current');
  assert.ok(released, 'no released docs version');
  assert.equal(versionOf(path.join(released.en, 'scenes/intro.md')), released.name);
  assert.equal(versionOf(path.join(released.fr, 'scenes/intro.md')), released.name);
  assert.equal(versionOf(path.join(root, 'docs/scenes/intro.md')), 'current');
  assert.equal(versionOf(path.join(root, 'blog/2026-08-14-gladys-4-86.mdx')), 'current');
});

test('images have the recorded size, stay under 80 KB, and none is left outside the manifest', async () => {
  const listed = new Set<string>();
  const everyScreen = [...manifests.values()].flatMap((manifest) =>
    Object.entries(manifest.screens).map(
      ([id, screen]) => [`${manifest.file}: ${id}`, screen] as const,
    ),
  );
  for (const [id, screen] of everyScreen) {
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
