/**
 * Every HTML page of the build (both locales, 404 pages included; a sample of
 * the next docs version) passes html-validate with the rules of
 * .htmlvalidate.json, and has exactly one <h1>.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {FileSystemConfigLoader, HtmlValidate} from 'html-validate';
import {buildDir, htmlFiles, isNextVersionPath, sampleNextVersion} from '../support/build.ts';
import {frenchPageCopy} from '../support/pageCopy.ts';

test('every built page is valid HTML', {timeout: 300_000}, async () => {
  const files = sampleNextVersion(htmlFiles());
  assert.ok(files.length > 0, 'no HTML file in build/: build the site first');
  assert.ok(files.some(isNextVersionPath), 'the sample keeps pages of the next docs version');
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const errors: string[] = [];
  for (const file of files) {
    const report = await validator.validateFile(path.join(buildDir, file));
    for (const result of report.results) {
      for (const m of result.messages) {
        errors.push(`${file}: ${m.ruleId}: ${m.message}${m.selector ? ` (at ${m.selector})` : ''}`);
      }
    }
  }
  assert.deepEqual(errors.slice(0, 50), [], `${errors.length} html-validate errors`);
});

test('every built page has exactly one <h1> (test-only routes aside)', () => {
  const wrong = htmlFiles()
    .filter((file) => !file.split(path.sep).includes('__test__'))
    .map(
      (file) =>
        [
          file,
          (readFileSync(path.join(buildDir, file), 'utf8').match(/<h1[\s>]/g) ?? []).length,
        ] as const,
    )
    .filter(([, count]) => count !== 1)
    .map(([file, count]) => `${file}: ${count} <h1>`);
  assert.deepEqual(wrong, []);
});

/**
 * The words a page owns live in that page's own chunks, never in the main bundle every page loads.
 * Docusaurus puts all of `i18n/<locale>/code.json` into the main bundle, so page copy is kept out of
 * it: the message files under `i18n/fr/` (`pages/`, `components/`, `data/`, a plugin's translation
 * files), imported by the page or component that owns them. This reads those French files and
 * fails on any of their messages found in the French main bundle.
 */
test("the French main bundle carries no page's own words", () => {
  const jsDir = path.join(buildDir, 'fr', 'assets', 'js');
  const main = readdirSync(jsDir).find((f) => /^main\.[0-9a-f]+\.js$/.test(f))!;
  const source = readFileSync(path.join(jsDir, main), 'utf8');
  assert.ok(source.includes('"theme.common.skipToMainContent"'), 'the theme table is there');
  // A page may repeat a navbar or footer label ("Demandes de fonctionnalités"), which the main
  // bundle rightly carries.
  const labels = new Set(
    ['navbar.json', 'footer.json'].flatMap((file) =>
      Object.values(
        JSON.parse(
          readFileSync(path.join('i18n/fr/docusaurus-theme-classic', file), 'utf8'),
        ) as Record<string, {message: string}>,
      ).map(({message}) => message),
    ),
  );
  // The words of config modules (`i18n/fr/config/`) are plugin options: Docusaurus serialises the
  // whole site config, plugin options included, into the main bundle.
  const messages = frenchPageCopy().filter(
    ({file, text}) => !labels.has(text) && !file.startsWith('i18n/fr/config/'),
  );
  assert.ok(messages.length > 0, 'no French page copy found');
  // Minified code escapes non-ASCII letters (`\xe9`), so compare the ASCII runs of each message.
  const runs = (text: string) => text.split(/[^\x20-\x7e]+/).filter((run) => run.length >= 24);
  const found = messages.filter(({text}) => runs(text).some((run) => source.includes(run)));
  assert.deepEqual(
    found.map(({file, text}) => `${file}: ${text.slice(0, 60)}`),
    [],
  );
});
