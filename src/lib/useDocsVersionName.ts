import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import versions from '@site/versions.json';

/** The default docs version (`/docs/`): the newest release of versions.json, else the next version. */
export const defaultDocsVersion: string = (versions as string[])[0] ?? 'current';

/**
 * The docs version of the page being rendered, as the docs plugin names it (`current` for the
 * next version, `4.86` for a release). Outside the docs (blog, pages), the default version, which
 * `/docs/` links land on.
 */
export function useDocsVersionName(): string {
  try {
    // Reads a React context and throws when there is none; the hook is called on every render,
    // so the order of hooks never changes.
    return useDocsVersion().version;
  } catch {
    return defaultDocsVersion;
  }
}

/**
 * The docs version of the page being rendered, or `outside` on a page that is not a doc (blog
 * posts, pages). For what a post shows as it was announced rather than as the default version
 * has it: the screenshots of a release post show the feature it announces.
 * @param outside the version name to return outside the docs
 */
export function useDocsVersionNameOr(outside: string): string {
  try {
    return useDocsVersion().version;
  } catch {
    return outside;
  }
}

/**
 * The path of a doc in a version: `/docs/<id>/` for the default version, `/docs/next/<id>/` for
 * the next one, `/docs/<version>/<id>/` for an older release.
 * @param version the docs plugin's version name
 * @param id a doc path below the docs root, without slashes around it (`scenes/intro`)
 */
export function docPath(version: string, id: string): string {
  if (version === defaultDocsVersion) return `/docs/${id}/`;
  return `/docs/${version === 'current' ? 'next' : version}/${id}/`;
}
