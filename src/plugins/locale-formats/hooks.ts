import {usePluginData} from '@docusaurus/useGlobalData';
import {formatDate, type DateStyle} from '../../lib/datePattern';
import {formatNumber, type NumberOptions, type NumberPattern} from '../../lib/numberPattern';
import type {LocaleFormatsData} from './index';

/** The plugin's data for the page's locale. @throws Error when the plugin is not configured */
function useLocaleFormats(): LocaleFormatsData {
  const data = usePluginData('locale-formats') as LocaleFormatsData | undefined;
  if (!data) throw new Error('locale-formats: the plugin is not in the site config');
  return data;
}

/**
 * Formats dates of the page's locale in a style of src/lib/datePattern.ts, from the patterns the
 * build worked out (no `Intl` in the browser).
 * @returns a function taking a Date, a timestamp in ms or an ISO date and returning its text
 */
export function useDateFormat(style: DateStyle): (date: Date | number | string) => string {
  const {dates} = useLocaleFormats();
  return (date) => formatDate(dates[style], date);
}

/** The page's locale number pattern, for functions that take one (`formatPrice`). */
export function useNumberPattern(): NumberPattern {
  return useLocaleFormats().numbers;
}

/**
 * Formats numbers of the page's locale (grouped thousands, decimals, euros) from the pattern the
 * build worked out (no `Intl` in the browser).
 * @returns a function taking a number or decimal string and {@link NumberOptions}
 */
export function useNumberFormat(): (value: number | string, options?: NumberOptions) => string {
  const {numbers} = useLocaleFormats();
  return (value, options) => formatNumber(numbers, value, options);
}
