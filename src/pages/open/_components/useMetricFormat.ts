import type {MetricSeries} from '@site/src/data/openMetrics';
import {useNumberFormat} from '@site/src/lib/localeFormats';

/**
 * A number formatter for the current locale (`1,234` in English, `1 234` in French), from the
 * build's number pattern (no Intl in the browser: src/lib/localeFormatsAtBuild.ts).
 *
 * @returns `(value, unit)` → the formatted value, without decimals; euros (`unit: 'eur'`) get the
 *   currency sign
 */
export function useMetricFormat(): (value: number, unit: MetricSeries['unit']) => string {
  const format = useNumberFormat();
  return (value, unit) => format(value, {euro: unit === 'eur'});
}
