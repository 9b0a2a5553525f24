import {createContext, useContext} from 'react';
import type english from '@locale/pages/integrations.json';
import type {Category, Connection} from '../../../data/integrations';
import type {StoreType} from '../../../plugins/store/text';
import type {FilterGroup, Origin} from '@site/src/lib/integrationsFilter';

/**
 * The plain-text words of the directory's catalogue: the `words` part of the page's messages
 * (`i18n/<locale>/pages/integrations.json`). `tests/data/integrations.test.ts` reads both files
 * and checks them against the catalogue (`src/data/integrations.ts`) and the product's own labels.
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
 * The words of the integrations directory (`/integrations/`): `{placeholder}` messages, one JSON
 * file per locale (`i18n/en/pages/integrations.json`, `i18n/fr/pages/integrations.json`), imported
 * by the page alone. `intro` holds `{count}` (built-in integrations) and `{plus}` (a link to the
 * Gladys Plus page); `introCommunity` holds `{count}` (community integrations) and `{store}` (a
 * link labelled `introCommunityStore`); `missing` holds links `{zigbee2mqtt}`, `{mqtt}`,
 * `{zigbeeList}`, `{devices}`, `{offline}` and `{compared}` (labelled `missingZigbeeList`,
 * `missingDevices`, `missingOffline`, `missingCompared`). `resultCount` and `card.moreDevices` are plural
 * messages (`one|other`, picked by `usePluralForm`) with `{count}`; `card.deprecatedFor` holds
 * `{replacement}` and `card.by` holds `{author}`.
 */
export type DirectoryCopy = Omit<typeof english, 'words'> & {words: DirectoryWords};

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
