import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** The bar's two messages, by their ids in `code.json`. */
export type AnnouncementMessages = {
  'announcementBar.content': string;
  'announcementBar.link': string;
};

/** Escapes text for HTML. */
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The announcement bar's HTML (`themeConfig.announcementBar.content`, which the theme renders as
 * it is) in the locale being built: the messages `announcementBar.content` and
 * `announcementBar.link` of `i18n/<locale>/code.json`, or the English ones.
 *
 * @param siteDir the site's root
 * @param locale the locale being built
 * @param href where the link goes
 * @param english the two messages in English (config/announcement.ts), used when the locale has none
 */
export function announcementContent(
  siteDir: string,
  locale: string,
  href: string,
  english: AnnouncementMessages,
): string {
  const file = path.join(siteDir, 'i18n', locale, 'code.json');
  const messages = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, {message?: string}>)
    : {};
  const message = (id: keyof AnnouncementMessages) => messages[id]?.message ?? english[id];
  const link = `<a href="${escape(href)}">${escape(message('announcementBar.link'))}</a>`;
  return escape(message('announcementBar.content')).replace('{link}', link);
}
