/**
 * Release notes: every minor version of Gladys from 4.54 to the version the docs
 * describe (src/data/product/facts.json) has a release post in both languages, and every release
 * post's front matter is consistent. Everything is read from `blog/` and its French folder: no
 * count of posts is written here.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {contentDirs, root, walk} from '../../scripts/lib/content.ts';
import {compareVersionsDesc} from '../../src/plugins/release-notes/index.ts';

/** The first minor version whose release notes the blog had missed; from it on, none may be missing. */
const firstMinor = 54;
const productVersion = (
  JSON.parse(readFileSync(path.join(root, 'src/data/product/facts.json'), 'utf8')) as {
    version: string;
  }
).version;
const lastMinor = Number(productVersion.split('.')[1]);

type Post = {file: string; name: string; version?: unknown; data: Record<string, unknown>};
const posts = (locale: 'en' | 'fr'): Post[] =>
  walk(contentDirs.blog[locale]).map((file) => {
    const {data} = matter(readFileSync(file, 'utf8'));
    return {
      file: path.relative(root, file),
      name: path.basename(file),
      version: data.gladys_version,
      data,
    };
  });
const en = posts('en');
const fr = posts('fr');
const releases = (list: Post[]) => list.filter((p) => p.version !== undefined);

test('the product version is one the release range reaches', () => {
  assert.match(productVersion, /^4\.\d+\.\d+$/);
  assert.ok(lastMinor >= firstMinor);
});

for (const [locale, list] of [
  ['en', en],
  ['fr', fr],
] as const) {
  test(`every minor version from 4.${firstMinor} to ${productVersion} has a ${locale} release post with its date`, () => {
    const byVersion = new Map(releases(list).map((p) => [p.version, p]));
    const missing: string[] = [];
    for (let minor = firstMinor; minor <= lastMinor; minor++) {
      const post = byVersion.get(`4.${minor}`);
      if (!post) {
        missing.push(`4.${minor}: no post with gladys_version '4.${minor}'`);
      } else if (!/^\d{4}-\d{2}-\d{2}-/.test(post.name) && !post.data.date) {
        missing.push(`4.${minor}: ${post.file} has no date (file name or front matter)`);
      }
    }
    assert.deepEqual(missing, []);
  });

  test(`${locale} release posts: a quoted version, a release tag, one post per version`, () => {
    const problems = releases(list).flatMap(({file, version, data}) => {
      const found: string[] = [];
      if (typeof version !== 'string' || !/^4\.\d+(\.\d+)?$/.test(version)) {
        found.push(`${file}: gladys_version must be a quoted version such as '4.86'`);
      }
      if (!Array.isArray(data.tags) || !data.tags.includes('release')) {
        found.push(`${file}: a release post needs the tag "release"`);
      }
      if (
        data.summary !== undefined &&
        (typeof data.summary !== 'string' || data.summary.length > 110)
      ) {
        found.push(`${file}: summary must be one line of at most 110 characters`);
      }
      return found;
    });
    const versions = releases(list).map((p) => String(p.version));
    const twice = versions.filter((v, i) => versions.indexOf(v) !== i);
    assert.deepEqual([...problems, ...twice.map((v) => `two posts announce ${v}`)], []);
  });
}

test('each release post has a French twin announcing the same version', () => {
  const frByName = new Map(fr.map((p) => [p.name, p]));
  const problems = releases(en).flatMap(({name, file, version}) => {
    const twin = frByName.get(name);
    if (!twin) return [`${file}: no French post of the same file name`];
    return twin.version === version ? [] : [`${twin.file}: gladys_version differs from ${file}`];
  });
  assert.deepEqual(problems, []);
});

test('versions sort by number, newest first', () => {
  assert.deepEqual(['4.9', '4.86', '4.8.1', '4.10', '4.0'].sort(compareVersionsDesc), [
    '4.86',
    '4.10',
    '4.9',
    '4.8.1',
    '4.0',
  ]);
});
