/**
 * Dates formatted without `Intl` in the browser. The first `Intl.DateTimeFormat` a page creates
 * loads the locale's calendar data: about 90 ms of main thread at 4× CPU slowdown, inside
 * hydration, on every doc (its last-update date) and post. The build formats with `Intl` once
 * (src/lib/localeFormatsAtBuild.ts) and hands the browser a pattern: the order of day, month and year,
 * the text between them and the month names.
 */

/** Options of a date style, as `Intl.DateTimeFormat` takes them (always in UTC). */
export type DateStyleOptions = {
  day: 'numeric';
  month: 'short' | 'long';
  year?: 'numeric';
};

/** The styles pages use: `short` ("Nov 25, 2026"), `long` ("November 25, 2026"), `dayMonth` ("November 25"). */
export const dateStyles = {
  short: {day: 'numeric', month: 'short', year: 'numeric'},
  long: {day: 'numeric', month: 'long', year: 'numeric'},
  dayMonth: {day: 'numeric', month: 'long'},
} as const satisfies Record<string, DateStyleOptions>;

/** Name of a style of {@link dateStyles}. */
export type DateStyle = keyof typeof dateStyles;

/**
 * A style worked out for one locale: `parts` in display order, each a field name or literal
 * text, and the twelve month names (January first).
 */
export type DatePattern = {
  parts: Array<{field: 'day' | 'month' | 'year'} | {literal: string}>;
  months: string[];
};

/**
 * Works a style out with `Intl` (at build time, in Node).
 * @param locale BCP 47 locale, for example `fr`
 * @param calendar the locale's calendar (Docusaurus' `localeConfigs[locale].calendar`)
 * @throws Error when a month's parts come in another order or with other literals than
 *   January's: such a locale cannot be described by one pattern
 */
export function datePattern(locale: string, calendar: string, style: DateStyle): DatePattern {
  const format = new Intl.DateTimeFormat(locale, {
    ...dateStyles[style],
    calendar,
    timeZone: 'UTC',
  });
  const shape = (month: number) =>
    format
      .formatToParts(Date.UTC(2001, month, 21))
      .map((part) =>
        part.type === 'literal'
          ? {literal: part.value}
          : {field: part.type as 'day' | 'month' | 'year'},
      );
  const parts = shape(0);
  const months = Array.from(
    {length: 12},
    (_, month) =>
      format.formatToParts(Date.UTC(2001, month, 21)).find((part) => part.type === 'month')!.value,
  );
  for (let month = 1; month < 12; month += 1) {
    if (JSON.stringify(shape(month)) !== JSON.stringify(parts)) {
      throw new Error(`datePattern: ${locale} ${style} dates change shape with the month`);
    }
  }
  return {parts, months};
}

/**
 * Formats a date (read in UTC) with a pattern of {@link datePattern}.
 * @param date a Date, a timestamp in ms or an ISO date string
 */
export function formatDate(pattern: DatePattern, date: Date | number | string): string {
  const value = new Date(date);
  return pattern.parts
    .map((part) => {
      if ('literal' in part) return part.literal;
      if (part.field === 'day') return String(value.getUTCDate());
      if (part.field === 'month') return pattern.months[value.getUTCMonth()];
      return String(value.getUTCFullYear());
    })
    .join('');
}
