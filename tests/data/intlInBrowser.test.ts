/**
 * Browser code formats dates and numbers from the build's patterns (src/lib/localeFormatsAtBuild.ts),
 * never with a new Intl formatter: the first one a page creates costs about 90 ms of main thread at
 * 4× CPU slowdown, during hydration. Fails naming the file and line of any `Intl.DateTimeFormat`,
 * `Intl.NumberFormat`, `toLocale*String` or the theme's `useDateTimeFormat` under src/, outside the
 * modules that run at build time.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {walk} from '../../scripts/lib/content.ts';

/** Files that run in Node at build time only (they work the patterns out). */
const buildTime = new Set([
  'src/lib/datePattern.ts',
  'src/lib/numberPattern.ts',
  'src/lib/localeFormatsAtBuild.ts',
  // Dates of the releases page, written at build time into the page's data.
  'src/plugins/release-notes/index.ts',
  // Dates of the store's pages, written at build time into each page's data.
  'src/plugins/store/index.ts',
]);
const pattern =
  /new Intl\.(DateTimeFormat|NumberFormat)|\.toLocale(Date|Time)?String\(|useDateTimeFormat\(/;

test('no Intl date or number formatter in code that runs in the browser', () => {
  const found = walk('src', /\.tsx?$/)
    .filter((file) => !buildTime.has(file.split(path.sep).join('/')))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({file, line: i + 1, text: line.trim()}))
        .filter(({text}) => !text.startsWith('*') && !text.startsWith('//') && pattern.test(text)),
    )
    .map(({file, line, text}) => `${file}:${line}: ${text}`);
  assert.deepEqual(found, [], 'use useDateFormat / useNumberFormat (src/lib/localeFormats.ts)');
});
