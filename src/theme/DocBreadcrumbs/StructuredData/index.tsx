// Replaced, not wrapped: the theme's BreadcrumbList leaves out the home link
// the visible trail starts with, drops the trailing slash of this site's URLs
// (each step then points to a redirect), and is emitted even with a single
// step, which search engines reject. A wrapper cannot change its data.
import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/DocBreadcrumbs/StructuredData';
import StructuredData from '@site/src/components/StructuredData';
import {breadcrumbList} from '@site/src/lib/structuredData';

/**
 * The doc's breadcrumb trail as JSON-LD, as the page shows it: the home page
 * first (the theme's home icon, named by its accessible label), then every
 * step that has a link (sidebar categories without a page of their own are
 * left out, as search engines want a URL for each step). Nothing when the
 * trail has fewer than two steps.
 */
export default function DocBreadcrumbsStructuredData({breadcrumbs}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const home = useBaseUrl('/');
  const crumbs = [
    {
      name: translate({
        id: 'theme.docs.breadcrumbs.home',
        message: 'Home page',
        description: 'The ARIA label for the home page in the breadcrumbs',
      }),
      url: home,
    },
    ...breadcrumbs.flatMap((item) => (item.href ? [{name: item.label, url: item.href}] : [])),
  ];
  return <StructuredData data={breadcrumbList(siteConfig.url, crumbs)} />;
}
