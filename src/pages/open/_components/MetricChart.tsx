import React, {useEffect, useMemo, type ReactNode} from 'react';
import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LineElement,
  LinearScale,
  PointElement,
  Tooltip,
} from 'chart.js';
import {Bar, Line} from 'react-chartjs-2';
import {useColorMode} from '@docusaurus/theme-common';
import type {MetricSeries} from '@site/src/data/openMetrics';
import type {OpenMetricsCopy} from './copy';
import {datasetLabel} from './labels';
import styles from './styles.module.css';

ChartJS.register(
  CategoryScale,
  LinearScale,
  PointElement,
  LineElement,
  BarElement,
  Tooltip,
  Legend,
);

const palette = {
  dark: ['#74b9ff', '#ffb86c', '#50fa7b'],
  light: ['#0a6ea6', '#c2410c', '#15803d'],
};

/**
 * Props: the series to draw, its accessible name (the chart's title), the labels of its datasets
 * (the page's words), and `onDrawn`, called once the chart is on its canvas (LazyChart starts the
 * next chart then).
 */
export type MetricChartProps = {
  series: MetricSeries;
  label: string;
  datasets: OpenMetricsCopy['datasets'];
  onDrawn?: () => void;
};

/**
 * Draws one series with Chart.js (line or bar), coloured for the current
 * colour mode. The canvas is decorative for screen readers: the page gives
 * the same figures as a table. Loaded lazily, only on /open/, through LazyChart.
 */
export default function MetricChart({
  series,
  label,
  datasets,
  onDrawn,
}: MetricChartProps): ReactNode {
  const {colorMode} = useColorMode();
  // Runs after the chart's own effect has drawn it (children's effects run first).
  useEffect(() => onDrawn?.(), [onDrawn]);
  const colors = palette[colorMode];
  const text = colorMode === 'dark' ? '#e3e3e3' : '#1c1e21';
  const grid = colorMode === 'dark' ? 'rgba(255,255,255,0.12)' : 'rgba(0,0,0,0.1)';
  const labels = useMemo(
    () => [...new Set(series.datasets.flatMap((d) => d.points.map((p) => p.x)))].sort(),
    [series],
  );
  const data = {
    labels,
    datasets: series.datasets.map((d, i) => ({
      label: datasetLabel(d.id, datasets),
      data: labels.map((x) => d.points.find((p) => p.x === x)?.y ?? null),
      borderColor: colors[i % colors.length],
      backgroundColor: colors[i % colors.length],
      tension: 0.2,
    })),
  };
  const options = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    plugins: {legend: {display: series.datasets.length > 1, labels: {color: text}}},
    scales: {
      x: {ticks: {color: text}, grid: {color: grid}},
      y: {beginAtZero: true, ticks: {color: text}, grid: {color: grid}},
    },
  };
  return (
    <div className={styles.chart} aria-hidden="true" data-chart={series.id} title={label}>
      {series.kind === 'line' ? (
        <Line data={data} options={options} />
      ) : (
        <Bar data={data} options={options} />
      )}
    </div>
  );
}
