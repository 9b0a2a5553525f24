import type {LoadContext, Plugin} from '@docusaurus/types';
import {dateStyles, datePattern, type DatePattern, type DateStyle} from '../../lib/datePattern';
import {numberPattern, type NumberPattern} from '../../lib/numberPattern';

/** Global data of the plugin: the locale's date styles and number pattern. */
export type LocaleFormatsData = {dates: Record<DateStyle, DatePattern>; numbers: NumberPattern};

/**
 * Works out, with Node's `Intl`, how the locale being built writes dates and numbers, and gives it
 * to the browser as global data (src/plugins/locale-formats/hooks.ts), so pages format dates and
 * numbers without creating an `Intl` formatter during hydration (the first one costs about 90 ms of
 * main thread at 4× CPU slowdown; see src/lib/datePattern.ts and src/lib/numberPattern.ts).
 * @throws Error when a locale's dates cannot be described by one pattern
 */
export default function localeFormatsPlugin(context: LoadContext): Plugin {
  return {
    name: 'locale-formats',
    async contentLoaded({actions}) {
      const locale = context.i18n.currentLocale;
      const calendar = context.i18n.localeConfigs[locale]?.calendar ?? 'gregory';
      const data: LocaleFormatsData = {
        dates: Object.fromEntries(
          Object.keys(dateStyles).map((style) => [
            style,
            datePattern(locale, calendar, style as DateStyle),
          ]),
        ) as Record<DateStyle, DatePattern>,
        numbers: numberPattern(locale),
      };
      actions.setGlobalData(data);
    },
  };
}
