/**
 * Replaced, not wrapped: the theme's SearchBar preconnects to Algolia's default
 * host, names its button "Search (Control+k)" while it reads "Search Ctrl K",
 * adds up the counts of every keystroke in 'See all {count} results' and
 * focuses its button on close; its props reach none of these. Ours renders
 * DocSearch's button and modal (fixed by `src/plugins/search/docsearchPatches.ts`)
 * over the site's search backend, with the theme's strings and hooks.
 */
import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
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
import {getSearchBackend, modalCount, siteSearchClient} from '@site/src/plugins/search/client';

let DocSearchModal: typeof Modal | null = null;

/** Loads the modal and its styles once (on first hover, focus or open). */
function loadModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([
    import('@docsearch/react/modal'),
    // DocSearch's modal stylesheet (the plugin points this at it); the button's rules and the
    // theme's colours come with every page (src/plugins/search, eagerDocSearchStyles).
    import('@docsearch/react/style'),
  ]).then(([module]) => {
    DocSearchModal = module.DocSearchModal;
  });
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
 * The navbar's search button and the DocSearch modal. Ctrl+K, Cmd+K and `/`
 * open it; Tab stays inside it while open; on close, focus goes back where it
 * was (or to the button when that element is gone).
 */
export default function SearchBar(): ReactNode {
  // appId, apiKey, indexName (placeholders in embedded mode, where our client replaces Algolia's).
  const config = useDocusaurusContext().siteConfig.themeConfig.algolia as DocSearchModalProps;
  const history = useHistory();
  const facetFilters = useAlgoliaContextualFacetFilters();
  const processUrl = useSearchResultUrlProcessor();
  const searchLink = useSearchLinkCreator();
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
  const noAskAi = {isAskAiActive: false, onAskAiToggle: () => undefined};
  useDocSearchKeyboardEvents({isOpen: open, onOpen, onClose, ...noAskAi});
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const modal = document.querySelector<HTMLElement>('.DocSearch-Modal');
      if (modal) cycleFocus(event, modal);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const {preconnect} = getSearchBackend();
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
      {open &&
        DocSearchModal &&
        createPortal(
          <DocSearchModal
            {...config}
            searchParameters={{facetFilters}}
            initialScrollY={window.scrollY}
            onClose={onClose}
            {...noAskAi}
            navigator={{navigate: ({itemUrl}) => history.push(itemUrl)}}
            transformItems={(items) => items.map((item) => ({...item, url: processUrl(item.url)}))}
            hitComponent={({hit, children}) => <Link to={hit.url}>{children}</Link>}
            transformSearchClient={
              siteSearchClient as unknown as DocSearchModalProps['transformSearchClient']
            }
            resultsFooterComponent={({state}) => (
              <Link to={searchLink(state.query)} onClick={onClose}>
                <Translate id="theme.SearchBar.seeAll" values={{count: modalCount(state.query)}}>
                  {'See all {count} results'}
                </Translate>
              </Link>
            )}
            getMissingResultsUrl={missingResultsUrl}
            translations={translations.modal as DocSearchModalProps['translations']}
          />,
          document.body,
        )}
    </>
  );
}
