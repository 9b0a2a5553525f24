/**
 * Freshness of French translations (src/plugins/translation-freshness): a
 * throwaway git repository laid out like the site (docs/, blog/ and their
 * French twins under i18n/fr/) goes through the cases the build meets.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  listTranslationPairs,
  setTranslatedFrom,
  translationFreshness,
} from '../../src/plugins/translation-freshness/freshness.ts';
import {translationKey} from '../../src/plugins/translation-freshness/keys.ts';
import {readGitHistory} from '../../src/lib/gitHistory.ts';
import {gitRepo} from '../support/gitRepo.ts';

const frDocs = 'i18n/fr/docusaurus-plugin-content-docs/current';
const frBlog = 'i18n/fr/docusaurus-plugin-content-blog';

/** A site-shaped git repository in a temporary folder. */
const fixtureRepo = () => gitRepo('gladys-freshness-');

const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;

const statusOf = async (dir: string) =>
  Object.fromEntries((await translationFreshness(dir)).map((f) => [f.key, f.status]));

test('a French page goes stale when its English twin changes after it, and fresh again when translated', async () => {
  const repo = fixtureRepo();
  try {
    repo.write('docs/a.md', page('A', 'First text.'));
    repo.write('docs/b.md', page('B', 'Other page.'));
    repo.write('docs/only-english.md', page('E', 'No twin.'));
    repo.write('blog/2024-01-01-post.mdx', page('Post', 'News.'));
    repo.write(`${frDocs}/a.md`, page('A', 'Premier texte.'));
    repo.write(`${frDocs}/b.md`, page('B', 'Autre page.'));
    repo.write(`${frBlog}/2024-01-01-post.mdx`, page('Billet', 'Nouvelles.'));
    repo.commit('pages and translations');

    assert.deepEqual(
      listTranslationPairs(repo.dir).map((p) => p.key),
      ['docs/a.md', 'docs/b.md', 'blog/2024-01-01-post.mdx'],
    );
    assert.deepEqual(await statusOf(repo.dir), {
      'docs/a.md': 'fresh',
      'docs/b.md': 'fresh',
      'blog/2024-01-01-post.mdx': 'fresh',
    });

    // The English page changes in a later commit: its French twin is stale, with the English date.
    repo.write('docs/a.md', page('A', 'First text, with a new paragraph.'));
    const englishChange = repo.commit('a: new paragraph');
    const [a] = await translationFreshness(repo.dir);
    assert.equal(a!.status, 'stale');
    assert.equal(a!.baseline?.source, 'french-commit');
    assert.equal(a!.englishUpdatedAt, Number(repo.git('log', '-1', '--format=%ct')) * 1000);
    assert.equal((await statusOf(repo.dir))['docs/b.md'], 'fresh');

    // A later commit to the French file counts as its update...
    repo.write(`${frDocs}/a.md`, page('A', 'Premier texte, avec un nouveau paragraphe.'));
    repo.commit('a (fr): new paragraph');
    assert.equal((await statusOf(repo.dir))['docs/a.md'], 'fresh');

    // ...unless `translated_from` says which English revision it translates.
    repo.write(
      `${frDocs}/a.md`,
      setTranslatedFrom(page('A', 'Premier texte.'), repo.git('rev-parse', 'HEAD~2')),
    );
    repo.commit('a (fr): pinned to the first English text');
    assert.equal((await statusOf(repo.dir))['docs/a.md'], 'stale');
    repo.write(`${frDocs}/a.md`, setTranslatedFrom(page('A', 'Premier texte.'), englishChange));
    assert.equal((await statusOf(repo.dir))['docs/a.md'], 'fresh');

    // Uncommitted English edits count; reverting them makes the page fresh again (content, not dates).
    repo.write('docs/b.md', page('B', 'Other page, edited.'));
    assert.equal((await statusOf(repo.dir))['docs/b.md'], 'stale');
    repo.write('docs/b.md', page('B', 'Other page.'));
    assert.equal((await statusOf(repo.dir))['docs/b.md'], 'fresh');

    // A revision the clone does not hold cannot be decided.
    repo.write(`${frDocs}/b.md`, setTranslatedFrom(page('B', 'Autre page.'), 'abcdef1'));
    const b = (await translationFreshness(repo.dir)).find((f) => f.key === 'docs/b.md');
    assert.equal(b?.status, 'unknown');
    assert.match(b?.reason ?? '', /abcdef1/);
  } finally {
    repo.remove();
  }
});

