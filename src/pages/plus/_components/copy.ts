import type english from '../_copy.json';

/**
 * The words of the Gladys Plus page: `{placeholder}` messages, owned by the page. The English ones
 * are `src/pages/plus/_copy.json`, the French ones the file at the same path under
 * `i18n/fr/docusaurus-plugin-content-pages/`; each locale's route passes its own file, so none of
 * them sits in the main bundle's `code.json` table. The plans' names and taglines, which the home
 * page's structured data names too, stay in `src/data/plans.ts`.
 */
export type PlusCopy = typeof english;
