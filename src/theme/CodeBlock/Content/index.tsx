import {
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type {Token} from 'prism-react-renderer';
// The theme's own styles of this component, reused rather than copied.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {StaticTokensContext, staticLinesText, type StaticLine} from '../staticTokens';

/** The theme's content, with Prism and the extra grammars, once loaded (shared by every block of the visit). */
let liveContent: ComponentType | null = null;

/**
 * The theme's content for blocks without build-time tokens, loaded on demand after mount. It is not
 * a React.lazy: a block suspended during hydration would leave the theme's word-wrap ref empty.
 * @returns the loaded component, or null while it loads (and on the server)
 */
function useLiveContent(wanted: boolean): ComponentType | null {
  const [component, setComponent] = useState<ComponentType | null>(() => liveContent);
  useEffect(() => {
    if (!wanted || component) return;
    let cancelled = false;
    void import('./Live').then((module) => {
      liveContent = module.default;
      if (!cancelled) setComponent(() => module.default);
    });
    return () => {
      cancelled = true;
    };
  }, [wanted, component]);
  return component;
}

/**
 * Replaces the theme's CodeBlock/Content (which always highlights in the browser with
 * prism-react-renderer). A block whose tokens were computed at build time
 * (src/plugins/code-highlighting) is drawn from them, with the same markup and class names as the
 * theme (`token-line`, `token <types>`), coloured by the generated stylesheet of both colour modes:
 * no highlighter runs. Any other block (code built by a component in the browser, or a block whose
 * magic comments changed its lines) loads the theme's content and Prism on demand, after mount;
 * until they arrive (and in the server's HTML) it shows the code unhighlighted, in the same box,
 * on a `<pre data-highlighter="loading">` that the theme's own `<pre>` then replaces.
 */
export default function CodeBlockContent({className}: {className?: string}): ReactNode {
  const tokens = useContext(StaticTokensContext);
  const {metadata, wordWrap} = useCodeBlockContext();
  const lines = useMemo(() => (tokens ? (JSON.parse(tokens) as StaticLine[]) : null), [tokens]);
  const isStatic = lines !== null && staticLinesText(lines) === metadata.code;
  const LiveContent = useLiveContent(!isStatic);
  const preProps = {
    // The theme types this ref as React 19 does (`RefObject<T | null>`); React 18's types name the
    // same object `RefObject<T>`.
    ref: wordWrap.codeBlockRef as RefObject<HTMLPreElement>,
    // As the theme: a keyboard user can scroll the block.
    tabIndex: 0,
    style: {color: 'var(--prism-color)', backgroundColor: 'var(--prism-background-color)'},
  };
  const codeProps = {
    className: clsx(
      styles.codeBlockLines,
      metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
    ),
    style:
      metadata.lineNumbersStart === undefined
        ? undefined
        : {counterReset: `line-count ${metadata.lineNumbersStart - 1}`},
  };
  if (!isStatic || !lines) {
    return LiveContent ? (
      <LiveContent />
    ) : (
      <pre
        {...preProps}
        // Until the theme's content replaces this element: tests wait for it to be gone.
        data-highlighter="loading"
        className={clsx(className, 'prism-code', styles.codeBlock, 'thin-scrollbar')}>
        <code {...codeProps}>{metadata.code}</code>
      </pre>
    );
  }
  return (
    <pre
      {...preProps}
      className={clsx(
        className,
        'prism-code',
        `language-${metadata.language}`,
        'static-code',
        styles.codeBlock,
        'thin-scrollbar',
      )}>
      <code {...codeProps}>
        {lines.map((line, i) => (
          <Line
            key={i}
            line={line.map(toToken)}
            getLineProps={({className: lineClass}) => ({className: clsx('token-line', lineClass)})}
            getTokenProps={({token}) => ({
              className: clsx('token', ...token.types),
              style: token.empty ? {display: 'inline-block'} : undefined,
              children: token.content,
            })}
            classNames={metadata.lineClassNames[i]}
            showLineNumbers={metadata.lineNumbersStart !== undefined}
          />
        ))}
      </code>
    </pre>
  );
}

/** A compact static token as the Token shape the theme's Line expects. */
function toToken(token: string | [string, string]): Token {
  const [types, content] = typeof token === 'string' ? ['plain', token] : token;
  return {types: types.split(' '), content, ...(content === '' ? {empty: true} : {})};
}
