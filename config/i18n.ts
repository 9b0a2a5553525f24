import type {Config} from '@docusaurus/types';

/** The two site locales: English (default, served at `/`) and French (`/fr/`). */
export const i18n = {
  defaultLocale: 'en',
  locales: ['en', 'fr'],
  localeConfigs: {
    // Base URLs written out rather than inferred: Docusaurus infers `/` for any locale built alone
    // (`docusaurus build --locale fr`).
    en: {label: 'English', htmlLang: 'en', direction: 'ltr', baseUrl: '/'},
    fr: {label: 'Français', htmlLang: 'fr', direction: 'ltr', baseUrl: '/fr/'},
  },
} satisfies Config['i18n'];

/** One of the site's locales. */
export type Locale = (typeof i18n.locales)[number];

/**
 * The locale a `DOCUSAURUS_CURRENT_LOCALE` value names. Absent, empty or `"undefined"` means the
 * default locale: `docusaurus start` without `--locale` assigns `undefined` to the variable, which
 * Node stores as the string `"undefined"`.
 *
 * @param value the variable's value, as Node gives it (a string or undefined)
 * @returns `'en'` or `'fr'`
 * @throws Error naming the value and the valid locales when it is another string
 */
export function localeFromEnv(value: string | undefined): Locale {
  const trimmed = value?.trim();
  if (!trimmed || trimmed === 'undefined') return i18n.defaultLocale;
  if ((i18n.locales as readonly string[]).includes(trimmed)) return trimmed as Locale;
  throw new Error(
    `Unknown locale "${trimmed}" (DOCUSAURUS_CURRENT_LOCALE or --locale): the site's locales are ${i18n.locales.join(', ')}.`,
  );
}

/** Locale being built or served; Docusaurus sets the variable before loading the config of each locale. */
export const currentLocale: Locale = localeFromEnv(process.env.DOCUSAURUS_CURRENT_LOCALE);
