/**
 * `npm run write-translations -- --locale fr` on a clean clone changes nothing: every UI string the
 * source declares (`<Translate>`, `translate()`, theme labels) is already in `i18n/fr/`, with the
 * description the source gives it. A failure lists the files and ids that drifted; the files are put
 * back as they were either way.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const siteDir = path.resolve(import.meta.dirname, '../..');
const frDir = path.join(siteDir, 'i18n/fr');

/** Every JSON file of `i18n/fr/`, with its text: what write-translations may rewrite. */
function jsonFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(frDir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !entry.name.endsWith('.json')) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(file, readFileSync(file, 'utf8'));
  }
  return files;
}

/** The ids whose entry differs between two versions of a translation file. */
function changedIds(before: string, after: string): string[] {
  const a = JSON.parse(before) as Record<string, unknown>;
  const b = JSON.parse(after) as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (id) => JSON.stringify(a[id]) !== JSON.stringify(b[id]),
  );
}

test('write-translations leaves i18n/fr as committed', {timeout: 10 * 60_000}, () => {
  const before = jsonFiles();
  try {
    const run = spawnSync('npm', ['run', 'write-translations', '--', '--locale', 'fr'], {
      cwd: siteDir,
      encoding: 'utf8',
    });
    assert.equal(run.status, 0, `write-translations failed:\n${run.stdout}\n${run.stderr}`);
    const after = jsonFiles();
    const drift = [...after]
      .filter(([file, text]) => before.get(file) !== text)
      .map(([file, text]) => {
        const ids = before.has(file) ? changedIds(before.get(file)!, text) : ['(new file)'];
        return `${path.relative(siteDir, file)}: ${ids.join(', ')}`;
      });
    assert.deepEqual(
      drift,
      [],
      `write-translations rewrote these entries: run it, translate what it added, and commit the result:\n${drift.join('\n')}`,
    );
  } finally {
    for (const [file, text] of before) writeFileSync(file, text);
  }
});
