import type english from '@locale/pages/plus.json';

/**
 * The words of the Gladys Plus page: `{placeholder}` messages, one JSON file per locale
 * (`i18n/en/pages/plus.json`, `i18n/fr/pages/plus.json`), imported by the page alone, so none of
 * them sits in the main bundle's `code.json` table. The plans' names and taglines, which the home
 * page's structured data names too, stay in `src/data/plans.ts`.
 */
export type PlusCopy = typeof english;
