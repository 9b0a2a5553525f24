import type {OfflineManifestOptions} from '../../lib/pluginOptions';

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
 * @param locale `en` or `fr` (another locale gets the English words)
 * @param baseUrl the locale's base URL (`/` or `/fr/`): start page, scope and
 *   icon paths hang below it
 * @param options the words of each locale and the background colour
 */
export function webAppManifest(
  locale: string,
  baseUrl: string,
  {text: texts, background}: OfflineManifestOptions,
): WebAppManifest {
  const text = texts[locale] ?? texts.en!;
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
    background_color: background,
    theme_color: background,
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
