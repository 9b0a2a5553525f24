/**
 * Markdown for tools (@signalwire/docusaurus-plugin-llms-txt, config/llmsTxt.ts), in both
 * locales: llms.txt has the llmstxt.org shape and links every doc and post; each doc and post has
 * a Markdown twin free of MDX, JSX and theme markup; llms-full.txt holds them.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {buildDir, builtRoutes, hasRoute, locales, page} from '../support/build.ts';
import {blogPostFiles, walk} from '../../scripts/lib/content.ts';
import {markdownTwinPath} from '../../src/lib/markdownTwin.ts';
import {findRedirect, parseRedirects} from '../../scripts/lib/hosting.ts';

const siteUrl = 'https://gladysassistant.com';
const slugs = blogPostFiles().map((f) => matter(readFileSync(f, 'utf8')).data.slug as string);

/**
 * Every doc page of a locale that llms.txt describes, from the build: routes under /docs/ or
 * /guides/ whose page is a doc, the next version's docs (/docs/next/, kept out of llms.txt and
 * search engines) left out.
 */
function docRoutes(prefix: string): string[] {
  return builtRoutes()
    .filter((route) => route.startsWith(`${prefix}/docs/`) || route.startsWith(`${prefix}/guides/`))
    .filter((route) => !route.startsWith(`${prefix}/docs/next/`))
    .filter((route) => page(route)('.theme-doc-markdown').length === 1);
}

/** File of a twin URL path (`/fr/docs/x.md`). */
const twinFile = (urlPath: string) => path.join(buildDir, urlPath);

