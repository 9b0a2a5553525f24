import React, {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type {MetricSeries} from '@site/src/data/openMetrics';
import type {OpenMetricsCopy} from './copy';
import styles from './styles.module.css';

const MetricChart = lazy(() => import('./MetricChart'));

/** How far below the screen a chart starts drawing, as an IntersectionObserver root margin. */
const nearScreen = '300px 0px';

/** Charts waiting for their turn, and whether one is being drawn. */
const waiting: Array<() => void> = [];
let drawing = false;

/** Starts the next waiting chart in a task of its own, once no other chart is being drawn. */
function drawNext(): void {
  if (drawing) return;
  const start = waiting.shift();
  if (!start) return;
  drawing = true;
  window.setTimeout(start, 0);
}

/** Called once a chart is on its canvas, or left the page before: the next one may start. */
function drawn(): void {
  drawing = false;
  drawNext();
}

/** Props: the series to draw, its accessible name (the chart's title) and its datasets' labels. */
export type LazyChartProps = {
  series: MetricSeries;
  label: string;
  datasets: OpenMetricsCopy['datasets'];
};

/**
 * Holds a chart's place (280 px tall, so nothing moves) and draws it once it comes within 300 px
 * of the screen, one chart at a time, each in its own task: the page never draws its seven charts
 * in one long task, and charts below the fold cost nothing until the reader scrolls to them.
 * Without IntersectionObserver, every chart is queued at once.
 */
export default function LazyChart({series, label, datasets}: LazyChartProps): ReactNode {
  const place = useRef<HTMLDivElement>(null);
  const [show, setShow] = useState(false);
  // 'idle' → 'waiting' (queued) → 'drawing' (its turn) → 'done' (on the canvas).
  const stage = useRef<'idle' | 'waiting' | 'drawing' | 'done'>('idle');
  const onDrawn = useCallback(() => {
    if (stage.current !== 'drawing') return;
    stage.current = 'done';
    drawn();
  }, []);

  useEffect(() => {
    const element = place.current;
    if (!element) return undefined;
    const start = () => {
      stage.current = 'drawing';
      setShow(true);
    };
    const queue = () => {
      if (stage.current !== 'idle') return;
      stage.current = 'waiting';
      waiting.push(start);
      drawNext();
    };
    // Leaving the page before its turn or before drawing must not hold the other charts back.
    const leave = () => {
      const index = waiting.indexOf(start);
      if (index >= 0) waiting.splice(index, 1);
      if (stage.current === 'drawing') drawn();
      stage.current = 'idle';
    };
    if (typeof IntersectionObserver === 'undefined') {
      queue();
      return leave;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          queue();
        }
      },
      {rootMargin: nearScreen},
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      leave();
    };
  }, []);

  if (!show) return <div ref={place} className={styles.chartFallback} />;
  return (
    <Suspense fallback={<div className={styles.chartFallback} />}>
      <MetricChart series={series} label={label} datasets={datasets} onDrawn={onDrawn} />
    </Suspense>
  );
}
