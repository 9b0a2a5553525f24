/**
 * "Since 4.NN": every integration, scene step, dashboard widget and app screen a doc
 * describes shows the release that brought it, from src/data/product/since.json. The expected
 * pages are derived here: integration docs from their `<AtAGlance integration>`, scene step docs
 * from src/data/sceneStepPages.ts, widget docs from the product's widget list, screen docs from
 * the folders `app/` and `settings/`. Such a page fails without its `<Since />` line (which dates
 * what src/lib/since.ts `docFeatures` finds for it), when its features are unknown to since.json, or
 * when a doc of those folders has no screen. The features whose code shipped before their catalogue
 * card (scripts/lib/sinceOverrides.ts) are dated by the file implementing them, checked in git
 * when a clone of the product is given (GLADYS_PRODUCT, or ../Gladys beside this repository).
 */
import {test} from 'node:test';
import {execFileSync} from 'node:child_process';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {contentDirs, root, walk} from '../../scripts/lib/content.ts';
import {compareVersions, docFeatures, featureSince, releasePost} from '../../src/lib/since.ts';
import {notScreens, screenPages, widgetPages} from '../../src/data/sincePages.ts';
import {sceneStepPages} from '../../src/data/sceneStepPages.ts';
import {SINCE_OVERRIDES} from '../../scripts/lib/sinceOverrides.ts';
import matter from 'gray-matter';

const readJson = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(root, 'src/data/product', file), 'utf8')) as T;
const since = readJson<Record<string, Record<string, string>> & {lastTag: string}>('since.json');
const widgets = readJson<{widgets: {key: string}[]}>('dashboard-widgets.json').widgets;
const steps = readJson<{steps: {key: string}[]}>('scene-steps.json').steps;
const catalog = readJson<{integrations: {key: string}[]}>('integrations-catalog.json').integrations;
const locales = ['en', 'fr'] as const;
const docId = (locale: 'en' | 'fr', file: string) =>
  path.relative(contentDirs.docs[locale], file).replace(/\.mdx?$/, '');

/** Whether a doc resolves every feature it describes to a version (or "next"). */
function problemsOf(id: string): string[] {
  const features = docFeatures(id);
  if (features.length === 0) return [`${id}: no feature to date`];
  return features.flatMap((f) => {
    try {
      featureSince(f);
      return [];
    } catch (error) {
      return [`${id}: ${(error as Error).message}`];
    }
  });
}

test('since.json dates every integration, offered scene step and widget of the product', () => {
  assert.match(since.lastTag, /^v\d+\.\d+\.\d+$/);
  const missing = [
    ...catalog.filter((i) => !since.integrations[i.key]).map((i) => `integration ${i.key}`),
    ...steps.filter((s) => !since.steps[s.key]).map((s) => `step ${s.key}`),
    ...widgets.filter((w) => !since.widgets[w.key]).map((w) => `widget ${w.key}`),
  ];
  assert.deepEqual(missing, []);
  for (const kind of ['integrations', 'steps', 'widgets', 'routes']) {
    for (const [key, version] of Object.entries(since[kind]!)) {
      assert.match(version, /^(\d+\.\d+(\.\d+)?|next)$/, `${kind} ${key}`);
    }
  }
});

for (const locale of locales) {
  test(`every ${locale} integration doc shows its Since (through <AtAGlance integration>)`, () => {
    const problems: string[] = [];
    for (const file of walk(contentDirs.docs[locale])) {
      const key = readFileSync(file, 'utf8').match(
        /<AtAGlance\b[\s\S]*?integration="([^"]+)"/,
      )?.[1];
      if (key && !since.integrations[key]) {
        problems.push(`${path.relative(root, file)}: integration "${key}" not in since.json`);
      }
    }
    assert.deepEqual(problems, []);
  });

  test(`every ${locale} scene step, widget and screen doc shows its Since`, () => {
    const expected = new Set<string>([
      ...Object.values(sceneStepPages).map((page) => `scenes/${page}`),
      ...widgets.map((w) => {
        const page = widgetPages[w.key];
        return page ? `dashboard/${page}` : `dashboard/? (no page for the widget ${w.key})`;
      }),
      ...walk(path.join(contentDirs.docs[locale], 'app'))
        .concat(walk(path.join(contentDirs.docs[locale], 'settings')))
        .map((file) => docId(locale, file))
        .filter((id) => !(id in notScreens)),
      ...Object.keys(screenPages),
    ]);
    const problems: string[] = [];
    for (const id of [...expected].sort()) {
      const file = ['.md', '.mdx']
        .map((ext) => path.join(contentDirs.docs[locale], id + ext))
        .find(existsSync);
      if (!file) {
        problems.push(`${id}: no ${locale} doc`);
        continue;
      }
      if (!/<Since\s*\/>/.test(readFileSync(file, 'utf8'))) {
        problems.push(`${path.relative(root, file)}: no <Since /> line`);
      }
      problems.push(...problemsOf(id));
    }
    assert.deepEqual(problems, []);
  });
}

