import {useEffect, useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {markdownTwinPath} from '@site/src/lib/markdownTwin';
import styles from './styles.module.css';

/** Props of {@link CopyPageMarkdown}. */
export type CopyPageMarkdownProps = {
  /** Path of the page (`/docs/installation/faq/`); its Markdown twin is fetched from `<path>.md`. */
  permalink: string;
};

type Status = 'idle' | 'copied' | 'failed';

/** Fetches the page's Markdown twin; rejects on a network error or a non-2xx answer. */
async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`${url}: HTTP ${response.status}`);
  }
  return response.text();
}

/**
 * Copies the page as Markdown (its twin written by @signalwire/docusaurus-plugin-llms-txt, config/llmsTxt.ts) to
 * the clipboard, to paste into a chat with an AI assistant or a note. The
 * twin is fetched from the site itself on click. The button says "Copied"
 * (or "Copy failed") for two seconds; a polite live region announces success.
 * Twins exist only in a built site: under `npm start` the copy fails with
 * "Copy failed".
 */
export default function CopyPageMarkdown({permalink}: CopyPageMarkdownProps): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  useEffect(() => {
    if (status === 'idle') return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [status]);

  const copy = async () => {
    const url = markdownTwinPath(permalink);
    try {
      if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
        // Safari only allows a clipboard write started by the click itself: hand it the pending text.
        const blob = fetchMarkdown(url).then((text) => new Blob([text], {type: 'text/plain'}));
        await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      } else {
        await navigator.clipboard.writeText(await fetchMarkdown(url));
      }
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <>
      <button
        type="button"
        className={`button button--sm button--outline button--secondary ${styles.button}`}
        data-copy-markdown={markdownTwinPath(permalink)}
        onClick={() => void copy()}>
        {status === 'copied' ? (
          <Translate id="docs.copyMarkdown.copied" description="Copy page button, after copying">
            Copied
          </Translate>
        ) : status === 'failed' ? (
          <Translate
            id="docs.copyMarkdown.failed"
            description="Copy page button, when copying the page as Markdown failed">
            Copy failed
          </Translate>
        ) : (
          <Translate
            id="docs.copyMarkdown.label"
            description="Button at the top of a doc: copies the page as Markdown">
            Copy page as Markdown
          </Translate>
        )}
      </button>
      <span className="sr-only" role="status" aria-live="polite">
        {status === 'copied' ? (
          <Translate
            id="docs.copyMarkdown.done"
            description="Announced to screen readers once the page is copied as Markdown">
            Page copied as Markdown
          </Translate>
        ) : null}
      </span>
    </>
  );
}
