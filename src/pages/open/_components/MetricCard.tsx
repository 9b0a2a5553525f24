import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import type {MetricSeries} from '@site/src/data/openMetrics';
import type {OpenMetricsCopy} from './copy';
import MetricTable from './MetricTable';
import LazyChart from './LazyChart';
import styles from './styles.module.css';

/**
 * One series of /open/: its `h2` title, description, chart (drawn when it nears
 * the screen, one chart at a time, its place held meanwhile: LazyChart), the same figures as a table, and links to the blog
 * posts the figures come from.
 *
 * @param props.series the series of /data/open-metrics.json
 * @param props.copy the page's words in the locale being built
 */
export default function MetricCard({
  series,
  copy,
}: {
  series: MetricSeries;
  copy: OpenMetricsCopy;
}): ReactNode {
  const {title, description} = copy.series[series.id];
  return (
    <section className={styles.card} aria-labelledby={`metric-${series.id}`}>
      <Heading as="h2" id={`metric-${series.id}`}>
        {title}
      </Heading>
      <p>{description}</p>
      <LazyChart series={series} label={title} datasets={copy.datasets} />
      <MetricTable series={series} caption={title} copy={copy} />
      <p className={styles.sources}>
        {copy.sources}{' '}
        {series.sources.map((src, i) => (
          <React.Fragment key={src}>
            {i > 0 && ', '}
            <Link to={src}>{src.replace(/^\/blog\/|\/$/g, '')}</Link>
          </React.Fragment>
        ))}
      </p>
    </section>
  );
}
