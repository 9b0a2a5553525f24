import type {LoadContext, LoadedPlugin, Plugin} from '@docusaurus/types';
import type {DocMetadata, LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {existsSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {markdownTwinPath} from './paths';
import {formatLlmsFullTxt, formatLlmsTxt, type LlmsLink, type LlmsSection} from './llmsTxt';

/** Pages of src/pages left out of the index: no content for a reader to learn from. */
const skippedPages = ['search', 'payment_success'];

/** Decodes the few entities the built HTML uses in attributes and titles. */
function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** `<title>` and meta description of a built page, or null when the page was not built. */
function readPageHead(file: string): {title: string; description?: string} | null {
  if (!existsSync(file)) return null;
  const html = readFileSync(file, 'utf8');
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
  const meta =
    /<meta\b(?=[^>]*\bname=["']?description["'\s>])[^>]*\bcontent=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/.exec(
      html,
    );
  const description = meta ? (meta[1] ?? meta[2] ?? meta[3]) : undefined;
  return title
    ? {
        title: decodeEntities(title),
        ...(description ? {description: decodeEntities(description)} : {}),
      }
    : null;
}

function pluginContent<T>(plugins: readonly LoadedPlugin[], name: string): T | undefined {
  return plugins.find((p) => p.name === name && p.options.id === 'default')?.content as
    T | undefined;
}

type SidebarItem = {type: string; label?: string; id?: string; items?: SidebarItem[]};

/** Doc ids of a sidebar category, in order (nested categories flattened). */
function categoryDocIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) =>
    item.type === 'doc' || item.type === 'ref'
      ? [item.id!]
      : item.type === 'category'
        ? categoryDocIds(item.items ?? [])
        : [],
  );
}

/**
 * Docs sections of llms.txt: one per top-level sidebar category, with its
 * (translated) label, docs in sidebar order. A doc missing from the sidebar
 * (a page listed in one locale only) joins the category of its folder.
 */
function docsSections(docs: DocsContent, link: (doc: DocMetadata) => LlmsLink): LlmsSection[] {
  const version = docs.loadedVersions[0];
  if (!version) return [];
  const byId = new Map(version.docs.filter((d) => !d.unlisted).map((d) => [d.id, d]));
  const sidebar = (version.sidebars.docs ?? []) as unknown as SidebarItem[];
  const sections = sidebar
    .filter((item) => item.type === 'category')
    .map((category) => ({title: category.label ?? '', ids: categoryDocIds(category.items ?? [])}));
  const listed = new Set(sections.flatMap((s) => s.ids));
  for (const doc of byId.values()) {
    if (listed.has(doc.id)) continue;
    const folder = doc.id.split('/')[0];
    const home =
      sections.find((s) => s.ids.some((id) => id.split('/')[0] === folder)) ?? sections.at(-1);
    home?.ids.push(doc.id);
  }
  return sections.map((section) => ({
    title: section.title,
    links: section.ids.flatMap((id) => {
      const doc = byId.get(id);
      return doc ? [link(doc)] : [];
    }),
  }));
}

/** How long {@link waitForTwins} waits for the third-party plugin, at most. */
const twinsTimeoutMs = 10 * 60 * 1000;

/**
 * Waits until `@signalwire/docusaurus-plugin-llms-txt` has finished with this build: it writes its
 * `llms.txt` after every Markdown twin (its documented outputs), and Docusaurus runs the plugins'
 * `postBuild` steps side by side. Docusaurus empties the build folder first, so an `llms.txt`
 * written before `since` belongs to nobody.
 *
 * @param file the third-party plugin's `llms.txt` in the locale's build folder
 * @param since when this build started (ms)
 * @throws Error after {@link twinsTimeoutMs} without it
 */
