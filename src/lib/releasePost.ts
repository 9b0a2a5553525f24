/**
 * Which release post a "Since" line links. No data import: the `<Since>` component bundles this
 * module, and the since extracts stay out of the pages' JavaScript (src/remark/pageData.ts resolves
 * them when a page is compiled).
 */

/** The minor version a release post announces (`4.84.1` → `4.84`, `4.30` → `4.30`). */
export const minorVersion = (version: string): string => version.split('.').slice(0, 2).join('.');

/**
 * The release post a "Since" line links: the post of `announcedIn` when given (a feature that
 * shipped in a patch release and was announced by a later post), else the version's own post, else
 * its minor version's (`4.84.1` → the 4.84 post).
 * @param posts permalinks by announced version, from the release-notes plugin's global data
 * @returns the permalink, or undefined when the blog has no such post
 */
export function releasePost(
  posts: Record<string, string>,
  version: string,
  announcedIn?: string,
): string | undefined {
  if (announcedIn) return posts[announcedIn];
  return posts[version] ?? posts[minorVersion(version)];
}
