import type {ReactNode} from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {TranslationNeedsUpdate} from '@site/src/components/TranslationStatus';

type Props = WrapperProps<typeof FooterType>;

/**
 * Wraps the blog post footer (tags, edit link, last update date): on an
 * English post's own page whose French translation is older, adds a line
 * saying so under it, with a link to edit the French file
 * (src/plugins/translation-freshness). Listing pages are left as they are.
 */
export default function FooterWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      <Footer {...props} />
      {isBlogPostPage ? <TranslationNeedsUpdate source={metadata.source} /> : null}
    </>
  );
}
