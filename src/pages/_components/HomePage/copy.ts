import type {ReactNode} from 'react';
import type {HomeFeatureId, HomeIntegrationId} from '@site/src/data/homeFeatures';

/** Words of the home page's first band (`src/pages/_components/Hero`). */
export interface HomeHeroCopy {
  /** The page's `h1`. */
  title: ReactNode;
  /** The paragraph under the `h1`. */
  lead: ReactNode;
  /** The two buttons: the docs, and the Docker install guide. */
  cta: {start: ReactNode; docker: ReactNode};
  /** The three short selling points under the buttons. */
  points: {free: ReactNode; local: ReactNode; noSsh: ReactNode};
}

/** Title and text of one card (a privacy point, an install step, a community place, a tile). */
export interface HomeCardCopy {
  title: ReactNode;
  text: ReactNode;
}

/** Words of the privacy section (`src/pages/_components/Privacy`): its heading, lead and three points. */
export interface HomePrivacyCopy {
  title: ReactNode;
  lead: ReactNode;
  points: {selfHosted: HomeCardCopy; openSource: HomeCardCopy; encrypted: HomeCardCopy};
}

/**
 * Words of the feature grid (`src/pages/_components/Features`): one title and text per tile of
 * `src/data/homeFeatures.ts`, keyed by its id, so a tile without words fails the type check.
 */
export interface HomeFeaturesCopy {
  title: ReactNode;
  lead: ReactNode;
  tiles: Record<HomeFeatureId, HomeCardCopy>;
}

/**
 * Words of the integration grid (`src/pages/_components/Integrations`): the name and one-line
 * summary of each highlighted integration of `src/data/homeFeatures.ts`, and the link to the list.
 */
export interface HomeIntegrationsCopy {
  title: ReactNode;
  lead: ReactNode;
  tiles: Record<HomeIntegrationId, {name: ReactNode; summary: ReactNode}>;
  /** Label of the link to `/integrations/` under the tiles. */
  more: ReactNode;
}

/** Words of the install section (`src/pages/_components/Install`): three steps, each with its link label. */
export interface HomeInstallCopy {
  title: ReactNode;
  lead: ReactNode;
  steps: {
    machine: HomeCardCopy & {link: ReactNode};
    docker: HomeCardCopy & {link: ReactNode};
    browser: HomeCardCopy & {link: ReactNode};
  };
}

/** Words of the Gladys Plus banner (`src/pages/_components/PlusTeaser`): heading, text and button. */
export interface HomePlusTeaserCopy {
  title: ReactNode;
  text: ReactNode;
  cta: ReactNode;
}

/** Words of the community section (`src/pages/_components/Community`): one card per place. */
export interface HomeCommunityCopy {
  title: ReactNode;
  lead: ReactNode;
  places: {
    forum: HomeCardCopy;
    featureRequests: HomeCardCopy;
    github: HomeCardCopy;
    develop: HomeCardCopy;
  };
}

/**
 * The words of the home page, one JSON file per locale: `i18n/en/pages/home.json` and
 * `i18n/fr/pages/home.json`. TypeScript checks the English file against this shape, and
 * `tests/data/pageCopy.test.ts` checks that the French one has the same keys. Each section
 * component receives its own part.
 */
export interface HomeCopy {
  /** `<title>` and meta description; the description is also the JSON-LD application's. */
  meta: {title: string; description: string};
  hero: HomeHeroCopy;
  privacy: HomePrivacyCopy;
  features: HomeFeaturesCopy;
  integrations: HomeIntegrationsCopy;
  install: HomeInstallCopy;
  plus: HomePlusTeaserCopy;
  community: HomeCommunityCopy;
}
