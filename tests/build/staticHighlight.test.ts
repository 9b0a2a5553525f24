/**
 * Code highlighted at build time: Markdown code blocks reach the reader as static tokens, and a
 * page whose code blocks are all Markdown references no script holding Prism (it loads on demand,
 * only for code that components build in the browser).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {buildDir, locales, page, routeFile} from '../support/build.ts';

/** Script files of the build that hold Prism's core (its tokenizer and `insertBefore`). */
function prismChunks(): string[] {
  const dir = path.join(buildDir, 'assets/js');
  return readdirSync(dir).filter((file) => {
    const body = readFileSync(path.join(dir, file), 'utf8');
    return body.includes('insertBefore') && body.includes('tokenize') && body.includes('languages');
  });
}

const chunks = prismChunks();

test('the build has a Prism chunk, loaded on demand', () => {
  assert.ok(chunks.length >= 1, 'no script holds Prism: the check below would prove nothing');
});

// The Plus page's API example is an MDX partial (src/pages/plus/_components/Features/_apiExample.mdx).
const markdownOnly = [
  '/docs/installation/docker/',
  '/docs/api/rest-api/',
  '/docs/api/mqtt-api/',
  '/plus/',
];
for (const {prefix, locale} of locales) {
  for (const route of markdownOnly) {
    test(`${locale} ${route}: code blocks are static tokens and no Prism script is referenced`, () => {
      const $ = page(`${prefix}${route}`);
      assert.ok(
        $('main pre.static-code .token-line').length > 0,
        'no build-time highlighted block',
      );
      assert.equal(
        $('main pre:not([tabindex="0"])').length,
        0,
        "a code block a keyboard cannot reach (not drawn by the site's CodeBlock)",
      );
      assert.equal(
        $('main pre.prism-code:not(.static-code)').length,
        0,
        'a block is highlighted in the browser',
      );
      const html = readFileSync(routeFile(`${prefix}${route}`), 'utf8');
      for (const chunk of chunks) {
        assert.ok(!html.includes(chunk), `${route} references ${chunk}, which holds Prism`);
      }
    });
  }
}
