import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type {WrapperProps} from '@docusaurus/types';
import SearchPageUnavailable from './Unavailable';

type Props = WrapperProps<typeof SearchPageType>;

/**
 * Wraps the theme's search page (`/search/`): adds the translated meta description it lacks, for
 * search engines and link previews, and, when a search fails, the error and a retry button it
 * lacks (see `./Unavailable`).
 */
export default function SearchPageWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <meta
          name="description"
          content={translate({
            id: 'search.page.description',
            message:
              'Search the Gladys Assistant documentation and blog: installation, integrations, scenes, dashboard and Gladys Plus.',
            description: 'Meta description of the search page',
          })}
        />
      </Head>
      <SearchPage {...props} />
      <SearchPageUnavailable />
    </>
  );
}
