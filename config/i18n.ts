import type {Config} from '@docusaurus/types';

/** The two site locales: English (default, served at `/`) and French (`/fr/`). */
export const i18n = {
  defaultLocale: 'en',
  locales: ['en', 'fr'],
  localeConfigs: {
    en: {label: 'English', htmlLang: 'en', direction: 'ltr'},
    fr: {label: 'Français', htmlLang: 'fr', direction: 'ltr'},
  },
} satisfies Config['i18n'];

/** Locale being built; Docusaurus sets it before loading the config of each locale. */
export const currentLocale: string = process.env.DOCUSAURUS_CURRENT_LOCALE ?? i18n.defaultLocale;
