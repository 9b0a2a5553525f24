import type {LoadContext, LoadedPlugin, Plugin} from '@docusaurus/types';
import type {DocMetadata, LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {filesNamingMermaid} from '../diagrams/sources';
import {
  cachedStep,
  cacheKey,
  filesBelow,
  hasCachedOutput,
  pageKeyDigest,
  postBuildCacheRoot,
  snapshotFiles,
  writtenSince,
} from '../postbuild-cache';
import {markdownTwinPath} from './paths';
import {twinPluginOptions} from './twinOptions';
import type {TwinTaskInput} from './twinTask';
import {formatLlmsFullTxt, formatLlmsTxt, type LlmsLink, type LlmsSection} from './llmsTxt';

/** Folders whose code shapes the twins: this plugin, its rehype and remark steps, the diagrams. */
const codeFolders = ['src/plugins/llms-txt', 'src/plugins/diagrams'];

/**
 * Everything the Markdown twins are made from, in a fixed order, for the cache key: the locked
 * dependency versions (the third-party plugin and its unified, rehype and remark), our code, the
 * options, the files holding Mermaid diagrams, the route tree the plugin walks and every built
 * HTML page of the locale (less its scripts, see `pageForKey`). Read synchronously, before any
 * other post-build step can change a page.
 *
 * @param siteDir the site's root
 * @param outDir the locale's build folder
 * @param skip top-level folders of `outDir` that are other locales' builds
 * @param settings the options and URLs given to the third-party plugin
 * @param routes the route tree Docusaurus gives `postBuild`
 * @returns the parts of {@link cacheKey}
 */
export function* twinInputs(
  siteDir: string,
  outDir: string,
  skip: readonly string[],
  settings: unknown,
  routes: unknown,
): Generator<string | Buffer> {
  yield readFileSync(path.join(siteDir, 'package-lock.json'));
  for (const folder of codeFolders) {
    for (const file of filesBelow(path.join(siteDir, folder))) {
      yield `${folder}/${file}`;
      yield readFileSync(path.join(siteDir, folder, file));
    }
  }
  yield JSON.stringify(settings);
  // The files whose Mermaid blocks become the twins' diagrams: cheaper to hash than to parse.
  for (const {file, text} of filesNamingMermaid(siteDir)) {
    yield file;
    yield text;
  }
  yield JSON.stringify(routes);
  for (const file of filesBelow(outDir, skip).filter((f) => f.endsWith('.html'))) {
    yield file;
    yield pageKeyDigest(path.join(outDir, file));
  }
}

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

/** The twins' worker thread (twinWorker.mjs), started early; see {@link startTwinWorker}. */
type TwinWorker = {
  /** Makes the twins of a locale; rejects with the worker's error. Call once. */
  make(input: TwinTaskInput): Promise<void>;
  /** Stops the worker (after `make`, or when the twins are copied from the cache). */
  stop(): void;
};

/**
 * Starts the Markdown twins' worker thread (twinWorker.mjs). It gets ready at once (loads its
 * modules, collects the diagrams' sources: about 1 s of CPU), so when started early that happens
 * while the bundler runs; then it makes the twins on the second core while the main thread does the
 * other post-build steps. The worker does not keep the process alive: a build that fails before
 * `postBuild` ends as it would without it.
 *
 * @param siteDir the site's root
 */
function startTwinWorker(siteDir: string): TwinWorker {
  const worker = new Worker(path.join(__dirname, 'twinWorker.mjs'), {workerData: {siteDir}});
  worker.unref();
  const ended = new Promise<never>((_, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`llms-txt: the Markdown twins' worker stopped (exit code ${code})`)),
    );
  });
  ended.catch(() => {});
  return {
    async make(input) {
      const answer = new Promise<{ok: boolean; error?: unknown}>((resolve) =>
        worker.once('message', resolve),
      );
      worker.ref();
      worker.postMessage(input);
      try {
        const reply = await Promise.race([answer, ended]);
        if (!reply.ok) throw reply.error;
      } finally {
        worker.unref();
      }
    },
    stop() {
      void worker.terminate();
    },
  };
}

