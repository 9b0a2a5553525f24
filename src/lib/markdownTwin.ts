/**
 * Where the Markdown twin of a page lives. Shared by the llms-txt plugin options (config/llmsTxt.ts)
 * (build time) and the "Copy page as Markdown" button (browser): no Node.js
 * import here.
 */

/**
 * The URL path of a page's Markdown twin: the page path without its trailing
 * slash, plus `.md` (`/docs/installation/faq/` → `/docs/installation/faq.md`,
 * `/fr/docs/` → `/fr/docs.md`).
 *
 * @param permalink the page's path, with or without trailing slash
 */
export function markdownTwinPath(permalink: string): string {
  const bare = permalink.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return `${bare || '/index'}.md`;
}
