import type {LoadContext, Plugin} from '@docusaurus/types';
import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {searchVariants} from '../../lib/searchVariants';
import {spellingsOf, type VariantGroups} from './client/variants';

import type {SearchPluginOptions} from '../../lib/pluginOptions';

/**
 * Theme chrome inside a page's `<main>` that Pagefind leaves out: navigation,
 * table of contents, edit and date lines, screen-reader labels, and diagrams
 * (their labels, drawn for both colour modes, restate the text around them).
 */
export const excludeSelectors = [
  '.theme-doc-breadcrumbs',
  '.hash-link',
  '.pagination-nav',
  '.theme-doc-footer',
  '.theme-doc-toc-mobile',
  '.table-of-contents',
  '.sr-only',
  '.docusaurus-mermaid-container',
  '.theme-doc-version-badge',
  '.theme-doc-version-banner',
];

/**
 * Prepares a built page for Pagefind, which indexes its `<main>` and takes
 * its `<h1>` as title:
 * - gives it a section (`lvl0` meta, the modal's group title): "Blog" for a
 *   post, the breadcrumb before the page's own for a doc (the home link has no
 *   text: a top-level doc falls back to its title);
 * - gives it a `type` filter, `doc`, `post` or `page`, which the client uses to
 *   put posts after docs (client/ranking.ts), and a `docusaurus_tag` filter
 *   from its `docsearch:docusaurus_tag` meta (`docs-default-4.86` for a doc of
 *   4.86, `default` for posts and pages), which keeps a search to the docs
 *   version being read, as DocSearch's contextual search does;
 * - gives a versioned doc a `version` meta, the text of its version badge
 *   ("Version: 4.86"), shown beside its section in the results;
 * - weights its title and headings above its text (`data-pagefind-weight`,
 *   {@link headingWeights}; {@link storeHeadingWeights} on a community store
 *   page), so a page whose title names the thing beats a page that mentions it
 *   often;
 * - puts a space before each table cell, row, list item, paragraph and
 *   definition ({@link separateBlocks});
 * - adds the term of a spelling group beside each other spelling of it
 *   ({@link addVariantTerms}). Only the copy given to Pagefind changes: the
 *   served page is left as it is.
 *
 * @param html a page written by `docusaurus build`
 * @param groups the spelling variants of the page's locale (client/variants.ts)
 * @returns the HTML to index, or null for pages that are not content (blog
 *   listings, tag and author pages) or have no `<main>`
 */
