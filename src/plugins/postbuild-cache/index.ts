/**
 * A cache for post-build steps whose output follows from inputs that can be read quickly: the
 * Markdown twins (src/plugins/llms-txt) and the search index (src/plugins/search). Not a plugin
 * itself: those plugins call {@link cachedStep} from their `postBuild`.
 *
 * A step's inputs are hashed into a key (see {@link cacheKey}); its output files are kept in
 * `node_modules/.cache/gladys-postbuild/<step>-<locale>/`, beside the key they were made under.
 * When a later build computes the same key, the files are put back into the build, byte for byte,
 * and the step does not run; otherwise it runs as usual and its files replace the kept ones.
 * Only the latest output of each step and locale is kept. Files go both ways as hard links when
 * the build and the cache share a file system (see {@link linkOrCopy}).
 */
import {createHash} from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** Bumped when the layout of a cache folder changes, so older folders are not read. */
const layoutVersion = 'postbuild-cache-v1';

/**
 * Folder of every post-build cache, under the site's `node_modules/.cache` (emptied by
 * `docusaurus clear`).
 * @param siteDir the site's root
 */
export function postBuildCacheRoot(siteDir: string): string {
  return path.join(siteDir, 'node_modules/.cache/gladys-postbuild');
}

/**
 * A key for a set of inputs: SHA-256 of every part in order, each preceded by its length, so that
 * moving bytes from one part to the next gives another key.
 *
 * @param parts strings (hashed as UTF-8) and file contents, in a fixed order
 * @returns 64 hex characters
 */
