/**
 * `npm run store:refresh`: downloads the live index of the Gladys integration store, checks every
 * entry against the manifest schema, downloads each entry's docs, and rewrites the snapshot in
 * `src/data/store/` (index.json, sources.json, directory.json, docs/). Anything wrong — the network,
 * the index's format, one entry's manifest or docs — stops it with a message naming the entry and
 * the field, and the snapshot stays as it was (the new one is written beside it, then swapped in).
 *
 * Options: `--url <index URL>` (or STORE_INDEX_URL) instead of the store's own; `--dir <folder>`
 * instead of src/data/store (tests write into a temporary folder).
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import Ajv from 'ajv';
import {
  directoryEntries,
  docLanguages,
  docsFolder,
  isValidSlug,
  snapshotDir,
  type EntrySource,
  type IndexEntry,
  type Sources,
} from '../src/plugins/store/snapshot';

/**
 * The store's index URL, as the product names it (`DEFAULT_STORE_INDEX_URL` in
 * `server/lib/external-integration/store/store.constants.js` at cf41a63).
 */
export const defaultIndexUrl = 'https://integration-store-storage.gladysassistant.com/index.json';

/** The index format the product supports (`SUPPORTED_INDEX_FORMAT`). */
const supportedIndexFormat = 1;

/** Time allowed to each request, in milliseconds (the product's `STORE_HTTP_TIMEOUT_MS`). */
const timeoutMs = 30_000;

/** Largest doc accepted, in bytes (the product's `MAX_DOCS_MARKDOWN_BYTES`). */
const maxDocBytes = 1024 * 1024;

/** The manifest schema the snapshot keeps beside it (the product's copy at cf41a63). */
const schemaFile = 'manifest.schema.json';

async function get(url: string, what: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {signal: AbortSignal.timeout(timeoutMs)});
  } catch (error) {
    const cause = (error as {cause?: {code?: string; message?: string}}).cause;
    throw new Error(
      `${what}: cannot fetch ${url}: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
    );
  }
  if (!response.ok) throw new Error(`${what}: ${url} answered HTTP ${response.status}`);
  const text = await response.text();
  if (Buffer.byteLength(text) > maxDocBytes && what !== 'index')
    throw new Error(`${what}: ${url} is larger than ${maxDocBytes} bytes`);
  return text;
}

/**
 * Checks a downloaded index against the format and the manifest schema.
 *
 * @returns one message per problem, each naming the entry (its slug or position) and the field
 */
export function indexProblems(index: unknown, schema: object): string[] {
  if (typeof index !== 'object' || index === null) return ['index: not a JSON object'];
  const {index_format: format, integrations} = index as {
    index_format?: unknown;
    integrations?: unknown;
  };
  const problems: string[] = [];
  if (format !== supportedIndexFormat)
    problems.push(
      `index.index_format: must be ${supportedIndexFormat}, got ${JSON.stringify(format)}`,
    );
  if (!Array.isArray(integrations)) return [...problems, 'index.integrations: must be a list'];
  const validate = new Ajv({allErrors: true, strict: false}).compile(schema);
  const seen = new Set<string>();
  integrations.forEach((raw: Partial<IndexEntry>, position) => {
    const name =
      typeof raw?.store_slug === 'string' ? `"${raw.store_slug}"` : `integrations[${position}]`;
    if (!isValidSlug(raw?.store_slug)) {
      problems.push(`${name}: store_slug must be a GitHub owner/repo`);
      return;
    }
    if (seen.has(raw.store_slug.toLowerCase())) problems.push(`${name}: store_slug appears twice`);
    seen.add(raw.store_slug.toLowerCase());
    if (!validate(raw.manifest)) {
      for (const error of validate.errors ?? []) {
        const field = `manifest${error.instancePath.replaceAll('/', '.')}`;
        const extra =
          error.keyword === 'additionalProperties'
            ? ` (${(error.params as {additionalProperty: string}).additionalProperty})`
            : '';
        problems.push(`${name}: ${field}: ${error.message}${extra}`);
      }
    }
    for (const lang of docLanguages) {
      const url = raw.docs?.[lang];
      if (url !== undefined && (typeof url !== 'string' || !/^https?:\/\//.test(url)))
        problems.push(`${name}: docs.${lang}: must be an http(s) URL`);
    }
  });
  return problems;
}

/**
 * Downloads the index at `url` and its docs, checks them, and replaces the snapshot in `dir`.
 *
 * @returns the number of integrations written
 * @throws Error naming the entry and the field (or the URL) when anything is wrong; `dir` is
 *   then untouched
 */
export async function refreshStore(url: string, dir: string = snapshotDir): Promise<number> {
  const schema = JSON.parse(readFileSync(path.join(dir, schemaFile), 'utf8')) as object;
  const text = await get(url, 'index');
  let index: {generated_at?: string; integrations: IndexEntry[]};
  try {
    index = JSON.parse(text);
  } catch {
    throw new Error(`index: ${url} is not JSON`);
  }
  const problems = indexProblems(index, schema);
  if (problems.length) throw new Error(`the index is invalid:\n  ${problems.join('\n  ')}`);

  const next = `${dir}.next`;
  rmSync(next, {recursive: true, force: true});
  mkdirSync(next, {recursive: true});
  try {
    const sources: Sources = {index: `${url} (generated_at ${index.generated_at})`, entries: {}};
    for (const entry of index.integrations) {
      for (const lang of docLanguages) {
        const docUrl = entry.docs?.[lang];
        if (!docUrl) continue;
        const doc = await get(docUrl, `"${entry.store_slug}": docs.${lang}`);
        const file = path.join(next, 'docs', docsFolder(entry.store_slug), `${lang}.md`);
        mkdirSync(path.dirname(file), {recursive: true});
        writeFileSync(file, doc);
      }
      const source: EntrySource = {from: 'store-index', commit: null, committed_at: null};
      sources.entries[entry.store_slug] = source;
    }
    const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
    writeFileSync(path.join(next, 'index.json'), json(index));
    writeFileSync(path.join(next, 'sources.json'), json(sources));
    writeFileSync(path.join(next, 'directory.json'), json(directoryEntries(index.integrations)));
    cpSync(path.join(dir, schemaFile), path.join(next, schemaFile));
  } catch (error) {
    rmSync(next, {recursive: true, force: true});
    throw error;
  }
  const previous = `${dir}.previous`;
  rmSync(previous, {recursive: true, force: true});
  renameSync(dir, previous);
  renameSync(next, dir);
  rmSync(previous, {recursive: true, force: true});
  return index.integrations.length;
}

async function main(): Promise<void> {
  const {values} = parseArgs({options: {url: {type: 'string'}, dir: {type: 'string'}}});
  const url = values.url ?? process.env.STORE_INDEX_URL ?? defaultIndexUrl;
  const dir = path.resolve(values.dir ?? snapshotDir);
  if (!existsSync(path.join(dir, schemaFile))) {
    console.error(`store:refresh: ${path.join(dir, schemaFile)} is missing`);
    process.exit(1);
  }
  try {
    const count = await refreshStore(url, dir);
    console.log(`store:refresh: ${count} integrations written to ${dir}`);
  } catch (error) {
    console.error(
      `store:refresh: ${(error as Error).message}\nThe snapshot in ${dir} is unchanged.`,
    );
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) void main();
