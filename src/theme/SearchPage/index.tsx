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
import translations from '@theme/SearchTranslations';
import {getSearchBackend} from '@site/src/plugins/search/client';
import {
  searchPageSize,
  type DocSearchHit,
  type SearchAnswer,
} from '@site/src/plugins/search/client/types';
import {useSiteFields} from '@site/src/lib/siteFields';
import styles from './styles.module.css';

/** Results per page, as on the theme's page. */
const hitsPerPage = searchPageSize;

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

/**
 * Searches `query` through the site's backend, filtered on the current
 * language and docs version, 15 results at a time; the next page loads when
 * the element given to `sentinel` comes into view. An answer that arrives
 * after the query changed, or for a page already loaded, is dropped.
 *
 * @returns the results so far (null while the first page loads), whether the
 *   last search failed, `retry()` (runs it again), and the ref callback of the sentinel
 */
function useSearch(query: string) {
  const filters = JSON.stringify(useAlgoliaContextualFacetFilters());
  const [found, setFound] = useState<SearchAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(query);
  latest.current = query;
  const load = useCallback(
    async (page: number) => {
      const facetFilters = JSON.parse(filters) as unknown;
      const request = {query, page, hitsPerPage, facetFilters, pagesOnly: true};
      const [answer] = await getSearchBackend()
        .search([request])
        .catch(() => [null]);
      if (latest.current !== query) return;
      if (!answer) setFailed(true);
      else
        setFound((old) =>
          !page
            ? answer
            : old?.page === page - 1
              ? {...answer, hits: [...old.hits, ...answer.hits]}
              : old,
        );
    },
    [query, filters],
  );
  const reload = useCallback(() => {
    setFound(null);
    setFailed(false);
    if (query) void load(0);
  }, [query, load]);
  useEffect(reload, [reload]);
  const next = found && found.page + 1 < found.nbPages ? found.page + 1 : null;
  const sentinel = useCallback(
    (node: HTMLElement | null) => {
      if (!node || next === null) return undefined;
      const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && load(next));
      observer.observe(node);
      return () => observer.disconnect();
    },
    [next, load],
  );
  return {found, failed, retry: reload, sentinel};
}

function SearchPageContent(): ReactNode {
  const hosted = useSiteFields().searchMode === 'algolia';
  const [query, setQuery] = useSearchQueryString();
  const {found, failed, retry, sentinel} = useSearch(query);
  const {selectMessage} = usePluralForm();
  const error = translations.modal?.errorScreen;
  const title = query
    ? translate(
        {id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'},
        {query},
      )
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});
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
              })}
              aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
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
            {!!found?.nbHits &&
              selectMessage(
                found.nbHits,
                translate(
                  {
                    id: 'theme.SearchPage.documentsFound.plurals',
                    message: 'One document found|{count} documents found',
                  },
                  {count: found.nbHits},
                ),
              )}
          </div>
          {hosted && (
            <div className={clsx('col', 'col--4', styles.poweredBy)}>
              <Link to="https://www.algolia.com/">
                <Translate id="theme.SearchPage.algoliaLabel">Powered by Algolia</Translate>
              </Link>
            </div>
          )}
        </div>
        {failed && (
          <div className={styles.message} role="alert">
            <p className={styles.title}>{error?.titleText}</p>
            <p>{error?.helpText}</p>
            <button type="button" className="button button--primary" onClick={retry}>
              <Translate id="theme.ErrorPageContent.tryAgain">Try again</Translate>
            </button>
          </div>
        )}
        {found?.hits.length ? (
          <main>
            {found.hits.map((hit) => (
              <Result key={hit.objectID} hit={hit} />
            ))}
          </main>
        ) : (
          found && (
            <p>
              <Translate id="theme.SearchPage.noResultsText">No results were found</Translate>
            </p>
          )
        )}
        {query && !found && !failed && <div className={styles.spinner} />}
        {found && found.page + 1 < found.nbPages && (
          <div className={styles.loader} ref={sentinel}>
            <Translate id="theme.SearchPage.fetchingNewResults">Fetching new results...</Translate>
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
