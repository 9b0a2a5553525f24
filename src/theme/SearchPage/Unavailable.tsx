import {useEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Translate from '@docusaurus/Translate';
import {
  getSearchPageFailure,
  subscribeToSearchPageFailure,
} from '../../plugins/search/client/searchPageStatus';
import {
  searchNeedsBuildMessages,
  searchUnreachableMessages,
} from '../../plugins/search/client/messages';
import styles from './styles.module.css';

/**
 * Where the message goes: a node of ours after the stock page's search form
 * and result count, so it reads where the results would be, and before the
 * stock spinner, which its CSS hides. Created while `active`, removed after;
 * `null` until then and on the server.
 */
function useMessageHost(active: boolean): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!active) return undefined;
    const form = document.querySelector('html.search-page-wrapper form');
    const anchor = form?.nextElementSibling ?? form;
    if (!anchor?.parentElement) return undefined;
    const node = document.createElement('div');
    node.className = styles.host ?? '';
    anchor.after(node);
    setHost(node);
    return () => {
      node.remove();
      setHost(null);
    };
  }, [active]);
  return host;
}

/**
 * Shown on the search page (`/search/`) when its search failed: the index
 * could not be loaded (offline, blocked) or, under `npm start`, does not
 * exist. The stock page would spin forever. Says why, with the modal's own
 * strings (`theme.SearchModal.errorScreen.*`), and offers to try again
 * (a reload: the query stays in the URL's `q`). Renders nothing while the
 * last search succeeded or is running.
 *
 * Failures are reported by the search page's client in both modes (our
 * Pagefind client, or Algolia's in hosted mode), see `searchPageStatus.ts`.
 */
export default function SearchPageUnavailable(): ReactNode {
  const failure = useSyncExternalStore(
    subscribeToSearchPageFailure,
    getSearchPageFailure,
    () => null,
  );
  const host = useMessageHost(failure !== null);
  if (!failure) return null;
  const inDevelopment = failure.reason === 'missing-in-development';
  const text = inDevelopment ? searchNeedsBuildMessages() : searchUnreachableMessages();
  const message = (
    <div className={styles.message} role="alert" data-search-page-error={failure.reason}>
      <p className={styles.title}>{text.titleText}</p>
      <p>{text.helpText}</p>
      {!inDevelopment && (
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}>
          <Translate
            id="theme.ErrorPageContent.tryAgain"
            description="The label of the button to try again rendering when the React error boundary captures an error">
            Try again
          </Translate>
        </button>
      )}
    </div>
  );
  return host && createPortal(message, host);
}
