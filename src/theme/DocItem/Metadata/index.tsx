import type {ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import StructuredData from '@site/src/components/StructuredData';
import SocialCardMeta from '@site/src/components/SocialCardMeta';
import {productVersion} from '@site/src/data/productVersion';
import {techArticle} from '@site/src/lib/structuredData';

type Props = WrapperProps<typeof MetadataType>;

/**
 * Wraps the doc's head metadata (title, description): adds the doc's JSON-LD,
 * a `TechArticle` with its title (the page's `<h1>`), description, language,
 * last change from git and the Gladys version it describes; and, unless the
 * front matter names an `image`, the doc's social card as its Open Graph image
 * (src/components/SocialCardMeta).
 */
export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const {siteConfig, i18n} = useDocusaurusContext();
  return (
    <>
      <Metadata {...props} />
      {frontMatter.image ? null : (
        <SocialCardMeta permalink={metadata.permalink} alt={metadata.title} />
      )}
      <StructuredData
        data={techArticle({
          siteUrl: siteConfig.url,
          permalink: metadata.permalink,
          headline: metadata.title,
          description: metadata.description,
          inLanguage: i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale,
          lastUpdatedAt: metadata.lastUpdatedAt,
          version: productVersion,
        })}
      />
    </>
  );
}