export function prepareHtml(html: string, groups: VariantGroups = []): string | null {
  const htmlTag = /<html\b[^>]*>/.exec(html)?.[0] ?? '';
  const kind = /\b(docs-doc-page|blog-post-page|plugin-pages|plugin-gladys-store)\b/.exec(
    htmlTag,
  )?.[1];
  if (!kind || !html.includes('<main')) return null;
  const type = kind === 'docs-doc-page' ? 'doc' : kind === 'blog-post-page' ? 'post' : 'page';
  const weights = kind === 'plugin-gladys-store' ? storeHeadingWeights : headingWeights;
  const weighted = separateBlocks(addVariantTerms(html, groups)).replace(
    /<h([1-3])(?=[\s>])/g,
    (tag, level: '1' | '2' | '3') => `${tag} data-pagefind-weight=${weights[`h${level}`]}`,
  );
  const tag = /<meta\b[^>]*\bname="?docsearch:docusaurus_tag"?[^>]*\bcontent="?([^"\s>]+)/.exec(
    html,
  )?.[1];
  const badge = /class="?theme-doc-version-badge\b[^>]*>(.*?)<\/span>/s.exec(html)?.[1];
  const version = badge
    ?.replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  // One filter or meta per element: Pagefind 1.6 reads one `key:value` from an attribute.
  const markers = [
    `<span data-pagefind-filter="type:${type}"></span>`,
    `<span data-pagefind-filter="docusaurus_tag:${tag ?? 'default'}"></span>`,
    ...(type === 'post' ? ['<span data-pagefind-meta="lvl0:Blog"></span>'] : []),
    ...(version ? [`<span data-pagefind-meta="version:${escapeAttribute(version)}"></span>`] : []),
  ];
  const marked = weighted.replace(/<main\b[^>]*>/, (main) => main + markers.join(''));
  if (type !== 'doc') return marked;
  const section = [...marked.matchAll(/class="?breadcrumbs__link\b/g)].at(-2)?.index;
  if (section === undefined) return marked;
  return `${marked.slice(0, section)}data-pagefind-meta=lvl0 ${marked.slice(section)}`;
}

/** Elements whose end tag the minifier leaves out, and whose text must not run into the next one's. */
const blockStarts = /<(th|td|tr|thead|tbody|tfoot|li|dt|dd|p)(?=[\s>])/g;

/**
 * `html` with a space before the start tag of each table cell and row, list
 * item, definition and paragraph. Pagefind separates words at an end tag, but
 * `docusaurus build` leaves out the end tags that HTML allows it to (`</th>`,
 * `</td>`, `</li>`, `</p>`...): without the space, a table's header "Brand
 * bridge" followed by "Gladys Plus required" is indexed and shown as the one
 * word "bridgeGladys".
 *
 * @param html a built page, or any part of one
 * @returns the HTML with the spaces added; only the copy given to Pagefind gets them
 */
export function separateBlocks(html: string): string {
  return html.replace(blockStarts, ' <$1');
}

/**
 * Weights of a page's title and headings against its text (1), as
 * `data-pagefind-weight` (Pagefind takes up to 10). Pagefind's own are 7 for
 * `h1`, 6 for `h2` and 5 for `h3`: the title is raised to the top and section
 * headings lowered, so that the title counts most.
 */
export const headingWeights = {h1: 10, h2: 7, h3: 5} as const;

/**
 * Weights on a community store page (`/integrations/community/…`). Its title counts as a doc's
 * section heading, not as a doc's title: where a built-in integration has the same name
 * ("Telegram", "Philips Hue"), the doc of the integration that ships with Gladys comes first,
 * and the community one right after it, still ahead of pages that only mention the name.
 */
export const storeHeadingWeights = {h1: 3, h2: 2, h3: 1} as const;

/** Text for a double-quoted attribute (the badge's text is already escaped HTML: `&` stays). */
const escapeAttribute = (text: string) => text.replace(/"/g, '&quot;');

/** Lower case without diacritics, one UTF-16 unit for one, so that indexes stay those of `text`. */
const foldInPlace = (text: string) =>
  text.replace(/[^\0-\x7f]/g, (c) => c.normalize('NFD')[0]!).toLowerCase();

/**
 * `html` with, after each spelling of a variant group in its text (not its
 * tags), the group's term in a span of its own: "time zone" gets
 * `<span data-search-variant> timezone</span>`, so that the query
 * "timezone", to which every spelling is normalised, finds it. A spelling
 * that is the term itself gets nothing. Words match folded, whole, separated
 * by up to three spaces, hyphens or apostrophes.
 *
 * @returns the HTML with the terms added; `html` itself when no group matches
 */
export function addVariantTerms(html: string, groups: VariantGroups): string {
  const spellings = spellingsOf(groups).filter(
    ({words, term}) => !(words.length === 1 && words[0] === term),
  );
  if (!spellings.length) return html;
  const word = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${spellings
      .map(({words}) => words.map(word).join("[\\s\u00a0\u202f'’-]{1,3}"))
      .join('|')})(?![\\p{L}\\p{N}])`,
    'gu',
  );
  const termOf = new Map(spellings.map(({words, term}) => [words.join(' '), term]));
  return html.replace(/>([^<]+)</g, (segment, text: string) => {
    const folded = foldInPlace(text);
    let out = '';
    let last = 0;
    for (const match of folded.matchAll(pattern)) {
      const end = match.index + match[0].length;
      const term = termOf.get((match[0].match(/[\p{L}\p{N}]+/gu) ?? []).join(' '));
      if (!term) continue;
      out += `${text.slice(last, end)}<span data-search-variant> ${term}</span>`;
      last = end;
    }
    return last ? `>${out}${text.slice(last)}<` : segment;
  });
}

/** Hides Algolia's logo in the modal in embedded mode. */
const embeddedStyles = path.join(__dirname, 'client/embedded.css');

/** Built page of a route, or null for routes that are not indexed (other base URL, search and test pages). */
function routeFile(outDir: string, baseUrl: string, route: string): string | null {
  const relative = route.slice(baseUrl.length);
  if (!route.startsWith(baseUrl) || /^(search|__test__)\//.test(relative)) return null;
  return path.join(outDir, relative, 'index.html');
}

/**
 * Indexes the routes of one locale build (search and test pages left out) into
 * `<outDir>/pagefind/`. @returns the number of pages indexed
 * @throws Error when Pagefind reports one, or when no page was indexed
 */
async function writeSearchIndex(
  outDir: string,
  baseUrl: string,
  routes: string[],
  lang: string,
  groups: VariantGroups,
) {
  // Pagefind is an ES module only; Docusaurus loads this plugin through jiti, which would turn
  // import() into require(). A CommonJS file loaded with Node's own require keeps import().
  const importPagefind = createRequire(__filename)('./importPagefind.cjs') as () => Promise<
    typeof import('pagefind')
  >;
  const {createIndex, close} = await importPagefind();
  const {index, errors} = await createIndex({
    rootSelector: 'main',
    excludeSelectors,
    forceLanguage: lang,
  });
  if (!index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);
  try {
    let pages = 0;
    for (const route of new Set(routes)) {
      const file = routeFile(outDir, baseUrl, route);
      if (!file || !existsSync(file)) continue;
      const content = prepareHtml(await readFile(file, 'utf8'), groups);
      if (!content) continue;
      const added = await index.addHTMLFile({url: route, content});
      if (added.errors.length) throw new Error(`Pagefind could not index ${file}: ${added.errors}`);
      pages += 1;
    }
    if (!pages) throw new Error(`No page of ${outDir} was indexed for search: no <main> found`);
    const written = await index.writeFiles({outputPath: path.join(outDir, 'pagefind')});
    if (written.errors.length) throw new Error(`Pagefind could not write: ${written.errors}`);
    return pages;
  } finally {
    await close();
  }
}

/**
 * Site search (see README.md). Embedded mode: `postBuild` indexes the built pages of the locale
 * with Pagefind, and a client stylesheet hides the Algolia logo. Hosted mode: nothing at build
 * time. The modal itself is DocSearch's, fed through its public props by src/theme/SearchBar.
 *
 * @throws Error at build time when indexing fails
 */
export default function searchPlugin(_context: LoadContext, options: SearchPluginOptions): Plugin {
  const embedded = options.mode === 'embedded';
  return {
    name: 'gladys-search',

    getClientModules() {
      return embedded ? [embeddedStyles] : [];
    },

    async postBuild({outDir, routesPaths, siteConfig, i18n}) {
      if (!embedded) return;
      const lang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
      const groups = searchVariants(i18n.currentLocale);
      const pages = await writeSearchIndex(outDir, siteConfig.baseUrl, routesPaths, lang, groups);
      console.log(`[search] ${i18n.currentLocale}: ${pages} pages indexed into ${outDir}/pagefind`);
    },
  };
}
