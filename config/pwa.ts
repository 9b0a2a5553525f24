import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
/**
 * Offline reading (src/plugins/offline, around @docusaurus/plugin-pwa): the
 * web app manifest of each locale and the colours shared with it. The app's
 * name and description are the site's own words in each language
 * (`i18n/<locale>/config/pwa.json`); the icons
 * are drawn by scripts/make-images.mjs from static/img/logo.svg.
 */

/** Background of the site's dark theme and of the icons (src/css/custom.css). */
export const appBackground = '#0f1b2d';

/** Words of the web app manifest that change with the language. */
type ManifestText = {name: string; shortName: string; description: string};

/**
 * The manifest's words in `locale`: `i18n/<locale>/config/pwa.json`, or the English file when the
 * locale has none.
 */
function manifestText(locale: string): ManifestText {
  const file = (name: string) => path.join(__dirname, '../i18n', name, 'config/pwa.json');
  const found = existsSync(file(locale)) ? file(locale) : file('en');
  return JSON.parse(readFileSync(found, 'utf8')) as ManifestText;
}

/** A web app manifest (https://www.w3.org/TR/appmanifest/), the fields this site sets. */
export type WebAppManifest = {
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  id: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: {src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable'}[];
};

/**
 * The manifest of one locale, written to `manifest.webmanifest` at the root
 * of the locale's build folder.
 *
 * @param locale `en` or `fr` (a locale without its `pwa.json` gets the English words)
 * @param baseUrl the locale's base URL (`/` or `/fr/`): start page, scope and
 *   icon paths hang below it
 */
export function webAppManifest(locale: string, baseUrl: string): WebAppManifest {
  const text = manifestText(locale);
  return {
    name: text.name,
    short_name: text.shortName,
    description: text.description,
    lang: locale,
    dir: 'ltr',
    start_url: baseUrl,
    scope: baseUrl,
    id: baseUrl,
    display: 'standalone',
    background_color: appBackground,
    theme_color: appBackground,
    icons: [
      {src: `${baseUrl}img/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any'},
      {src: `${baseUrl}img/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any'},
      {
        src: `${baseUrl}img/icon-maskable-512.png`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}
