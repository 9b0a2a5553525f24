/**
 * Front matter rules of this site, checked on every Markdown file at build
 * time through `markdown.parseFrontMatter` in docusaurus.config.ts. A file
 * that breaks a rule stops the build with an error naming the file and field.
 */

/** Kinds a scene doc can document; shown as badges on the page. */
export const sceneKinds = ['trigger', 'condition', 'action'] as const;
/** A scene doc kind. */
export type SceneKind = (typeof sceneKinds)[number];

/** Allowed length of `description`, in characters (WRITING.md). */
export const descriptionLength = {min: 120, max: 160} as const;

type FrontMatter = Record<string, unknown>;

/**
 * What kind of content a file is, from its path. A partial (a file whose name starts with `_`,
 * imported by a page or doc and never a route of its own) is `other`: it has no front matter.
 */
export function contentKind(filePath: string): 'doc' | 'blog' | 'page' | 'other' {
  const p = filePath.replace(/\\/g, '/');
  if (/\/_[^/]*\.mdx?$/.test(p)) return 'other';
  if (
    /\/(docs|versioned_docs\/version-[^/]+|guides|docusaurus-plugin-content-docs(-guides)?\/(current|version-[^/]+))\//.test(
      p,
    )
  )
    return 'doc';
  if (/\/(blog|docusaurus-plugin-content-blog)\//.test(p)) return 'blog';
  if (/\/(src\/pages|docusaurus-plugin-content-pages)\//.test(p)) return 'page';
  return 'other';
}

/**
 * Checks the front matter of one file.
 * @param frontMatter the parsed front matter
 * @param filePath path of the file, used to pick the rules (doc, blog post, page)
 * @returns a list of problems, each naming the field; empty when the file is fine
 */
export function frontMatterProblems(frontMatter: FrontMatter, filePath: string): string[] {
  const kind = contentKind(filePath);
  const problems: string[] = [];
  const requireString = (field: string) => {
    const value = frontMatter[field];
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`field "${field}" is required and must be a non-empty string`);
    }
  };
  if (kind === 'other') return problems;
  if (filePath.replace(/\\/g, '/').endsWith('/_category_.json')) return problems;
  requireString('title');
  requireString('description');
  const description = frontMatter.description;
  if (typeof description === 'string' && description.trim()) {
    const length = description.trim().length;
    if (length < descriptionLength.min || length > descriptionLength.max) {
      problems.push(
        `field "description" has ${length} characters; it must have ${descriptionLength.min} to ${descriptionLength.max}`,
      );
    }
  }
  if (frontMatter.translated_from !== undefined) {
    const value = frontMatter.translated_from;
    if (!/\/i18n\//.test(filePath.replace(/\\/g, '/'))) {
      problems.push('field "translated_from" belongs in translations (i18n/) only');
    } else if (typeof value !== 'string' || !/^[0-9a-f]{7,40}$/.test(value)) {
      problems.push(
        'field "translated_from" must be a commit hash (7 to 40 hexadecimal digits); run npm run translations:stale -- --mark <file>',
      );
    }
  }
  if (frontMatter.faq !== undefined && (kind !== 'doc' || frontMatter.faq !== true)) {
    problems.push(
      'field "faq" may only be `true`, on a doc whose ## headings are questions (it gets FAQPage structured data)',
    );
  }
  if (kind === 'doc') {
    requireString('id');
    const isScene =
      /\/scenes\/[^/]+\.mdx?$/.test(filePath) && !/\/scenes\/intro\.mdx?$/.test(filePath);
    const value = frontMatter.scene_kind;
    if (isScene || value !== undefined) {
      if (!Array.isArray(value) || value.length === 0) {
        problems.push(`field "scene_kind" must be a non-empty list of ${sceneKinds.join(', ')}`);
      } else {
        for (const item of value) {
          if (!sceneKinds.includes(item as SceneKind)) {
            problems.push(
              `field "scene_kind" has "${String(item)}"; allowed: ${sceneKinds.join(', ')}`,
            );
          }
        }
      }
    }
  }
  if (kind === 'blog') {
    requireString('slug');
    if (!Array.isArray(frontMatter.authors) || frontMatter.authors.length === 0) {
      problems.push('field "authors" must list at least one author key from authors.yml');
    }
    if (!Array.isArray(frontMatter.tags) || frontMatter.tags.length === 0) {
      problems.push('field "tags" must list at least one tag key from tags.yml');
    }
  }
  return problems;
}

/**
 * Throws when the front matter breaks a rule.
 * @throws Error `Front matter of <file>: <problem>; <problem>`
 */
export function assertFrontMatter(frontMatter: FrontMatter, filePath: string): void {
  const problems = frontMatterProblems(frontMatter, filePath);
  if (problems.length) {
    throw new Error(`Front matter of ${filePath}: ${problems.join('; ')}`);
  }
}
