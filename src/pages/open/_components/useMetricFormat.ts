import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {MetricSeries} from '@site/src/data/openMetrics';

/**
 * A number formatter for the current locale (`1,234` in English, `1 234` in
 * French).
 *
 * @returns `(value, unit)` → the formatted value; euros (`unit: 'eur'`) get the
 *   currency sign and no decimals, counts are written as they are
 */
export function useMetricFormat(): (value: number, unit: MetricSeries['unit']) => string {
  const {i18n} = useDocusaurusContext();
  return (value, unit) =>
    new Intl.NumberFormat(
      i18n.currentLocale,
      unit === 'eur' ? {style: 'currency', currency: 'EUR', maximumFractionDigits: 0} : {},
    ).format(value);
}
