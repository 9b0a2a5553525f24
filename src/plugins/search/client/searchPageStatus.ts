/**
 * Whether the last search of the theme's search page (`/search/`) failed.
 *
 * The stock page drives `algoliasearch-helper`, which only emits an `error`
 * event the page never listens to: on a failed search it keeps its spinner
 * forever. Our `algoliasearch/lite` stand-in records each outcome here
 * (through {@link createSearchPageClient}), and
 * the SearchPage wrapper (`src/theme/SearchPage`) reads it to show the error
 * and a way to retry.
 */
import {SearchUnavailableError, type EmbeddedSearchClient} from './searchClient';

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

/**
 * The client the theme's search page gets: answers like `shared`, and
 * records each search's outcome here (a failure is cleared when the next
 * search starts).
 *
 * A failed search never settles instead of rejecting: the page's
 * `algoliasearch-helper` turns a rejection into an `error` event, and, as
 * the page has no listener for it, its event emitter throws it as an
 * uncaught error (the dev server's overlay shows it). The wrapper shows the
 * failure instead; a later search is answered normally, and the helper
 * ignores answers older than the latest one.
 *
 * @param shared the embedded client of the current locale
 */
export function createSearchPageClient(shared: EmbeddedSearchClient): EmbeddedSearchClient {
  return {
    ...shared,
    search(input) {
      setSearchPageFailure(null);
      return shared.search(input).catch((error: unknown) => {
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
