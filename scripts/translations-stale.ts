#!/usr/bin/env node
// Lists the French docs and blog posts whose English twin changed after they
// were translated (rules in src/plugins/translation-freshness/freshness.ts).
//
// Usage:
//   npm run translations:stale                      list stale (and undecidable) French pages
//   npm run translations:stale -- --check           same, exit 1 when a page is stale
//   npm run translations:stale -- --mark <file>...  record in each French file (front matter
//                                                   `translated_from`) the English revision it
//                                                   now translates: run it once the French text
//                                                   is up to date with the committed English page
import {execFileSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {readGitHistory} from '../src/lib/gitHistory';
import {
  listTranslationPairs,
  setTranslatedFrom,
  translationFreshness,
  type Freshness,
} from '../src/plugins/translation-freshness/freshness';

const siteDir = path.resolve(import.meta.dirname, '..');
const {values, positionals: files} = parseArgs({
  options: {check: {type: 'boolean', default: false}, mark: {type: 'boolean', default: false}},
  allowPositionals: true,
});
if (files.length > 0 && !values.mark) {
  console.error(`Files are only for --mark: ${files.join(' ')}`);
  process.exit(2);
}

const day = (ms: number | null) => (ms ? new Date(ms).toISOString().slice(0, 10) : 'date unknown');
const rel = (file: string) => path.relative(process.cwd(), file);

async function mark(files: string[]): Promise<number> {
  const history = await readGitHistory(siteDir);
  if (!history) {
    console.error('Not in a git repository: nothing to record.');
    return 2;
  }
  const pairs = listTranslationPairs(siteDir);
  let failures = 0;
  for (const file of files) {
    const french = path.resolve(file);
    const pair = pairs.find((p) => p.french === french);
    const last = pair && history.files.get(pair.english)?.last;
    if (!pair || !last?.exact) {
      console.error(
        `${file}: ${pair ? 'the English page has no known commit' : 'not a French doc or post with an English twin'}`,
      );
      failures += 1;
      continue;
    }
    const repoPath = path.relative(history.root, pair.english).split(path.sep).join('/');
    const committed = execFileSync('git', ['rev-parse', `${last.hash}:${repoPath}`], {
      cwd: siteDir,
      encoding: 'utf8',
    }).trim();
    const current = execFileSync('git', ['hash-object', pair.english], {
      cwd: siteDir,
      encoding: 'utf8',
    }).trim();
    if (committed !== current) {
      console.error(`${file}: ${rel(pair.english)} has uncommitted changes; commit it first`);
      failures += 1;
      continue;
    }
    writeFileSync(french, setTranslatedFrom(readFileSync(french, 'utf8'), last.hash));
    console.log(
      `${rel(french)}: translated_from ${last.hash.slice(0, 12)} (${day(last.timestamp)})`,
    );
  }
  return failures ? 1 : 0;
}

function describe(page: Freshness): string {
  const baseline = page.baseline
    ? `${page.baseline.revision.slice(0, 12)} (${page.baseline.source})`
    : 'none';
  return `${rel(page.french)}\n    English ${rel(page.english)} changed ${day(page.englishUpdatedAt)}; French translates ${baseline}`;
}

async function main(): Promise<number> {
  if (values.mark) return mark(files);
  const pages = await translationFreshness(siteDir);
  const stale = pages.filter((p) => p.status === 'stale');
  const unknown = pages.filter((p) => p.status === 'unknown');
  for (const page of stale) {
    console.log(describe(page));
  }
  if (unknown.length) {
    console.log(`\n${unknown.length} French page(s) git cannot decide: ${unknown[0]!.reason}`);
    for (const page of unknown) console.log(`  ${rel(page.french)}`);
  }
  console.log(
    `\n${stale.length} stale, ${pages.length - stale.length - unknown.length} up to date, ${unknown.length} unknown (${pages.length} French pages with an English twin)`,
  );
  return values.check && stale.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
