import {useCallback} from 'react';
import {useUrlQueryState} from '@site/src/lib/useUrlQueryState';
import {emptyQuery, parseQuery, toQuery, type Query} from '@site/src/lib/zigbee/catalog';
import type {Verdict} from '@site/src/lib/zigbee/mapExposes';
import summary from '@site/src/data/zigbee/summary.json';

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
 *   entry per keystroke; the text shortly after the last keystroke), through
 *   `useUrlQueryState` (src/lib/useUrlQueryState.ts). Opening a device is a link, so it adds an entry and the back
 *   button returns to the results.
 * - Values are parsed against fixed lists (unknown ones are dropped); texts
 *   are only ever rendered by React as text.
 */
export function useQueryState(): QueryStateApi {
  const {state: query, update} = useUrlQueryState<Query>({
    empty: emptyQuery,
    parse: (search) => parseQuery(search, categoryKeys),
    serialize: toQuery,
  });
  const setText = useCallback(
    (q: string) => update({...query, q, device: null}, {typing: true}),
    [query, update],
  );
  const setFeature = useCallback(
    (feature: string | null) => update({...query, feature, device: null}),
    [query, update],
  );
  const setVerdict = useCallback(
    (verdict: Verdict | null) => update({...query, verdict, device: null}),
    [query, update],
  );
  const clear = useCallback(() => update(emptyQuery), [update]);

  return {query, setText, setFeature, setVerdict, clear};
}
