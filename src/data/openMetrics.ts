/**
 * Open metrics: the project's published figures, shipped as the static asset
 * `static/data/open-metrics.json` (served at `/data/open-metrics.json`) and
 * fetched by the /open/ page on demand. Every figure comes from a year-in-review
 * or release post; each series lists the posts it comes from (`sources`).
 */

/** Ids of the series the page knows how to title. */
export const seriesIds = [
  'githubStars',
  'plusRevenue',
  'plusMrr',
  'releases',
  'newsletter',
  'youtube',
  'socials',
] as const;

/** A series id. */
export type SeriesId = (typeof seriesIds)[number];

/** One measured value: `x` is a period (`YYYY` or `YYYY-MM`), `y` the value in the series' unit. */
export type MetricPoint = {x: string; y: number};

/** One line or bar group of a series. */
export type MetricDataset = {id: string; points: MetricPoint[]};

/** Unit of a series: a plain count, or euros (whole euros, no cents). */
export type MetricUnit = 'count' | 'eur';

/** One chart: a kind, a unit, its datasets and the blog posts its figures come from. */
export type MetricSeries = {
  id: SeriesId;
  kind: 'line' | 'bar';
  unit: MetricUnit;
  datasets: MetricDataset[];
  /** Site paths of the posts that published these figures (`/blog/<slug>/`). */
  sources: string[];
};

/** The whole dataset. `updated` is the date of the latest source (`YYYY-MM-DD`). */
export type OpenMetrics = {updated: string; series: MetricSeries[]};

/** URL path of the dataset, relative to the site's base URL. */
export const openMetricsPath = 'data/open-metrics.json';

const periodPattern = /^\d{4}(-(0[1-9]|1[0-2]))?$/;

function fail(path: string, problem: string): never {
  throw new Error(`open-metrics.json: ${path} ${problem}`);
}

/**
 * Checks untrusted JSON and returns it typed.
 * @throws Error naming the path of the first bad field (e.g. `series[2].datasets[0].points[1].y`).
 */
export function parseOpenMetrics(json: unknown): OpenMetrics {
  if (typeof json !== 'object' || json === null) {
    fail('root', 'is not an object');
  }
  const root = json as Record<string, unknown>;
  if (typeof root.updated !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(root.updated)) {
    fail('updated', 'must be a YYYY-MM-DD date');
  }
  if (!Array.isArray(root.series) || root.series.length === 0) {
    fail('series', 'must be a non-empty array');
  }
  const seen = new Set<string>();
  root.series.forEach((s: unknown, i: number) => {
    const at = `series[${i}]`;
    const series = s as Record<string, unknown>;
    if (!seriesIds.includes(series.id as SeriesId))
      fail(`${at}.id`, `is not one of ${seriesIds.join(', ')}`);
    if (seen.has(series.id as string)) fail(`${at}.id`, 'is a duplicate');
    seen.add(series.id as string);
    if (series.kind !== 'line' && series.kind !== 'bar') fail(`${at}.kind`, 'must be line or bar');
    if (series.unit !== 'count' && series.unit !== 'eur')
      fail(`${at}.unit`, 'must be count or eur');
    if (!Array.isArray(series.sources) || series.sources.length === 0)
      fail(`${at}.sources`, 'must name at least one post');
    (series.sources as unknown[]).forEach((src, j) => {
      if (typeof src !== 'string' || !/^\/blog\/[a-z0-9-]+\/$/.test(src))
        fail(`${at}.sources[${j}]`, 'must be a /blog/<slug>/ path');
    });
    if (!Array.isArray(series.datasets) || series.datasets.length === 0)
      fail(`${at}.datasets`, 'must be a non-empty array');
    (series.datasets as unknown[]).forEach((d, j) => {
      const dataset = d as Record<string, unknown>;
      if (typeof dataset.id !== 'string' || !dataset.id)
        fail(`${at}.datasets[${j}].id`, 'must be a string');
      if (!Array.isArray(dataset.points) || dataset.points.length === 0)
        fail(`${at}.datasets[${j}].points`, 'must be a non-empty array');
      (dataset.points as unknown[]).forEach((p, k) => {
        const point = p as Record<string, unknown>;
        if (typeof point.x !== 'string' || !periodPattern.test(point.x))
          fail(`${at}.datasets[${j}].points[${k}].x`, 'must be YYYY or YYYY-MM');
        if (typeof point.y !== 'number' || !Number.isFinite(point.y) || point.y < 0)
          fail(`${at}.datasets[${j}].points[${k}].y`, 'must be a number ≥ 0');
      });
    });
  });
  return json as OpenMetrics;
}
