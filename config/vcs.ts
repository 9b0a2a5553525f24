import type {VcsChangeInfo, VcsConfig} from '@docusaurus/types';
import {readGitHistory, type FileCommit, type GitHistory} from '../src/lib/gitHistory';

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
