/**
 * Replaced, not wrapped: the theme's search page builds its own Algolia client
 * (`algoliasearch/lite` and `algoliasearch-helper`), which only a bundler
 * alias could point at our Pagefind index, and it spins forever when a search
 * fails. This page asks the site's search backend (`src/plugins/search/client`),
 * embedded or hosted, and keeps the theme's look: same route, strings, class
 * names and layout.
 */
import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {
  HtmlClassNameProvider,
  PageMetadata,
  usePluralForm,
  useSearchQueryString,
} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {getSearchBackend, SearchUnavailableError} from '@site/src/plugins/search/client';
import type {DocSearchHit, SearchRequest} from '@site/src/plugins/search/client/types';
import {
  searchNeedsBuildMessages,
  searchUnreachableMessages,
} from '@site/src/plugins/search/client/messages';
import {useSiteFields} from '@site/src/lib/siteFields';
import styles from './styles.module.css';

/** Results per page, as on the theme's page. */
const hitsPerPage = 15;
/** Pause after a keystroke in the page's field before searching. */
const typingPauseMs = 300;

type Results = {
  query: string;
  hits: DocSearchHit[];
  nbHits: number;
  /** Last page loaded, and how many there are. */
  page: number;
  nbPages: number;
};

type State =
  | {status: 'idle'}
  | {status: 'loading'; results?: Results}
  | {status: 'done'; results: Results}
  | {status: 'failed'; reason: SearchUnavailableError['reason']};

/** One result: the deepest heading as title, the levels above it as breadcrumbs. */
function Result({hit}: {hit: DocSearchHit}): ReactNode {
  const processUrl = useSearchResultUrlProcessor();
  const titles = Object.values(hit._highlightResult.hierarchy).map((level) => level?.value ?? '');
  const title = titles.pop() ?? '';
  const summary = hit._snippetResult.content?.value;
  return (
    <article className={styles.item}>
      {/* The backends return escaped HTML in which only the highlight tags are markup. */}
      <Heading as="h2" className={styles.itemHeading}>
        <Link to={processUrl(hit.url)} dangerouslySetInnerHTML={{__html: title}} />
      </Heading>
      {titles.length > 0 && (
        <nav aria-label="breadcrumbs">
          <ul className={clsx('breadcrumbs', styles.itemPath)}>
            {titles.map((html, i) => (
              <li key={i} className="breadcrumbs__item" dangerouslySetInnerHTML={{__html: html}} />
            ))}
          </ul>
        </nav>
      )}
      {summary && (
        <p className={styles.itemSummary} dangerouslySetInnerHTML={{__html: `${summary}...`}} />
      )}
    </article>
  );
}

/** Why the search failed, with a button that runs it again (`retry`). */
function Failure({reason, retry}: {reason: string; retry: () => void}): ReactNode {
  const inDevelopment = reason === 'missing-in-development';
  const text = inDevelopment ? searchNeedsBuildMessages() : searchUnreachableMessages();
  return (
    <div className={styles.message} role="alert" data-search-page-error={reason}>
      <p className={styles.title}>{text.titleText}</p>
      <p>{text.helpText}</p>
      {!inDevelopment && (
        <button type="button" className="button button--primary" onClick={retry}>
          <Translate
            id="theme.ErrorPageContent.tryAgain"
            description="Search page: button that runs a failed search again">
            Try again
          </Translate>
        </button>
      )}
    </div>
  );
}

/**
 * Runs the search of `query` through the site's backend, filtered on the
 * current language and docs version, 15 results at a time.
 *
 * @returns the state, `more()` to load the next page, `retry()` after a failure
 */
function useSearch(query: string): {state: State; more: () => void; retry: () => void} {
  // `['language:en', ['docusaurus_tag:default', …]]` (Algolia's type is recursive).
  const facetFilters = useAlgoliaContextualFacetFilters() as SearchRequest['facetFilters'];
  const filtersKey = JSON.stringify(facetFilters);
  const [state, setState] = useState<State>({status: 'idle'});
  const [attempt, setAttempt] = useState(0);
  // The query of the URL and a retry search at once; typing waits for a pause.
  const immediate = useRef(true);
  const latest = useRef(query);
  latest.current = query;

  const load = useCallback(
    (page: number, previous?: Results) => {
      setState({status: 'loading', results: previous});
      getSearchBackend()
        .search([
          {
            query,
            page,
            hitsPerPage,
            facetFilters,
            granularity: 'pages',
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
          },
        ])
        .then(([answer]) => {
          if (latest.current !== query || !answer) return;
          const hits = [...(previous?.hits ?? []), ...answer.hits];
          setState({
            status: 'done',
            results: {query, hits, nbHits: answer.nbHits, page, nbPages: answer.nbPages},
          });
        })
        .catch((error: unknown) => {
          if (latest.current !== query) return;
          const reason = error instanceof SearchUnavailableError ? error.reason : 'unreachable';
          setState({status: 'failed', reason});
        });
    },
    // facetFilters is a new array on each render; its content is filtersKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [query, filtersKey],
  );

  useEffect(() => {
    if (!query) {
      setState({status: 'idle'});
      return undefined;
    }
    setState({status: 'loading'});
    const timer = window.setTimeout(() => load(0), immediate.current ? 0 : typingPauseMs);
    immediate.current = false;
    return () => window.clearTimeout(timer);
  }, [query, load, attempt]);

  const more = useCallback(() => {
    if (state.status === 'done' && state.results.page + 1 < state.results.nbPages)
      load(state.results.page + 1, state.results);
  }, [state, load]);
  const retry = useCallback(() => {
    immediate.current = true;
    setAttempt((n) => n + 1);
  }, []);
  return {state, more, retry};
}

