import React, {useCallback, type ComponentType, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import type {DocSearchProps} from '@docsearch/react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import defaultTranslations from '@theme/SearchTranslations';
import {links} from '@site/config/links';
import {
  indexMissingInDevelopment,
  transformToEmbeddedClient,
} from '@site/src/plugins/search/client';

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
      errorScreen: {
        titleText: translate({
          id: 'search.dev.noIndex.title',
          message: 'Search works on a built site',
          description: 'Search modal under npm start, where no search index exists',
        }),
        helpText: translate({
          id: 'search.dev.noIndex.help',
          message:
            'The dev server has no search index. Run npm run build && npm run serve, then search again.',
          description: 'Search modal under npm start: how to get a search index',
        }),
      },
    },
  } as DocSearchProps['translations'];
}

/**
 * Wraps the theme's SearchBar (DocSearch button and modal).
 *
 * - Both modes: the missing-results link opens an issue on the website
 *   repository.
 * - Embedded mode (`customFields.searchMode === 'embedded'`): DocSearch's
 *   Algolia client is swapped for the Pagefind-backed client through
 *   `transformSearchClient` (a module-level function, so its identity is
 *   stable); under `npm start` the error screen explains that search needs a
 *   built site.
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const embedded = siteConfig.customFields?.searchMode === 'embedded';
  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) => missingResultsUrl(query),
    [],
  );
  return (
    <OriginalSearchBar
      {...props}
      getMissingResultsUrl={getMissingResultsUrl}
      {...(embedded && {
        transformSearchClient:
          transformToEmbeddedClient as unknown as DocSearchProps['transformSearchClient'],
      })}
      {...(embedded && indexMissingInDevelopment && {translations: developmentTranslations()})}
    />
  );
}
