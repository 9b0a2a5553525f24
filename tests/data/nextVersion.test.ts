/**
 * "Next version" badges (issue 39): a doc (English or French) that quotes what the last release
 * tag lacks shows the `<NextVersion />` badge. What the tag lacks comes from
 * src/data/product/next-version.json (`npm run product:extract`, the diff between the last tag and
 * the reference commit): interface texts (quoted with `<UiLabel>` or in bold), front routes and
 * mDNS host names (bold text from two words: a single bold word is often another app's label).
 * Labels and routes need a badge somewhere on the page; a host name needs one in
 * the same paragraph, since a reader on the release must be told to use another address there.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {contentDirs, root, walk} from '../support/content.ts';
import {normaliseLabel} from '../../src/lib/uiLabels.ts';

type NextVersion = {
  tag: string;
  routes: {added: string[]};
  hostnames: {added: string[]};
  newTexts: {en: string[]; fr: string[]};
};
const next = JSON.parse(
  readFileSync(path.join(root, 'src/data/product/next-version.json'), 'utf8'),
) as NextVersion;

const badge = /<NextVersion\b/;

/**
 * What a doc quotes that the last tag lacks, with no badge where one is needed.
 * @param source the doc's MDX
 * @param newTexts normalised interface texts of the page's language that the tag lacks
 * @returns `line: what` for each unbadged quote
 */
export function unbadged(source: string, newTexts: Set<string>): string[] {
  const lineOf = (index: number) => source.slice(0, index).split('\n').length;
  const found: string[] = [];
  const pageHasBadge = badge.test(source);
  if (!pageHasBadge) {
    for (const m of source.matchAll(/<UiLabel>([^<]*)<\/UiLabel>|\*\*([^*\n]+)\*\*/g)) {
      const text = normaliseLabel(m[1] ?? m[2]!);
      // A single bold word is too often another app's label ("Security" in Nextcloud): bold
      // counts from two words, <UiLabel> always.
      if (m[2] !== undefined && !text.includes(' ')) continue;
      if (newTexts.has(text)) found.push(`${lineOf(m.index)}: label "${text}"`);
    }
    for (const route of next.routes.added) {
      for (const m of source.matchAll(
        new RegExp(`${route.replace(/[/.]/g, '\\$&')}(?![\\w/-])`, 'g'),
      )) {
        found.push(`${lineOf(m.index)}: route ${route}`);
      }
    }
  }
  // Host names: paragraph by paragraph (blank-line separated), code blocks included.
  let offset = 0;
  for (const paragraph of source.split(/\n\s*\n/)) {
    for (const host of next.hostnames.added) {
      const at = paragraph.indexOf(host);
      if (at !== -1 && !badge.test(paragraph)) found.push(`${lineOf(offset + at)}: ${host}`);
    }
    offset += paragraph.length + 2;
  }
  return found;
}

for (const locale of ['en', 'fr'] as const) {
  test(`${locale} docs quoting what ${next.tag} lacks show the Next version badge`, () => {
    const texts = new Set(next.newTexts[locale].map(normaliseLabel));
    const problems = walk(contentDirs.docs[locale]).flatMap((file) =>
      unbadged(readFileSync(file, 'utf8'), texts).map((p) => `${path.relative(root, file)}:${p}`),
    );
    assert.deepEqual(problems, []);
  });
}

test('the check fails on an unbadged new label, route or host name, and passes with the badge', () => {
  const texts = new Set(['Quick actions']);
  const route = next.routes.added[0];
  const host = next.hostnames.added[0];
  assert.deepEqual(unbadged('Open **Quick actions**.', texts), ['1: label "Quick actions"']);
  assert.deepEqual(unbadged('Open <UiLabel>Quick actions</UiLabel> <NextVersion />.', texts), []);
  if (route) assert.deepEqual(unbadged(`Go to ${route}.`, texts), [`1: route ${route}`]);
  if (host) {
    assert.deepEqual(unbadged(`Intro <NextVersion />\n\nOpen http://${host}.`, texts), [
      `3: ${host}`,
    ]);
    assert.deepEqual(unbadged(`Open http://${host} <NextVersion />.`, texts), []);
  }
});

/**
 * Where a `<NextVersion` badge sits in the released version's docs, which describe the last tag
 * only: nothing in them may be marked as coming later.
 * @param source a doc's MDX
 * @returns the 1-based line numbers that hold the badge
 */
export function badgeLines(source: string): number[] {
  return source.split('\n').flatMap((line, i) => (badge.test(line) ? [i + 1] : []));
}

test('the released version docs (English and French) carry no Next version badge', () => {
  assert.deepEqual(badgeLines('Intro\n\nA step <NextVersion what="x" />.\n'), [3]);
  assert.deepEqual(badgeLines('A step that the release has.\n'), []);
  const versions = JSON.parse(readFileSync(path.join(root, 'versions.json'), 'utf8')) as string[];
  const problems = versions.flatMap((version) =>
    [
      path.join(root, 'versioned_docs', `version-${version}`),
      path.join(root, 'i18n/fr/docusaurus-plugin-content-docs', `version-${version}`),
    ].flatMap((dir) =>
      walk(dir).flatMap((file) =>
        badgeLines(readFileSync(file, 'utf8')).map(
          (line) => `${path.relative(root, file)}:${line}: <NextVersion> in a released version`,
        ),
      ),
    ),
  );
  assert.deepEqual(problems, []);
});

test('the released REST reference leaves out what came after the tag and keeps the bodies of the tag', async () => {
  const {bodyFor, endpoints, isAfterRelease} = await import('../../src/lib/restApi.ts');
  const {readsAfterRelease, restBodies} = await import('../../src/data/restBodies.ts');
  const keys = new Set(endpoints.map((e) => `${e.method} ${e.path}`));
  assert.deepEqual(
    readsAfterRelease.filter((k) => !keys.has(k)),
    [],
    'a read listed as after the release names no endpoint of the extract',
  );
  for (const [key, entry] of Object.entries(restBodies)) {
    const [method, p] = key.split(' ') as [string, string];
    const body = bodyFor({method, path: p}, true);
    if (body?.kind === 'object') {
      assert.deepEqual(
        body.fields.filter((f) => f.nextVersion).map((f) => f.name),
        [],
        `${key}: a field of the next version in the released body`,
      );
    }
    assert.equal(isAfterRelease({method, path: p}), Boolean(entry.nextVersion), key);
  }
  const dashboard = bodyFor({method: 'POST', path: '/api/v1/dashboard'}, true);
  assert.ok(dashboard?.kind === 'object');
  assert.deepEqual(dashboard.fields.find((f) => f.name === 'boxes')?.example, [[]]);
});
