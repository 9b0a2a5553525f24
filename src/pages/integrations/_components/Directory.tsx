import {useMemo, useRef, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {integrations} from '../../../data/integrations';
import {communityIntegrations} from '../../../data/communityIntegrations';
import {pickText} from '../../../plugins/store/text';
import {countOptions, filterIntegrations, type DirectoryEntry} from './filter';
import Filters, {ClearFiltersText} from './Filters';
import IntegrationCard, {CommunityCard} from './IntegrationCard';
import {useFilterState} from './useFilterState';
import styles from './Directory.module.css';

/** "N integrations" in the page's language, with its plural form. */
function useCountText(count: number): string {
  const {selectMessage} = usePluralForm();
  return selectMessage(
    count,
    translate(
      {
        id: 'integrations.page.results.count',
        message: '{count} integration|{count} integrations',
        description:
          'Number of integrations shown, announced to screen readers (plural forms separated by |)',
      },
      {count},
    ),
  );
}

/** Every card: the built-in integrations, then the community ones. */
const entries: readonly DirectoryEntry[] = [...integrations, ...communityIntegrations];

/**
 * The description an entry shows and the search box matches: the translated one of a built-in
 * integration, the author's text in `locale` (else English) of a community one.
 */
export function describeIn(locale: string): (entry: DirectoryEntry) => string {
  return (entry) =>
    'origin' in entry ? (pickText(entry.descriptions, locale)?.text ?? '') : entry.description;
}

/**
 * The searchable directory: filter panel (left column from 997 px, above the
 * grid below), a polite live region with the number of results, the grid of
 * cards, and an empty state with a way out. Filters come from the URL query
 * (see {@link useFilterState}); the server render lists every integration.
 */
export default function Directory(): ReactNode {
  const {state, filtering, setText, toggle, clear} = useFilterState();
  const {i18n} = useDocusaurusContext();
  const describe = useMemo(() => describeIn(i18n.currentLocale), [i18n.currentLocale]);
  const searchRef = useRef<HTMLInputElement>(null);
  const shown = useMemo(() => filterIntegrations(entries, state, describe), [state, describe]);
  const counts = useMemo(() => countOptions(entries, state, describe), [state, describe]);
  const countText = useCountText(shown.length);

  const clearAndFocus = (): void => {
    clear();
    searchRef.current?.focus();
  };

  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar}>
        <Filters
          state={state}
          counts={counts}
          filtering={filtering}
          onText={setText}
          onToggle={toggle}
          onClear={clear}
          searchRef={searchRef}
        />
      </aside>
      <div className={styles.results}>
        <p className={styles.count} aria-live="polite" aria-atomic="true">
          {countText}
        </p>
        {shown.length > 0 ? (
          <ul className={styles.grid}>
            {shown.map((entry) =>
              'origin' in entry ? (
                <CommunityCard key={entry.id} entry={entry} />
              ) : (
                <IntegrationCard key={entry.id} entry={entry} />
              ),
            )}
          </ul>
        ) : (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>
              <Translate
                id="integrations.page.empty.title"
                description="Shown when no integration matches the filters">
                No integration matches these filters.
              </Translate>
            </p>
            <p>
              <Translate
                id="integrations.page.empty.hint"
                description="Advice under the empty-state message of the integrations page">
                Untick an option or try a shorter word, or start again from the full list.
              </Translate>
            </p>
            <button type="button" className="button button--primary" onClick={clearAndFocus}>
              <ClearFiltersText />
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
