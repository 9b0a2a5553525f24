import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {copyFile, mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import sharp from 'sharp';
import path from 'node:path';
import {socialCardPath} from '../../lib/socialCard';
import {createCardDrawer, type CardArt, type CardDrawer} from './card';

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

/** Runs jobs with at most `limit` at once. */
async function pool<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({length: limit}, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item);
    }),
  );
}

/** Inputs of {@link drawCards}. */
export type DrawCardsOptions = {
  /** The site's folder (for static/img/logo.svg). */
  siteDir: string;
  /** Folder keeping drawn cards between builds (`node_modules/.cache/…`, not committed). */
  cacheDir: string;
  jobs: readonly CardJob[];
  /** The locale's language, in that language (`Français`). */
  language: string;
  /** Host shown on every card. */
  host: string;
};

/** What {@link drawCards} did. */
export type DrawnCards = {
  /** Cards drawn by this call (the others were in the cache). */
  drawn: number;
  /** The cached card of each job, by the job's `file`. */
  cached: Map<string, string>;
};

/**
 * Draws into the cache every card of a locale that is not there yet. A card's file name is a hash
 * of what it shows (words, cover, drawing code, logo, sharp's version), so a card is drawn again
 * only when one of those changes.
 *
 * @returns counts and where each card is ({@link DrawnCards})
 */
export async function drawCards(options: DrawCardsOptions): Promise<DrawnCards> {
  const {siteDir, cacheDir, jobs, language, host} = options;
  const design = createHash('sha256')
    .update(readFileSync(path.join(__dirname, 'card.ts')))
    .update(readFileSync(path.join(siteDir, 'static/img/logo.svg')))
    .update(JSON.stringify(sharp.versions))
    .digest('hex');
  // Made on the first card to draw: it renders the shared words and frames up front (fontconfig,
  // Pango and two SVG rasterisations, about 0.4 s), which a build finding every card never needs.
  let drawer: CardDrawer | undefined;
  const draw: CardDrawer = (text, art) =>
    (drawer ??= createCardDrawer(siteDir, {language, host}))(text, art);
  await mkdir(cacheDir, {recursive: true});
  const cached = new Map<string, string>();
  /** Drawings under way, by card key. */
  const drawing = new Map<string, Promise<void>>();
  let drawn = 0;
  await pool(jobs, 2, async (job) => {
    const coverData = job.cover ? await readFile(job.cover) : null;
    const key = createHash('sha256')
      .update(JSON.stringify({design, language, host, title: job.title, section: job.section}))
      .update(coverData ?? '')
      .digest('hex');
    const file = path.join(cacheDir, `${key}.png`);
    cached.set(job.file, file);
    // Two pages can show the same card (a doc whose title is the same in both docs versions):
    // the second waits for the first's drawing instead of writing the same file at once.
    const pending = drawing.get(key);
    if (pending) return pending;
    if (existsSync(file)) return;
    const art: CardArt = {background: coverData};
    // Written aside then renamed, so that an interrupted build leaves no half card.
    const partial = `${file}.${process.pid}.tmp`;
    const done = (async () => {
      await writeFile(partial, await draw({title: job.title, section: job.section}, art));
      await rename(partial, file);
      drawn += 1;
    })();
    drawing.set(key, done);
    await done;
  });
  return {drawn, cached};
}

/**
 * Puts each card into the locale's build folder, from the cache.
 * @param outDir the locale's build folder; each card goes to its job's `file` below it
 * @param cached the cached card of each job ({@link drawCards})
 */
export async function copyCards(
  outDir: string,
  cached: ReadonlyMap<string, string>,
): Promise<void> {
  await pool([...cached], 8, async ([file, source]) => {
    const target = path.join(outDir, file);
    await mkdir(path.dirname(target), {recursive: true});
    await copyFile(source, target);
  });
}

/**
 * The cards of a locale's docs, guides and posts, from the content Docusaurus loaded. A guide's
 * section line is `Guides`, the name of that docs instance in both languages.
 */
export function cardJobs(
  siteDir: string,
  docs: DocsContent | undefined,
  blog: BlogContent | undefined,
  baseUrl: string,
  guides?: DocsContent,
): CardJob[] {
  const jobs: CardJob[] = [];
  for (const version of guides?.loadedVersions ?? []) {
    for (const doc of version.docs) {
      if (doc.frontMatter.image) continue;
      jobs.push({
        file: socialCardPath(doc.permalink, baseUrl),
        title: doc.title,
        section: 'Guides',
        cover: null,
      });
    }
  }
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
  return jobs;
}

/**
 * Social cards: an Open Graph image of its own for every doc, guide and blog post of
 * each locale (title, section, language), 1200×630 PNG, in
 * `img/og/<route>.png` of the locale's build folder (`build/img/og/docs/…`,
 * `build/fr/img/og/blog/…`). The pages point `og:image` and `twitter:image` at
 * them through src/components/SocialCardMeta (from src/theme/DocItem/Metadata
 * and src/theme/BlogPostPage/Metadata). A doc with an `image` in its front
 * matter keeps that image and gets no card; a post's cover (`image`) is drawn
 * under the words of its card.
 *
 * The drawing starts as soon as the content is loaded (`allContentLoaded`), beside the bundling,
 * into `node_modules/.cache/gladys-social-cards`; `postBuild` only waits for it and copies the
 * cards. A build whose pages did not change draws nothing. Nothing under `npm start`.
 *
 * @returns a Docusaurus plugin with `allContentLoaded` and `postBuild` steps.
 */
export default function socialCardsPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig, i18n, baseUrl} = context;
  const cacheDir = path.join(siteDir, 'node_modules/.cache/gladys-social-cards');
  let drawing: Promise<DrawnCards & {count: number; started: number}> | undefined;
  return {
    name: 'gladys-social-cards',
    async allContentLoaded({allContent}) {
      if (process.env.NODE_ENV !== 'production') return;
      const started = Date.now();
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const guides = allContent['docusaurus-plugin-content-docs']?.guides as
        DocsContent | undefined;
      const jobs = cardJobs(siteDir, docs, blog, baseUrl, guides);
      const options = {
        siteDir,
        cacheDir,
        jobs,
        language: i18n.localeConfigs[i18n.currentLocale]?.label ?? i18n.currentLocale,
        host: new URL(siteConfig.url).host,
      };
      // Not awaited: the bundler runs meanwhile. A failure surfaces in postBuild.
      drawing = drawCards(options).then((result) => ({...result, count: jobs.length, started}));
      drawing.catch(() => undefined);
    },
    async postBuild({outDir}) {
      if (!drawing) return;
      const {drawn, cached, count, started} = await drawing;
      await copyCards(outDir, cached);
      console.log(
        `[social-cards] ${i18n.currentLocale}: ${count} cards, ${drawn} drawn, ${count - drawn} from the cache, ${((Date.now() - started) / 1000).toFixed(1)} s since the content loaded`,
      );
    },
  };
}
