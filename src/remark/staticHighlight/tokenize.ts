import {createRequire} from 'node:module';
import {Prism, normalizeTokens} from 'prism-react-renderer';

import type {StaticLine} from '../../theme/CodeBlock/staticTokens';

export type {StaticLine};

/** Languages beside prism-react-renderer's own, as `prism.additionalLanguages` in docusaurus.config.ts. */
export const additionalLanguages = ['bash', 'json', 'yaml', 'docker', 'powershell'];

const requireModule = createRequire(import.meta.url);
let registered = false;

/** Loads the additional Prism grammars into prism-react-renderer's Prism, once (the theme does the same in the browser). */
function registerLanguages(): void {
  if (registered) return;
  const global = globalThis as {Prism?: typeof Prism};
  const previous = global.Prism;
  global.Prism = Prism;
  for (const language of additionalLanguages) {
    requireModule(`prismjs/components/prism-${language}`);
  }
  global.Prism = previous;
  registered = true;
}

/**
 * Splits code into lines of tokens exactly as the theme's code block does in the browser
 * (prism-react-renderer's `useTokenize`: Prism's hooks, `Prism.tokenize`, `normalizeTokens`).
 * @param code the code, without its final newline
 * @param language a Prism language name; an unknown one gives plain text, as in the theme
 * @returns one {@link StaticLine} per line of `code`
 */
export function tokenizeCode(code: string, language: string): StaticLine[] {
  registerLanguages();
  const grammar = Prism.languages[language];
  let tokens: (string | Prism.Token)[];
  if (grammar) {
    const env = {code, grammar, language, tokens: [] as (string | Prism.Token)[]};
    Prism.hooks.run('before-tokenize', env);
    env.tokens = Prism.tokenize(code, grammar);
    Prism.hooks.run('after-tokenize', env);
    tokens = env.tokens;
  } else {
    tokens = [code];
  }
  return normalizeTokens(tokens).map((tokenLine) => {
    // An empty line comes out as one '\n' token, which the theme's Line draws as an empty line.
    const line =
      tokenLine.length === 1 && tokenLine[0]!.content === '\n'
        ? [{...tokenLine[0]!, content: ''}]
        : tokenLine;
    return line.map((token) =>
      token.types.length === 1 && token.types[0] === 'plain'
        ? token.content
        : ([token.types.join(' '), token.content] as [string, string]),
    );
  });
}

export {staticLinesText} from '../../theme/CodeBlock/staticTokens';
