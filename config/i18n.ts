import type {Config} from '@docusaurus/types';

/** The two site locales: English (default, served at `/`) and French (`/fr/`). */
export const i18n = {
  defaultLocale: 'en',
  locales: ['en', 'fr'],
  localeConfigs: {
    // Base URLs written out rather than inferred: Docusaurus infers `/` for any locale built alone
    // (`docusaurus build --locale fr`), and scripts/build.mjs builds each locale alone.
    en: {label: 'English', htmlLang: 'en', direction: 'ltr', baseUrl: '/'},
    fr: {label: 'Français', htmlLang: 'fr', direction: 'ltr', baseUrl: '/fr/'},
  },
} satisfies Config['i18n'];

/** Locale being built; Docusaurus sets it before loading the config of each locale. */
export const currentLocale: string = process.env.DOCUSAURUS_CURRENT_LOCALE ?? i18n.defaultLocale;
