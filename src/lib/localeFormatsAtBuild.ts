import {dateStyles, datePattern, type DateStyle} from './datePattern';
import {numberPattern} from './numberPattern';
import type {LocaleFormats} from './siteFields';

/**
 * How a locale writes dates and numbers, worked out with Node's `Intl` when the config loads, and
 * given to the browser in `customFields.localeFormats` (src/lib/localeFormats.ts reads it), so
 * pages format dates without creating an `Intl` formatter during hydration (the first one costs
 * about 90 ms of main thread at 4× CPU slowdown).
 *
 * @param locale the locale being built (`en`, `fr`)
 * @param calendar its calendar (`gregory`)
 * @returns the date pattern of every style and the number pattern
 * @throws Error when a style's dates change shape with the month (src/lib/datePattern.ts)
 */
export function localeFormats(locale: string, calendar: string): LocaleFormats {
  return {
    dates: Object.fromEntries(
      Object.keys(dateStyles).map((style) => [
        style,
        datePattern(locale, calendar, style as DateStyle),
      ]),
    ) as LocaleFormats['dates'],
    numbers: numberPattern(locale),
  };
}
