/**
 * Our pieces of the Markdown for tools that `@signalwire/docusaurus-plugin-llms-txt` writes
 * (config/llmsTxt.ts): the twin paths and link fix, and the cleaning of the theme's markup.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {fromHtml} from 'hast-util-from-html';
import {toHtml} from 'hast-util-to-html';
import {markdownTwinPath} from '../../src/lib/markdownTwin.ts';
import {fixTwinUrl} from '../../src/remark/llmsTwinLinks.ts';
import rehypeCleanPage from '../../src/rehype/llmsCleanPage.ts';
import {excludeRoutes} from '../../config/llmsTxt.ts';
import {createMatcher} from '@docusaurus/utils';

test('twin paths: the page path without its slash, plus .md', () => {
  assert.equal(markdownTwinPath('/docs/installation/faq/'), '/docs/installation/faq.md');
  assert.equal(markdownTwinPath('/fr/docs/'), '/fr/docs.md');
  assert.equal(markdownTwinPath('/blog/post'), '/blog/post.md');
  assert.equal(markdownTwinPath('/docs/x/#anchor'), '/docs/x.md');
  const en = {siteUrl: 'https://x.org', baseUrl: '/'};
  const fr = {siteUrl: 'https://x.org', baseUrl: '/fr/'};
  assert.equal(
    fixTwinUrl('https://x.org/docs/docker/.md#start', en),
    'https://x.org/docs/docker.md#start',
  );
  assert.equal(fixTwinUrl('https://x.org/docs/.md', en), 'https://x.org/docs.md');
  assert.equal(fixTwinUrl('https://x.org/plus/', en), 'https://x.org/plus/');
  assert.equal(fixTwinUrl('https://x.org/fr/fr/docs/.md', fr), 'https://x.org/fr/docs.md');
  assert.equal(fixTwinUrl('https://x.org/fr/plus/', fr), 'https://x.org/fr/plus/');
});

test('cleaning: code blocks, admonitions, diagrams, anchors and React markers', () => {
  const tree = fromHtml(
    `<div class="theme-doc-markdown"><h2 id="a">Start<a class="hash-link" href="#a">\u200b</a></h2>
<div class="language-bash codeBlockContainer_X theme-code-block"><div class="codeBlockTitle_Y">Install</div><div><pre><code><span>sudo apt install<br/></span><span>docker<br/></span></code></pre><button>Copy</button></div></div>
<div class="theme-admonition alert"><div class="admonitionHeading_Z"><span><svg></svg></span>Linux only</div><div class="admonitionContent_W"><p>Port <!-- -->80<!-- --> is used.</p></div></div>
<figure data-mermaid="static"><div><svg id="diagram-abc123-light"><text>A</text></svg></div><p>Scroll sideways</p></figure>
<p><img src="/img/a.png" alt="A"></p></div>`,
    {fragment: true},
  );
  rehypeCleanPage({
    siteUrl: 'https://x.org',
    diagramSources: new Map([['abc123', 'flowchart LR\n  A --> B']]),
  })(tree);
  const html = toHtml(tree);
  assert.doesNotMatch(html, /hash-link|<!--|<button|<svg|Scroll sideways/);
  assert.match(
    html,
    /<p><em>Install<\/em><\/p><pre><code class="language-bash">sudo apt install\ndocker<\/code><\/pre>/,
  );
  assert.match(
    html,
    /<blockquote><p><strong>Linux only<\/strong><\/p><p>Port 80 is used.<\/p><\/blockquote>/,
  );
  assert.match(
    html,
    /<pre><code class="language-mermaid">flowchart LR\n {2}A --&#x3E; B<\/code><\/pre>|<pre><code class="language-mermaid">flowchart LR\n {2}A --> B<\/code><\/pre>/,
  );
  assert.match(html, /src="https:\/\/x.org\/img\/a.png"/);
});

test('cleaning: a screenshot waiting to load becomes the image of its <noscript>', () => {
  const tree = fromHtml(
    `<figure><div data-rmiz><div data-rmiz-content="found"><img src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1280 800'/%3E" alt="The setup tab"></div></div>
<noscript><img src="/img/screens/en/x-800.webp" srcset="/img/screens/en/x-800.webp 800w, /img/screens/en/x.webp 1280w" alt="The setup tab"></noscript></figure>`,
    {fragment: true},
  );
  rehypeCleanPage({siteUrl: 'https://x.org', diagramSources: new Map()})(tree);
  const html = toHtml(tree);
  assert.doesNotMatch(html, /data:image|noscript/);
  assert.equal(html.match(/<img /g)?.length, 1);
  assert.match(html, /src="https:\/\/x.org\/img\/screens\/en\/x-800.webp"/);
});

test('no twin for listings: excluded routes match with their trailing slash, in both locales', () => {
  const excluded = createMatcher(excludeRoutes);
  for (const route of [
    '/blog/',
    '/blog/archive/',
    '/fr/blog/archive/',
    '/blog/page/2/',
    '/blog/tags/release/',
    '/fr/blog/authors/pierre-gilles/',
    '/search/',
    '/fr/search/',
    '/__test__/module/',
  ]) {
    assert.ok(excluded(route), `${route} gets a twin`);
  }
  for (const route of ['/blog/gladys-4-86/', '/fr/blog/gladys-4-86/', '/docs/', '/fr/docs/x/']) {
    assert.ok(!excluded(route), `${route} gets no twin`);
  }
});
