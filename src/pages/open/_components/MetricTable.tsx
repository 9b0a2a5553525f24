import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {MetricSeries} from '@site/src/data/openMetrics';
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
 */
export default function MetricTable({
  series,
  caption,
}: {
  series: MetricSeries;
  caption: string;
}): ReactNode {
  const format = useMetricFormat();
  const periods = [...new Set(series.datasets.flatMap((d) => d.points.map((p) => p.x)))].sort();
  return (
    <details>
      <summary>
        <Translate id="open.table.toggle">Show the figures as a table</Translate>
      </summary>
      <table className={styles.table}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="open.table.period">Period</Translate>
            </th>
            {series.datasets.map((d) => (
              <th key={d.id} scope="col">
                {datasetLabel(d.id)}
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
