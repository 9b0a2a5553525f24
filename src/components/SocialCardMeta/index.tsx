import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {socialCardPath, socialCardSize} from '@site/src/lib/socialCard';

/** Props of {@link SocialCardMeta}. */
export type SocialCardMetaProps = {
  /** The page's permalink, base URL included (`/fr/docs/installation/docker/`). */
  permalink: string;
  /** Text alternative of the card: the page's title. */
  alt: string;
};

/**
 * Points the page's `og:image` and `twitter:image` at its social card, the
 * PNG drawn after the build by src/plugins/social-cards
 * (`<site url><base url>img/og/<route>.png`), with its size and alternative
 * text. These tags replace the ones the theme set from the site's default
 * image (the last tags of a name win in the document head).
 */
export default function SocialCardMeta({permalink, alt}: SocialCardMetaProps): ReactNode {
  // The locale's base URL (`/fr/` in French), as the plugin that drew the card used it.
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const url = useBaseUrl(`/${socialCardPath(permalink, baseUrl)}`, {absolute: true});
  return (
    <Head>
      <meta property="og:image" content={url} />
      <meta property="og:image:width" content={String(socialCardSize.width)} />
      <meta property="og:image:height" content={String(socialCardSize.height)} />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:image" content={url} />
      <meta name="twitter:image:alt" content={alt} />
    </Head>
  );
}
