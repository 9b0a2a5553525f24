import {Children, type ComponentProps, type ReactNode} from 'react';
import CodeInline from '@theme-original/CodeInline';
import styles from './styles.module.css';

/**
 * Longest word (in characters) kept on one line. At 390 px wide a line of running text holds
 * about 38 characters of inline code, a table cell about half that: a longer word (a file path, a
 * long MQTT topic) may still break, at a hyphen or anywhere, rather than push the page sideways.
 */
export const longestUnbrokenWord = 24;

/**
 * Splits inline code text at its spaces and wraps each word that has a hyphen, and is at most
 * {@link longestUnbrokenWord} characters long, in a span that does not break: the browser may
 * otherwise break after any hyphen, so that `--privileged` reads `-` / `-privileged`. Spaces stay
 * break points; the copied text is unchanged.
 * @returns the text, as strings and spans
 */
export function keepHyphenatedWords(text: string): ReactNode[] {
  return text.split(/(\s+)/).map((part, i) =>
    part.includes('-') && part.length <= longestUnbrokenWord ? (
      <span key={i} className={styles.word}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * Wrapper of the theme's inline code (Markdown `` `code` ``): a command option, a package name or
 * a key with hyphens never splits at its own hyphens (see {@link keepHyphenatedWords}). Children
 * other than strings are passed on as they are.
 */
export default function CodeInlineWrapper({
  children,
  ...props
}: ComponentProps<typeof CodeInline>): ReactNode {
  return (
    <CodeInline {...props}>
      {Children.map(children, (child) =>
        typeof child === 'string' ? keepHyphenatedWords(child) : child,
      )}
    </CodeInline>
  );
}
