import {useCallback, useEffect, useRef, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';

/** Pause after the last keystroke before a typed text is written to the URL, in ms. */
export const textWriteDelayMs = 300;

/** How {@link useUrlQueryState} reads and writes a page's state. */
export type UrlQueryCodec<T> = {
  /** The state of the server render and the first client render (matches the static HTML). */
  empty: T;
  /** Reads the state from `location.search`, dropping unknown values. */
  parse: (search: string) => T;
  /** Writes the state into a query string, keeping the other parameters of `currentSearch`. */
  serialize: (state: T, currentSearch: string) => string;
};

/** What {@link useUrlQueryState} returns. */
export type UrlQueryStateApi<T> = {
  /** Current state; `codec.empty` during the server render and the first client render. */
  state: T;
  /**
   * Replaces the state at once and writes it to the URL with `history.replace` (no history entry):
   * at once, or {@link textWriteDelayMs} after the last call when `typing` is set.
   */
  update: (next: T, options?: {typing?: boolean}) => void;
};

/**
 * A page's state kept in the URL query, so that a view can be linked to, survives a reload and
 * comes back with the back and forward buttons (the integrations directory, the Zigbee devices).
 *
 * - The URL is read in an effect after hydration, and again whenever `location.search` changes from
 *   outside (history navigation, a link); the hook's own writes are not read back.
 * - Docusaurus delays route updates while it preloads: an older `location` can arrive after a newer
 *   query was written, so only the current one counts.
 * - A pending delayed write is dropped when the page is left, so it never rewrites the next page's URL.
 */
export function useUrlQueryState<T>({
  empty,
  parse,
  serialize,
}: UrlQueryCodec<T>): UrlQueryStateApi<T> {
  const location = useLocation();
  const history = useHistory();
  const [state, setState] = useState<T>(empty);
  /** Last query string this hook wrote, so that its own echo is not read back. */
  const written = useRef<string | null>(null);
  /** Pending delayed write of a typed text. */
  const timer = useRef<number | undefined>(undefined);
  const codec = useRef({parse, serialize});
  codec.current = {parse, serialize};

  const cancelPendingWrite = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  useEffect(() => {
    if (location.search === written.current) return;
    if (location.search !== window.location.search) return;
    cancelPendingWrite();
    written.current = null;
    setState(codec.current.parse(location.search));
  }, [location.search, cancelPendingWrite]);

  useEffect(() => cancelPendingWrite, [cancelPendingWrite]);

  const write = useCallback(
    (next: T) => {
      cancelPendingWrite();
      const current = history.location;
      const search = codec.current.serialize(next, current.search);
      if (search !== current.search) {
        written.current = search;
        history.replace({pathname: current.pathname, search, hash: current.hash});
      }
    },
    [history, cancelPendingWrite],
  );

  const update = useCallback(
    (next: T, {typing = false}: {typing?: boolean} = {}) => {
      setState(next);
      if (typing) {
        cancelPendingWrite();
        timer.current = window.setTimeout(() => write(next), textWriteDelayMs);
      } else {
        write(next);
      }
    },
    [write, cancelPendingWrite],
  );

  return {state, update};
}
