/**
 * A throwaway git repository in a temporary folder, for tests of code that reads git history
 * (translation freshness, product versions, release facts). Commits are made with a fixed
 * identity and a clock of their own, so dates and order never depend on the machine.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

/** What a test does with its repository. */
export type GitRepo = {
  /** The repository's folder. */
  dir: string;
  /** Runs git in the repository at the clock's date; returns its output, trimmed. */
  git: (...args: string[]) => string;
  /** Writes a file (folders made as needed): a string as it is, anything else as JSON. */
  write: (file: string, data: unknown) => void;
  /** Moves the clock on, commits everything (an empty commit too) and returns the commit's hash. */
  commit: (message: string) => string;
  /** Deletes the folder. */
  remove: () => void;
};

/**
 * Makes an empty repository on branch `main`.
 *
 * @param prefix start of the temporary folder's name (`gladys-freshness-`)
 * @param options `start`: the first commit's date in seconds since the epoch; `step`: the seconds
 *   between two commits (0: every commit on the same date)
 */
export function gitRepo(
  prefix: string,
  {start = 1_700_086_400, step = 86_400}: {start?: number; step?: number} = {},
): GitRepo {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  let seconds = start - step;
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        GIT_AUTHOR_DATE: `${seconds} +0000`,
        GIT_COMMITTER_DATE: `${seconds} +0000`,
      },
    }).trim();
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'writer@example.org');
  git('config', 'user.name', 'Writer');
  git('config', 'commit.gpgsign', 'false');
  git('config', 'tag.gpgsign', 'false');
  return {
    dir,
    git,
    write(file, data) {
      mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      writeFileSync(path.join(dir, file), typeof data === 'string' ? data : JSON.stringify(data));
    },
    commit(message) {
      seconds += step;
      git('add', '-A');
      git('commit', '-q', '--allow-empty', '-m', message);
      return git('rev-parse', 'HEAD');
    },
    remove: () => rmSync(dir, {recursive: true, force: true}),
  };
}
