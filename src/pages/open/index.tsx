import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useNumberFormat} from '@site/src/plugins/locale-formats/hooks';
import type {MetricSeries} from '@site/src/data/openMetrics';
import {datasetLabel, seriesText} from './_components/labels';
import {useOpenMetrics} from './_components/useOpenMetrics';
import LazyChart from './_components/LazyChart';
import styles from './_components/styles.module.css';

/** Formats a figure for the current locale, without decimals; euros get the currency sign. */
function useFormat(): (value: number, unit: MetricSeries['unit']) => string {
  const format = useNumberFormat();
  return (value, unit) => format(value, {euro: unit === 'eur'});
}

/** The figures of one series as a table: the accessible alternative to its chart. */
function MetricTable({series, caption}: {series: MetricSeries; caption: string}): ReactNode {
  const format = useFormat();
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

/** One series: title, description, chart, table and its sources. */
function MetricCard({series}: {series: MetricSeries}): ReactNode {
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
