import type {LoadContext, Plugin, TranslationFile} from '@docusaurus/types';
import path from 'node:path';
import {markdownToTree, type DocNode} from './markdown';
import {replacements} from './replacements';
import englishMessages from './page.json';
import {findScreen, isNextVersion} from '../../lib/myGladys';
import {forVersion, nextVersionName} from '../../data/productVersions';
import {sinceByVersion} from '../../data/sinceVersions';
import versions from '../../../versions.json';
import {
  loadSnapshot,
  pickText,
  snapshotDir,
  storePagePath,
  type ConfigField,
  type EntrySource,
  type Snapshot,
  type SnapshotEntry,
  type StoreType,
} from './snapshot';

/** An author's text in the reader's language, or in English when the author wrote none in it. */
export type AuthorText = {text: string; lang: string};

/** One setting an integration asks for (from its manifest's `config_schema` or `contact_schema`). */
export type StoreSetting = {
  key: string;
  /** The manifest's field type (`string`, `secret`, `select`…). */
  type: string;
  required: boolean;
  label: AuthorText | null;
  description: AuthorText | null;
};

/** Everything one integration's page shows; the route's `data` module. */
export type StorePageData = {
  /** Store slug, GitHub `owner/repo`. */
  slug: string;
  name: string;
  /** GitHub owner of the repository. */
  author: string;
  type: StoreType;
  /** Version from the manifest, or from the store index when the snapshot has only its summary. */
  version: string | null;
  /** npm semver range of the Gladys versions it runs on (`>=4.62.0`). */
  gladysVersion: string | null;
  /** The container image (`ghcr.io/owner/name:1.0.0`), null when the snapshot has no manifest. */
  image: string | null;
  repoUrl: string;
  /** Date of the repository's last push in the store index (`2026-08-07`), and as the locale writes it. */
  pushedAt: string | null;
  pushedAtText: string | null;
  description: AuthorText | null;
  /** Settings of the integration (`config_schema`), without the presentational `section` fields. */
  settings: StoreSetting[];
  /** Per-user settings of a send-only channel (`contact_schema`). */
  contactSettings: StoreSetting[];
  /** `local`, `cloud` (manifest `transports`). */
  transports: string[];
  /** The integration's own doc in the reader's language (else English), drawn from the snapshot. */
  docs: {lang: string; tree: DocNode} | null;
  /** Link to the integration's documentation in its repository. */
  docsUrl: string;
  /** Where the snapshot's manifest and docs come from. */
  source: {
    from: EntrySource['from'];
    commit: string | null;
    committedAt: string | null;
  };
  /** The version the store index listed, when the manifest copied here says another one. */
  indexVersion: string | null;
  /** The deprecated built-in integration this one replaces: its doc id and name. */
  replaces: {docId: string; name: string} | null;
  /** Date of the store index the snapshot follows, as the locale writes it. */
  indexDateText: string;
  /**
   * Whether the product's install route ("Install in my Gladys") came after the released Gladys,
   * the default docs version (its since extract): the button then carries the Next version badge.
   */
  installNext: boolean;
};

/** {@link StorePageData.installNext}, the same for every page. */
const installNext = isNextVersion(
  findScreen('install-integration')!.route,
  forVersion(sinceByVersion, (versions as string[])[0] ?? nextVersionName),
);

/** Options of the store plugin. */
export type StorePluginOptions = {
  /** Folder of the snapshot; `src/data/store/` by default (tests point it elsewhere). */
  dir?: string;
};

function settingsOf(fields: ConfigField[] | undefined, locale: string): StoreSetting[] {
  return (Array.isArray(fields) ? fields : [])
    .filter((field) => field && typeof field.key === 'string' && field.type !== 'section')
    .map((field) => ({
      key: field.key,
      type: String(field.type),
      required: field.required === true,
      label: pickText(field.label, locale),
      description: pickText(field.description, locale),
    }));
}

/**
 * The data of one integration's page in `locale`.
 *
 * @param item a usable snapshot entry
 * @param locale the locale being built (`en`, `fr`); author texts fall back to English
 * @param indexDate ISO date of the store index the snapshot follows
 */
