import type {LoadContext, LoadedPlugin, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {copyFile, mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import sharp from 'sharp';
import path from 'node:path';
import {socialCardPath} from '../../lib/socialCard';
import {createCardDrawer, type CardArt} from './card';

/** One card to make: what it says, what it shows and where it goes. */
export type CardJob = {
  /** Path of the card below the locale's build folder (`img/og/docs/x.png`). */
  file: string;
  title: string;
  section: string;
  /** A post's cover (a file of static/), drawn under the words, or null. */
  cover: string | null;
};

type SidebarItem = {type: string; label?: string; id?: string; items?: SidebarItem[]};

/** Doc ids under a sidebar item (nested categories flattened). */
function docIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) =>
    item.type === 'doc' || item.type === 'ref'
      ? [item.id!]
      : item.type === 'category'
        ? docIds(item.items ?? [])
        : [],
  );
}

/**
 * The section line of each doc: `Documentation · <top-level sidebar category>`
 * with the category's label in the locale's language; a doc outside the
 * sidebar takes the category of the docs in its folder, or none.
 */
export function docSections(version: LoadedVersion): Map<string, string> {
  const sidebar = (version.sidebars.docs ?? []) as unknown as SidebarItem[];
  const categoryOf = new Map<string, string>();
  for (const item of sidebar) {
    if (item.type !== 'category') continue;
    for (const id of docIds(item.items ?? [])) categoryOf.set(id, item.label ?? '');
  }
  const folderCategory = new Map<string, string>();
  for (const [id, label] of categoryOf) {
    const folder = id.split('/')[0]!;
    if (!folderCategory.has(folder)) folderCategory.set(folder, label);
  }
  const sections = new Map<string, string>();
  for (const doc of version.docs) {
    const label = categoryOf.get(doc.id) ?? folderCategory.get(doc.id.split('/')[0]!);
    sections.set(doc.id, label ? `Documentation · ${label}` : 'Documentation');
  }
  return sections;
}

function pluginContent<T>(plugins: readonly LoadedPlugin[], name: string): T | undefined {
  return plugins.find((p) => p.name === name && p.options.id === 'default')?.content as
    T | undefined;
}

/** Runs jobs with at most `limit` at once. */
async function pool<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({length: limit}, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item);
    }),
  );
}

/** Inputs of {@link writeCards}. */
export type WriteCardsOptions = {
  /** The site's folder (for static/img/logo.svg). */
  siteDir: string;
  /** The locale's build folder; each job's `file` is written below it. */
  outDir: string;
  /** Folder keeping drawn cards between builds. */
  cacheDir: string;
  jobs: readonly CardJob[];
  /** The locale's language, in that language (`Français`). */
  language: string;
  /** Host shown on every card. */
  host: string;
};

/**
 * Writes every card of a locale into its build folder: from the cache when a
 * card with the same words, cover, drawing code, logo and sharp version was
 * drawn before (the file name is a hash of those), else drawn now and kept
 * in the cache.
 *
 * @returns how many cards had to be drawn (the others came from the cache)
 */
export async function writeCards(options: WriteCardsOptions): Promise<{drawn: number}> {
  const {siteDir, outDir, cacheDir, jobs, language, host} = options;
  const design = createHash('sha256')
    .update(readFileSync(path.join(__dirname, 'card.ts')))
    .update(readFileSync(path.join(siteDir, 'static/img/logo.svg')))
    .update(JSON.stringify(sharp.versions))
    .digest('hex');
  const draw = createCardDrawer(siteDir, {language, host});
  await mkdir(cacheDir, {recursive: true});
  let drawn = 0;
  await pool(jobs, 2, async (job) => {
    const coverData = job.cover ? await readFile(job.cover) : null;
    const key = createHash('sha256')
      .update(JSON.stringify({design, language, host, title: job.title, section: job.section}))
      .update(coverData ?? '')
      .digest('hex');
    const cached = path.join(cacheDir, `${key}.png`);
    const target = path.join(outDir, job.file);
    await mkdir(path.dirname(target), {recursive: true});
    if (!existsSync(cached)) {
      const art: CardArt = {background: coverData};
      // Written aside then renamed, so that an interrupted build leaves no half card.
      const partial = `${cached}.${process.pid}.tmp`;
      await writeFile(partial, await draw({title: job.title, section: job.section}, art));
      await rename(partial, cached);
      drawn += 1;
    }
    await copyFile(cached, target);
  });
  return {drawn};
}

/**
 * Social cards: an Open Graph image of its own for every doc and blog post of
 * each locale (title, section, language), drawn after the build into
 * `img/og/<route>.png` of the locale's build folder (`build/img/og/docs/…`,
 * `build/fr/img/og/blog/…`), 1200×630 PNG. The pages point `og:image` and
 * `twitter:image` at them through src/components/SocialCardMeta (from
 * src/theme/DocItem/Metadata and src/theme/BlogPostPage/Metadata). A doc with
 * an `image` in its front matter keeps that image and gets no card; a post's
 * cover (`image`) is drawn under the words of its card.
 *
 * Each card is kept in `node_modules/.cache/gladys-social-cards`, named by a
 * hash of everything it shows (words, cover, this drawing code, the logo,
 * sharp's version): a later build copies it instead of drawing it again.
 * The build log gives the count drawn, copied and the time taken.
 *
 * @returns a Docusaurus plugin with only a `postBuild` step.
 */
export default function socialCardsPlugin(context: LoadContext): Plugin {
  const {siteDir} = context;
  const cacheDir = path.join(siteDir, 'node_modules/.cache/gladys-social-cards');
  return {
    name: 'gladys-social-cards',
    async postBuild({outDir, plugins, i18n, siteConfig, baseUrl}) {
      const started = Date.now();
      const jobs: CardJob[] = [];
      const docs = pluginContent<DocsContent>(plugins, 'docusaurus-plugin-content-docs');
      for (const version of docs?.loadedVersions ?? []) {
        const sections = docSections(version);
        for (const doc of version.docs) {
          if (doc.frontMatter.image) continue;
          jobs.push({
            file: socialCardPath(doc.permalink, baseUrl),
            title: doc.title,
            section: sections.get(doc.id) ?? 'Documentation',
            cover: null,
          });
        }
      }
      const blog = pluginContent<BlogContent>(plugins, 'docusaurus-plugin-content-blog');
      for (const post of blog?.blogPosts ?? []) {
        const image = post.metadata.frontMatter.image;
        const cover =
          typeof image === 'string' && image.startsWith('/')
            ? path.join(siteDir, 'static', image)
            : null;
        jobs.push({
          file: socialCardPath(post.metadata.permalink, baseUrl),
          title: post.metadata.title,
          section: 'Blog',
          cover: cover && existsSync(cover) ? cover : null,
        });
      }

      const language = i18n.localeConfigs[i18n.currentLocale]?.label ?? i18n.currentLocale;
      const host = new URL(siteConfig.url).host;
      const {drawn} = await writeCards({siteDir, outDir, cacheDir, jobs, language, host});
      console.log(
        `[social-cards] ${i18n.currentLocale}: ${jobs.length} cards, ${drawn} drawn, ${jobs.length - drawn} from the cache, ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
