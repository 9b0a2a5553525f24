import React, {useCallback, useEffect, type ComponentType, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import type {DocSearchProps} from '@docsearch/react';
import {translate} from '@docusaurus/Translate';
import defaultTranslations from '@theme/SearchTranslations';
import {links} from '@site/config/links';
import {cycleFocus} from '@site/src/lib/focusTrap';
import Head from '@docusaurus/Head';
import {
  getSearchBackend,
  indexMissingInDevelopment,
  toSiteSearchClient,
} from '@site/src/plugins/search/client';
import {useSiteFields} from '@site/src/lib/siteFields';
import {searchNeedsBuildMessages} from '@site/src/plugins/search/client/messages';

type Props = WrapperProps<typeof SearchBarType>;

/** Props the theme's SearchBar forwards to DocSearch (its type says it takes none). */
type ForwardedProps = Pick<
  DocSearchProps,
  'getMissingResultsUrl' | 'transformSearchClient' | 'translations'
>;

const OriginalSearchBar = SearchBar as unknown as ComponentType<ForwardedProps>;

/**
 * GitHub "new issue" URL of the website repository, titled with the query,
 * for the modal's 'Believe this query should return results? Let us know.'
 *
 * @param query the query that found nothing (any text: it is URL-encoded)
 */
function missingResultsUrl(query: string): string {
  const title = translate(
    {
      id: 'search.missingResults.issueTitle',
      message: 'Search: no results for "{query}"',
      description:
        'Title of the GitHub issue opened from the search modal when a query finds nothing',
    },
    {query},
  );
  return `${links.websiteRepo}/issues/new?title=${encodeURIComponent(title)}`;
}

/**
 * Modal translations under `docusaurus start` in embedded mode: there is no
 * index, so the error screen says that search needs a built site instead of
 * blaming the network.
 */
function developmentTranslations(): DocSearchProps['translations'] {
  return {
    ...defaultTranslations,
    modal: {
      ...defaultTranslations.modal,
      errorScreen: searchNeedsBuildMessages(),
    },
  } as DocSearchProps['translations'];
}

function inModal(node: EventTarget | null): boolean {
  return node instanceof Element && node.closest('.DocSearch-Container') !== null;
}

/**
 * Puts focus back where it was before the modal opened (a link, a field…):
 * on close the theme always focuses the search button, which is right only
 * when the modal was opened with that button. Falls back to the button when
 * nothing had focus or the element is gone (after a navigation).
 */
function useFocusReturn(): void {
  useEffect(() => {
    let open = false;
    let returnTo: HTMLElement | null = null;
    const onFocusIn = (event: FocusEvent) => {
      if (inModal(event.target)) {
        if (!open) {
          open = true;
          const previous = event.relatedTarget;
          returnTo = previous instanceof HTMLElement && !inModal(previous) ? previous : null;
        }
        return;
      }
      if (!open) return;
      open = false;
      const target = returnTo;
      returnTo = null;
      if (target && target !== event.target && target.isConnected) target.focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);
}

/**
 * Keeps Tab and Shift+Tab inside the DocSearch modal while it is open: DocSearch
 * lets focus walk out of the modal to the page behind its overlay.
 */
function useModalTabTrap(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const modal = document.querySelector<HTMLElement>('.DocSearch-Modal');
      if (modal) cycleFocus(event, modal);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

/**
 * Wraps the theme's SearchBar (DocSearch button and modal).
 *
 * - The modal searches through the site's search backend (Pagefind, or
 *   Algolia in hosted mode), given to DocSearch through its public
 *   `transformSearchClient` prop.
 * - The missing-results link opens an issue on the website repository.
 * - Under `npm start` in embedded mode, the error screen explains that search
 *   needs a built site.
 * - The theme's preconnect to Algolia is left out by our plugin; in hosted
 *   mode the wrapper writes one to the host the backend queries.
 * - Focus goes back where it was when the modal closes, and stays inside the
 *   modal while it is open.
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  useFocusReturn();
  useModalTabTrap();
  const embedded = useSiteFields().searchMode === 'embedded';
  const preconnect = getSearchBackend().preconnect;
  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) => missingResultsUrl(query),
    [],
  );
  return (
    <>
      {preconnect && (
        <Head>
          <link rel="preconnect" href={preconnect} crossOrigin="anonymous" />
        </Head>
      )}
      <OriginalSearchBar
        {...props}
        getMissingResultsUrl={getMissingResultsUrl}
        transformSearchClient={
          toSiteSearchClient as unknown as DocSearchProps['transformSearchClient']
        }
        {...(embedded && indexMissingInDevelopment && {translations: developmentTranslations()})}
      />
    </>
  );
}
