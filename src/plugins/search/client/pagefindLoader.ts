/**
 * Loads the Pagefind browser module written by our plugin at build time
 * (`<locale base URL>pagefind/pagefind.js`) with a dynamic import the
 * bundler leaves alone.
 */
import type {PagefindApi} from './types';

/** Options of {@link createPagefindLoader}. */
export type PagefindLoaderOptions = {
  /** URL of `pagefind.js`, for example `/fr/pagefind/pagefind.js`. */
  bundleUrl: string;
  /**
   * Prefix Pagefind puts before the indexed URLs. Our indexer stores full
   * paths (`/fr/docs/…`), so this is `/`; leaving Pagefind's default would
   * give `/fr/fr/…` in French.
   */
  resultBaseUrl: string;
  /** Words per excerpt (Pagefind default 30). */
  excerptLength?: number;
  /** Imports a module by URL (replaced in tests). */
  importModule?: (url: string) => Promise<unknown>;
};

const importByUrl = (url: string): Promise<unknown> =>
  import(/* webpackIgnore: true */ /* @vite-ignore */ url);

/**
 * Returns a function that loads and initialises Pagefind once and then
 * returns the same module. A failed load is not cached: the next call tries
 * again, with a query string, because browsers remember a failed module
 * import for the page's lifetime.
 *
 * Pagefind runs on the main thread (`noWorker`): its worker would be one
 * more 40 KB download for searches that take a few milliseconds.
 */
export function createPagefindLoader(options: PagefindLoaderOptions): () => Promise<PagefindApi> {
  const importModule = options.importModule ?? importByUrl;
  let pending: Promise<PagefindApi> | null = null;
  let attempt = 0;
  return () => {
    if (!pending) {
      const url = attempt ? `${options.bundleUrl}?attempt=${attempt}` : options.bundleUrl;
      pending = importModule(url)
        .then(async (module) => {
          const pagefind = module as PagefindApi;
          await pagefind.options({
            baseUrl: options.resultBaseUrl,
            excerptLength: options.excerptLength ?? 24,
            noWorker: true,
          });
          await pagefind.init();
          return pagefind;
        })
        .catch((error: unknown) => {
          pending = null;
          attempt += 1;
          throw error;
        });
    }
    return pending;
  };
}
