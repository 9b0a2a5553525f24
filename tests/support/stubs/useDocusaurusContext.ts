/**
 * Stand-in for `@docusaurus/useDocusaurusContext` under node:test (see
 * tests/support/docusaurusStubs.ts): the context of an English page, with only the fields a
 * component of this site reads (`i18n.currentLocale`, `i18n.defaultLocale`).
 * @returns the English page's context
 */
export default function useDocusaurusContext() {
  return {i18n: {currentLocale: 'en', defaultLocale: 'en'}};
}
