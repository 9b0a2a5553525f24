import type {ComponentProps, ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import OriginalCodeBlock from '@theme-original/CodeBlock';
import StringContent from '@theme/CodeBlock/Content/String';
import {StaticTokensContext} from './staticTokens';

/** Props of the theme's CodeBlock, plus the tokens `src/plugins/code-highlighting` adds to Markdown code blocks. */
type Props = ComponentProps<typeof OriginalCodeBlock> & {'data-static-tokens'?: string};

/**
 * Wrapper of the theme's CodeBlock. A Markdown code block highlighted at build time
 * (`data-static-tokens`) is laid out by the theme's own components (title, copy button, line
 * highlights, word wrap) with its tokens passed down through a context to `CodeBlock/Content`,
 * which draws them without Prism. Other code blocks (built in the browser by components) are the
 * theme's, unchanged. Like the theme, the block is drawn again once mounted, so its colours follow
 * the colour mode the visitor chose.
 */
export default function CodeBlock({
  'data-static-tokens': tokens,
  children,
  ...props
}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  if (typeof tokens === 'string' && typeof children === 'string') {
    return (
      <StaticTokensContext.Provider value={tokens}>
        <StringContent key={String(isBrowser)} {...props}>
          {children}
        </StringContent>
      </StaticTokensContext.Provider>
    );
  }
  return <OriginalCodeBlock {...props}>{children}</OriginalCodeBlock>;
}