test('a page and its translation changed together on two branches stay fresh once both are merged', async () => {
  const repo = fixtureRepo();
  try {
    repo.write('docs/a.md', page('A', 'One.\n\nTwo.'));
    repo.write(`${frDocs}/a.md`, page('A', 'Un.\n\nDeux.'));
    repo.commit('page and translation');
    // Two writers each change both languages on a branch of their own; the later commit (by
    // date) is on the branch that lacks the other's change.
    repo.git('checkout', '-q', '-b', 'first');
    repo.write('docs/a.md', page('A', 'One, edited.\n\nTwo.'));
    repo.write(`${frDocs}/a.md`, page('A', 'Un, modifié.\n\nDeux.'));
    repo.commit('first: both languages');
    repo.git('checkout', '-q', 'main');
    repo.git('checkout', '-q', '-b', 'second');
    repo.write('docs/a.md', page('A', 'One.\n\nTwo, edited.'));
    repo.write(`${frDocs}/a.md`, page('A', 'Un.\n\nDeux, modifié.'));
    repo.commit('second: both languages');
    repo.git('checkout', '-q', 'main');
    repo.git('merge', '-q', '--no-edit', 'first');
    repo.git('merge', '-q', '--no-edit', 'second');
    assert.equal(
      repo.git('show', 'HEAD:docs/a.md'),
      page('A', 'One, edited.\n\nTwo, edited.').trim(),
    );
    assert.equal((await statusOf(repo.dir))['docs/a.md'], 'fresh');
  } finally {
    repo.remove();
  }
});

test('a shallow clone decides nothing it cannot see, and shows no date older than its history', async () => {
  const repo = fixtureRepo();
  const clone = mkdtempSync(path.join(tmpdir(), 'gladys-freshness-shallow-'));
  try {
    repo.write('docs/a.md', page('A', 'Text.'));
    repo.write(`${frDocs}/a.md`, page('A', 'Texte.'));
    repo.commit('page');
    repo.write('docs/a.md', page('A', 'Text, changed.'));
    repo.commit('page changed');
    repo.write('docs/c.md', page('C', 'New page.'));
    repo.commit('another page');
    // In the full history the French page is stale.
    assert.equal((await statusOf(repo.dir))['docs/a.md'], 'stale');

    execFileSync('git', ['clone', '-q', '--depth', '2', `file://${repo.dir}`, clone]);
    const history = await readGitHistory(clone);
    assert.equal(history?.shallow, true);
    // docs/c.md changed in the newest commit: its date is known. docs/a.md last changed at the
    // boundary commit, which may hide older changes: no date.
    assert.equal(history?.files.get(path.join(clone, 'docs/c.md'))?.last.exact, true);
    assert.equal(history?.files.get(path.join(clone, 'docs/a.md'))?.last.exact, false);
    const [a] = await translationFreshness(clone);
    assert.equal(a!.status, 'unknown');
    assert.equal(a!.englishUpdatedAt, null);
  } finally {
    repo.remove();
    rmSync(clone, {recursive: true, force: true});
  }
});

test('outside a git repository every page is unknown, never stale', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'gladys-freshness-nogit-'));
  try {
    mkdirSync(path.join(dir, 'docs'), {recursive: true});
    mkdirSync(path.join(dir, frDocs), {recursive: true});
    writeFileSync(path.join(dir, 'docs/a.md'), page('A', 'Text.'));
    writeFileSync(path.join(dir, frDocs, 'a.md'), page('A', 'Texte.'));
    assert.deepEqual(await statusOf(dir), {'docs/a.md': 'unknown'});
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('translation keys join a French source to its English twin', () => {
  assert.equal(
    translationKey('@site/i18n/fr/docusaurus-plugin-content-docs/current/installation/faq.md'),
    'docs/installation/faq.md',
  );
  assert.equal(translationKey('@site/docs/installation/faq.md'), 'docs/installation/faq.md');
  assert.equal(
    translationKey('@site/i18n/fr/docusaurus-plugin-content-blog/2024-08-26-x.mdx'),
    'blog/2024-08-26-x.mdx',
  );
  assert.equal(translationKey('@site/src/pages/plus/terms.mdx'), null);
});

test('setTranslatedFrom adds the field once, quoted, and replaces an old value', () => {
  const once = setTranslatedFrom('---\ntitle: A\n---\n\nText\n', '0123456');
  assert.equal(once, "---\ntitle: A\ntranslated_from: '0123456'\n---\n\nText\n");
  assert.equal(
    setTranslatedFrom(once, 'abcdef0'),
    "---\ntitle: A\ntranslated_from: 'abcdef0'\n---\n\nText\n",
  );
  assert.throws(() => setTranslatedFrom('No front matter', 'abcdef0'), /no front matter/);
});
