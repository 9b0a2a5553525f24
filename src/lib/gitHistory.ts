/**
 * What git knows about the site's files: for each tracked file, the newest and
 * the oldest commit that changed it, read with one `git log` over the whole
 * repository. Used for the "last updated" dates ({@link shallowAwareGitVcs}) and for the
 * freshness of French translations (`src/plugins/translation-freshness`).
 *
 * Shallow clones (`git clone --depth N`) only hold the last N commits: the
 * oldest of them (a "boundary" commit) looks as if it added every file that
 * no later commit touched. Dates and revisions that come from a boundary
 * commit are therefore flagged `exact: false`, and callers treat them as
 * unknown rather than show the date of the clone.
 */
import type {VcsChangeInfo, VcsConfig} from '@docusaurus/types';
import {execFile, execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';

const run = promisify(execFile);

/** One commit that changed a file. */
export type FileCommit = {
  /** Full commit hash. */
  hash: string;
  /** Committer date, in milliseconds since the epoch. */
  timestamp: number;
  /** Author name. */
  author: string;
  /**
   * False when the commit is a boundary of a shallow clone: the file may have
   * changed before it, in history the clone does not hold.
   */
  exact: boolean;
};

/** History of one file. */
export type FileHistory = {
  /** Newest commit that changed the file. */
  last: FileCommit;
  /** Oldest commit that changed the file (its creation, or the clone's boundary). */
  first: FileCommit;
};

/** History of every file of a repository. */
export type GitHistory = {
  /** Absolute path of the repository root. */
  root: string;
  /** True for a shallow clone. */
  shallow: boolean;
  /** History per file, keyed by absolute path. */
  files: Map<string, FileHistory>;
};

const gitLogArgs = [
  '-c',
  'log.showSignature=false',
  'log',
  '--format=%x01%H %ct %an',
  '--name-only',
  '--no-renames',
  // A merge counts as changing what it brought into the branch (its diff with its first parent):
  // a page and its translation changed together on a side branch then land together.
  '--diff-merges=first-parent',
  // A shallow clone's oldest commit counts as a root: list the files it holds.
  '--root',
];

/** Boundary commits of a shallow clone, from `.git/shallow`. */
function shallowBoundaries(cwd: string, root: string): Set<string> {
  const file = execFileSync('git', ['rev-parse', '--git-path', 'shallow'], {
    cwd,
    encoding: 'utf8',
  }).trim();
  try {
    return new Set(
      readFileSync(path.resolve(root, file), 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    );
  } catch {
    return new Set();
  }
}

/**
 * Parses the output of `git log --format=%x01%H %ct %an --name-only`.
 *
 * @param output the raw log, newest commit first
 * @param root absolute repository root, to make the file keys absolute
 * @param boundaries hashes of shallow boundary commits
 */
export function parseGitLog(
  output: string,
  root: string,
  boundaries: ReadonlySet<string> = new Set(),
): Map<string, FileHistory> {
  const files = new Map<string, FileHistory>();
  for (const entry of output.split('\x01')) {
    const [header, ...names] = entry.split('\n');
    const match = /^([0-9a-f]{40}) (\d+) (.*)$/.exec(header ?? '');
    if (!match) continue;
    const commit: FileCommit = {
      hash: match[1]!,
      timestamp: Number(match[2]) * 1000,
      author: match[3]!,
      exact: !boundaries.has(match[1]!),
    };
    for (const name of names) {
      if (!name.trim()) continue;
      const file = path.join(root, name);
      const known = files.get(file);
      if (known) {
        known.first = commit;
      } else {
        files.set(file, {last: commit, first: commit});
      }
    }
  }
  return files;
}

/**
 * Reads the history of every file of the repository holding `cwd`.
 *
 * @param cwd any folder inside the repository (the site directory)
 * @returns the history, or null when `cwd` is not in a git work tree or git is missing
 */
export async function readGitHistory(cwd: string): Promise<GitHistory | null> {
  let root: string;
  try {
    root = (await run('git', ['rev-parse', '--show-toplevel'], {cwd})).stdout.trim();
  } catch {
    return null;
  }
  const shallow =
    (await run('git', ['rev-parse', '--is-shallow-repository'], {cwd})).stdout.trim() === 'true';
  const boundaries = shallow ? shallowBoundaries(cwd, root) : new Set<string>();
  const {stdout} = await run('git', gitLogArgs, {cwd: root, maxBuffer: 64 * 1024 * 1024});
  return {root, shallow, files: parseGitLog(stdout, root, boundaries)};
}

/** A commit as Docusaurus wants it, or null when git cannot tell the true date. */
function changeInfo(commit: FileCommit | undefined): VcsChangeInfo | null {
  return commit?.exact ? {timestamp: commit.timestamp, author: commit.author} : null;
}

/**
 * Where Docusaurus reads the "last updated" date of each doc and post
 * (`future.experimental_vcs`). Like Docusaurus's own `git-eager` strategy it
 * reads the whole history once, with one `git log`, for both locales; unlike
 * it, a file whose last change is older than a shallow clone's history gets
 * no date (null) instead of the date of the clone's oldest commit, and the
 * dev server shows real dates too.
 *
 * @returns a VCS configuration for `future.experimental_vcs`.
 */
export function shallowAwareGitVcs(): VcsConfig {
  let history: Promise<GitHistory | null> | null = null;
  const fileHistory = async (filePath: string) => (await history)?.files.get(filePath);
  return {
    initialize({siteDir}) {
      history ??= readGitHistory(siteDir);
    },
    async getFileCreationInfo(filePath) {
      return changeInfo((await fileHistory(filePath))?.first);
    },
    async getFileLastUpdateInfo(filePath) {
      return changeInfo((await fileHistory(filePath))?.last);
    },
  };
}
