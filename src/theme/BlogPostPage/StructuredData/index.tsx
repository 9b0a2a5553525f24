// Replaced, not wrapped: the theme's BlogPosting has no language or
// publisher, gives relative author image URLs, and captions the cover in
// English in every locale. A wrapper cannot change its data.
import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBlogPost, useBlogMetadata} from '@docusaurus/plugin-content-blog/client';
import StructuredData from '@site/src/components/StructuredData';
import {blogPosting, breadcrumbList} from '@site/src/lib/structuredData';

/**
 * A post's JSON-LD: a `BlogPosting` (title as on the page's `<h1>`,
 * description, language, publication and last-change dates, authors from
 * authors.yml, cover image, tags as keywords), and the trail blog › post as a
 * `BreadcrumbList`.
 */
export default function BlogPostStructuredData(): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const {metadata, frontMatter, assets} = useBlogPost();
  const blog = useBlogMetadata();
  const blogPath = blog.blogBasePath.replace(/\/?$/, '/');
  const image = assets.image ?? frontMatter.image;
  return (
    <>
      <StructuredData
        data={blogPosting({
          siteUrl: siteConfig.url,
          permalink: metadata.permalink,
          headline: metadata.title,
          description: metadata.description,
          inLanguage: i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale,
          datePublished: metadata.date,
          lastUpdatedAt: metadata.lastUpdatedAt,
          authors: metadata.authors,
          ...(image ? {image} : {}),
          keywords: metadata.tags.map((tag) => tag.label),
          blog: {permalink: blogPath, name: blog.blogTitle},
        })}
      />
      <StructuredData
        data={breadcrumbList(siteConfig.url, [
          {name: blog.blogTitle, url: blogPath},
          {name: metadata.title, url: metadata.permalink},
        ])}
      />
    </>
  );
}
