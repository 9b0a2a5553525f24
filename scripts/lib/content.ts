/**
 * The one Markdown walker of the repository: the site's content files (docs, blog posts, pages) in
 * both locales, for the data tests and the scripts that rewrite content (fix-typography).
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
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

/** The docs of one version, in both locales, with the product extracts that version describes. */
export type DocsVersion = {
  /** The docs plugin's name of the version: `current` (the next version) or a release (`4.86`). */
  name: string;
  /** Its English docs folder. */
  en: string;
  /** Its French docs folder. */
  fr: string;
  /** Folder of its product extracts (ui-strings.*.json, rest-api.json, …). */
  product: string;
};

/** Released docs versions, newest first (versions.json; none before the first release). */
function releasedVersions(): string[] {
  const file = path.join(root, 'versions.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
}

/**
 * Every docs version: the next one (`docs/`, extracts in `src/data/product/`), then each release
 * (`versioned_docs/version-X/`, extracts in `src/data/product/X/`).
 */
export const docsVersions: DocsVersion[] = [
  {
    name: 'current',
    en: contentDirs.docs.en,
    fr: contentDirs.docs.fr,
    product: path.join(root, 'src/data/product'),
  },
  ...releasedVersions().map((version) => ({
    name: version,
    en: path.join(root, `versioned_docs/version-${version}`),
    fr: path.join(root, `i18n/fr/docusaurus-plugin-content-docs/version-${version}`),
    product: path.join(root, `src/data/product/${version}`),
  })),
];

/** The guides (`guides/`), a docs instance with no versions, in both locales. */
export const guidesDirs = {
  en: path.join(root, 'guides'),
  fr: path.join(root, 'i18n/fr/docusaurus-plugin-content-docs-guides/current'),
} as const;

/** The French Markdown files that follow French typography: every docs version and the guides. */
export function frenchDocsFiles(): string[] {
  return [...docsVersions.flatMap((version) => walk(version.fr)), ...walk(guidesDirs.fr)];
}

/** All Markdown content files of both locales: every docs version, the guides, posts and pages. */
export function allContentFiles(): string[] {
  return [
    ...Object.values(contentDirs),
    ...docsVersions.filter((v) => v.name !== 'current'),
    guidesDirs,
  ].flatMap(({en, fr}) => [...walk(en), ...walk(fr)]);
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
