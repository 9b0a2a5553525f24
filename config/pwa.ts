/**
 * Offline reading (src/plugins/offline, around @docusaurus/plugin-pwa): the
 * words of each locale's web app manifest and the colours shared with it,
 * passed to the plugins by config/plugins.ts. The app's
 * name and description are the site's own words in each language; the icons
 * are drawn by scripts/make-images.ts from static/img/logo.svg.
 */

/** Background of the site's dark theme and of the icons (src/css/custom.css). */
export const appBackground = '#0f1b2d';

/** Words of the web app manifest that change with the language. */
export type ManifestText = {name: string; shortName: string; description: string};

export const manifestText: Record<string, ManifestText> = {
  en: {
    name: 'Gladys Assistant',
    shortName: 'Gladys',
    description:
      'The documentation of Gladys Assistant, the privacy-first, open-source home automation software, readable offline.',
  },
  fr: {
    name: 'Gladys Assistant',
    shortName: 'Gladys',
    description:
      'La documentation de Gladys Assistant, la domotique open source qui respecte votre vie privée, lisible hors ligne.',
  },
};
