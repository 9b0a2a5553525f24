import type {ReactNode} from 'react';
import BlogPostPage from '@theme-original/BlogPostPage';
import type BlogPostPageType from '@theme/BlogPostPage';
import type {WrapperProps} from '@docusaurus/types';
import BlogPostCover from '@site/src/components/BlogPostCover';
import {BlogPostCoverSlot} from '@site/src/components/BlogPostCover/slot';

type Props = WrapperProps<typeof BlogPostPageType>;

/**
 * Wraps a blog post's page to hand the cover component to the post header
 * (src/theme/BlogPostItem/Header). Only this page imports the covers, so listing pages stay light.
 */
export default function BlogPostPageWrapper(props: Props): ReactNode {
  return (
    <BlogPostCoverSlot.Provider value={BlogPostCover}>
      <BlogPostPage {...props} />
    </BlogPostCoverSlot.Provider>
  );
}
