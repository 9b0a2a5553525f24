import {translate} from '@docusaurus/Translate';
import type {SeriesId} from '@site/src/data/openMetrics';

/** Translated title and description of a series. */
export function seriesText(id: SeriesId): {title: string; description: string} {
  switch (id) {
    case 'githubStars':
      return {
        title: translate({id: 'open.series.githubStars.title', message: 'GitHub stars'}),
        description: translate({
          id: 'open.series.githubStars.description',
          message: 'Stars on the main repository, counted each January.',
        }),
      };
    case 'plusRevenue':
      return {
        title: translate({
          id: 'open.series.plusRevenue.title',
          message: 'Gladys Plus revenue per year',
        }),
        description: translate({
          id: 'open.series.plusRevenue.description',
          message: 'Subscription revenue over each calendar year, in euros.',
        }),
      };
    case 'plusMrr':
      return {
        title: translate({
          id: 'open.series.plusMrr.title',
          message: 'Gladys Plus monthly recurring revenue',
        }),
        description: translate({
          id: 'open.series.plusMrr.description',
          message: 'Monthly recurring revenue at the end of the year, in euros.',
        }),
      };
    case 'releases':
      return {
        title: translate({id: 'open.series.releases.title', message: 'Releases per year'}),
        description: translate({
          id: 'open.series.releases.description',
          message: 'Versions of Gladys Assistant published each year (2023 was not reported).',
        }),
      };
    case 'newsletter':
      return {
        title: translate({id: 'open.series.newsletter.title', message: 'Newsletter subscribers'}),
        description: translate({
          id: 'open.series.newsletter.description',
          message: 'Subscribers each January, in total and by language.',
        }),
      };
    case 'youtube':
      return {
        title: translate({id: 'open.series.youtube.title', message: 'YouTube audience'}),
        description: translate({
          id: 'open.series.youtube.description',
          message: 'Views and hours watched on the channel over each year.',
        }),
      };
    case 'socials':
      return {
        title: translate({id: 'open.series.socials.title', message: 'Social media followers'}),
        description: translate({
          id: 'open.series.socials.description',
          message: 'Followers of the project accounts, counted each January.',
        }),
      };
  }
}

/** Translated label of a dataset, by its id; falls back to the id itself. */
export function datasetLabel(id: string): string {
  const labels: Record<string, string> = {
    stars: translate({id: 'open.dataset.stars', message: 'Stars'}),
    revenue: translate({id: 'open.dataset.revenue', message: 'Revenue (€)'}),
    mrr: translate({id: 'open.dataset.mrr', message: 'MRR (€)'}),
    releases: translate({id: 'open.dataset.releases', message: 'Releases'}),
    total: translate({id: 'open.dataset.total', message: 'Total'}),
    french: translate({id: 'open.dataset.french', message: 'French'}),
    english: translate({id: 'open.dataset.english', message: 'English'}),
    views: translate({id: 'open.dataset.views', message: 'Views'}),
    hours: translate({id: 'open.dataset.hours', message: 'Hours watched'}),
    twitter: 'X (Twitter)',
    facebook: 'Facebook',
    instagram: 'Instagram',
  };
  return labels[id] ?? id;
}
