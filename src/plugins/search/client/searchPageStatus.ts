/**
 * Whether the last search of the theme's search page (`/search/`) failed.
 *
 * The stock page drives `algoliasearch-helper`, which only emits an `error`
 * event the page never listens to: on a failed search it keeps its spinner
 * forever. Our `algoliasearch/lite` stand-ins (embedded and hosted mode)
 * record each outcome here (through {@link createSearchPageClient}), and
 * the SearchPage wrapper (`src/theme/SearchPage`) reads it to show the error
 * and a way to retry.
 */
import {SearchUnavailableError} from './searchClient';

type Listener = () => void;

let failure: SearchUnavailableError | null = null;
const listeners = new Set<Listener>();

/**
 * Records the outcome of a search of the search page and tells subscribers.
 *
 * @param error why the search failed, or `null` when a search starts or succeeds
 */
export function setSearchPageFailure(error: SearchUnavailableError | null): void {
  if (error === failure) return;
  failure = error;
  listeners.forEach((listener) => listener());
}

/** The failure of the search page's last search, `null` when there is none. */
export function getSearchPageFailure(): SearchUnavailableError | null {
  return failure;
}

/**
 * Calls `listener` after each change of the failure (for `useSyncExternalStore`).
 *
 * @returns a function that unsubscribes
 */
export function subscribeToSearchPageFailure(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The part of a search client the theme's search page uses: `search` (the rest is kept as is). */
export type SearchPageClient = {search: (...args: never[]) => Promise<unknown>};

/**
 * The client the theme's search page gets: `client` with a `search` that
 * also records each search's outcome here (a failure is cleared when the
 * next search starts). Works for our embedded client and for Algolia's
 * `liteClient` (hosted mode).
 *
 * A failed search never settles instead of rejecting: the page's
 * `algoliasearch-helper` turns a rejection into an `error` event, and, as
 * the page has no listener for it, its event emitter throws it as an
 * uncaught error (the dev server's overlay shows it). The wrapper shows the
 * failure instead; a later search is answered normally, and the helper
 * ignores answers older than the latest one.
 *
 * @param client the client to wrap; a failure that is not a
 *   {@link SearchUnavailableError} (an Algolia `RetryError` or `ApiError`,
 *   for example) is recorded as one, with reason `unreachable`
 */
export function createSearchPageClient<C extends SearchPageClient>(client: C): C {
  const search = client.search as (...args: unknown[]) => Promise<unknown>;
  return {
    ...client,
    search(...args: unknown[]) {
      setSearchPageFailure(null);
      return search.apply(client, args).catch((error: unknown) => {
        setSearchPageFailure(
          error instanceof SearchUnavailableError
            ? error
            : new SearchUnavailableError('The search failed', 'unreachable', {cause: error}),
        );
        return new Promise<never>(() => {});
      });
    },
  };
}
