import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import path from 'node:path';

/** One release of Gladys on the releases page: a blog post whose front matter names a version. */
export type Release = {
  /** The version the post announces, from its `gladys_version` front matter (`4.86`, `4.8.1`). */
  version: string;
  /** The post's date, ISO 8601 (`2026-08-14T00:00:00.000Z`). */
  date: string;
  /** The date as the locale writes it (`August 14, 2026`, `14 août 2026`), made at build time. */
  formattedDate: string;
  /** The post's title. */
  title: string;
  /** One line: the post's `summary` front matter, or its description. */
  summary: string;
  /** The post's URL path in the locale being built (`/fr/blog/gladys-4-86/`). */
  permalink: string;
};

/** `4.86`, `4.8.1`, `4.0`: a version as `gladys_version` must write it. */
const versionPattern = /^4\.\d+(\.\d+)?$/;

/** Orders versions newest first, by number (4.86 before 4.9). */
export function compareVersionsDesc(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pb[i] ?? 0) - (pa[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * The releases of a locale's blog: every post with a `gladys_version`, newest version first.
 *
 * @param content the blog plugin's loaded content (`allContent['docusaurus-plugin-content-blog'].default`)
 * @param locale the locale being built, for the dates (`en`, `fr`)
 * @throws Error naming the post's file and the field when `gladys_version` is not a string such as
 *   `4.86`, or when two posts announce the same version
 */
export function releasesOf(content: BlogContent, locale: string): Release[] {
  const format = new Intl.DateTimeFormat(locale, {dateStyle: 'long', timeZone: 'UTC'});
  const releases: Release[] = [];
  const seen = new Map<string, string>();
  for (const {metadata} of content.blogPosts) {
    const value = metadata.frontMatter.gladys_version;
    if (value === undefined) continue;
    if (typeof value !== 'string' || !versionPattern.test(value)) {
      throw new Error(
        `${metadata.source}: front matter field "gladys_version" must be a quoted version such as '4.86', got ${JSON.stringify(value)}`,
      );
    }
    const other = seen.get(value);
    if (other) {
      throw new Error(
        `${metadata.source}: front matter field "gladys_version" '${value}' is already announced by ${other}`,
      );
    }
    seen.set(value, metadata.source);
    const summary = metadata.frontMatter.summary;
    releases.push({
      version: value,
      date: new Date(metadata.date).toISOString(),
      formattedDate: format.format(new Date(metadata.date)),
      title: metadata.title,
      summary: typeof summary === 'string' ? summary : metadata.description,
      permalink: metadata.permalink,
    });
  }
  return releases.sort((a, b) => compareVersionsDesc(a.version, b.version));
}

/**
 * The plugin's global data (`usePluginData('gladys-release-notes')`): the permalink of each
 * version's release post in the locale being built, keyed by `gladys_version` (`4.86` →
 * `/fr/blog/gladys-4-86/`). Read by src/components/Since to link a feature to the post of the
 * release that brought it. `dates` gives each version's post date (`4.86` → `2026-08-14`), from
 * which src/components/ReleaseCadence works out how often Gladys ships.
 */
export type ReleaseNotesGlobalData = {posts: Record<string, string>; dates: Record<string, string>};

/**
 * Adds the `/releases/` page: every version of Gladys that has a release post in the blog, newest
 * first, with its date and one line, linked to its post in the reader's language. The list comes
 * from the blog plugin's content (`allContentLoaded`, a public lifecycle), so a new post with a
 * `gladys_version` joins it with nothing else to edit. Also sets {@link ReleaseNotesGlobalData}.
 */
export default function releaseNotesPlugin(context: LoadContext): Plugin {
  return {
    name: 'gladys-release-notes',
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      if (!blog) throw new Error('release-notes: the blog plugin is not loaded');
      const releases = releasesOf(blog, context.i18n.currentLocale);
      actions.setGlobalData({
        posts: Object.fromEntries(releases.map((r) => [r.version, r.permalink])),
        dates: Object.fromEntries(releases.map((r) => [r.version, r.date.slice(0, 10)])),
      } satisfies ReleaseNotesGlobalData);
      actions.addRoute({
        path: `${context.baseUrl}releases/`,
        component: path.join(__dirname, 'ReleasesPage.tsx'),
        exact: true,
        modules: {releases: await actions.createData('releases.json', JSON.stringify(releases))},
      });
    },
  };
}
