import {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {interpolate} from '@docusaurus/Interpolate';
import {usePluralForm} from '@docusaurus/theme-common';
import {
  findModel,
  resultsPageSize as pageSize,
  matchDevices,
  narrows,
  rankDevices,
  type Device,
  type Query,
} from '@site/src/lib/zigbee/catalog';
import {useZigbeeCopy} from './copy';
import DeviceDetail from './DeviceDetail';
import DeviceItem from './DeviceItem';
import SearchForm, {ClearText} from './SearchForm';
import {useDeviceList} from './useDeviceList';
import {useQueryState} from './useQueryState';
import {useNumberFormat} from '@site/src/lib/localeFormats';
import styles from './styles.module.css';

/**
 * The interactive part of the page: the search form, a polite live region with
 * the number of results, then either the results (the first {@link pageSize},
 * more on demand) or one model's details when the URL names it (`?device=`).
 * The list loads after hydration; the form works meanwhile.
 */
export default function Finder(): ReactNode {
  const {state, retry} = useDeviceList();
  const {query, setText, setFeature, setVerdict, clear} = useQueryState();
  const history = useHistory();
  const copy = useZigbeeCopy();
  const {selectMessage} = usePluralForm();
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  /** The model whose details the visitor opened from a result, to give focus back to its link. */
  const opened = useRef<string | null>(null);

  const devices = state.status === 'loaded' ? state.devices : null;
  /** The last matches, in data order: a longer text is searched among them only. */
  const last = useRef<{devices: Device[]; query: Query; matches: Device[]} | null>(null);
  const matches = useMemo(() => {
    if (!devices) return [];
    const wanted: Query = {
      q: query.q,
      feature: query.feature,
      verdict: query.verdict,
      device: null,
    };
    const previous = last.current;
    const pool =
      previous && previous.devices === devices && narrows(previous.query, wanted)
        ? previous.matches
        : devices;
    const found = matchDevices(pool, wanted);
    last.current = {devices, query: wanted, matches: found};
    return rankDevices(found, wanted.q);
  }, [devices, query.q, query.feature, query.verdict]);
  const listKey = `${query.q}\n${query.feature ?? ''}\n${query.verdict ?? ''}`;
  const [limit, setLimit] = useState({key: listKey, count: pageSize});
  const shownCount = limit.key === listKey ? limit.count : pageSize;
  const shown = matches.slice(0, shownCount);

  const onOpen = useCallback((model: string) => {
    opened.current = model;
  }, []);
  const onBack = useCallback(() => history.goBack(), [history]);

  // Back from a device's details: focus goes back to the link that opened them.
  useEffect(() => {
    if (query.device !== null || opened.current === null || !devices) return;
    const model = opened.current;
    opened.current = null;
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>('a[data-model]');
    const link = Array.from(links ?? []).find((a) => a.dataset.model === model);
    link?.focus();
  }, [query.device, devices]);

  const number = useNumberFormat();
  let status = '';
  if (state.status === 'loading') {
    status = copy.status.loading;
  } else if (state.status === 'error') {
    status = copy.status.error;
  } else if (query.device === null) {
    status = interpolate(selectMessage(matches.length, copy.status.count), {
      count: number(matches.length),
    });
    if (matches.length > shown.length) {
      status += ` ${interpolate(copy.status.shown, {shown: number(shown.length)})}`;
    }
  }

  const clearAndFocus = (): void => {
    clear();
    searchRef.current?.focus();
  };

  return (
    <div className={styles.finder}>
      <SearchForm
        query={query}
        onText={setText}
        onFeature={setFeature}
        onVerdict={setVerdict}
        onClear={clearAndFocus}
        searchRef={searchRef}
      />
      <div className={styles.results}>
        <p className={styles.count} aria-live="polite" aria-atomic="true">
          {status}
        </p>
        {state.status === 'error' && (
          <button type="button" className="button button--primary" onClick={retry}>
            {copy.status.retry}
          </button>
        )}
        {devices && query.device !== null && (
          <DeviceDetail
            model={query.device}
            devices={findModel(devices, query.device)}
            onBack={opened.current !== null ? onBack : null}
            focusOnOpen={opened.current !== null}
          />
        )}
        {devices && query.device === null && (
          <>
            <h2 className="sr-only">{copy.results.heading}</h2>
            {shown.length > 0 ? (
              <ul className={styles.list} ref={listRef}>
                {shown.map((device) => (
                  <DeviceItem key={device.index} device={device} onOpen={onOpen} />
                ))}
              </ul>
            ) : (
              <div className={styles.empty}>
                <p>{copy.results.empty}</p>
                <button type="button" className="button button--primary" onClick={clearAndFocus}>
                  <ClearText />
                </button>
              </div>
            )}
            {matches.length > shown.length && (
              <button
                type="button"
                className={`button button--secondary ${styles.more}`}
                onClick={() => setLimit({key: listKey, count: shownCount + pageSize})}>
                {interpolate(copy.results.more, {
                  count: number(Math.min(pageSize, matches.length - shown.length)),
                })}
              </button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
