/**
 * Is each French page still a translation of its English twin?
 *
 * A French page records which English text it translates through a
 * revision, its *baseline*:
 * - the `translated_from` field of its front matter (a commit hash), when set:
 *   the English page as it was at that commit;
 * - otherwise, the last commit that changed the French file: the English
 *   page as it was when the French one was last touched.
 *
 * The French page is **stale** when the English file differs from its content
 * at the baseline (so a change reverted later counts as no change), and
 * **unknown** when git cannot tell (no repository, or a baseline commit the
 * clone does not hold, as in a shallow clone).
 */
import {execFile} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import matter from 'gray-matter';
import {readGitHistory, type GitHistory} from '../../lib/gitHistory';
import {contentFolders, translationKey, type TranslatedKind} from './keys';

const run = promisify(execFile);

/** An English page and its French twin. */
export type TranslationPair = {
  kind: TranslatedKind;
  /** {@link translationKey} of the pair (the English path relative to the site). */
  key: string;
  /** Absolute path of the English source. */
  english: string;
  /** Absolute path of the French source. */
  french: string;
};

/** Where the baseline revision of a French page comes from. */
export type BaselineSource = 'translated_from' | 'french-commit' | 'uncommitted';

/** Freshness of one French page. */
export type Freshness = TranslationPair & {
  status: 'fresh' | 'stale' | 'unknown';
  /** The revision the French page translates, and where it comes from; null when unknown. */
  baseline: {revision: string; source: BaselineSource} | null;
  /** Date of the English page's last commit (ms since the epoch), null when git cannot tell. */
  englishUpdatedAt: number | null;
  /** Why the status is `unknown`. */
  reason?: string;
};

/** The `translated_from` field of a French file, or undefined when it has none. */
export function translatedFrom(frenchFile: string): string | undefined {
  const value = matter(readFileSync(frenchFile, 'utf8')).data.translated_from as unknown;
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * Sets the `translated_from` field of a Markdown file's front matter.
 *
 * @param text the file's content
 * @param revision the English commit the French text now translates
 * @returns the content with the field set (added last, or replacing the old value)
 * @throws Error when the file has no front matter
 */
export function setTranslatedFrom(text: string, revision: string): string {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!match) {
    throw new Error('no front matter');
  }
  const lines = match[1]!.split(/\r?\n/).filter((line) => !/^translated_from\s*:/.test(line));
  // Quoted: a hash of digits only would otherwise be read as a number.
  lines.push(`translated_from: '${revision}'`);
  return `---\n${lines.join('\n')}\n---${text.slice(match[0].length)}`;
}

function markdownFiles(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full, base);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Every English doc and blog post that has a French twin.
 *
 * @param siteDir absolute path of the site
 * @returns the pairs, docs first, each sorted by path
 */
export function listTranslationPairs(siteDir: string): TranslationPair[] {
  return (Object.keys(contentFolders) as TranslatedKind[]).flatMap((kind) => {
    const folders = contentFolders[kind];
    const englishDir = path.join(siteDir, folders.en);
    return markdownFiles(englishDir)
      .sort()
      .flatMap((english) => {
        const relative = path.relative(englishDir, english);
        const french = path.join(siteDir, folders.fr, relative);
        const key = translationKey(path.relative(siteDir, english));
        return existsSync(french) && key ? [{kind, key, english, french}] : [];
      });
  });
}

/** Runs git with lines on standard input; returns its output lines. */
async function gitBatch(cwd: string, args: string[], lines: string[]): Promise<string[]> {
  if (!lines.length) return [];
  const child = run('git', args, {cwd, maxBuffer: 16 * 1024 * 1024});
  child.child.stdin?.end(`${lines.join('\n')}\n`);
  return (await child).stdout.trimEnd().split('\n');
}

/**
 * The freshness of every French page of `pairs`.
 *
 * @param siteDir absolute path of the site (inside a git work tree, or not)
 * @param pairs the pages to check; all of {@link listTranslationPairs} by default
 * @param history the repository history, when the caller has read it already
 * @returns one entry per pair, in the order of `pairs`
 */
export async function translationFreshness(
  siteDir: string,
  pairs: readonly TranslationPair[] = listTranslationPairs(siteDir),
  history?: GitHistory | null,
): Promise<Freshness[]> {
  const git = history === undefined ? await readGitHistory(siteDir) : history;
  if (!git) {
    return pairs.map((pair) => ({
      ...pair,
      status: 'unknown',
      baseline: null,
      englishUpdatedAt: null,
      reason: 'not in a git repository',
    }));
  }
  const {root} = git;
  const repoPath = (file: string) => path.relative(root, file).split(path.sep).join('/');

  const baselines = pairs.map((pair) => {
    const recorded = translatedFrom(pair.french);
    if (recorded) {
      return {revision: recorded, source: 'translated_from' as const, exact: true};
    }
    const last = git.files.get(pair.french)?.last;
    if (!last) {
      // A French file not committed yet is being written from today's English page.
      return {revision: 'HEAD', source: 'uncommitted' as const, exact: true};
    }
    return {revision: last.hash, source: 'french-commit' as const, exact: last.exact};
  });

  // One process for every "English blob at the baseline", one for every current English blob.
  const [commitsOut, blobsAtBaseline, currentBlobs] = await Promise.all([
    gitBatch(
      root,
      ['cat-file', '--batch-check=%(objectname)'],
      baselines.map((b) => `${b.revision}^{commit}`),
    ),
    gitBatch(
      root,
      ['cat-file', '--batch-check=%(objectname)'],
      pairs.map((pair, i) => `${baselines[i]!.revision}:${repoPath(pair.english)}`),
    ),
    gitBatch(
      root,
      ['hash-object', '--stdin-paths'],
      pairs.map((pair) => pair.english),
    ),
  ]);

  return pairs.map((pair, i): Freshness => {
    const baseline = baselines[i]!;
    const last = git.files.get(pair.english)?.last;
    const englishUpdatedAt = last?.exact ? last.timestamp : null;
    const unknown = (reason: string): Freshness => ({
      ...pair,
      status: 'unknown',
      baseline: null,
      englishUpdatedAt,
      reason,
    });
    if (!baseline.exact) {
      return unknown('the French file last changed before the oldest commit of this shallow clone');
    }
    if (/missing/.test(commitsOut[i] ?? 'missing')) {
      return unknown(`commit ${baseline.revision} is not in this clone`);
    }
    const before = blobsAtBaseline[i] ?? '';
    const now = currentBlobs[i] ?? '';
    return {
      ...pair,
      status: before === now ? 'fresh' : 'stale',
      baseline: {revision: baseline.revision, source: baseline.source},
      englishUpdatedAt,
    };
  });
}
