import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {MetricSeries} from '@site/src/data/openMetrics';
import {seriesText} from './labels';
import MetricTable from './MetricTable';
import LazyChart from './LazyChart';
import styles from './styles.module.css';

/**
 * One series of /open/: its `h2` title, description, chart (drawn when it nears
 * the screen, one chart at a time, its place held meanwhile: LazyChart), the same figures as a table, and links to the blog
 * posts the figures come from.
 *
 * @param props.series the series of /data/open-metrics.json
 */
export default function MetricCard({series}: {series: MetricSeries}): ReactNode {
  const {title, description} = seriesText(series.id);
  return (
    <section className={styles.card} aria-labelledby={`metric-${series.id}`}>
      <Heading as="h2" id={`metric-${series.id}`}>
        {title}
      </Heading>
      <p>{description}</p>
      <LazyChart series={series} label={title} />
      <MetricTable series={series} caption={title} />
      <p className={styles.sources}>
        <Translate id="open.sources">Source:</Translate>{' '}
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
