import type {ReactNode} from 'react';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import type MetadataType from '@theme/BlogPostPage/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import SocialCardMeta from '@site/src/components/SocialCardMeta';

type Props = WrapperProps<typeof MetadataType>;

/**
 * Wraps a post's head metadata: its Open Graph and Twitter image becomes the
 * post's social card (title, "Blog", language, over its cover), drawn by
 * src/plugins/social-cards, instead of the bare cover the theme gives.
 */
export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata} = useBlogPost();
  return (
    <>
      <Metadata {...props} />
      <SocialCardMeta permalink={metadata.permalink} alt={metadata.title} />
    </>
  );
}