export function pageDataOf(item: SnapshotEntry, locale: string, indexDate: string): StorePageData {
  const {entry, source, docs} = item;
  const {manifest} = entry;
  const format = new Intl.DateTimeFormat(locale, {dateStyle: 'long', timeZone: 'UTC'});
  const dateText = (iso: string | undefined): string | null => {
    const date = iso ? new Date(iso) : null;
    return date && !Number.isNaN(date.getTime()) ? format.format(date) : null;
  };
  const commit = source?.commit ?? null;
  const repoUrl = `https://github.com/${entry.store_slug}`;
  const docLang =
    docs[locale as 'en' | 'fr'] !== undefined ? locale : docs.en !== undefined ? 'en' : null;
  const docsCommit = source?.docs_commits?.[docLang ?? (locale === 'fr' ? 'fr' : 'en')] ?? commit;
  const docsBase = docsCommit
    ? `${repoUrl}/blob/${docsCommit}/docs/`
    : `${repoUrl}/blob/HEAD/docs/`;
  const summaryVersion = source?.index_summary?.version ?? null;
  return {
    slug: entry.store_slug,
    name: manifest.name,
    author: entry.store_slug.split('/')[0],
    type: manifest.type,
    version: typeof manifest.version === 'string' ? manifest.version : summaryVersion,
    gladysVersion: typeof manifest.gladys_version === 'string' ? manifest.gladys_version : null,
    image: typeof manifest.docker_image === 'string' ? manifest.docker_image : null,
    repoUrl,
    pushedAt: entry.github?.pushed_at ?? null,
    pushedAtText: dateText(entry.github?.pushed_at),
    description: pickText(manifest.description, locale),
    settings: settingsOf(manifest.config_schema, locale),
    contactSettings: settingsOf(manifest.contact_schema, locale),
    transports: Array.isArray(manifest.transports) ? manifest.transports.map(String) : [],
    docs: docLang
      ? {lang: docLang, tree: markdownToTree(docs[docLang as 'en' | 'fr'] ?? '', docsBase)}
      : null,
    docsUrl: `${docsBase}${docLang ?? (locale === 'fr' ? 'fr' : 'en')}.md`,
    source: {
      from: source?.from ?? 'store-index-summary',
      commit,
      committedAt: source?.committed_at ?? null,
    },
    indexVersion:
      summaryVersion && typeof manifest.version === 'string' && summaryVersion !== manifest.version
        ? summaryVersion
        : null,
    replaces: replacements[entry.store_slug] ?? null,
    indexDateText: dateText(indexDate) ?? indexDate,
    installNext,
  };
}

/** The store pages' words: `{placeholder}` messages by id, in the locale being built. */
export type StoreMessages = Record<string, string>;

/** The snapshot and the words of the store pages, as the plugin loads them. */
export type StoreContent = Snapshot & {messages: StoreMessages};

/**
 * The store pages' words as a Docusaurus translation file (`page`), the English messages of
 * `page.json` as defaults: `npm run write-translations` writes it to
 * `i18n/<locale>/gladys-store/page.json`, and the build reads that file back.
 *
 * @param messages the English messages, by id
 * @returns the translation file, each message under its id
 */
export function storeTranslationFile(messages: StoreMessages): TranslationFile {
  return {
    path: 'page',
    content: Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, {message}])),
  };
}

/**
 * The store pages' words in the locale being built: each English message replaced by its
 * translation where the locale's file has one.
 *
 * @param messages the English messages, by id
 * @param translationFiles the files Docusaurus read for the locale (only `page` is used)
 * @returns the messages, by id
 */
export function translatedMessages(
  messages: StoreMessages,
  translationFiles: TranslationFile[],
): StoreMessages {
  const page = translationFiles.find((file) => file.path === 'page')?.content ?? {};
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, page[id]?.message ?? message]),
  );
}

/**
 * One page per community integration of the store snapshot (`src/data/store/`), for the locale
 * being built, at `/integrations/community/<owner>/<repo>/`. `loadContent` reads and checks the
 * snapshot: an entry without a name, with a malformed slug or an unknown type is left out with a
 * warning naming it, never breaking the build. The pages' words are a translation file
 * (`getTranslationFiles`, `translateContent`). `contentLoaded` writes the words and each page's
 * data with `createData` and adds its route with `addRoute`. See README.md.
 */
export default function storePlugin(
  context: LoadContext,
  options: StorePluginOptions = {},
): Plugin<StoreContent> {
  const dir = options.dir ?? snapshotDir;
  return {
    name: 'gladys-store',

    getPathsToWatch() {
      return [path.join(dir, '**/*')];
    },

    async loadContent() {
      const snapshot = loadSnapshot(dir);
      for (const warning of snapshot.warnings) console.warn(`[store] ${warning}`);
      return {...snapshot, messages: englishMessages};
    },

    getTranslationFiles({content}) {
      return [storeTranslationFile(content.messages)];
    },

    translateContent({content, translationFiles}) {
      return {...content, messages: translatedMessages(content.messages, translationFiles)};
    },

    async contentLoaded({content, actions}) {
      const locale = context.i18n.currentLocale;
      const copy = await actions.createData('page.json', JSON.stringify(content.messages));
      for (const item of content.entries) {
        const data = pageDataOf(item, locale, content.generatedAt);
        const route = storePagePath(item.entry.store_slug);
        actions.addRoute({
          path: `${context.baseUrl}${route}`,
          component: path.join(__dirname, 'StoreIntegrationPage.tsx'),
          exact: true,
          modules: {
            copy,
            data: await actions.createData(
              `${route.replace(/\W+/g, '-')}.json`,
              JSON.stringify(data),
            ),
          },
        });
      }
    },
  };
}
