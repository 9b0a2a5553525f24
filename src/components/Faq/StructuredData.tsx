import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import StructuredData from '@site/src/components/StructuredData';
import {faqPage, pageUrl, type FaqEntry} from '@site/src/lib/structuredData';

/** Props of {@link FaqStructuredData}. */
export type FaqStructuredDataProps = {
  /**
   * The questions and answers as plain text, in display order: an array, or its JSON (as the
   * remark plugin src/remark/faqStructuredData.ts writes it into a doc with `faq: true`).
   */
  entries: readonly FaqEntry[] | string;
};

/**
 * The page's `FAQPage` JSON-LD, in its `<head>`: the page's own URL and language, the questions
 * and answers given. Renders nothing visible; nothing at all without a question.
 */
export default function FaqStructuredData({entries}: FaqStructuredDataProps): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const url = pageUrl(siteConfig.url, useLocation().pathname);
  const list: readonly FaqEntry[] = typeof entries === 'string' ? JSON.parse(entries) : entries;
  if (!list.length) return null;
  const language = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  return <StructuredData data={faqPage(url, language, list)} />;
}
