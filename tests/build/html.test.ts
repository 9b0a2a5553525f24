/**
 * Every HTML page of the build (both locales, 404 pages included) passes
 * html-validate with the rules of .htmlvalidate.json, and has exactly one <h1>.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {FileSystemConfigLoader, HtmlValidate} from 'html-validate';
import {buildDir, htmlFiles} from '../support/build.ts';

test('every built page is valid HTML', {timeout: 300_000}, async () => {
  const files = htmlFiles();
  assert.ok(files.length > 0, 'no HTML file in build/: build the site first');
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

// Not met since the code-translations plugin went (issue 38): Docusaurus puts all of
// i18n/fr/code.json into the French main bundle, so the site's own page copy (about 16.9 KB
// compressed) must move out of code.json, into translated MDX pages or page-owned data. Kept as a
// todo, which reports what is still there without failing the run, until that move is done.
test(
  "the French main bundle's translation table holds only the themes' messages",
  {
    todo: 'issue 38: page copy still in i18n/fr/code.json',
  },
  () => {
    const french = JSON.parse(readFileSync('i18n/fr/code.json', 'utf8')) as Record<string, unknown>;
    const own = Object.keys(french).filter((id) => !id.startsWith('theme.'));
    const jsDir = path.join(buildDir, 'fr', 'assets', 'js');
    const main = readdirSync(jsDir).find((f) => /^main\.[0-9a-f]+\.js$/.test(f))!;
    const source = readFileSync(path.join(jsDir, main), 'utf8');
    assert.ok(source.includes('"theme.common.skipToMainContent"'), 'the theme table is there');
    // A table entry is `"id":"message"`; the id itself stays at its call site (`id:"…"`).
    assert.deepEqual(
      own.filter((id) => source.includes(`"${id}":`)),
      [],
    );
  },
);
