import {createContext} from 'react';

/**
 * The JSON of a code block's build-time tokens (`StaticLine[]` of src/plugins/code-highlighting),
 * from `CodeBlock` to `CodeBlock/Content`; `null` when the block has none.
 */
export const StaticTokensContext = createContext<string | null>(null);

/**
 * A code line as compact data: a plain token is its text; any other token is
 * `[types joined by spaces, text]` (see src/remark/staticHighlight/tokenize.ts).
 */
export type StaticLine = (string | [string, string])[];

/** The code a list of static lines spells, to check it still matches the code block's code. */
export function staticLinesText(lines: readonly StaticLine[]): string {
  return lines
    .map((line) => line.map((t) => (typeof t === 'string' ? t : t[1])).join(''))
    .join('\n');
}
