/**
 * Replaced, not wrapped (SearchBar is safe to eject): the theme's SearchBar preconnects to
 * Algolia's default host, names its button "Search (Control+k)" while it reads "Search Ctrl K",
 * adds up the counts of every keystroke in 'See all {count} results' and focuses its button on
 * close; its props reach none of these. Ours renders DocSearch's own button and modal, unchanged,
 * over the site's search backend through DocSearch's public props only (`transformSearchClient`,
 * `transformItems`, `hitComponent`, `resultsFooterComponent`, `navigator`,
 * `getMissingResultsUrl`), with the theme's strings and hooks. What the props cannot fix is in
 * src/plugins/search/UPSTREAM.md.
 */
import {useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import type {DocSearchModal as Modal, DocSearchModalProps} from '@docsearch/react/modal';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import {links} from '@site/config/links';
import {cycleFocus} from '@site/src/lib/focusTrap';
import type * as SearchClient from '@site/src/plugins/search/client';
import {searchPreconnect} from '@site/src/plugins/search/client/preconnect';
// DocSearch's stylesheet itself: '@docsearch/react/style' re-exports it from a package marked
// side-effect free, so the bundler drops that import and the button showed unstyled.
import '@docsearch/css';
import './styles.css';

/** What the open modal needs: DocSearch's modal and the site's search client. */
type ModalParts = {DocSearchModal: typeof Modal; client: typeof SearchClient};
let modalParts: ModalParts | null = null;

/**
 * Loads the modal and the search client once, on the button's first hover, focus or press: no
 * page needs either before the reader asks to search.
 */
function loadModal(): Promise<void> {
  if (modalParts) return Promise.resolve();
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@site/src/plugins/search/client'),
  ]).then(([modal, client]) => {
    modalParts = {DocSearchModal: modal.DocSearchModal, client};
  });
}

type ModalTranslations = NonNullable<DocSearchModalProps['translations']>;

/**
 * Types `text` into the modal's search field as a person would, so DocSearch searches it (a
 * suggestion of the no-results screen).
 */
function prefill(text: string): void {
  const field = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!field) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', {bubbles: true}));
  field.focus();
}

/** A click inside a status screen stays there: DocSearch would take it for a chosen result. */
const keepClick = (event: MouseEvent) => event.stopPropagation();

/**
 * DocSearch's error and no-results screens, with its strings and class names, drawn from the
 * record our search client answers instead of failing or finding nothing
 * (src/plugins/search/client, `SearchStatus`).
 */
function StatusScreen({
  status,
  translations,
}: {
  status: SearchClient.SearchStatus;
  translations: ModalTranslations;
}): ReactNode {
  if (status.kind === 'error') {
    const text = translations.errorScreen ?? {};
    return (
      <div className="DocSearch-ErrorScreen gladys-search-status" onClick={keepClick}>
        <p className="DocSearch-Title">{text.titleText ?? 'Unable to fetch results'}</p>
        <p className="DocSearch-Help">
          {text.helpText ?? 'You might want to check your network connection.'}
        </p>
      </div>
    );
  }
  const text = translations.noResultsScreen ?? {};
  return (
    <div className="DocSearch-NoResults gladys-search-status" onClick={keepClick}>
      <p className="DocSearch-Title">
        {text.noResultsText ?? 'No results for'} {'"'}
        <strong>{status.query}</strong>
        {'"'}
      </p>
      {status.suggestions.length > 0 && (
        <div className="DocSearch-NoResults-Prefill-List">
          <p className="DocSearch-Help">{text.suggestedQueryText ?? 'Try searching for'}:</p>
          <div className="DocSearch-NoResults-Prefill-List-Items">
            {status.suggestions.map((suggestion) => (
              <p key={suggestion}>
                <button
                  className="DocSearch-Prefill"
                  type="button"
                  onClick={() => prefill(`${suggestion.toLowerCase()} `)}>
                  {suggestion}
                </button>
              </p>
            ))}
          </div>
        </div>
      )}
      <p className="DocSearch-Help">
        {`${text.reportMissingResultsText ?? 'Believe this query should return results?'} `}
        <a
          href={missingResultsUrl({query: status.query})}
          target="_blank"
          rel="noopener noreferrer">
          {text.reportMissingResultsLinkText ?? 'Let us know.'}
        </a>
      </p>
    </div>
  );
}

/** GitHub "new issue" URL of the website repository, titled with a query that found nothing. */
function missingResultsUrl({query}: {query: string}): string {
  const title = translate(
    {
      id: 'search.missingResults.issueTitle',
      message: 'Search: no results for "{query}"',
      description: 'Title of the GitHub issue opened from the modal when a query finds nothing',
    },
    {query},
  );
  return `${links.websiteRepo}/issues/new?title=${encodeURIComponent(title)}`;
}

