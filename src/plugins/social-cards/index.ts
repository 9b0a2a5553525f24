import type {LoadContext, LoadedPlugin, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {copyFile, mkdir, readFile, rename, rm, writeFile} from 'node:fs/promises';
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
  /** Folder keeping drawn cards between builds (not committed). */
  cacheDir: string;
  /**
   * The locale's committed cards ({@link cardStoreDir}): each job's card at its `file` path less
   * `img/og/`, and `keys.json` (file → key of what the card shows). A card whose key matches is
   * copied from there; nothing is drawn. Null: no store (tests of the drawing alone).
   */
  storeDir: string | null;
  /**
   * Bring the store up to date: write the cards drawn now into it, delete the cards of pages that
   * are gone. Only when asked (`GLADYS_WRITE_GENERATED=true npm run build`): a plain build never
   * writes outside `build/` and the cache, so it leaves `git status` clean.
   */
  updateStore: boolean;
  jobs: readonly CardJob[];
  /** The locale's language, in that language (`Français`). */
  language: string;
  /** Host shown on every card. */
  host: string;
};

/** What {@link writeCards} did. */
export type WriteCardsResult = {
  /** Cards drawn by this call (the others came from the store or the cache). */
  drawn: number;
  /** Cards copied from the committed store. */
  fromStore: number;
  /**
   * Store files out of date after this call, `img/og/` less (`docs/x.png`): with `updateStore`,
   * the ones it wrote or deleted (to commit); without, the ones it should have written or deleted.
   */
  storeChanges: string[];
};

/** Name of a store's table of keys, in {@link cardStoreDir}. */
export const storeKeysFile = 'keys.json';