test('the check fails on a page with nothing to date and on a key since.json lacks', () => {
  assert.deepEqual(problemsOf('app/presence'), ['app/presence: no feature to date']);
  assert.throws(() => featureSince({kind: 'widgets', key: 'no-such-widget'}), /since\.json/);
  assert.deepEqual(problemsOf('settings/security'), []);
});

type Override = {card: string; feature: string; path: string; reason: string; announcedIn?: string};
const overrides = (since as unknown as {overrides: Record<string, Record<string, Override>>})
  .overrides;

test("an overridden feature is dated by its file, not its card: the feature's tag wins", () => {
  const problems: string[] = [];
  for (const {kind, key, path: file, reason, announcedIn} of SINCE_OVERRIDES) {
    const found = overrides[kind]?.[key];
    if (!found) {
      problems.push(`${kind} ${key}: not in since.json overrides (run npm run product:extract)`);
      continue;
    }
    if (found.path !== file || found.reason !== reason || found.announcedIn !== announcedIn) {
      problems.push(`${kind} ${key}: since.json differs from scripts/lib/sinceOverrides.ts`);
    }
    if (since[kind]![key] !== found.feature) {
      problems.push(
        `${kind} ${key}: since ${since[kind]![key]}, but its feature is in ${found.feature}`,
      );
    }
    if (reason.trim() === '') problems.push(`${kind} ${key}: no reason`);
    const dated = featureSince({kind: kind as 'integrations', key});
    if (dated.announcedIn !== announcedIn)
      problems.push(`${kind} ${key}: announcedIn not passed on`);
  }
  assert.deepEqual(problems, []);
  assert.equal(
    Object.values(overrides).flatMap((byKey) => Object.keys(byKey)).length,
    SINCE_OVERRIDES.length,
    'since.json overrides only what the table lists',
  );
});

test('a release post announces each override announced later than its tag', () => {
  const announced = new Set(
    walk(contentDirs.blog.en)
      .map((file) => matter(readFileSync(file, 'utf8')).data.gladys_version as unknown)
      .filter((version): version is string => typeof version === 'string'),
  );
  for (const {key, announcedIn} of SINCE_OVERRIDES) {
    if (announcedIn) assert.ok(announced.has(announcedIn), `${key}: no post for ${announcedIn}`);
  }
});

test('each override is the first release tag whose source has its file', (t) => {
  const product = process.env.GLADYS_PRODUCT ?? path.join(root, '..', 'Gladys');
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', product, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  let tags: string[];
  try {
    tags = git('tag', '--merged', since.lastTag)
      .split('\n')
      .filter((tag) => /^v\d+\.\d+\.\d+$/.test(tag))
      .sort((a, b) => compareVersions(a.slice(1), b.slice(1)));
  } catch {
    t.skip(
      `no Gladys clone at ${product}: set GLADYS_PRODUCT to a checkout or bare clone to check the overrides in git`,
    );
    return;
  }
  for (const {kind, key, path: file} of SINCE_OVERRIDES) {
    const first = tags.find((tag) => {
      try {
        git('cat-file', '-e', `${tag}:${file}`);
        return true;
      } catch {
        return false;
      }
    });
    assert.ok(first, `${key}: no tag has ${file}`);
    assert.equal(
      since[kind]![key],
      first.slice(1).replace(/^(\d+\.\d+)\.0$/, '$1'),
      `${key}: first tag with ${file}`,
    );
  }
});

test('the Since line links the announcing post, else the version post, else the minor one', () => {
  const posts = {'4.8': '/blog/4-8', '4.9': '/blog/4-9', '4.84': '/blog/4-84'};
  assert.equal(releasePost(posts, '4.8.8', '4.9'), '/blog/4-9');
  assert.equal(releasePost(posts, '4.8.8'), '/blog/4-8');
  assert.equal(releasePost(posts, '4.84.1'), '/blog/4-84');
  assert.equal(releasePost(posts, '4.9'), '/blog/4-9');
  assert.equal(releasePost(posts, '4.8.8', '4.99'), undefined, 'no fallback past an announcement');
});
