/**
 * Reading and checking the committed snapshot of the Gladys integration store
 * (`src/data/store/`): `index.json` in the format the product reads from the store
 * (`server/lib/external-integration/store/` in Gladys), `sources.json` (the commit each
 * manifest and doc came from), and `docs/<owner>--<repo>/<lang>.md` (each integration's own
 * docs). Plain Node: used by the plugin (`./index.ts`), `scripts/store-refresh.ts` and the tests.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** The snapshot's folder in the repository. */
export const snapshotDir = path.resolve(__dirname, '../../data/store');

import {storeTypes, type MultiLanguageText, type StoreType} from './text';

export {pickText, storeTypes, type MultiLanguageText, type StoreType} from './text';

/** Languages of the site, which are also the two docs every store integration must ship. */
export const docLanguages = ['en', 'fr'] as const;
/** A language of the site. */
export type DocLanguage = (typeof docLanguages)[number];

/** One field of `config_schema` or `contact_schema` (the author's own labels). */
export type ConfigField = {
  key: string;
  /** `string`, `number`, `boolean`, `select`, `multi_select`, `secret`, `oauth2` or `section`. */
  type: string;
  label: MultiLanguageText;
  description?: MultiLanguageText;
  required?: boolean;
};

/** The part of an integration's manifest (`gladys-assistant-integration.json`) the site shows. */
export type Manifest = {
  manifest_version: number;
  type: string;
  name: string;
  description?: MultiLanguageText;
  version?: string;
  docker_image?: string;
  gladys_version?: string;
  config_schema?: ConfigField[];
  contact_schema?: ConfigField[];
  transports?: string[];
  [other: string]: unknown;
};

/** One entry of the store's `index.json` (written by the store's `src/buildIndex.js`). */
export type IndexEntry = {
  /** GitHub `owner/repo`, as GitHub spells it. */
  store_slug: string;
  repo_url: string;
  manifest: Manifest;
  /** Where each language's doc is published (URLs). */
  docs?: Partial<Record<string, string>>;
  github?: {stars?: number; pushed_at?: string; owner_avatar_url?: string};
  [other: string]: unknown;
};

/** The store's `index.json`. */
export type StoreIndex = {index_format: number; generated_at: string; integrations: IndexEntry[]};

/** Where the snapshot's copy of one entry came from (`sources.json`). */
export type EntrySource = {
  /**
   * `repository`: manifest and docs read in the repository at `commit`; `store-index`: as the
   * live index published them (`npm run store:refresh`); `store-index-summary`: only the index's
   * summary (name, type, versions).
   */
  from: 'repository' | 'store-index' | 'store-index-summary';
  commit: string | null;
  /** ISO 8601 date of `commit`; null when the copy it was read from gave no date. */
  committed_at: string | null;
  /**
   * Commit of each language's doc when it differs from `commit` (the manifest's): the copy the
   * docs were read from holds each file at the commit that last changed it.
   */
  docs_commits?: Partial<Record<string, string>>;
  /** What the store index listed for this entry (name, type, version, Gladys range). */
  index_summary?: {name: string; type: string; version: string; gladys_version: string};
};

/** `sources.json`: provenance of the snapshot. */
export type Sources = {index: string; entries: Record<string, EntrySource>};

/** A valid entry with its provenance and the docs the snapshot holds. */
export type SnapshotEntry = {
  entry: IndexEntry & {manifest: Manifest & {type: StoreType}};
  source: EntrySource | null;
  /** Markdown of `docs/<lang>.md` as the snapshot holds it, per language. */
  docs: Partial<Record<DocLanguage, string>>;
};

/** The loaded snapshot. */
export type Snapshot = {
  generatedAt: string;
  entries: SnapshotEntry[];
  /** One sentence per entry left out, naming it and what is wrong. */
  warnings: string[];
};

/** `owner/repo` as GitHub allows them. */
const slugPattern = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/;

/** True for a well-formed store slug (GitHub `owner/repo`). */
export function isValidSlug(slug: unknown): slug is string {
  return typeof slug === 'string' && slugPattern.test(slug) && !slug.endsWith('/..');
}

/**
 * The site path of an integration's page, without the locale prefix:
 * `integrations/community/<owner>/<repo>/`, lower-cased.
 */
export function storePagePath(slug: string): string {
  return `integrations/community/${slug.toLowerCase()}/`;
}

/** Folder name of an entry's docs in the snapshot (`owner--repo`, lower-cased). */
export function docsFolder(slug: string): string {
  return slug.replace('/', '--').toLowerCase();
}

/**
 * Checks what the site needs of one index entry: a well-formed slug, a name, a known type.
 *
 * @param raw one element of `integrations`
 * @param position its index in the list, to name it when the slug is missing
 * @returns null when usable, otherwise the problem, naming the entry and the field
 */
