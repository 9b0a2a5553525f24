import type {LoadContext, Plugin} from '@docusaurus/types';
import {dateStyles, datePattern, type DatePattern, type DateStyle} from '../../lib/datePattern';

/** Global data of the plugin: every date style worked out for the locale being built. */
export type DateFormatsData = Record<DateStyle, DatePattern>;

/**
 * Works out, with Node's `Intl`, the date patterns of the locale being built and gives them to the
 * browser as global data (`useDateFormat`, src/plugins/date-formats/useDateFormat.ts), so pages
 * format dates without creating an `Intl.DateTimeFormat` during hydration (see src/lib/datePattern.ts).
 */
export default function dateFormatsPlugin(context: LoadContext): Plugin {
  return {
    name: 'date-formats',
    async contentLoaded({actions}) {
      const locale = context.i18n.currentLocale;
      const calendar = context.i18n.localeConfigs[locale]?.calendar ?? 'gregory';
      const data = Object.fromEntries(
        Object.keys(dateStyles).map((style) => [
          style,
          datePattern(locale, calendar, style as DateStyle),
        ]),
      ) as DateFormatsData;
      actions.setGlobalData(data);
    },
  };
}
