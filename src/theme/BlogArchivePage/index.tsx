/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (theme/BlogArchivePage), not
 * wrapped: the theme titles each year with an `<h3>` right under the page's
 * `<h1>`, skipping a level (html-validate rule heading-level; screen-reader
 * users navigating by heading miss a level). This version uses `<h2>`; the
 * rest is the theme's, except dates, formatted from the build's pattern
 * (src/lib/localeFormatsAtBuild.ts) instead of Intl in the browser. A wrapper cannot change the level, hence the copy.
 * Re-check on each Docusaurus upgrade.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogArchivePage';
import {useDateFormat} from '@site/src/lib/localeFormats';

type ArchivePost = Props['archive']['blogPosts'][number];

/** The posts of one year, newest first. */
function Year({year, posts}: {year: string; posts: ArchivePost[]}): ReactNode {
  // From the build's date pattern: no Intl.DateTimeFormat in the browser (src/lib/datePattern.ts).
  const formatDate = useDateFormat('dayMonth');
  return (
    <>
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.date}>
            <Link to={post.metadata.permalink}>
              {formatDate(post.metadata.date)} - {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** One column per year. */
function YearsSection({years}: {years: {year: string; posts: ArchivePost[]}[]}): ReactNode {
  return (
    <section className="margin-vert--lg">
      <div className="container">
        <div className="row">
          {years.map((props) => (
            <div key={props.year} className="col col--4 margin-vert--lg">
              <Year {...props} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

/** Groups posts by the year of their date, keeping the archive's order. */
function listPostsByYears(
  blogPosts: readonly ArchivePost[],
): {year: string; posts: ArchivePost[]}[] {
  const postsByYear = blogPosts.reduce((posts, post) => {
    const year = post.metadata.date.split('-')[0]!;
    return posts.set(year, [post, ...(posts.get(year) ?? [])]);
  }, new Map<string, ArchivePost[]>());
  return Array.from(postsByYear, ([year, posts]) => ({year, posts}));
}

/** /blog/archive/: every post, grouped by year. */
export default function BlogArchive({archive}: Props): ReactNode {
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  const description = translate({
    id: 'theme.blog.archive.description',
    message: 'Archive',
    description: 'The page & hero description of the blog archive page',
  });
  const years = listPostsByYears(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <header className="hero hero--primary">
          <div className="container">
            <Heading as="h1" className="hero__title">
              {title}
            </Heading>
            <p className="hero__subtitle">{description}</p>
          </div>
        </header>
        <main>{years.length > 0 && <YearsSection years={years} />}</main>
      </Layout>
    </>
  );
}
