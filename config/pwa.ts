import enManifest from '../i18n/en/config/pwa.json';
import frManifest from '../i18n/fr/config/pwa.json';
/**
 * Offline reading (src/plugins/offline, around @docusaurus/plugin-pwa): the
 * words of each locale's web app manifest (`i18n/<locale>/config/pwa.json`) and the colours
 * shared with it, passed to the plugins by config/plugins.ts. The icons are drawn by
 * scripts/make-images.ts from static/img/logo.svg.
 */

/** Background of the site's dark theme and of the icons (src/css/custom.css). */
export const appBackground = '#0f1b2d';

/** Words of the web app manifest that change with the language. */
export type ManifestText = {name: string; shortName: string; description: string};

/** The manifest's words in each locale, from `i18n/<locale>/config/pwa.json`. */
export const manifestText: Record<string, ManifestText> = {en: enManifest, fr: frManifest};
