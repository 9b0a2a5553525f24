import {useCallback, useEffect, useRef, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {emptyQuery, parseQuery, toQuery, type Query} from '@site/src/lib/zigbee/catalog';
import type {Verdict} from '@site/src/lib/zigbee/mapExposes';
import summary from '@site/src/data/zigbee/summary.json';

/** Pause after the last keystroke before the search text is written to the URL, in ms. */
export const textWriteDelayMs = 300;

/** Feature category keys a URL may name. */
const categoryKeys = summary.categories.map((c) => c.key);

/** What {@link useQueryState} returns. */
export type QueryStateApi = {
  /** Current query; empty during the server render and the first client render. */
  query: Query;
  /** Replaces the search text (results follow at once, the URL shortly after). */
  setText: (q: string) => void;
  /** Chooses a feature category, or null for all. */
  setFeature: (feature: string | null) => void;
  /** Chooses a verdict, or null for all. */
  setVerdict: (verdict: Verdict | null) => void;
  /** Empties the text and the choices. */
  clear: () => void;
};

/**
 * The page's query, kept in the URL so that a search or a device can be
 * linked to (a forum answer, a bookmark) and comes back with the browser's
 * back and forward buttons.
 *
 * - The server render and the first client render use the empty query, so
 *   hydration matches the static HTML; the URL is read in an effect, and again
 *   whenever `location.search` changes from outside (history, a device link).
 * - Typing and choosing rewrite the URL with `history.replace` (no history
 *   entry per keystroke; the text {@link textWriteDelayMs} after the last
 *   keystroke). Opening a device is a link, so it adds an entry and the back
 *   button returns to the results.
 * - Values are parsed against fixed lists (unknown ones are dropped); texts
 *   are only ever rendered by React as text.
 */
export function useQueryState(): QueryStateApi {
  const location = useLocation();
  const history = useHistory();
  const [query, setQuery] = useState<Query>(emptyQuery);
  /** Last query string this hook wrote, so that its own echo is not read back. */
  const written = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const cancelPendingWrite = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  useEffect(() => {
    if (location.search === written.current) return;
    // Docusaurus delays route updates while it preloads: an older `location`
    // can arrive after a newer query was written. Only the current one counts.
    if (location.search !== window.location.search) return;
    cancelPendingWrite();
    written.current = null;
    setQuery(parseQuery(location.search, categoryKeys));
  }, [location.search, cancelPendingWrite]);

  // Leaving the page drops a pending write: it must not rewrite the next page's URL.
  useEffect(() => cancelPendingWrite, [cancelPendingWrite]);

  const writeQuery = useCallback(
    (next: Query) => {
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
      const next = {...query, q, device: null};
      setQuery(next);
      cancelPendingWrite();
      timer.current = window.setTimeout(() => writeQuery(next), textWriteDelayMs);
    },
    [query, writeQuery, cancelPendingWrite],
  );
  const setFeature = useCallback(
    (feature: string | null) => {
      const next = {...query, feature, device: null};
      setQuery(next);
      writeQuery(next);
    },
    [query, writeQuery],
  );
  const setVerdict = useCallback(
    (verdict: Verdict | null) => {
      const next = {...query, verdict, device: null};
      setQuery(next);
      writeQuery(next);
    },
    [query, writeQuery],
  );
  const clear = useCallback(() => {
    setQuery(emptyQuery);
    writeQuery(emptyQuery);
  }, [writeQuery]);

  return {query, setText, setFeature, setVerdict, clear};
}
