/**
 * Every Markdown file passes the site's front matter rules (the same check the
 * build runs), and every doc and post has its French twin with the same id or slug.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {frontMatterProblems, assertFrontMatter} from '../../src/lib/frontMatter.ts';
import {allContentFiles, contentDirs, walk} from '../../scripts/lib/content.ts';

test('front matter of every content file follows the rules', () => {
  const problems = allContentFiles().flatMap((file) =>
    frontMatterProblems(matter(readFileSync(file, 'utf8')).data, file).map(
      (p) => `${path.relative(process.cwd(), file)}: ${p}`,
    ),
  );
  assert.deepEqual(problems, []);
});

test('a bad front matter names the file and the field', () => {
  // A partial (`_name.mdx`) is no route: no front matter is asked of it.
  assert.deepEqual(frontMatterProblems({}, '/site/src/pages/plus/_components/X/_example.mdx'), []);
  assert.deepEqual(frontMatterProblems({}, '/site/src/pages/plus/example.mdx'), [
    'field "title" is required and must be a non-empty string',
    'field "description" is required and must be a non-empty string',
  ]);
  assert.throws(
    () =>
      assertFrontMatter(
        {id: 'x', title: 'T', description: 'short', scene_kind: ['trigger']},
        '/site/docs/scenes/x.md',
      ),
    /docs\/scenes\/x\.md: field "description" has 5 characters/,
  );
  assert.throws(
    () =>
      assertFrontMatter(
        {id: 'x', title: 'T', description: 'd'.repeat(130), scene_kind: ['trigerr']},
        '/site/docs/scenes/x.md',
      ),
    /field "scene_kind" has "trigerr"/,
  );
  assert.throws(
    () =>
      assertFrontMatter({title: 'T', description: 'd'.repeat(130)}, '/site/blog/2020-01-01-x.mdx'),
    /field "slug"/,
  );
  const doc = {id: 'x', title: 'T', description: 'd'.repeat(130)};
  const frenchDoc = '/site/i18n/fr/docusaurus-plugin-content-docs/current/x.md';
  assert.throws(
    () => assertFrontMatter({...doc, translated_from: 'main'}, frenchDoc),
    /field "translated_from" must be a commit hash/,
  );
  assert.throws(
    () => assertFrontMatter({...doc, translated_from: 'abcdef1'}, '/site/docs/x.md'),
    /field "translated_from" belongs in translations/,
  );
  assert.doesNotThrow(() => assertFrontMatter({...doc, translated_from: 'abcdef1'}, frenchDoc));
  assert.throws(() => assertFrontMatter({...doc, faq: 'yes'}, '/site/docs/x.md'), /field "faq"/);
  assert.doesNotThrow(() => assertFrontMatter({...doc, faq: true}, '/site/docs/x.md'));
});

for (const kind of ['docs', 'blog'] as const) {
  test(`every ${kind} file has a French twin with the same ${kind === 'docs' ? 'id' : 'slug'}`, () => {
    const {en, fr} = contentDirs[kind];
    const missing: string[] = [];
    for (const file of walk(en)) {
      const rel = path.relative(en, file);
      const twin = path.join(fr, rel);
      if (!existsSync(twin)) {
        missing.push(rel);
        continue;
      }
      const key = kind === 'docs' ? 'id' : 'slug';
      const a = matter(readFileSync(file, 'utf8')).data[key];
      const b = matter(readFileSync(twin, 'utf8')).data[key];
      assert.equal(b, a, `${rel}: ${key} differs between locales`);
    }
    assert.deepEqual(missing, [], `no French twin for: ${missing.join(', ')}`);
  });
}