export function entryProblem(raw: unknown, position: number): string | null {
  if (typeof raw !== 'object' || raw === null) return `integrations[${position}]: not an object`;
  const entry = raw as Partial<IndexEntry>;
  const label =
    typeof entry.store_slug === 'string' ? `"${entry.store_slug}"` : `integrations[${position}]`;
  if (!isValidSlug(entry.store_slug))
    return `${label}: store_slug must be a GitHub owner/repo, got ${JSON.stringify(entry.store_slug)}`;
  const manifest = entry.manifest as Partial<Manifest> | undefined;
  if (typeof manifest !== 'object' || manifest === null) return `${label}: manifest is missing`;
  if (typeof manifest.name !== 'string' || manifest.name.trim() === '')
    return `${label}: manifest.name is missing`;
  if (!storeTypes.includes(manifest.type as StoreType))
    return `${label}: manifest.type ${JSON.stringify(manifest.type)} is not one of ${storeTypes.join(', ')}`;
  return null;
}

/**
 * Keeps the usable entries of an index, in its order, and a warning for each one left out (see
 * {@link entryProblem}); an entry whose slug repeats an earlier one (case-insensitively) is left out too.
 */
export function usableEntries(integrations: unknown): {
  entries: SnapshotEntry['entry'][];
  warnings: string[];
} {
  const warnings: string[] = [];
  const entries: SnapshotEntry['entry'][] = [];
  if (!Array.isArray(integrations))
    return {entries, warnings: ['index.json: "integrations" is not a list']};
  const seen = new Set<string>();
  integrations.forEach((raw, position) => {
    const problem = entryProblem(raw, position);
    if (problem) {
      warnings.push(`${problem}; left out`);
      return;
    }
    const entry = raw as SnapshotEntry['entry'];
    const key = entry.store_slug.toLowerCase();
    if (seen.has(key)) {
      warnings.push(`"${entry.store_slug}": store_slug appears twice; left out`);
      return;
    }
    seen.add(key);
    entries.push(entry);
  });
  return {entries, warnings};
}

/**
 * Reads the snapshot in `dir`.
 *
 * @throws Error naming the file when `index.json` or `sources.json` is missing or not JSON
 *   (bad entries do not throw: they are left out with a warning)
 */
export function loadSnapshot(dir: string = snapshotDir): Snapshot {
  const read = (file: string): unknown => {
    const full = path.join(dir, file);
    try {
      return JSON.parse(readFileSync(full, 'utf8'));
    } catch (error) {
      throw new Error(`store snapshot: cannot read ${full}: ${(error as Error).message}`);
    }
  };
  const index = read('index.json') as Partial<StoreIndex>;
  const sources = read('sources.json') as Partial<Sources>;
  const {entries, warnings} = usableEntries(index.integrations);
  return {
    generatedAt: typeof index.generated_at === 'string' ? index.generated_at : '',
    warnings,
    entries: entries.map((entry) => {
      const docs: SnapshotEntry['docs'] = {};
      for (const lang of docLanguages) {
        const file = path.join(dir, 'docs', docsFolder(entry.store_slug), `${lang}.md`);
        if (existsSync(file)) docs[lang] = readFileSync(file, 'utf8');
      }
      return {entry, source: sources.entries?.[entry.store_slug] ?? null, docs};
    }),
  };
}

/** One community integration in the /integrations/ directory (`directory.json`). */
export type DirectoryEntry = {
  /** Store slug, as GitHub spells it. */
  slug: string;
  name: string;
  /** GitHub owner: the author. */
  author: string;
  type: StoreType;
  /** The manifest's description per language (the author's text), may be empty. */
  description: MultiLanguageText;
  /** `local` and/or `cloud`, from the manifest's `transports` (may be empty). */
  transports: string[];
};

/**
 * The short form of each usable entry that the directory page needs, in slug order. Written to
 * `src/data/store/directory.json` by `npm run store:refresh`; a data test checks that the committed
 * file equals this function's output on the committed index.
 */
export function directoryEntries(integrations: unknown): DirectoryEntry[] {
  return usableEntries(integrations)
    .entries.map((entry) => ({
      slug: entry.store_slug,
      name: entry.manifest.name,
      author: entry.store_slug.split('/')[0],
      type: entry.manifest.type,
      description: Object.fromEntries(
        Object.entries(entry.manifest.description ?? {}).filter(
          ([lang, text]) =>
            (docLanguages as readonly string[]).includes(lang) && typeof text === 'string',
        ),
      ),
      transports: (entry.manifest.transports ?? []).filter((t) => t === 'local' || t === 'cloud'),
    }))
    .sort((a, b) => a.slug.toLowerCase().localeCompare(b.slug.toLowerCase()));
}
