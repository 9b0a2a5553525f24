import {useCallback, useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {decodeDeviceData, deviceDataPath, type Device} from '@site/src/lib/zigbee/catalog';
import type {DeviceData} from '@site/src/lib/zigbee/format';
import summary from '@site/src/data/zigbee/summary.json';

/** State of the device list request. */
export type DeviceListState =
  {status: 'loading'} | {status: 'error'; error: string} | {status: 'loaded'; devices: Device[]};

/**
 * Fetches and decodes the device list once the page has hydrated (so after
 * the first paint: the page's scripts run then), and again on `retry()`. The
 * data's hash is in the URL, so a cache never serves a list older than the page.
 */
export function useDeviceList(): {state: DeviceListState; retry: () => void} {
  const url = `${useBaseUrl(deviceDataPath)}?v=${summary.hash}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<DeviceListState>({status: 'loading'});

  useEffect(() => {
    let cancelled = false;
    setState({status: 'loading'});
    fetch(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return decodeDeviceData((await response.json()) as DeviceData);
      })
      .then((devices) => {
        if (!cancelled) setState({status: 'loaded', devices});
      })
      .catch((error: unknown) => {
        if (!cancelled) setState({status: 'error', error: String(error)});
      });
    return () => {
      cancelled = true;
    };
  }, [url, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return {state, retry};
}
