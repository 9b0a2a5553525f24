import type {OpenMetricsCopy, TranslatedDatasetId} from './copy';

/** Datasets named after a social network: brand names, the same in every language. */
const brandDatasets: Record<string, string> = {
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  instagram: 'Instagram',
};

/**
 * Label of a dataset, by its id: the page's words for it, a social network's name, or the id
 * itself for an id neither knows.
 *
 * @param datasets the dataset labels of the page's copy (`OpenMetricsCopy.datasets`)
 */
export function datasetLabel(id: string, datasets: OpenMetricsCopy['datasets']): string {
  return Object.hasOwn(datasets, id)
    ? datasets[id as TranslatedDatasetId]
    : (brandDatasets[id] ?? id);
}
