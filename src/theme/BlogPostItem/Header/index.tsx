import type {ReactNode} from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import BlogPostCover from '@site/src/components/BlogPostCover';

type Props = WrapperProps<typeof HeaderType>;

/**
 * Wraps the blog post header (title, date, authors): on a post's own page, shows the post's cover
 * illustration below it. Listing pages keep the bare header, to stay light.
 */
export default function HeaderWrapper(props: Props): ReactNode {
  const {isBlogPostPage, frontMatter, metadata} = useBlogPost();
  return (
    <>
      <Header {...props} />
      {isBlogPostPage ? <BlogPostCover image={frontMatter.image} title={metadata.title} /> : null}
    </>
  );
}