/** Card file of a job, relative to its store (`img/og/docs/x.png` → `docs/x.png`). */
function storePath(file: string): string {
  return file.replace(/^img\/og\//, '');
}

/**
 * The committed cards of a locale: `generated/social-cards/<locale>/` (outside `src/`, named as
 * generated). A build copies the cards whose page has not changed from there, and draws the others
 * into the cache; the folder only saves a cold build the drawing of every card.
 *
 * @param siteDir the site's root
 * @param locale a locale of the site (`en`, `fr`)
 */
export function cardStoreDir(siteDir: string, locale: string): string {
  return path.join(siteDir, 'generated/social-cards', locale);
}

/** A store's table of keys (file → key); empty when the store has none yet. */
function readStoreKeys(storeDir: string): Record<string, string> {
  const file = path.join(storeDir, storeKeysFile);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

/**
 * Writes every card of a locale into its build folder. A card comes, in that order, from the
 * committed store when its key matches, from the cache, or is drawn now (then kept in the cache).
 * The key is a hash of the words, the cover, the drawing code, the logo and sharp's version.
 * With `updateStore`, the store is then made to hold exactly this locale's cards.
 *
 * @returns counts and the store files out of date ({@link WriteCardsResult})
 */
export async function writeCards(options: WriteCardsOptions): Promise<WriteCardsResult> {
  const {siteDir, outDir, cacheDir, storeDir, updateStore, jobs, language, host} = options;
  const design = createHash('sha256')
    .update(readFileSync(path.join(__dirname, 'card.ts')))
    .update(readFileSync(path.join(siteDir, 'static/img/logo.svg')))
    .update(JSON.stringify(sharp.versions))
    .digest('hex');
  // Made on the first card to draw: it renders the shared words and frames up front (fontconfig,
  // Pango and two SVG rasterisations, about 0.4 s), which a build copying every card never needs.
  let drawer: CardDrawer | undefined;
  const draw: CardDrawer = (text, art) =>
    (drawer ??= createCardDrawer(siteDir, {language, host}))(text, art);
  await mkdir(cacheDir, {recursive: true});
  const stored = storeDir ? readStoreKeys(storeDir) : {};
  const keys: Record<string, string> = {};
  const storeChanges: string[] = [];
  let drawn = 0;
  let fromStore = 0;
  await pool(jobs, 2, async (job) => {
    const coverData = job.cover ? await readFile(job.cover) : null;
    const key = createHash('sha256')
      .update(JSON.stringify({design, language, host, title: job.title, section: job.section}))
      .update(coverData ?? '')
      .digest('hex');
    const name = storePath(job.file);
    keys[name] = key;
    const target = path.join(outDir, job.file);
    await mkdir(path.dirname(target), {recursive: true});
    const committed = storeDir ? path.join(storeDir, name) : null;
    if (committed && stored[name] === key && existsSync(committed)) {
      await copyFile(committed, target);
      fromStore += 1;
      return;
    }
    const cached = path.join(cacheDir, `${key}.png`);
    if (!existsSync(cached)) {
      const art: CardArt = {background: coverData};
      // Written aside then renamed, so that an interrupted build leaves no half card.
      const partial = `${cached}.${process.pid}.tmp`;
      await writeFile(partial, await draw({title: job.title, section: job.section}, art));
      await rename(partial, cached);
      drawn += 1;
    }
    await copyFile(cached, target);
    if (committed) {
      storeChanges.push(name);
      if (updateStore) {
        await mkdir(path.dirname(committed), {recursive: true});
        // A new file renamed over the old one: build folders that link the old card keep it.
        const partial = `${committed}.${process.pid}.tmp`;
        await copyFile(cached, partial);
        await rename(partial, committed);
      }
    }
  });
  if (storeDir) {
    for (const name of Object.keys(stored)) {
      if (name in keys) continue;
      storeChanges.push(name);
      if (updateStore) await rm(path.join(storeDir, name), {force: true});
    }
    if (updateStore && storeChanges.length) {
      const sorted = Object.fromEntries(Object.entries(keys).sort(([a], [b]) => (a < b ? -1 : 1)));
      await writeFile(path.join(storeDir, storeKeysFile), `${JSON.stringify(sorted, null, 2)}\n`);
    }
  }
  storeChanges.sort();
  return {drawn, fromStore, storeChanges};
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
 * Cards drawn once are kept: in `node_modules/.cache/gladys-social-cards`, and, committed so that
 * a cold build need not draw them, in `generated/social-cards/<locale>/` with `keys.json`, the hash
 * of everything each card shows (words, cover, this drawing code, the logo, sharp's version). A
 * build copies a card from there when its key matches; otherwise it draws the card (or copies it
 * from the cache). Only `GLADYS_WRITE_GENERATED=true npm run build` writes the committed folder
 * (and deletes the cards of pages that are gone); a plain build leaves `git status` clean.
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
      const storeDir = cardStoreDir(siteDir, i18n.currentLocale);
      const updateStore = process.env.GLADYS_WRITE_GENERATED === 'true';
      const {drawn, fromStore, storeChanges} = await writeCards({
        siteDir,
        outDir,
        cacheDir,
        storeDir,
        updateStore,
        jobs,
        language,
        host,
      });
      const fromCache = jobs.length - drawn - fromStore;
      console.log(
        `[social-cards] ${i18n.currentLocale}: ${jobs.length} cards, ${fromStore} committed, ${fromCache} from the cache, ${drawn} drawn, ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      if (storeChanges.length) {
        const where = path.relative(siteDir, storeDir);
        const listed = storeChanges.slice(0, 10).join(', ');
        const more = storeChanges.length > 10 ? ` and ${storeChanges.length - 10} more` : '';
        console.log(
          updateStore
            ? `[social-cards] ${i18n.currentLocale}: ${storeChanges.length} cards written or deleted in ${where}/: commit them (${listed}${more})`
            : `[social-cards] ${i18n.currentLocale}: ${storeChanges.length} cards drawn into the cache are not in ${where}/ (${listed}${more}); \`GLADYS_WRITE_GENERATED=true npm run build\` writes them there, to save later cold builds their drawing`,
        );
      }
    },
  };
}