export function cacheKey(parts: Iterable<string | Buffer>): string {
  const hash = createHash('sha256').update(layoutVersion);
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'utf8') : part;
    hash.update(`\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex');
}

/** Scripts, inline or not, and links to the bundler's scripts and stylesheets. */
const bundleReferences =
  /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*\/assets\/(?:js|css)\/[^>]*>/g;

/**
 * A built page as a key sees it: without its `<script>` elements and its `<link>`s to scripts and
 * stylesheets. Neither the Markdown twins nor the search index read them, and they change when
 * nothing a reader sees does: the bundler's minifier does not always name the variables of the
 * runtime chunk alike, which renames `runtime~main.<hash>.js` in every page of a locale.
 *
 * @param html a page written by `docusaurus build`
 */
export function pageForKey(html: string): string {
  return html.replace(bundleReferences, '');
}

/** A page's digest with the file's size and modification time when it was read. */
type PageDigest = {size: number; mtimeMs: number; digest: Buffer};

/**
 * Digests read in this process, shared by every copy of this module: Docusaurus loads each
 * plugin's modules afresh (jiti without Node's module cache), so the twins and the search index
 * each get their own copy, yet hash the same pages one after the other.
 */
const pageDigests: Map<string, PageDigest> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('gladys.postbuild-cache.pageDigests')
] ??= new Map<string, PageDigest>()) as Map<string, PageDigest>;

/**
 * SHA-256 of a built page as a key sees it ({@link pageForKey}), for a key part. A page read
 * before in this process, with the same size and modification time, is not read again (the twins'
 * key and the search index's key read the same 150-odd pages of a locale).
 *
 * @param file absolute path of a built HTML page
 * @returns 32 bytes
 */
export function pageKeyDigest(file: string): Buffer {
  const {size, mtimeMs} = statSync(file);
  const known = pageDigests.get(file);
  if (known && known.size === size && known.mtimeMs === mtimeMs) return known.digest;
  const digest = createHash('sha256')
    .update(pageForKey(readFileSync(file, 'utf8')))
    .digest();
  pageDigests.set(file, {size, mtimeMs, digest});
  return digest;
}

/**
 * Every file below a folder, as paths relative to it with `/` separators, sorted.
 *
 * @param dir the folder; a missing folder has no files
 * @param skip names of top-level folders to leave out (another locale's build inside this one)
 */
export function filesBelow(dir: string, skip: readonly string[] = []): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !skip.includes(file.split('/')[0]!))
    .sort();
}

/**
 * Modification time and size of the files of a folder that match a test, to tell afterwards which
 * files a step wrote (see {@link writtenSince}).
 *
 * @param dir the build folder of a locale
 * @param match test of a relative path (`/` separators)
 * @param skip top-level folders to leave out, as for {@link filesBelow}
 * @returns relative path → `mtimeMs:size`
 */
export function snapshotFiles(
  dir: string,
  match: (file: string) => boolean,
  skip: readonly string[] = [],
): Map<string, string> {
  return new Map(
    filesBelow(dir, skip)
      .filter(match)
      .map((file) => {
        const stat = statSync(path.join(dir, file));
        return [file, `${stat.mtimeMs}:${stat.size}`];
      }),
  );
}

/**
 * The files of a later snapshot that are new or changed since an earlier one.
 * @returns relative paths, sorted
 */
export function writtenSince(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
): string[] {
  return [...after].filter(([file, stamp]) => before.get(file) !== stamp).map(([file]) => file);
}

/** What {@link cachedStep} needs to know about one step of one locale. */
export type CachedStepOptions = {
  /** Folder of this step and locale's cache (`<postBuildCacheRoot>/<step>-<locale>`). */
  cacheDir: string;
  /** Key of the step's inputs, from {@link cacheKey}. */
  key: string;
  /** The locale's build folder, where the step writes. */
  outDir: string;
  /**
   * Runs the step and says which files it wrote, as paths relative to `outDir` (`/` separators).
   * Only called when the cache has nothing under `key`.
   */
  run: () => Promise<string[]>;
};

/** Contents of `manifest.json` in a step's cache folder. */
type Manifest = {key: string; files: string[]};

/** Reads the manifest of a cache folder, or null when there is none or it cannot be read. */
function readManifest(cacheDir: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(path.join(cacheDir, 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/**
 * Whether a cache folder holds the output of an earlier run of its step (whatever its key): a
 * step can then expect to be restored rather than run, as in a build with nothing changed.
 *
 * @param cacheDir the step's folder, as given to {@link cachedStep}
 */
export function hasCachedOutput(cacheDir: string): boolean {
  return readManifest(cacheDir) !== null;
}

/**
 * Puts the file `from` at `to` as a hard link, or as a copy when the two paths cannot share one
 * (another file system, a file system without links). A file already at `to` is replaced.
 *
 * A link costs no copy: storing a step's output (about 330 files a locale, twins and search
 * index) took 0.35 s of the main thread's CPU per locale as copies. It is safe because no step
 * writes into a file of the build after making it, and Docusaurus empties the build folder
 * before writing it again, so a later build writes new files instead of rewriting linked ones.
 *
 * @throws whatever copying throws, when linking failed too
 */
export function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      rmSync(to, {force: true});
      try {
        linkSync(from, to);
        return;
      } catch {
        // copied below
      }
    }
  }
  copyFileSync(from, to);
}

/**
 * Runs a post-build step, or puts its output back from the cache when its inputs have not
 * changed since the build that made it.
 *
 * The cache is written to a temporary folder and renamed into place once complete, so a build
 * interrupted while storing leaves no half-filled entry; an entry missing one of its files is not
 * used.
 *
 * @returns `restored` when the output came from the cache, `ran` when the step ran (and was stored)
 * @throws whatever the step throws; nothing is stored then
 */
export async function cachedStep({
  cacheDir,
  key,
  outDir,
  run,
}: CachedStepOptions): Promise<'restored' | 'ran'> {
  const manifest = readManifest(cacheDir);
  const stored = (file: string) => path.join(cacheDir, 'files', file);
  if (manifest?.key === key && manifest.files.every((file) => existsSync(stored(file)))) {
    for (const file of manifest.files) {
      const target = path.join(outDir, file);
      mkdirSync(path.dirname(target), {recursive: true});
      linkOrCopy(stored(file), target);
    }
    return 'restored';
  }
  const files = await run();
  const temporary = `${cacheDir}.tmp-${process.pid}`;
  rmSync(temporary, {recursive: true, force: true});
  for (const file of files) {
    const copy = path.join(temporary, 'files', file);
    mkdirSync(path.dirname(copy), {recursive: true});
    linkOrCopy(path.join(outDir, file), copy);
  }
  mkdirSync(temporary, {recursive: true});
  writeFileSync(path.join(temporary, 'manifest.json'), JSON.stringify({key, files}));
  rmSync(cacheDir, {recursive: true, force: true});
  renameSync(temporary, cacheDir);
  return 'ran';
}
