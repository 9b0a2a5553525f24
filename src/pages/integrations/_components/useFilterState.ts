import {useCallback} from 'react';
import {useUrlQueryState} from '@site/src/lib/useUrlQueryState';
import {
  emptyFilterState,
  isFiltering,
  parseQuery,
  toggleOption,
  toQuery,
  type FilterGroup,
  type FilterState,
  type FilterValues,
} from '@site/src/lib/integrationsFilter';

/** What {@link useFilterState} returns. */
export type FilterStateApi = {
  /** Current filters; empty during the server render and the first client render. */
  state: FilterState;
  /** True when some text is typed or some option ticked. */
  filtering: boolean;
  /** Replaces the search text. */
  setText: (q: string) => void;
  /** Ticks or unticks one option of a group. */
  toggle: <G extends FilterGroup>(group: G, value: FilterValues[G]) => void;
  /** Empties the text and unticks everything. */
  clear: () => void;
};

/**
 * Filter state of the /integrations/ page, kept in the URL query so that a
 * filtered view can be shared, survives a reload and comes back with the
 * browser's back and forward buttons.
 *
 * - The server render and the first client render use the empty state, so the
 *   static HTML lists every integration and hydration matches it; the query is
 *   read in an effect right after hydration, and again whenever
 *   `location.search` changes from outside (history navigation, a link).
 * - Each change made on the page updates the state at once and rewrites the
 *   query with `history.replace` (no new history entry per keystroke): at once
 *   for a checkbox or "Clear filters", shortly after the last keystroke for
 *   the search text (`useUrlQueryState`, src/lib/useUrlQueryState.ts), so that typing does not flood the history
 *   API (and any analytics that listens to it).
 * - Query values are parsed against fixed lists: unknown ones are dropped,
 *   and the text is only ever rendered by React as text.
 */
export function useFilterState(): FilterStateApi {
  const {state, update} = useUrlQueryState<FilterState>({
    empty: emptyFilterState,
    parse: parseQuery,
    serialize: toQuery,
  });
  const setText = useCallback(
    (q: string) => update({...state, q}, {typing: true}),
    [state, update],
  );
  const toggle = useCallback(
    <G extends FilterGroup>(group: G, value: FilterValues[G]) =>
      update(toggleOption(state, group, value)),
    [state, update],
  );
  const clear = useCallback(() => update(emptyFilterState), [update]);

  return {state, filtering: isFiltering(state), setText, toggle, clear};
}
