import type {ReactNode} from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import BlogPostCover from '@site/src/components/BlogPostCover';
import {OutdatedTranslationNotice} from '@site/src/components/TranslationStatus';

type Props = WrapperProps<typeof HeaderType>;

/**
 * Wraps the blog post header (title, date, authors): on a post's own page, shows the notice of an
 * outdated translation (src/plugins/translation-freshness) and the post's cover illustration below
 * it. Listing pages keep the bare header.
 */
export default function HeaderWrapper(props: Props): ReactNode {
  const {isBlogPostPage, frontMatter, metadata} = useBlogPost();
  return (
    <>
      <Header {...props} />
      {isBlogPostPage ? <OutdatedTranslationNotice source={metadata.source} /> : null}
      {isBlogPostPage ? <BlogPostCover image={frontMatter.image} title={metadata.title} /> : null}
    </>
  );
}
