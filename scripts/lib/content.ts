/**
 * The one Markdown walker of the repository: the site's content files (docs, blog posts, pages) in
 * both locales, for the data tests and the scripts that rewrite content (fix-typography).
 */
import {existsSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

/**
 * Repository root: the working folder, as npm scripts and the tests run from it. (Playwright loads
 * this module as CommonJS, so it cannot use `import.meta`.)
 */
export const root = path.resolve('.');

/** Every file below `dir` (absolute paths) whose name matches `pattern`. */
export function walk(dir: string, pattern = /\.mdx?$/): string[] {
  let files: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  for (const entry of entries) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      files = files.concat(walk(full, pattern));
    } else if (pattern.test(entry)) {
      files.push(full);
    }
  }
  return files.sort();
}

/** Content folders by kind and locale. */
export const contentDirs = {
  docs: {
    en: path.join(root, 'docs'),
    fr: path.join(root, 'i18n/fr/docusaurus-plugin-content-docs/current'),
  },
  blog: {
    en: path.join(root, 'blog'),
    fr: path.join(root, 'i18n/fr/docusaurus-plugin-content-blog'),
  },
  pages: {
    en: path.join(root, 'src/pages'),
    fr: path.join(root, 'i18n/fr/docusaurus-plugin-content-pages'),
  },
} as const;

/** All Markdown content files of both locales. */
export function allContentFiles(): string[] {
  return Object.values(contentDirs).flatMap(({en, fr}) => [...walk(en), ...walk(fr)]);
}

/**
 * A sidebar item as `sidebars.ts` writes it: a doc id, a doc item (whose `customProps.locales`, when
 * set, lists the only locales that show it), or a category with nested items.
 */
type SidebarItem =
  | string
  | {type: string; id?: string; customProps?: {locales?: string[]}; items?: readonly SidebarItem[]};

/**
 * The doc ids a reader of `locale` sees in a sidebar, depth first, in the order the sidebar shows
 * them (`installation/docker`, …).
 */
export function flattenSidebar(items: readonly SidebarItem[], locale: string): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (item.type === 'doc' && item.id) {
      const locales = item.customProps?.locales;
      return !locales || locales.includes(locale) ? [item.id] : [];
    }
    return flattenSidebar(item.items ?? [], locale);
  });
}

/** Ids of the blog posts (`slug` front matter), newest first, read from the English blog folder. */
export function blogPostFiles(): string[] {
  return walk(contentDirs.blog.en).reverse();
}

/** A doc present in both locales: its path relative to the docs folder and both absolute paths. */
export interface DocTwin {
  rel: string;
  en: string;
  fr: string;
}

/** Every English doc that has a French twin at the same relative path, in path order. */
export function docTwins(): DocTwin[] {
  const {en, fr} = contentDirs.docs;
  return walk(en)
    .map((file) => ({
      rel: path.relative(en, file),
      en: file,
      fr: path.join(fr, path.relative(en, file)),
    }))
    .filter((twin) => existsSync(twin.fr));
}
