import {createContext, useContext, type ReactNode} from 'react';
import type {Category, Connection} from '../../../data/integrations';
import type {StoreType} from '../../../plugins/store/text';
import type {FilterGroup, Origin} from './filter';

/**
 * The plain-text words of the directory's catalogue, one object per locale, owned by the page:
 * `src/pages/integrations/_words.ts` (English) and its twin at the same path under
 * `i18n/fr/docusaurus-plugin-content-pages/` (French). Plain strings only (no JSX), so that
 * `tests/data/integrations.test.ts` reads both files under plain Node and checks them against the
 * catalogue (`src/data/integrations.ts`) and the product's own labels.
 */
export interface DirectoryWords {
  /**
   * Label of each category: the product's own name of it, as its integrations menu shows it
   * (`integration.root.menu.<category>` in src/data/product/ui-strings.<locale>.json).
   */
  categories: Record<Category, string>;
  /** Label of each connection type. */
  connections: Record<Connection, string>;
  /** Label of each origin (built into Gladys, or from the community store). */
  origins: Record<Origin, string>;
  /** Label of the `cloud-api` protocol; the other protocols are technical names, the same in every language. */
  cloudApi: string;
  /** Legend of each filter group. */
  legends: Record<FilterGroup, string>;
  /**
   * Description of each built-in integration, by its id (`src/data/integrations.ts`); the English
   * one is 40–140 characters. The search box matches it.
   */
  descriptions: Record<string, string>;
  /**
   * What replaces a deprecated integration, by its id, for those the product names a replacement
   * of; shown as "Deprecated: <replacement>".
   */
  replacements: Record<string, string>;
  /** Name of each entry without a catalogue key, by its id (shown and searched in this language). */
  names: Record<string, string>;
  /** Label of each community integration type (the store's `type`). */
  storeTypes: Record<StoreType, string>;
}

/**
 * The words of the integrations directory (`/integrations/`), one object per locale, owned by the
 * page: `src/pages/integrations/_copy.tsx` (English) and its twin at the same path under
 * `i18n/fr/docusaurus-plugin-content-pages/` (French). TypeScript checks that both have every field.
 */
export interface DirectoryCopy {
  /** `<title>` and meta description. */
  meta: {title: string; description: string};
  /** The h1. */
  heading: ReactNode;
  /**
   * First paragraph under the h1.
   *
   * @param count number of built-in integrations
   * @returns the paragraph, with a link to the Gladys Plus page
   */
  intro: (count: number) => ReactNode;
  /**
   * Second paragraph: the community integrations.
   *
   * @param count number of community integrations of the store snapshot
   * @returns the paragraph, with a link to the external integrations guide
   */
  introCommunity: (count: number) => ReactNode;
  /** Note under the grid: what to do when a device is not named (links to guides and the Zigbee list). */
  missing: ReactNode;
  /**
   * "N integrations", announced to screen readers, with its plural form.
   *
   * @param count number of cards shown
   */
  resultCount: (count: number) => string;
  /** Empty state: its message and its advice. */
  empty: {title: ReactNode; hint: ReactNode};
  /** The filter panel. */
  filters: {
    /** Accessible name of the panel. */
    label: string;
    /** Label, help and placeholder of the search box. */
    search: ReactNode;
    searchHint: ReactNode;
    searchPlaceholder: string;
    /** Button that removes every filter (panel and empty state). */
    clear: ReactNode;
  };
  /** The cards. */
  card: {
    /** Before the devices and brands an integration supports. */
    worksWith: ReactNode;
    /**
     * After the first devices of a card.
     *
     * @param count how many more devices the integration supports
     */
    moreDevices: (count: number) => string;
    /** Marker on the cards of integrations that need a Gladys Plus subscription. */
    plusRequired: ReactNode;
    /** Marker on a deprecated integration without a named replacement. */
    deprecated: string;
    /**
     * Marker on a deprecated integration.
     *
     * @param replacement what replaces it (`DirectoryWords.replacements`)
     */
    deprecatedFor: (replacement: string) => string;
    /** Screen-reader labels of the chips. */
    category: ReactNode;
    connection: ReactNode;
    protocols: ReactNode;
    type: ReactNode;
    /**
     * Byline of a community card.
     *
     * @param author the author's name, from the store
     */
    by: (author: string) => string;
    /** Badge of a community card (the directory's own copy of the store pages' badge). */
    community: ReactNode;
  };
  /** Plain-text words of the catalogue: labels, descriptions, names. */
  words: DirectoryWords;
}

/** The directory's copy for the components under the page; set by `IntegrationsPage`. */
export const DirectoryCopyContext = createContext<DirectoryCopy | null>(null);

/**
 * The directory's copy, from {@link DirectoryCopyContext}.
 *
 * @throws Error when called outside `IntegrationsPage` (no copy given)
 */
export function useDirectoryCopy(): DirectoryCopy {
  const copy = useContext(DirectoryCopyContext);
  if (!copy) {
    throw new Error(
      'useDirectoryCopy: no DirectoryCopyContext; render the component inside IntegrationsPage',
    );
  }
  return copy;
}
