import {usePluginData} from '@docusaurus/useGlobalData';
import {formatDate, type DateStyle} from '../../lib/datePattern';
import type {DateFormatsData} from './index';

/**
 * Formats dates of the page's locale in a style of src/lib/datePattern.ts, from the patterns the
 * build worked out (no `Intl` in the browser).
 * @returns a function taking a Date, a timestamp in ms or an ISO date and returning its text
 * @throws Error when the date-formats plugin is not in the site's config
 */
export function useDateFormat(style: DateStyle): (date: Date | number | string) => string {
  const data = usePluginData('date-formats') as DateFormatsData | undefined;
  if (!data) throw new Error('useDateFormat: the date-formats plugin is not loaded');
  return (date) => formatDate(data[style], date);
}
