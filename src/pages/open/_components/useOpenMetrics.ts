import {useCallback, useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {openMetricsPath, parseOpenMetrics, type OpenMetrics} from '@site/src/data/openMetrics';

/** State of the dataset request. `slow` turns true once loading has lasted `delayMs`. */
export type OpenMetricsState =
  | {status: 'loading'; slow: boolean}
  | {status: 'error'; error: string}
  | {status: 'loaded'; data: OpenMetrics};

/** Delay before the loading indicator shows, in ms (a fast answer shows no flash of it). */
export const loadingIndicatorDelayMs = 200;

/**
 * Fetches `/data/open-metrics.json` once on mount and on `retry()`.
 * @returns the request state and a `retry` function that fetches again.
 */
export function useOpenMetrics(): {state: OpenMetricsState; retry: () => void} {
  const url = useBaseUrl(openMetricsPath);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<OpenMetricsState>({status: 'loading', slow: false});

  useEffect(() => {
    let cancelled = false;
    setState({status: 'loading', slow: false});
    const timer = window.setTimeout(() => {
      if (!cancelled) {
        setState((s) => (s.status === 'loading' ? {status: 'loading', slow: true} : s));
      }
    }, loadingIndicatorDelayMs);
    fetch(url, {cache: 'no-cache'})
      .then(async (response) => {
        if (!response.ok) {
          throw new Error(`HTTP ${response.status}`);
        }
        return parseOpenMetrics(await response.json());
      })
      .then((data) => {
        if (!cancelled) setState({status: 'loaded', data});
      })
      .catch((error: unknown) => {
        if (!cancelled) setState({status: 'error', error: String(error)});
      })
      .finally(() => window.clearTimeout(timer));
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [url, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return {state, retry};
}
