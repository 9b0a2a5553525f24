import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {DatePattern, DateStyle} from './datePattern';
import type {NumberPattern} from './numberPattern';

/** How the page's locale writes dates and numbers (`customFields.localeFormats`, src/lib/localeFormatsAtBuild.ts). */
export type LocaleFormats = {dates: Record<DateStyle, DatePattern>; numbers: NumberPattern};

/**
 * The site's own fields, set in `customFields` of docusaurus.config.ts from
 * the environment (src/lib/siteEnv.ts) and config/links.ts, checked there with
 * `satisfies SiteFields`.
 */
export type SiteFields = {
  /** URL the contact form posts to (`CONTACT_ENDPOINT`), or null: the page shows the address instead. */
  contactEndpoint: string | null;
  /** The project's contact address. */
  contactEmail: string;
  /** Analytics script loaded after consent (`ANALYTICS_SCRIPT_URL`), or null: no banner, no script. */
  analyticsScriptUrl: string | null;
  /** `embedded`: the Pagefind index built with the site; `algolia`: hosted DocSearch. */
  searchMode: 'embedded' | 'algolia';
  /** Origins hosted search queries, in order (Algolia's, or the tests' stand-in); empty when embedded. */
  searchHosts: string[];
  /** Spelling variants searched together in the page's locale (src/lib/searchVariants.ts). */
  searchVariants: string[][];
  /** Date and number patterns of the page's locale (src/lib/localeFormatsAtBuild.ts). */
  localeFormats: LocaleFormats;
};

/**
 * The site's fields, typed: the one place where `customFields` (typed by
 * Docusaurus as `{[key: string]: unknown}`) is read.
 *
 * @returns the fields the config wrote, unchanged
 */
export function useSiteFields(): SiteFields {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields as SiteFields;
}