/**
 * The open modal, over the site's search backend. Its hooks run only once the reader opens it:
 * the contextual facet filters ask which docs plugin the page belongs to, and Docusaurus's answer
 * sorts the plugins with `localeCompare`, whose first call costs about 30 ms on a phone.
 *
 * @param parts the loaded modal and search client ({@link loadModal})
 * @param onClose closes the modal (and gives focus back)
 */
function OpenModal({parts, onClose}: {parts: ModalParts; onClose: () => void}): ReactNode {
  // appId, apiKey, indexName (placeholders in embedded mode, where our client replaces Algolia's).
  const config = useDocusaurusContext().siteConfig.themeConfig.algolia as DocSearchModalProps;
  const history = useHistory();
  const facetFilters = useAlgoliaContextualFacetFilters();
  const processUrl = useSearchResultUrlProcessor();
  const searchLink = useSearchLinkCreator();
  const modalTranslations = translations.modal as ModalTranslations;
  const {DocSearchModal, client} = parts;
  const {statusOf, modalCount, siteSearchClient} = client;
  return createPortal(
    <DocSearchModal
      {...config}
      searchParameters={{facetFilters}}
      initialScrollY={window.scrollY}
      onClose={onClose}
      {...noAskAi}
      navigator={{navigate: ({itemUrl}) => history.push(itemUrl)}}
      transformItems={(items) =>
        items.map((item) => (statusOf(item) ? item : {...item, url: processUrl(item.url)}))
      }
      hitComponent={({hit, children}) => {
        const status = statusOf(hit);
        return status ? (
          <StatusScreen status={status} translations={modalTranslations} />
        ) : (
          <Link to={hit.url}>{children}</Link>
        );
      }}
      transformSearchClient={
        siteSearchClient as unknown as DocSearchModalProps['transformSearchClient']
      }
      resultsFooterComponent={({state}) =>
        state.collections.some((c) => c.items.some((item) => statusOf(item))) ? null : (
          <Link to={searchLink(state.query)} onClick={onClose}>
            <Translate id="theme.SearchBar.seeAll" values={{count: modalCount(state.query)}}>
              {'See all {count} results'}
            </Translate>
          </Link>
        )
      }
      getMissingResultsUrl={missingResultsUrl}
      translations={modalTranslations}
    />,
    document.body,
  );
}

/** DocSearch's Ask AI, which the site does not offer. */
const noAskAi = {isAskAiActive: false, onAskAiToggle: () => undefined};

/**
 * The navbar's search button and the DocSearch modal. Ctrl+K, Cmd+K and `/`
 * open it; Tab stays inside it while open; on close, focus goes back where it
 * was (or to the button when that element is gone).
 */
export default function SearchBar(): ReactNode {
  const button = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<Element | null>(null);
  const [open, setOpen] = useState(false);
  // The key DocSearch's button shows after mount ('Ctrl', or '⌘' on Apple systems).
  const [key, setKey] = useState<string | null>(null);
  useEffect(() => setKey(/Mac|iPhone|iPod|iPad/i.test(navigator.platform) ? '⌘' : 'Ctrl'), []);

  const onOpen = useCallback(() => {
    returnTo.current = document.activeElement;
    void loadModal().then(() => setOpen(true));
  }, []);
  const onClose = useCallback(() => {
    setOpen(false);
    const target = returnTo.current;
    (target instanceof HTMLElement && target.isConnected && target !== document.body
      ? target
      : button.current
    )?.focus();
  }, []);
  useDocSearchKeyboardEvents({isOpen: open, onOpen, onClose, ...noAskAi});
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const modal = document.querySelector<HTMLElement>('.DocSearch-Modal');
      if (!modal) return;
      cycleFocus(event, modal);
      // Enter on a status screen (the one record DocSearch then holds) opens nothing.
      if (event.key === 'Enter' && modal.querySelector('.gladys-search-status')) {
        if (event.target instanceof HTMLInputElement) {
          event.preventDefault();
          event.stopPropagation();
        }
      }
    };
    // Capture: before DocSearch's own handler, on its input inside the modal.
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open]);
  const preconnect = searchPreconnect();
  const label = translations.button?.buttonText ?? 'Search';
  return (
    <>
      {preconnect && (
        <Head>
          <link rel="preconnect" href={preconnect} crossOrigin="anonymous" />
        </Head>
      )}
      <DocSearchButton
        ref={button}
        onClick={onOpen}
        onFocus={loadModal}
        onMouseOver={loadModal}
        onTouchStart={loadModal}
        translations={translations.button}
        aria-label={key ? `${label} ${key} K` : label}
      />
      {open && modalParts && <OpenModal parts={modalParts} onClose={onClose} />}
    </>
  );
}
