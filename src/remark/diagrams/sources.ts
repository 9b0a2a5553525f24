import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Code, Root, RootContent} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {diagramKey} from './diagrams';

/** A Mermaid code block found in the site's Markdown. */
export interface DiagramSource {
  /** File it is in, relative to the repository root. */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The block's text, without fences (what the remark plugin sees). */
  source: string;
  /** Its key (see `diagramKey`): names its drawings in src/diagrams/. */
  key: string;
}

/** Folders whose `.md` and `.mdx` files can hold diagrams, from the repository root. */
export const contentFolders = ['docs', 'versioned_docs', 'blog', 'src/pages', 'i18n'];

function markdownFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, {withFileTypes: true});
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return markdownFiles(full);
    }
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

function mermaidBlocks(node: Root | RootContent, found: Code[]): Code[] {
  if (node.type === 'code' && node.lang === 'mermaid') {
    found.push(node);
  } else if ('children' in node) {
    for (const child of node.children) {
      mermaidBlocks(child, found);
    }
  }
  return found;
}

/**
 * Every Mermaid code block of the docs, blog and pages in both locales, in
 * file order.
 *
 * @param root the repository root (absolute path).
 */
export function collectDiagrams(root: string): DiagramSource[] {
  return filesNamingMermaid(root).flatMap(({file, text}) =>
    mermaidBlocks(fromMarkdown(text), []).map((node) => ({
      file,
      line: node.position?.start.line ?? 0,
      source: node.value,
      key: diagramKey(node.value),
    })),
  );
}

/**
 * The Markdown files of the docs, blog and pages in both locales that can hold a Mermaid block
 * (their text names the language), in path order; the others cannot and are not parsed (about
 * 1.7 s of a build's post-build step per locale when every file was). Reading them is cheap;
 * parsing them is what {@link collectDiagrams} adds.
 *
 * @param root the repository root (absolute path).
 * @returns each file's path relative to `root` and its text
 */
export function filesNamingMermaid(root: string): {file: string; text: string}[] {
  return contentFolders
    .flatMap((folder) => markdownFiles(path.join(root, folder)))
    .sort()
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return text.includes('mermaid') ? [{file: path.relative(root, file), text}] : [];
    });
}
