import {translate} from '@docusaurus/Translate';

/**
 * What the search modal and the search page say under `docusaurus start`,
 * where no search index exists (it is written after a production build).
 *
 * @returns the translated title and help line, in the shape of DocSearch's
 *   `errorScreen` translations
 */
export function searchNeedsBuildMessages(): {titleText: string; helpText: string} {
  return {
    titleText: translate({
      id: 'search.dev.noIndex.title',
      message: 'Search works on a built site',
      description: 'Search modal under npm start, where no search index exists',
    }),
    helpText: translate({
      id: 'search.dev.noIndex.help',
      message:
        'The dev server has no search index. Run npm run build && npm run serve, then search again.',
      description: 'Search modal under npm start: how to get a search index',
    }),
  };
}

/**
 * What the search modal and the search page say when the index (or Algolia)
 * cannot be reached. The ids are DocSearch's own, so the modal and the page
 * share one translation.
 *
 * @returns the translated title and help line
 */
export function searchUnreachableMessages(): {titleText: string; helpText: string} {
  return {
    titleText: translate({
      id: 'theme.SearchModal.errorScreen.titleText',
      message: 'Unable to fetch results',
      description: 'The title for error screen',
    }),
    helpText: translate({
      id: 'theme.SearchModal.errorScreen.helpText',
      message: 'You might want to check your network connection.',
      description: 'The help text for error screen',
    }),
  };
}
