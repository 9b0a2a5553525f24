import {useMemo, useRef, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {interpolate} from '@docusaurus/Interpolate';
import {usePluralForm} from '@docusaurus/theme-common';
import {integrations, type Integration} from '../../../data/integrations';
import {communityIntegrations} from '../../../data/communityIntegrations';
import {pickText} from '../../../plugins/store/text';
import {useDirectoryCopy, type DirectoryWords} from './copy';
import {
  countOptions,
  filterIntegrations,
  type DirectoryEntry,
} from '@site/src/lib/integrationsFilter';
import Filters, {ClearFiltersText} from './Filters';
import IntegrationCard, {CommunityCard} from './IntegrationCard';
import {useFilterState} from './useFilterState';
import styles from './Directory.module.css';

/**
 * Every card: the built-in integrations, then the community ones. An entry without a catalogue key
 * takes its name from the page's words, in both `name` (searched) and `names` (shown).
 */
export function directoryEntries(words: DirectoryWords): DirectoryEntry[] {
  const named = (entry: Integration): Integration => {
    const name = entry.key === null ? words.names[entry.id] : undefined;
    return name === undefined ? entry : {...entry, name, names: {en: name, fr: name}};
  };
  return [...integrations.map(named), ...communityIntegrations];
}

/**
 * The description an entry shows and the search box matches: the page's words for a built-in
 * integration (`words.descriptions`), the author's text in `locale` (else English) of a community
 * one.
 */
export function describeIn(
  locale: string,
  words: DirectoryWords,
): (entry: DirectoryEntry) => string {
  return (entry) =>
    'origin' in entry
      ? (pickText(entry.descriptions, locale)?.text ?? '')
      : (words.descriptions[entry.id] ?? '');
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
  const copy = useDirectoryCopy();
  const {selectMessage} = usePluralForm();
  const entries = useMemo(() => directoryEntries(copy.words), [copy.words]);
  const describe = useMemo(
    () => describeIn(i18n.currentLocale, copy.words),
    [i18n.currentLocale, copy.words],
  );
  const searchRef = useRef<HTMLInputElement>(null);
  const shown = useMemo(
    () => filterIntegrations(entries, state, describe),
    [entries, state, describe],
  );
  const counts = useMemo(() => countOptions(entries, state, describe), [entries, state, describe]);

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
          {interpolate(selectMessage(shown.length, copy.resultCount), {count: shown.length})}
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
            <p className={styles.emptyTitle}>{copy.empty.title}</p>
            <p>{copy.empty.hint}</p>
            <button type="button" className="button button--primary" onClick={clearAndFocus}>
              <ClearFiltersText />
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