async function waitForTwins(file: string, since: number): Promise<void> {
  const deadline = Date.now() + twinsTimeoutMs;
  while (!(existsSync(file) && statSync(file).mtimeMs >= since - 1000)) {
    if (Date.now() > deadline) {
      throw new Error(
        `llms-txt: @signalwire/docusaurus-plugin-llms-txt wrote no ${file} (is it registered in config/plugins.ts?)`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Markdown for language models and tools, in each locale:
 *
 * - a Markdown twin of every doc and blog post (`/docs/x/` → `/docs/x.md`),
 *   converted from the built HTML by `@signalwire/docusaurus-plugin-llms-txt`,
 *   registered beside this plugin with the options of twinOptions.ts, so MDX
 *   components appear as the reader sees them; our rehype and remark
 *   plugins clean the theme's markup first (`rehypeCleanPage`) and fix its
 *   links (`remarkTwinLinks`);
 * - `llms.txt` (https://llmstxt.org): the site's name, the home page's
 *   description as summary, one section per docs sidebar category in sidebar
 *   order with translated labels, the blog, then the site's other pages under
 *   `Optional`; every link to a twin, with the page's description;
 * - `llms-full.txt`: the same title and summary, then every twin in that order.
 *
 * The third-party plugin writes its own `llms.txt`; this plugin's `postBuild`
 * waits for it and replaces it, from Docusaurus's content (sidebar categories
 * and their translated labels) rather than from URL segments.
 *
 * @throws Error at build time when a doc or post listed in llms.txt has no Markdown twin.
 */
export default function llmsTxt(context: LoadContext): Plugin {
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  const started = Date.now();
  return {
    name: 'gladys-llms-txt',
    async postBuild(props) {
      const {outDir, baseUrl, plugins} = props;
      if (process.env.NODE_ENV !== 'production') return;
      await waitForTwins(path.join(outDir, 'llms.txt'), started);
      const absolute = (permalink: string) => `${siteUrl}${permalink}`;
      const twinUrl = (permalink: string) => absolute(markdownTwinPath(permalink));
      const twinFile = (permalink: string) =>
        path.join(outDir, markdownTwinPath(permalink).slice(baseUrl.length - 1));

      const docs = pluginContent<DocsContent>(plugins, 'docusaurus-plugin-content-docs');
      const blog = pluginContent<BlogContent>(plugins, 'docusaurus-plugin-content-blog');
      const pages =
        pluginContent<{permalink: string}[]>(plugins, 'docusaurus-plugin-content-pages') ?? [];

      const sections: LlmsSection[] = docs
        ? docsSections(docs, (doc) => ({
            title: doc.title,
            url: twinUrl(doc.permalink),
            description: doc.description,
          }))
        : [];
      const posts = (blog?.blogPosts ?? []).filter((p) => !p.metadata.unlisted);
      if (posts.length) {
        sections.push({
          title: blog?.blogTitle ?? 'Blog',
          links: posts.map((post) => ({
            title: post.metadata.title,
            url: twinUrl(post.metadata.permalink),
            description: post.metadata.description,
          })),
        });
      }
      const suffix = ` | ${context.siteConfig.title}`;
      const optional = pages
        .map((page) => ({permalink: page.permalink.replace(/\/?$/, '/')}))
        .filter((page) => !skippedPages.some((name) => page.permalink === `${baseUrl}${name}/`))
        .sort((a, b) => a.permalink.localeCompare(b.permalink))
        .flatMap((page) => {
          const head = readPageHead(
            path.join(outDir, page.permalink.slice(baseUrl.length), 'index.html'),
          );
          return head
            ? [
                {
                  title: head.title.endsWith(suffix)
                    ? head.title.slice(0, -suffix.length)
                    : head.title,
                  url: absolute(page.permalink),
                  ...(head.description ? {description: head.description} : {}),
                },
              ]
            : [];
        });
      sections.push({title: 'Optional', links: optional});

      const home = readPageHead(path.join(outDir, 'index.html'));
      const index = {
        title: context.siteConfig.title,
        summary: home?.description ?? context.siteConfig.tagline,
        sections,
      };
      writeFileSync(path.join(outDir, 'llms.txt'), formatLlmsTxt(index));

      const fullTwins = sections
        .filter((s) => s !== sections.at(-1))
        .flatMap((s) => s.links)
        .map((link) => {
          const permalink = link.url.slice(siteUrl.length).replace(/\.md$/, '/');
          const file = twinFile(permalink === '/index/' ? '/' : permalink);
          if (!existsSync(file)) {
            throw new Error(`llms-txt: no Markdown twin for ${link.url} (${file})`);
          }
          return {url: absolute(permalink), markdown: readFileSync(file, 'utf8')};
        });
      writeFileSync(path.join(outDir, 'llms-full.txt'), formatLlmsFullTxt(index, fullTwins));
    },
  };
}