/** Calls `onVisible` each time `node` comes into view. */
function useWhenVisible(onVisible: () => void): (node: HTMLElement | null) => void {
  const callback = useRef(onVisible);
  callback.current = onVisible;
  const observer = useRef<IntersectionObserver | null>(null);
  return useCallback((node: HTMLElement | null) => {
    observer.current?.disconnect();
    if (!node) return;
    observer.current = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    });
    observer.current.observe(node);
  }, []);
}

function SearchPageContent(): ReactNode {
  const hosted = useSiteFields().searchMode === 'algolia';
  const [query, setQuery] = useSearchQueryString();
  const {state, more, retry} = useSearch(query);
  const sentinel = useWhenVisible(more);
  const {selectMessage} = usePluralForm();
  const results = state.status === 'done' || state.status === 'loading' ? state.results : undefined;
  const title = query
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
          description: 'Search page title and heading, with the query',
        },
        {query},
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'Search page title and heading, without a query',
      });
  return (
    <>
      <PageMetadata
        title={title}
        description={translate({
          id: 'search.page.description',
          message:
            'Search the Gladys Assistant documentation and blog: installation, integrations, scenes, dashboard and Gladys Plus.',
          description: 'Meta description of the search page',
        })}
      />
      <Head>
        <meta property="robots" content="noindex, follow" />
      </Head>
      <div className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <form className="row" onSubmit={(e) => e.preventDefault()}>
          <div className="col col--12">
            <input
              type="search"
              name="q"
              className={styles.input}
              placeholder={translate({
                id: 'theme.SearchPage.inputPlaceholder',
                message: 'Type your search here',
                description: 'Placeholder of the search page field',
              })}
              aria-label={translate({
                id: 'theme.SearchPage.inputLabel',
                message: 'Search',
                description: 'Accessible name of the search page field',
              })}
              onChange={(e) => setQuery(e.target.value)}
              value={query}
              autoComplete="off"
              // The page's one purpose: the theme's page focuses it too.
              autoFocus
            />
          </div>
        </form>
        <div className="row">
          <div className={clsx('col', 'col--8', styles.count)}>
            {!!results?.nbHits &&
              selectMessage(
                results.nbHits,
                translate(
                  {
                    id: 'theme.SearchPage.documentsFound.plurals',
                    description: 'Search page: number of results; plural forms separated by |',
                    message: 'One document found|{count} documents found',
                  },
                  {count: results.nbHits},
                ),
              )}
          </div>
          {hosted && (
            <div className={clsx('col', 'col--4', styles.poweredBy)}>
              <Link to="https://www.algolia.com/">
                <Translate
                  id="theme.SearchPage.algoliaLabel"
                  description="Search page, hosted mode: link to Algolia">
                  Powered by Algolia
                </Translate>
              </Link>
            </div>
          )}
        </div>
        {state.status === 'failed' && <Failure reason={state.reason} retry={retry} />}
        {results?.hits.length ? (
          <main>
            {results.hits.map((hit) => (
              <Result key={hit.objectID} hit={hit} />
            ))}
          </main>
        ) : (
          state.status === 'done' && (
            <p>
              <Translate
                id="theme.SearchPage.noResultsText"
                description="Search page: the query found nothing">
                No results were found
              </Translate>
            </p>
          )
        )}
        {state.status === 'loading' && !results && <div className={styles.spinner} />}
        {results && results.page + 1 < results.nbPages && (
          <div className={styles.loader} ref={sentinel}>
            <Translate
              id="theme.SearchPage.fetchingNewResults"
              description="Search page: more results are loading">
              Fetching new results...
            </Translate>
          </div>
        )}
      </div>
    </>
  );
}

/** The `/search/` page (`?q=` holds the query). Its content sits inside the Layout's providers. */
export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <Layout>
        <SearchPageContent />
      </Layout>
    </HtmlClassNameProvider>
  );
}
