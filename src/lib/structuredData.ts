/**
 * JSON-LD (schema.org) objects the pages embed for search engines' rich
 * results, typed with `schema-dts`. Pure functions of their inputs: no
 * Docusaurus import, so they run in the browser, at build time and in tests.
 *
 * The pages put them in `<script type="application/ld+json">` through
 * `src/components/StructuredData`; FAQ pages through `src/components/Faq/StructuredData.tsx`.
 */
import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  Offer,
  Organization,
  SoftwareApplication,
  TechArticle,
  WithContext,
} from 'schema-dts';
import type {Plan} from '../data/plans';

/** Absolute URL of a site path; URLs pass through. */
const absolute = (siteUrl: string, url: string) => (url.startsWith('/') ? `${siteUrl}${url}` : url);

/**
 * Absolute URL of a page: the site's pages end with a slash
 * (`trailingSlash: true`), which some permalinks of the content plugins omit.
 */
export function pageUrl(siteUrl: string, permalink: string): string {
  const path = /\/$|\.\w+$/.test(permalink) ? permalink : `${permalink}/`;
  return absolute(siteUrl, path);
}

/** The publisher of every page: the Gladys Assistant project. */
export function gladysOrganization(siteUrl: string): Organization {
  return {
    '@type': 'Organization',
    name: 'Gladys Assistant',
    url: `${siteUrl}/`,
    logo: `${siteUrl}/img/icon-180.png`,
  };
}

/** Inputs of {@link softwareApplication}. */
export type SoftwareApplicationInput = {
  siteUrl: string;
  /** Page language (BCP 47, `en`, `fr`). */
  inLanguage: string;
  /** One-sentence description, as the home page's meta description. */
  description: string;
  /** Version the docs describe (`product.version`). */
  version: string;
  /** Docker image architectures (`product.architectures`, comma separated). */
  architectures: string;
  /** Gladys Plus plans (src/data/plans.ts), offered beside the free software. */
  plans: readonly Plan[];
  /** Display name of each plan (translated by the caller). */
  planName: (plan: Plan) => string;
};

/**
 * Gladys Assistant as a free application for Linux under Apache-2.0, with
 * the optional Gladys Plus subscriptions as further offers (yearly prices in
 * euros).
 */
export function softwareApplication(
  input: SoftwareApplicationInput,
): WithContext<SoftwareApplication> {
  const free: Offer = {
    '@type': 'Offer',
    name: 'Gladys Assistant',
    price: '0',
    priceCurrency: 'EUR',
  };
  const subscriptions: Offer[] = input.plans.map((plan) => ({
    '@type': 'Offer',
    name: input.planName(plan),
    price: plan.price,
    priceCurrency: plan.currency,
    url: `${input.siteUrl}/plus/`,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: plan.price,
      priceCurrency: plan.currency,
      // UN/CEFACT common code for "year".
      unitCode: 'ANN',
    },
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: 'Gladys Assistant',
    url: `${input.siteUrl}/`,
    description: input.description,
    inLanguage: input.inLanguage,
    applicationCategory: 'HomeApplication',
    operatingSystem: `Linux (Docker: ${input.architectures})`,
    softwareVersion: input.version,
    license: 'https://www.apache.org/licenses/LICENSE-2.0',
    isAccessibleForFree: true,
    offers: [free, ...subscriptions],
    publisher: gladysOrganization(input.siteUrl),
  };
}

/** What a doc and a post both say about themselves. */
export type ArticleInput = {
  siteUrl: string;
  /** Page path (`/docs/installation/faq/`). */
  permalink: string;
  /** The page's title: its `<h1>`. */
  headline: string;
  description: string;
  inLanguage: string;
  /** Last change (ms since the epoch), when git knows it. */
  lastUpdatedAt?: number | null;
};

/** The fields of {@link ArticleInput} as schema.org writes them: the page's URL three times, then its texts. */
function articleFields(input: ArticleInput) {
  const url = pageUrl(input.siteUrl, input.permalink);
  return {
    '@id': url,
    url,
    mainEntityOfPage: url,
    headline: input.headline,
    description: input.description,
    inLanguage: input.inLanguage,
    ...(input.lastUpdatedAt ? {dateModified: new Date(input.lastUpdatedAt).toISOString()} : {}),
  };
}

/** Inputs of {@link techArticle}. */
export type TechArticleInput = ArticleInput & {
  /** Version of Gladys the doc describes. */
  version: string;
};

/** A doc page: its title, description, language, last change and publisher. */
export function techArticle(input: TechArticleInput): WithContext<TechArticle> {
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    ...articleFields(input),
    about: {
      '@type': 'SoftwareApplication',
      name: 'Gladys Assistant',
      softwareVersion: input.version,
    },
    publisher: gladysOrganization(input.siteUrl),
  };
}

/** One author of a post, as the blog's authors.yml describes them. */
export type PostAuthor = {name?: string; title?: string; url?: string; imageURL?: string};

/** Inputs of {@link blogPosting}. */
export type BlogPostingInput = ArticleInput & {
  /** Publication date (ISO 8601). */
  datePublished: string;
  authors: readonly PostAuthor[];
  /** Cover image path or URL (`/img/blog/<slug>.png`), if any. */
  image?: string;
  keywords?: readonly string[];
  /** Path and name of the blog, for `isPartOf`. */
  blog: {permalink: string; name: string};
};

/** A blog post: headline, dates, authors, cover image, language, blog. */
export function blogPosting(input: BlogPostingInput): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    ...articleFields(input),
    datePublished: input.datePublished,
    author: input.authors.map((author) => ({
      '@type': 'Person',
      ...(author.name ? {name: author.name} : {}),
      ...(author.title ? {jobTitle: author.title} : {}),
      ...(author.url ? {url: author.url} : {}),
      ...(author.imageURL ? {image: absolute(input.siteUrl, author.imageURL)} : {}),
    })),
    ...(input.image ? {image: absolute(input.siteUrl, input.image)} : {}),
    ...(input.keywords?.length ? {keywords: input.keywords.join(', ')} : {}),
    publisher: gladysOrganization(input.siteUrl),
    isPartOf: {
      '@type': 'Blog',
      '@id': pageUrl(input.siteUrl, input.blog.permalink),
      name: input.blog.name,
    },
  };
}

/** One step of a breadcrumb trail. */
export type Crumb = {name: string; url: string};

/**
 * A breadcrumb trail, or null when it has fewer than two steps (search
 * engines ignore a one-step trail).
 *
 * @param siteUrl prefix for paths
 * @param crumbs steps from the top, each with a path or URL
 */
export function breadcrumbList(
  siteUrl: string,
  crumbs: readonly Crumb[],
): WithContext<BreadcrumbList> | null {
  if (crumbs.length < 2) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: pageUrl(siteUrl, crumb.url),
    })),
  };
}

/** One question of a FAQ, as plain text. */
export type FaqEntry = {question: string; answer: string};

/** A page of questions and their answers. */
export function faqPage(
  url: string,
  inLanguage: string,
  entries: readonly FaqEntry[],
): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    '@id': url,
    url,
    inLanguage,
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: {'@type': 'Answer', text: entry.answer},
    })),
  };
}

/**
 * The text of a `<script type="application/ld+json">` element: JSON with
 * `<` escaped, so no value can close the script element.
 */
export function jsonLdScriptText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
