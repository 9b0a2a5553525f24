/**
 * Writes `llms.txt` (https://llmstxt.org): a Markdown index of the site for
 * language models. Pure functions, so the format is unit-tested.
 */

/** One link of a section. */
export type LlmsLink = {
  title: string;
  /** Absolute URL. */
  url: string;
  description?: string;
};

/** One `##` section of the file. */
export type LlmsSection = {title: string; links: readonly LlmsLink[]};

/** Content of an `llms.txt` file. */
export type LlmsIndex = {
  /** The `#` title: the site's name. */
  title: string;
  /** The `>` summary line. */
  summary: string;
  /** Sections in order; one titled `Optional` holds what a reader may skip. */
  sections: readonly LlmsSection[];
};

/** Text safe inside `[...]` of a Markdown link, on one line. */
const linkText = (value: string) =>
  value
    .replace(/\s+/g, ' ')
    .replace(/([[\]\\])/g, '\\$1')
    .trim();

/**
 * The `llms.txt` text: `# title`, `> summary`, then each non-empty section as
 * `## title` and a list of `- [title](url): description` lines.
 */
export function formatLlmsTxt(index: LlmsIndex): string {
  const parts = [`# ${index.title}`, `> ${index.summary.replace(/\s+/g, ' ').trim()}`];
  for (const section of index.sections) {
    if (!section.links.length) continue;
    const lines = section.links.map((link) => {
      const description = link.description?.replace(/\s+/g, ' ').trim();
      return `- [${linkText(link.title)}](${link.url})${description ? `: ${description}` : ''}`;
    });
    parts.push(`## ${section.title}\n\n${lines.join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

/** One page of `llms-full.txt`: its URL and its Markdown twin's text. */
export type LlmsFullPage = {url: string; markdown: string};

/**
 * The `llms-full.txt` text: the title and summary of `llms.txt`, then every
 * page's Markdown, each after a rule and a `Source:` line with its URL.
 */
export function formatLlmsFullTxt(index: LlmsIndex, pages: readonly LlmsFullPage[]): string {
  const head = `# ${index.title}\n\n> ${index.summary.replace(/\s+/g, ' ').trim()}\n`;
  const body = pages.map((page) => `\n---\n\nSource: ${page.url}\n\n${page.markdown.trim()}\n`);
  return head + body.join('');
}
