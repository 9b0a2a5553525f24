import type {ReactNode} from 'react';
import type {MetricSeries} from '@site/src/data/openMetrics';
import type {OpenMetricsCopy} from './copy';
import {datasetLabel} from './labels';
import {useMetricFormat} from './useMetricFormat';
import styles from './styles.module.css';

/**
 * The figures of one series as a table in a closed `<details>`: the accessible
 * alternative to its chart. One row per period (sorted), one column per
 * dataset; a period a dataset lacks shows a dash.
 *
 * @param props.series the series of /data/open-metrics.json
 * @param props.caption the table's caption, read by screen readers only (the series' title)
 * @param props.copy the page's words (the summary, the first column's header, dataset labels)
 */
export default function MetricTable({
  series,
  caption,
  copy,
}: {
  series: MetricSeries;
  caption: string;
  copy: OpenMetricsCopy;
}): ReactNode {
  const format = useMetricFormat();
  const periods = [...new Set(series.datasets.flatMap((d) => d.points.map((p) => p.x)))].sort();
  return (
    <details>
      <summary>{copy.table.toggle}</summary>
      <table className={styles.table}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.table.period}</th>
            {series.datasets.map((d) => (
              <th key={d.id} scope="col">
                {datasetLabel(d.id, copy.datasets)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {periods.map((x) => (
            <tr key={x}>
              <th scope="row">{x}</th>
              {series.datasets.map((d) => {
                const point = d.points.find((p) => p.x === x);
                return <td key={d.id}>{point ? format(point.y, series.unit) : '—'}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
