/**
 * Build-time side of the embedded search: indexes the HTML of one locale
 * build with Pagefind's Node API and writes the index into
 * `<outDir>/pagefind/`.
 */
import {readFile, rm} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {prepareHtml, type PageKind, type PrepareOptions} from './prepareHtml';

/** Input of {@link writeSearchIndex}, from the `postBuild` props. */
export type WriteIndexOptions = PrepareOptions & {
  /** The locale's output folder (`build` or `build/fr`). */
  outDir: string;
  /** `siteConfig.baseUrl` of the locale (`/` or `/fr/`). */
  baseUrl: string;
  /** Every route of the locale, with the base URL (`/fr/docs/…/`). */
  routesPaths: readonly string[];
  /** `<html lang>` the pages of this locale must have (`en`, `fr`). */
  htmlLang: string;
  /** Route prefixes, relative to the base URL, that are never indexed. */
  excludedPrefixes?: readonly string[];
};

/** What was indexed. */
export type IndexSummary = {
  outputPath: string;
  pages: Record<PageKind, number>;
  /** Routes skipped because they are not content (listings, tag pages…) or excluded. */
  skipped: number;
};

/** Routes under these prefixes (relative to the base URL) are never indexed. */
export const defaultExcludedPrefixes = ['search/', '__test__/'] as const;

/** Files of Pagefind's own UIs: we use only its search API. */
const unusedBundleFiles = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
];

/**
 * The HTML file of a route, or null for routes that are not a page folder
 * (`/404.html`) or not of this base URL.
 */
export function routeFile(outDir: string, baseUrl: string, routePath: string): string | null {
  if (!routePath.startsWith(baseUrl) || !routePath.endsWith('/')) return null;
  return path.join(outDir, routePath.slice(baseUrl.length), 'index.html');
}

/**
 * Indexes the routes of one locale build and writes `<outDir>/pagefind/`.
 *
 * @throws Error when Pagefind reports an error, when a page has another
 *   language than `htmlLang`, or when no page at all was indexed (a sign the
 *   theme's HTML changed and {@link prepareHtml} no longer finds content).
 */
export async function writeSearchIndex(options: WriteIndexOptions): Promise<IndexSummary> {
  const importPagefind = createRequire(__filename)(
    path.join(__dirname, 'importPagefind.cjs'),
  ) as () => Promise<typeof import('pagefind')>;
  const {createIndex, close} = await importPagefind();
  const excluded = options.excludedPrefixes ?? defaultExcludedPrefixes;
  const {index, errors} = await createIndex({});
  if (!index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);
  const pages: Record<PageKind, number> = {doc: 0, blogPost: 0, page: 0};
  let skipped = 0;
  try {
    for (const routePath of [...new Set(options.routesPaths)].sort()) {
      const relative = routePath.slice(options.baseUrl.length);
      const file = routeFile(options.outDir, options.baseUrl, routePath);
      if (!file || excluded.some((prefix) => relative.startsWith(prefix)) || !existsSync(file)) {
        skipped += 1;
        continue;
      }
      const prepared = prepareHtml(await readFile(file, 'utf8'), options);
      if (!prepared) {
        skipped += 1;
        continue;
      }
      if (prepared.language !== options.htmlLang) {
        throw new Error(
          `${file} has <html lang="${prepared.language}">, expected "${options.htmlLang}"`,
        );
      }
      const added = await index.addHTMLFile({url: routePath, content: prepared.content});
      if (added.errors.length)
        throw new Error(`Pagefind could not index ${file}: ${added.errors.join('; ')}`);
      pages[prepared.kind] += 1;
    }
    if (pages.doc + pages.blogPost + pages.page === 0) {
      throw new Error(
        `No page of ${options.outDir} was indexed for search: no <article> or <main> content found`,
      );
    }
    const outputPath = path.join(options.outDir, 'pagefind');
    await rm(outputPath, {recursive: true, force: true});
    const written = await index.writeFiles({outputPath});
    if (written.errors.length)
      throw new Error(`Pagefind could not write ${outputPath}: ${written.errors.join('; ')}`);
    await Promise.all(
      unusedBundleFiles.map((name) => rm(path.join(outputPath, name), {force: true})),
    );
    return {outputPath, pages, skipped};
  } finally {
    await close();
  }
}
