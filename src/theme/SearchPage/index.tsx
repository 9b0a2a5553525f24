import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof SearchPageType>;

/**
 * Wraps the theme's search page (`/search/`), which has a title but no meta description: adds a
 * translated one, for search engines and link previews.
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
    </>
  );
}
