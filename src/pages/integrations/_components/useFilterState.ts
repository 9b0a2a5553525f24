import {useCallback, useEffect, useRef, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {
  emptyFilterState,
  isFiltering,
  parseQuery,
  toggleOption,
  toQuery,
  type FilterGroup,
  type FilterState,
  type FilterValues,
} from './filter';

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
 *   query with `history.replace` (no new history entry per keystroke).
 *   Query values are parsed against fixed lists: unknown ones are dropped,
 *   and the text is only ever rendered by React as text.
 */
export function useFilterState(): FilterStateApi {
  const location = useLocation();
  const history = useHistory();
  const [state, setState] = useState<FilterState>(emptyFilterState);
  /** Last query this hook wrote, so that its own echo is not read back. */
  const written = useRef<string | null>(null);

  useEffect(() => {
    if (location.search === written.current) {
      return;
    }
    // Docusaurus delays route updates while it preloads: an older `location`
    // can arrive after a newer query was written. Only the current one counts.
    if (location.search !== window.location.search) {
      return;
    }
    written.current = null;
    setState(parseQuery(location.search));
  }, [location.search]);

  const commit = useCallback(
    (next: FilterState) => {
      setState(next);
      const current = history.location;
      const search = toQuery(next, current.search);
      if (search !== current.search) {
        written.current = search;
        history.replace({pathname: current.pathname, search, hash: current.hash});
      }
    },
    [history],
  );

  const setText = useCallback((q: string) => commit({...state, q}), [commit, state]);
  const toggle = useCallback(
    <G extends FilterGroup>(group: G, value: FilterValues[G]) => commit(toggleOption(state, group, value)),
    [commit, state],
  );
  const clear = useCallback(() => commit(emptyFilterState), [commit]);

  return {state, filtering: isFiltering(state), setText, toggle, clear};
}
