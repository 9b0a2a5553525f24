/**
 * No source file links the retired English forum. The product replaced
 * `en-community.gladysassistant.com` with `community.gladysassistant.com` in its #2376
 * (commit 84d277fa6); the site's docs, posts, pages, data and config must do the same.
 * `static/_redirects` is the one file allowed to name the old host, should it ever hold a
 * rule for it (it cannot redirect another host today).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {root, walk} from '../../scripts/lib/content.ts';

/** The retired host, in any link form: with or without a scheme, any path after it. */
const retiredForum = /\ben-community\.gladysassistant\.com\b/i;

/** Text files that can hold a link: content, code, data, styles and the host's rule files. */
const textFile = /(\.(mdx?|tsx?|jsx?|mjs|cjs|json|ya?ml|css|html|txt|xml)|^_headers|^_redirects)$/;

/** Folders of the site's sources, relative to the repository root. */
const sourceDirs = ['docs', 'blog', 'i18n', 'src', 'static', 'config', 'scripts'];

/** Single files at the root that readers or the build read. */
const rootFiles = ['docusaurus.config.ts', 'sidebars.ts', 'README.md', 'CONTRIBUTING.md'];

/** Files that may name the old host (relative paths). */
const allowed = new Set(['static/_redirects']);

/** Every `file:line: text` where the retired forum appears, in the given files. */
function findRetiredForumLinks(files: string[]): string[] {
  const hits: string[] = [];
  for (const file of files) {
    const relative = path.relative(root, file);
    if (allowed.has(relative)) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (retiredForum.test(line)) hits.push(`${relative}:${index + 1}: ${line.trim()}`);
      });
  }
  return hits;
}

test('the pattern finds the retired forum in every link form', () => {
  for (const sample of [
    '[forum](https://en-community.gladysassistant.com/)',
    "forumEn: 'https://en-community.gladysassistant.com/c/feature-requests/7',",
    'See EN-COMMUNITY.gladysassistant.com',
  ]) {
    assert.match(sample, retiredForum, sample);
  }
  assert.doesNotMatch('https://community.gladysassistant.com/', retiredForum);
});

test('no source file links en-community.gladysassistant.com', () => {
  const files = [
    ...sourceDirs.flatMap((dir) => walk(path.join(root, dir), textFile)),
    ...rootFiles.map((file) => path.join(root, file)),
  ];
  assert.ok(
    files.some((file) => file.endsWith(`${path.sep}navbar.ts`)),
    'the walk must reach config/',
  );
  const hits = findRetiredForumLinks(files);
  assert.deepEqual(
    hits,
    [],
    `The forum moved to https://community.gladysassistant.com/ (product #2376). Replace:\n${hits.join('\n')}`,
  );
});
