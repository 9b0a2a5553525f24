import {formatDate, type DateStyle} from './datePattern';
import {formatNumber, type NumberOptions, type NumberPattern} from './numberPattern';
import {useSiteFields} from './siteFields';

/**
 * A formatter of dates in the page's locale, from the build's pattern (no `Intl` in the browser).
 * @param style one of the styles of src/lib/datePattern.ts
 * @returns a function of a Date, a timestamp in ms or an ISO string, giving the text
 */
export function useDateFormat(style: DateStyle): (date: Date | number | string) => string {
  const {dates} = useSiteFields().localeFormats;
  return (date) => formatDate(dates[style], date);
}

/** The page locale's number pattern (separators, decimal sign). */
export function useNumberPattern(): NumberPattern {
  return useSiteFields().localeFormats.numbers;
}

/**
 * A formatter of numbers in the page's locale, from the build's pattern.
 * @returns a function of a number (or numeric string) and options, giving the text
 */
export function useNumberFormat(): (value: number | string, options?: NumberOptions) => string {
  const {numbers} = useSiteFields().localeFormats;
  return (value, options) => formatNumber(numbers, value, options);
}
