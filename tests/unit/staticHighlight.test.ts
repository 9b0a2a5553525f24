/**
 * Code highlighted at build time: the tokens spell the code back exactly (so the browser draws
 * them instead of running Prism), for every fenced code block of the docs and posts; the
 * stylesheet colours tokens in both colour modes from the site's Prism themes.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import {staticLinesText, tokenizeCode} from '../../src/remark/staticHighlight/tokenize.ts';
import {tokenStylesheet} from '../../src/plugins/code-highlighting/index.ts';
import {darkCodeTheme, lightCodeTheme} from '../../config/prism.ts';
import {allContentFiles} from '../../scripts/lib/content.ts';

test('tokens are the theme’s own Prism tokens, compacted', () => {
  const code = 'sudo docker run -d \\\n\n  --name gladys';
  const lines = tokenizeCode(code, 'bash');
  assert.deepEqual(lines[0]!.slice(0, 2), [['function', 'sudo'], ' ']);
  assert.deepEqual(lines[1], ['']);
  assert.equal(staticLinesText(lines), code);
  const prism = normalizeTokens(Prism.tokenize('const a = 1;', Prism.languages.js!));
  assert.deepEqual(
    tokenizeCode('const a = 1;', 'js')[0]!.map((t) => (typeof t === 'string' ? t : t[1])),
    prism[0]!.map((t) => t.content),
  );
  assert.deepEqual(tokenizeCode('plain words', 'no-such-language'), [['plain words']]);
});

test('every fenced code block of the docs and posts spells itself back from its tokens', () => {
  const fence = /^([ \t]*)```(\w*)[^\n]*\n([\s\S]*?)\n\1```$/gm;
  const problems: string[] = [];
  let blocks = 0;
  for (const file of allContentFiles()) {
    for (const [, indent, lang, body] of readFileSync(file, 'utf8').matchAll(fence)) {
      if (lang === 'mermaid') continue;
      const code = body!
        .split('\n')
        .map((line) => (line.startsWith(indent!) ? line.slice(indent!.length) : line))
        .join('\n');
      blocks += 1;
      if (staticLinesText(tokenizeCode(code, lang || 'text')) !== code)
        problems.push(`${file} (${lang})`);
    }
  }
  assert.ok(blocks > 0, 'no code block found in the content');
  assert.deepEqual(problems, []);
});

test('the stylesheet colours tokens in both colour modes', () => {
  const css = tokenStylesheet({lightTheme: lightCodeTheme, darkTheme: darkCodeTheme});
  assert.match(css, /\[data-theme='light'\] \.static-code \.token\.comment[^{]*\{ color: #68685c;/);
  assert.match(css, /\[data-theme='dark'\] \.static-code \.token\.comment[^{]*\{ color: #919cbf;/);
  assert.doesNotMatch(css, /undefined/);
});
