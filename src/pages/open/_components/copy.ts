import type {ReactNode} from 'react';
import type {SeriesId} from '@site/src/data/openMetrics';

/** Ids of the datasets whose label is words (the social networks' names are brands, in labels.ts). */
export type TranslatedDatasetId =
  'stars' | 'revenue' | 'mrr' | 'releases' | 'total' | 'french' | 'english' | 'views' | 'hours';

/**
 * The words of the open metrics page (`/open/`), one JSON file per locale: `i18n/en/pages/open.json`
 * and `i18n/fr/pages/open.json`. TypeScript checks the English file against this shape, and
 * `tests/data/pageCopy.test.ts` checks that the French one has the same keys.
 */
export interface OpenMetricsCopy {
  /** `<title>` and meta description. */
  meta: {title: string; description: string};
  /** The h1 and the paragraph under it. */
  heading: ReactNode;
  intro: ReactNode;
  /** Shown, and given as the spinner's accessible name, while the figures load (after 200 ms). */
  loading: string;
  /** Shown when the figures fail to load, and its button that loads them again. */
  error: ReactNode;
  retry: ReactNode;
  /** Title (the card's h2, the chart's and the table's name) and description of each series. */
  series: Record<SeriesId, {title: string; description: string}>;
  /** Label of each dataset, in the chart's legend and the table's column headers. */
  datasets: Record<TranslatedDatasetId, string>;
  /** The table under each chart: the summary that opens it and the header of its first column. */
  table: {toggle: ReactNode; period: ReactNode};
  /** Before the links to the posts a series comes from. */
  sources: ReactNode;
}
