import type {AnnouncementMessages} from '../src/lib/announcement';

/** The bar's words in English; the French ones live in i18n/fr/code.json, like all UI text. */
export const announcementMessages: AnnouncementMessages = {
  'announcementBar.content': 'Gladys Assistant is free and open source: {link}.',
  'announcementBar.link': 'give it a star on GitHub',
};
