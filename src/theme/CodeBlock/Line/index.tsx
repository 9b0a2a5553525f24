/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock/Line), not
 * wrapped: the only change is the element of each line. The theme writes a
 * `<div>` per line inside `<code>`, which the HTML content model forbids
 * (`<code>` holds phrasing content only; html-validate rule
 * element-permitted-content). This version writes a `<span>` shown as a block,
 * which lays out exactly like the theme's `<div>`. A wrapper cannot change the
 * element, hence the copy. Re-check on each Docusaurus upgrade.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line';
import type {Token} from 'prism-react-renderer';
// The theme's own line-number styles, reused rather than copied.
import themeStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import styles from './styles.module.css';

/** Keeps an empty line from collapsing (as in the theme). */
function LineBreak(): ReactNode {
  return <br />;
}

/** A line made only of '\n' becomes empty, so the <br/> above is its only break (as in the theme). */
function fixLineBreak(line: Token[]): Token[] {
  const single = line.length === 1 && line[0]!.content === '\n' ? line[0] : undefined;
  return single ? [{...single, content: ''}] : line;
}

/** One line of a code block: its tokens, an optional line number, then a line break. */
export default function CodeBlockLine({
  line: lineProp,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({
    line,
    className: clsx(classNames, showLineNumbers ? themeStyles.codeLine : styles.line),
  });
  const lineTokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={themeStyles.codeLineNumber} />
          <span className={themeStyles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      <LineBreak />
    </span>
  );
}
