import type {ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {OpenMetricsCopy} from './copy';
import MetricCard from './MetricCard';
import {useOpenMetrics} from './useOpenMetrics';
import styles from './styles.module.css';

/**
 * The open metrics page (`/open/`): the project's published figures. The dataset is fetched on
 * demand from /data/open-metrics.json; a spinner shows only after 200 ms; a failed request shows an
 * error with a Retry button.
 *
 * @param props.copy the page's words in the locale being built (`OpenMetricsCopy`)
 */
export default function OpenMetricsPage({copy}: {copy: OpenMetricsCopy}): ReactNode {
  const {state, retry} = useOpenMetrics();
  return (
    <Layout title={copy.meta.title} description={copy.meta.description}>
      <main className={clsx('container', styles.page)}>
        <Heading as="h1">{copy.heading}</Heading>
        <p className={styles.intro}>{copy.intro}</p>
        {state.status === 'loading' && (
          <div className={clsx(styles.status, styles.loading)} aria-busy="true">
            {state.slow && (
              <>
                <div className={styles.spinner} role="progressbar" aria-label={copy.loading} />
                <p>{copy.loading}</p>
              </>
            )}
          </div>
        )}
        {state.status === 'error' && (
          <div className={clsx('alert alert--danger', styles.status)} role="alert">
            <p>{copy.error}</p>
            <button type="button" className="button button--secondary" onClick={retry}>
              {copy.retry}
            </button>
          </div>
        )}
        {state.status === 'loaded' && (
          <div className={styles.grid}>
            {state.data.series.map((series) => (
              <MetricCard key={series.id} series={series} copy={copy} />
            ))}
          </div>
        )}
      </main>
    </Layout>
  );
}
