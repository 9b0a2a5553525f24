import type {ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import MetricCard from './_components/MetricCard';
import {useOpenMetrics} from './_components/useOpenMetrics';
import styles from './_components/styles.module.css';

/**
 * /open/: the project's published figures. The dataset is fetched on demand
 * from /data/open-metrics.json; a spinner shows only after 200 ms; a failed
 * request shows an error with a Retry button.
 */
export default function OpenMetricsPage(): ReactNode {
  const {state, retry} = useOpenMetrics();
  return (
    <Layout
      title={translate({id: 'open.title', message: 'Open metrics'})}
      description={translate({
        id: 'open.description',
        message:
          'The figures of the Gladys Assistant project in the open: GitHub stars, Gladys Plus revenue, releases, newsletter and audience, each with its source.',
      })}>
      <main className={clsx('container', styles.page)}>
        <Heading as="h1">
          <Translate id="open.heading">Open metrics</Translate>
        </Heading>
        <p className={styles.intro}>
          <Translate id="open.intro">
            Gladys Assistant is built in the open, and so are its numbers. Every figure below was
            published in a year-in-review post; each chart links to the posts it comes from.
          </Translate>
        </p>
        {state.status === 'loading' && (
          <div className={clsx(styles.status, styles.loading)} aria-busy="true">
            {state.slow && (
              <>
                <div
                  className={styles.spinner}
                  role="progressbar"
                  aria-label={translate({id: 'open.loading', message: 'Loading the figures…'})}
                />
                <p>
                  <Translate id="open.loading">Loading the figures…</Translate>
                </p>
              </>
            )}
          </div>
        )}
        {state.status === 'error' && (
          <div className={clsx('alert alert--danger', styles.status)} role="alert">
            <p>
              <Translate id="open.error">
                The figures could not be loaded. Check your connection, then try again.
              </Translate>
            </p>
            <button type="button" className="button button--secondary" onClick={retry}>
              <Translate id="open.retry">Retry</Translate>
            </button>
          </div>
        )}
        {state.status === 'loaded' && (
          <div className={styles.grid}>
            {state.data.series.map((series) => (
              <MetricCard key={series.id} series={series} />
            ))}
          </div>
        )}
      </main>
    </Layout>
  );
}