/**
 * Markdown for language models and tools, in each locale:
 *
 * - a Markdown twin of every doc and blog post (`/docs/x/` → `/docs/x.md`),
 *   converted from the built HTML by `@signalwire/docusaurus-plugin-llms-txt`
 *   in a worker thread (twinTask.ts, twinWorker.mjs), so MDX components
 *   appear as the reader sees them; our rehype and remark
 *   plugins clean the theme's markup first (`rehypeCleanPage`) and fix its
 *   links (`remarkTwinLinks`);
 * - `llms.txt` (https://llmstxt.org): the site's name, the home page's
 *   description as summary, one section per docs sidebar category in sidebar
 *   order with translated labels, the blog, then the site's other pages under
 *   `Optional`; every link to a twin, with the page's description;
 * - `llms-full.txt`: the same title and summary, then every twin in that order.
 *
 * The third-party plugin writes its own `llms.txt`; ours replaces it once it
 * is done, from Docusaurus's content rather than from URL segments.
 *
 * @throws Error at build time when a doc or post listed in llms.txt has no Markdown twin.
 */
export default function llmsTxt(context: LoadContext): Plugin {
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  const site = {siteTitle: context.siteConfig.title, siteUrl, baseUrl: context.baseUrl};
  // For the cache key: the options as data (the worker fills in the diagrams' sources).
  const options = twinPluginOptions(site, new Map());
  let twinWorker: TwinWorker | undefined;
  const twinCacheDir = path.join(
    postBuildCacheRoot(context.siteDir),
    `llms-txt-${context.i18n.currentLocale}`,
  );
  return {
    name: 'gladys-llms-txt',
    async loadContent() {
      // Only a production build runs postBuild; `npm start` starts no worker. When the cache
      // holds twins, they are likely to be copied back, and the worker starts only if needed.
      if (process.env.NODE_ENV === 'production' && !twinWorker && !hasCachedOutput(twinCacheDir)) {
        twinWorker = startTwinWorker(context.siteDir);
      }
    },
    async postBuild(props) {
      const {outDir, baseUrl, plugins} = props;
      const {currentLocale, locales} = context.i18n;
      // Other locales' builds that may sit inside this one's folder (`build/fr/` in `build/`).
      const skip = locales.filter((locale) => locale !== currentLocale);
      const isTwin = (file: string) => file.endsWith('.md');
      const makeTwins = async () => {
        const before = snapshotFiles(outDir, isTwin, skip);
        twinWorker ??= startTwinWorker(context.siteDir);
        await twinWorker.make({
          ...site,
          outDir,
          generatedFilesDir: context.generatedFilesDir,
          trailingSlash: context.siteConfig.trailingSlash,
          routes: props.routes,
        });
        return writtenSince(before, snapshotFiles(outDir, isTwin, skip));
      };
      // With nothing cached, the twins will be made whatever the key: the worker starts on them
      // now, while the main thread hashes the pages for the key (reading about 15 MB of HTML).
      // The key leaves out the scripts that other post-build steps add to pages (pageForKey).
      const early = hasCachedOutput(twinCacheDir) ? undefined : makeTwins();
      early?.catch(() => {}); // handled when awaited through cachedStep below
      // The twins are remade only when a page, the routes or the code changed
      // (src/plugins/postbuild-cache); llms.txt and llms-full.txt below are always rewritten.
      const key = cacheKey(
        twinInputs(
          context.siteDir,
          outDir,
          skip,
          {options, siteUrl, baseUrl, locale: currentLocale},
          props.routes,
        ),
      );
      const twins = await cachedStep({
        cacheDir: twinCacheDir,
        key,
        outDir,
        run: () => early ?? makeTwins(),
      });
      twinWorker?.stop();
      twinWorker = undefined;
      console.log(
        `[llms-txt] ${currentLocale}: Markdown twins ${twins === 'restored' ? 'copied from the cache' : 'made'}`,
      );
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
