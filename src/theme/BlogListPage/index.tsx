/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/BlogListPage), not
 * wrapped: the theme's blog list has no `<h1>` at all (its posts start at
 * `<h2>`), so the page has no title for screen-reader users and fails the
 * html-validate rule heading-level. This version adds a header with the blog
 * title (`<h1>`) and description above the posts. The heading must sit inside
 * BlogLayout's `<main>`, which a wrapper cannot reach, hence the copy.
 * Re-check on each Docusaurus upgrade.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata, HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogListPage';
import styles from './styles.module.css';

/** The list's title: the site title when the blog is the whole site (as in the theme). */
function useListTitle(metadata: Props['metadata']): string {
  const {siteConfig} = useDocusaurusContext();
  return metadata.permalink === '/' ? siteConfig.title : metadata.blogTitle;
}

/** Page title, description and search metadata (as in the theme). */
function BlogListPageMetadata({metadata}: Props): ReactNode {
  return (
    <>
      <PageMetadata title={useListTitle(metadata)} description={metadata.blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
    </>
  );
}

/** The posts of one list page under a header, then the pager. */
function BlogListPageContent({metadata, items, sidebar}: Props): ReactNode {
  return (
    <BlogLayout sidebar={sidebar}>
      <header className={styles.header}>
        <Heading as="h1">{useListTitle(metadata)}</Heading>
        <p className={styles.description}>{metadata.blogDescription}</p>
      </header>
      <BlogPostItems items={items} />
      <BlogListPaginator metadata={metadata} />
    </BlogLayout>
  );
}

/** A page of the blog's post list (/blog/, /blog/page/2/, …). */
export default function BlogListPage(props: Props): ReactNode {
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <BlogListPageMetadata {...props} />
      <BlogListPageStructuredData {...props} />
      <BlogListPageContent {...props} />
    </HtmlClassNameProvider>
  );
}
