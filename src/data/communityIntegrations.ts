/**
 * The community integrations of the Gladys store, as the /integrations/ directory lists them
 * beside the built-in ones. Source: `src/data/store/directory.json`, the short form of the
 * committed store snapshot (`src/data/store/index.json`), written by `npm run store:refresh` and
 * checked against the snapshot by `tests/data/store.test.ts`. Each one has its own page, made by
 * `src/plugins/store`.
 */
import directory from './store/directory.json';
import type {Category, Connection, Protocol} from './integrations';
import type {MultiLanguageText, StoreType} from '../plugins/store/text';

/** One community integration of the directory. */
export type CommunityIntegration = {
  /** Marks the entry as a community one (built-in entries have no `origin`). */
  origin: 'community';
  /** Unique key among the directory's cards: `community/<owner>/<repo>`, lower-cased. */
  id: string;
  /** Store slug, GitHub `owner/repo`. */
  slug: string;
  name: string;
  /** GitHub owner of its repository. */
  author: string;
  type: StoreType;
  /** The manifest's description per language: the author's text, shown attributed. */
  descriptions: MultiLanguageText;
  /**
   * Categories the store data supports: a messaging integration is a notification channel, a
   * weather one an environment service, as the product files their built-in counterparts; the
   * store gives a device integration none.
   */
  categories: Category[];
  /** From the manifest's `transports`. */
  connections: Connection[];
  /** `cloud-api` when it uses a cloud service. */
  protocols: Protocol[];
  /** Path of its page (`Link` adds `/fr`). */
  href: string;
  /** Two letters for its monogram. */
  badge: string;
};

/** Categories given by the integration type (see {@link CommunityIntegration.categories}). */
const typeCategories: Record<StoreType, Category[]> = {
  device: [],
  communication: ['notifications'],
  weather: ['environment'],
};

/** Two letters of a name: the initials of its first two words, or its first two letters. */
export function monogram(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const letters = words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? '??').slice(0, 2);
  return letters.toUpperCase();
}

/** Every community integration of the snapshot, in slug order. */
export const communityIntegrations: CommunityIntegration[] = directory.map(
  (entry): CommunityIntegration => {
    const transports: Connection[] = (entry.transports as string[]).filter(
      (t): t is Connection => t === 'local' || t === 'cloud',
    );
    return {
      origin: 'community',
      id: `community/${entry.slug.toLowerCase()}`,
      slug: entry.slug,
      name: entry.name,
      author: entry.author,
      type: entry.type as StoreType,
      descriptions: entry.description as MultiLanguageText,
      categories: typeCategories[entry.type as StoreType] ?? [],
      connections: transports,
      protocols: transports.includes('cloud') ? ['cloud-api'] : [],
      href: `/integrations/community/${entry.slug.toLowerCase()}/`,
      badge: monogram(entry.name),
    };
  },
);
