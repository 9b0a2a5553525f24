import type {OpenMetricsCopy} from './_components/copy';

/** The English words of the open metrics page (`/open/`). */
const copy: OpenMetricsCopy = {
  meta: {
    title: 'Open metrics',
    description:
      'The figures of the Gladys Assistant project in the open: GitHub stars, Gladys Plus revenue, releases, newsletter and audience, each with its source.',
  },
  heading: 'Open metrics',
  intro:
    'Gladys Assistant is built in the open, and so are its numbers. Every figure below was published in a year-in-review post; each chart links to the posts it comes from.',
  loading: 'Loading the figures…',
  error: 'The figures could not be loaded. Check your connection, then try again.',
  retry: 'Retry',
  series: {
    githubStars: {
      title: 'GitHub stars',
      description: 'Stars on the main repository, counted each January.',
    },
    plusRevenue: {
      title: 'Gladys Plus revenue per year',
      description: 'Subscription revenue over each calendar year, in euros.',
    },
    plusMrr: {
      title: 'Gladys Plus monthly recurring revenue',
      description: 'Monthly recurring revenue at the end of the year, in euros.',
    },
    releases: {
      title: 'Releases per year',
      description: 'Versions of Gladys Assistant published each year (2023 was not reported).',
    },
    newsletter: {
      title: 'Newsletter subscribers',
      description: 'Subscribers each January, in total and by language.',
    },
    youtube: {
      title: 'YouTube audience',
      description: 'Views and hours watched on the channel over each year.',
    },
    socials: {
      title: 'Social media followers',
      description: 'Followers of the project accounts, counted each January.',
    },
  },
  datasets: {
    stars: 'Stars',
    revenue: 'Revenue (€)',
    mrr: 'MRR (€)',
    releases: 'Releases',
    total: 'Total',
    french: 'French',
    english: 'English',
    views: 'Views',
    hours: 'Hours watched',
  },
  table: {
    toggle: 'Show the figures as a table',
    period: 'Period',
  },
  sources: 'Source:',
};

export default copy;
