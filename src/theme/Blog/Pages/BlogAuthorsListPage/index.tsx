import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof BlogAuthorsListPageType>;

/**
 * Wraps the blog authors page to give it a meta description (the theme's has none).
 */
export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  const description = translate({
    id: 'blog.authors.description',
    message: 'The people who write the Gladys Assistant blog: releases, integrations and yearly reviews of the project.',
  });
  return (
    <>
      <Head>
        <meta name="description" content={description} />
        <meta property="og:description" content={description} />
      </Head>
      <BlogAuthorsListPage {...props} />
    </>
  );
}
