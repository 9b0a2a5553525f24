/**
 * French typography of the docs' prose: a non-breaking space (U+00A0 or the narrow U+202F) goes
 * before `:` `;` `?` `!` `»` and after `«`, never a plain space, so a line never starts with the mark.
 *
 * Only prose is checked: front matter, fenced code, inline code, link targets, HTML/JSX tags,
 * URLs and `<UiLabel>` contents (the product's own strings, quoted as they are) are skipped, but
 * for the `alt` text of a tag (a screenshot's description, read aloud in French).
 */

/** One plain space found where French wants a non-breaking one. */
export interface TypographyProblem {
  /** Line number, 1-based, in the file's text. */
  line: number;
  /** The offending line, trimmed to 80 characters. */
  excerpt: string;
}

const skipped = /(<UiLabel>.*?<\/UiLabel>|`[^`]*`|\]\([^)]*\)|<[^>]+>|https?:\/\/\S+)/;
const plainSpace = / (?=[:;?!»])|(?<=«) /g;
/** The `alt="…"` text of a tag. */
const altText = /(\balt=")([^"]*)(")/g;

/**
 * Plain spaces before French high punctuation in a Markdown/MDX text.
 * @param text Whole file, front matter included.
 * @returns One problem per offending line (empty when the text is right).
 */
export function frenchTypographyProblems(text: string): TypographyProblem[] {
  return mapProse(text, (prose) => prose.search(plainSpace) !== -1).problems;
}

/**
 * The same text with every plain space of {@link frenchTypographyProblems} made non-breaking (U+00A0).
 * @param text Whole file, front matter included.
 */
export function fixFrenchTypography(text: string): string {
  return mapProse(text, () => false).fixed;
}

function mapProse(text: string, isProblem: (prose: string) => boolean) {
  const problems: TypographyProblem[] = [];
  const out: string[] = [];
  let frontMatter = text.startsWith('---\n') ? 1 : 0;
  let fence = false;
  text.split('\n').forEach((line, index) => {
    if (frontMatter === 1) {
      if (index > 0 && line === '---') frontMatter = 2;
      out.push(line);
      return;
    }
    if (line.trimStart().startsWith('```')) fence = !fence;
    if (
      fence ||
      line.trimStart().startsWith('```') ||
      line.startsWith('import ') ||
      line.startsWith(':::')
    ) {
      out.push(line);
      return;
    }
    const parts = line.split(skipped);
    let bad = false;
    for (let i = 0; i < parts.length; i++) {
      if (i % 2 === 0) {
        if (isProblem(parts[i]!)) bad = true;
        parts[i] = parts[i]!.replace(plainSpace, '\u00a0');
      } else if (parts[i]!.startsWith('<') && !parts[i]!.startsWith('<UiLabel>')) {
        parts[i] = parts[i]!.replace(altText, (_, open: string, alt: string, close: string) => {
          if (isProblem(alt)) bad = true;
          return open + alt.replace(plainSpace, '\u00a0') + close;
        });
      }
    }
    if (bad) problems.push({line: index + 1, excerpt: line.trim().slice(0, 80)});
    out.push(parts.join(''));
  });
  return {problems, fixed: out.join('\n')};
}