/** What no twin may hold, with a name for the failure message. */
const forbidden: [string, RegExp][] = [
  ['a JSX or MDX component tag', /<\/?[A-Z][A-Za-z]*[\s/>]/],
  ['a UiLabel', /UiLabel/],
  ['an import or export line', /^(import|export)\s/m],
  ['front matter', /^---\n[\s\S]*?\n---/],
  ['an HTML comment', /<!--/],
  ['a heading anchor', /Direct link to/],
  ['a broken twin link', /\/\.md\b/],
  ['an MDX comment', /\{\/\*/],
];

for (const {locale, prefix} of locales) {
  const posts = slugs.map((slug) => `${prefix}/blog/${slug}/`);
  const readLlms = () => readFileSync(path.join(buildDir, prefix, 'llms.txt'), 'utf8');

  test(`[${locale}] llms.txt: a title, a summary, then sections of links`, () => {
    const llms = readLlms();
    const lines = llms.split('\n');
    assert.match(lines[0] ?? '', /^# Gladys Assistant$/);
    assert.match(lines[2] ?? '', /^> .{60,}/);
    // Docs, then the blog (under a `## fr` section in French: the plugin counts the prefix).
    const sections = [...llms.matchAll(/^##+ (docs|blog)$/gm)].map((m) => m[1]);
    assert.deepEqual(sections, ['docs', 'blog']);
    // Links are absolute, to the site, each with the page's description when it has one.
    for (const line of lines.filter((l) => l.startsWith('- '))) {
      assert.match(line, /^- \[[^\]]+\]\(https:\/\/gladysassistant\.com\/[^)\s]+\)(: .+)?$/, line);
    }
  });

  test(`[${locale}] llms.txt links the Markdown twin of every doc and post`, () => {
    const llms = readLlms();
    const docs = docRoutes(prefix);
    assert.ok(docs.length > 0, 'no doc found in the build: build the site first');
    const links = new Set([...llms.matchAll(/\]\((https:[^)]+)\)/g)].map((m) => m[1]));
    const missing = [...docs, ...posts].filter(
      (route) => !links.has(`${siteUrl}${markdownTwinPath(route)}`),
    );
    assert.deepEqual(missing, []);
    for (const link of links) {
      const urlPath = new URL(link!).pathname;
      if (urlPath.endsWith('.md')) assert.ok(existsSync(twinFile(urlPath)), `${link}: no file`);
    }
  });

  test(`[${locale}] twins exist for docs and posts only, not for listings or other pages`, () => {
    const localeDir = path.join(buildDir, prefix);
    const twins = walk(localeDir, /\.md$/)
      .map((file) => `${prefix}/${path.relative(localeDir, file).split(path.sep).join('/')}`)
      .filter((urlPath) => prefix || !urlPath.startsWith('/fr/'));
    const expected = new Set([...docRoutes(prefix), ...posts].map((r) => markdownTwinPath(r)));
    assert.deepEqual(
      twins.filter((urlPath) => !expected.has(urlPath)),
      [],
      'twins of pages that are neither docs nor posts',
    );
    assert.equal(twins.length, expected.size);
  });

  test(`[${locale}] every twin starts with the page's title and holds no MDX, JSX or theme markup`, () => {
    const problems: string[] = [];
    for (const route of [...docRoutes(prefix), ...posts]) {
      const file = twinFile(markdownTwinPath(route));
      if (!existsSync(file)) {
        problems.push(`${route}: no twin`);
        continue;
      }
      const markdown = readFileSync(file, 'utf8');
      const h1 = page(route)('h1').first().text().trim();
      if (!markdown.startsWith(`# ${h1}\n`))
        problems.push(`${route}: does not start with "# ${h1}"`);
      for (const [what, pattern] of forbidden) {
        // Code blocks may show anything: only the prose is checked.
        const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
        const hit = pattern.exec(prose);
        if (hit) problems.push(`${route}: ${what}: "${hit[0]}"`);
      }
    }
    assert.deepEqual(problems, []);
  });

  test(`[${locale}] every link of a twin to the site leads to a built page or twin`, () => {
    const broken = new Set<string>();
    // Download links go through the redirects of _redirects.
    const redirects = parseRedirects(readFileSync(path.join(buildDir, '_redirects'), 'utf8'));
    for (const route of [...docRoutes(prefix), ...posts]) {
      const markdown = readFileSync(twinFile(markdownTwinPath(route)), 'utf8');
      for (const [, url] of markdown.matchAll(/\]\((https:\/\/gladysassistant\.com[^)\s#]*)/g)) {
        const urlPath = new URL(url!).pathname;
        const ok = urlPath.endsWith('.md')
          ? existsSync(twinFile(urlPath))
          : hasRoute(urlPath) ||
            existsSync(path.join(buildDir, urlPath)) ||
            findRedirect(redirects, 'gladysassistant.com', urlPath) !== null;
        if (!ok) broken.add(`${route} → ${url}`);
      }
    }
    assert.deepEqual([...broken], []);
  });

  test(`[${locale}] diagrams become their Mermaid source and code blocks keep their language`, () => {
    const markdown = readFileSync(twinFile(markdownTwinPath(`${prefix}/docs/`)), 'utf8');
    assert.match(markdown, /```mermaid\nflowchart/);
    const docker = readFileSync(
      twinFile(markdownTwinPath(`${prefix}/docs/installation/docker/`)),
      'utf8',
    );
    assert.match(docker, /```bash\n/);
  });

  test(`[${locale}] llms-full.txt holds every twin that llms.txt lists`, () => {
    const llms = readLlms();
    const full = readFileSync(path.join(buildDir, prefix, 'llms-full.txt'), 'utf8');
    const listed = [...llms.matchAll(/\]\((https:[^)]+\.md)\)/g)].map(
      (m) => new URL(m[1]!).pathname,
    );
    assert.ok(listed.length > 0);
    const missing = listed.filter((urlPath) => {
      // The twin's text after its title line, as llms-full.txt holds it.
      const body = readFileSync(twinFile(urlPath), 'utf8').split('\n').slice(1).join('\n').trim();
      return !full.includes(body.slice(0, 200));
    });
    assert.deepEqual(missing, [], 'twins missing from llms-full.txt');
  });
}
