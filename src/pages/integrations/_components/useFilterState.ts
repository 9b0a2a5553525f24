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

/** Pause after the last keystroke before the search text is written to the URL, in ms. */
export const textWriteDelayMs = 300;

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
 *   for a checkbox or "Clear filters", {@link textWriteDelayMs} after the last
 *   keystroke for the search text, so that typing does not flood the history
 *   API (and any analytics that listens to it).
 * - Query values are parsed against fixed lists: unknown ones are dropped,
 *   and the text is only ever rendered by React as text.
 */
export function useFilterState(): FilterStateApi {
  const location = useLocation();
  const history = useHistory();
  const [state, setState] = useState<FilterState>(emptyFilterState);
  /** Last query this hook wrote, so that its own echo is not read back. */
  const written = useRef<string | null>(null);
  /** Pending delayed write of the search text. */
  const timer = useRef<number | undefined>(undefined);

  const cancelPendingWrite = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  useEffect(() => {
    if (location.search === written.current) {
      return;
    }
    // Docusaurus delays route updates while it preloads: an older `location`
    // can arrive after a newer query was written. Only the current one counts.
    if (location.search !== window.location.search) {
      return;
    }
    cancelPendingWrite();
    written.current = null;
    setState(parseQuery(location.search));
  }, [location.search, cancelPendingWrite]);

  // Leaving the page drops a pending write: it must not rewrite the next page's URL.
  useEffect(() => cancelPendingWrite, [cancelPendingWrite]);

  const writeQuery = useCallback(
    (next: FilterState) => {
      cancelPendingWrite();
      const current = history.location;
      const search = toQuery(next, current.search);
      if (search !== current.search) {
        written.current = search;
        history.replace({pathname: current.pathname, search, hash: current.hash});
      }
    },
    [history, cancelPendingWrite],
  );

  const setText = useCallback(
    (q: string) => {
      const next = {...state, q};
      setState(next);
      cancelPendingWrite();
      timer.current = window.setTimeout(() => writeQuery(next), textWriteDelayMs);
    },
    [state, writeQuery, cancelPendingWrite],
  );
  const toggle = useCallback(
    <G extends FilterGroup>(group: G, value: FilterValues[G]) => {
      const next = toggleOption(state, group, value);
      setState(next);
      writeQuery(next);
    },
    [state, writeQuery],
  );
  const clear = useCallback(() => {
    setState(emptyFilterState);
    writeQuery(emptyFilterState);
  }, [writeQuery]);

  return {state, filtering: isFiltering(state), setText, toggle, clear};
}
