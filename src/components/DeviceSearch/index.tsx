import {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {interpolate} from '@docusaurus/Interpolate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluralForm} from '@docusaurus/theme-common';
import {SearchField, FilterForm} from '@site/src/components/FormField';
import {
  buildIndex,
  matterDocPath,
  matterKinds,
  searchIndex,
  searchKinds,
  zigbeeEntries,
  type SearchEntry,
  type SearchKind,
} from '@site/src/lib/deviceSearch';
import {decodeDeviceData, deviceDataPath, type Device} from '@site/src/lib/zigbee/catalog';
import type {DeviceData} from '@site/src/lib/zigbee/format';
import {maxQueryLength} from '@site/src/lib/integrationsFilter';
import {useNumberFormat} from '@site/src/lib/localeFormats';
import summary from '@site/src/data/zigbee/summary.json';
import facts from '@site/src/data/product/guides-facts.json';
import messages from '@locale/components/DeviceSearch.json';
import directory from '@locale/pages/integrations.json';
import zigbeePage from '@locale/pages/zigbee-devices.json';
import styles from './styles.module.css';

/**
 * The words of {@link DeviceSearch} in one language (`i18n/<locale>/components/DeviceSearch.json`).
 * `count` is a plural message (`one|other`) with `{count}`; `zigbeeShown` holds `{shown}`,
 * `{total}` and `{link}` (labelled `zigbeeShownLink`); `summaryLine` holds `{version}`.
 */
export type DeviceSearchCopy = typeof messages;

/** Zigbee models listed at most among the results; the rest are one link away. */
export const zigbeeResultsShown = 20;

/** State of the Zigbee device list, fetched on the first keystroke. */
type ZigbeeState =
  | {status: 'idle'}
  | {status: 'loading'}
  | {status: 'error'}
  | {status: 'loaded'; devices: Device[]};

/**
 * Fetches the Zigbee device list (`static/data/zigbee-devices.json`, over 100 KB compressed, so
 * kept out of the page's bundle) once `wanted` turns true, and decodes it.
 * @param wanted true from the first keystroke on
 */
function useZigbeeDevices(wanted: boolean): ZigbeeState {
  const url = `${useBaseUrl(deviceDataPath)}?v=${summary.hash}`;
  const [state, setState] = useState<ZigbeeState>({status: 'idle'});
  const started = useRef(false);
  useEffect(() => {
    if (!wanted || started.current) return;
    started.current = true;
    setState({status: 'loading'});
    fetch(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return decodeDeviceData((await response.json()) as DeviceData);
      })
      .then((devices) => setState({status: 'loaded', devices}))
      .catch(() => setState({status: 'error'}));
  }, [wanted, url]);
  return state;
}

/** The site path of each kind's catalogue, linked from the summary. */
const kindPaths: Record<SearchKind, string> = {
  'built-in': '/integrations/?origin=built-in',
  matter: matterDocPath,
  community: '/integrations/?origin=community',
  zigbee: '/zigbee-devices/',
};

/**
 * What the site knows, without any script: each source with its count and a link to its
 * catalogue, the Matter device kinds by name and the Zigbee models by verdict.
 */
function Summary({
  counts,
  matterNames,
}: {
  /** Entries of each kind (Zigbee: the models of the device list). */
  counts: Record<SearchKind, number>;
  /** The Matter device kinds' names, in the page's language. */
  matterNames: string[];
}): ReactNode {
  const copy: DeviceSearchCopy = messages;
  const formatNumber = useNumberFormat();
  return (
    <ul className={styles.summary} data-device-search-summary="">
      {searchKinds.map((kind) => (
        <li key={kind} data-kind={kind} data-count={counts[kind]}>
          <Link to={kindPaths[kind]}>
            {interpolate(copy.kinds[kind], {count: formatNumber(counts[kind])})}
          </Link>
          {kind === 'matter' && <span className={styles.detail}>{matterNames.join(', ')}</span>}
          {kind === 'zigbee' && (
            <span className={styles.detail}>
              {(['works', 'partly', 'none', 'dynamic'] as const)
                .map(
                  (verdict) =>
                    `${zigbeePage.verdicts[verdict]}${copy.colon}${formatNumber(summary.verdicts[verdict])}`,
                )
                .join(' · ')}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The status of a result: supported, deprecated (with what takes over), community, or a Zigbee verdict. */
function Status({entry}: {entry: SearchEntry}): ReactNode {
  const copy: DeviceSearchCopy = messages;
  switch (entry.status) {
    case 'supported':
      return copy.supported;
    case 'deprecated': {
      if (!entry.replacement && !entry.replacedBy) return directory.card.deprecated;
      const words =
        entry.replacement ?? interpolate(copy.replacement, {name: entry.replacedBy?.name ?? ''});
      return interpolate(directory.card.deprecatedFor, {
        replacement: entry.replacedBy ? <Link to={entry.replacedBy.href}>{words}</Link> : words,
      });
    }
    case 'community':
      return copy.community;
    default:
      return zigbeePage.verdicts[entry.status];
  }
}

/** One result: its name linking where the reader goes next, its kind, connection and status. */
function Result({entry}: {entry: SearchEntry}): ReactNode {
  const copy: DeviceSearchCopy = messages;
  return (
    <li className={styles.result} data-kind={entry.kind} data-status={entry.status}>
      <Link to={entry.href} className={styles.name}>
        {entry.name}
      </Link>
      <span className={styles.kind}>{copy.kind[entry.kind]}</span>
      {entry.detail && <span className={styles.detail}>{entry.detail}</span>}
      <span className={styles.facts}>
        <span data-connection={entry.connection ?? 'unknown'}>
          {entry.connection
            ? directory.words.connections[entry.connection]
            : copy.connectionUnknown}
        </span>
        {entry.plusRequired && <span>{directory.card.plusRequired}</span>}
        <span
          className={
            styles[entry.status === 'deprecated' || entry.status === 'none' ? 'warn' : 'status']
          }>
          <Status entry={entry} />
        </span>
      </span>
    </li>
  );
}

/**
 * One search over everything the site knows a device can join Gladys through, for the guide "Will
 * my devices work?": the built-in integrations, the Matter device kinds and the community
 * integrations (in the page's bundle, a few kilobytes) and the Zigbee models (fetched on the first
 * keystroke). Each result says whether Gladys reaches it locally, through the maker's cloud or
 * through Gladys Plus, its status, and links its doc, store page or Zigbee list entry.
 *
 * Without JavaScript the page shows the summary: each source with its count and a link to its
 * catalogue. The text is matched with the integrations directory's matcher and never run as a
 * pattern; the number of results is announced to screen readers. Words:
 * `i18n/<locale>/components/DeviceSearch.json`, plus the directory's connection and status labels
 * (`i18n/<locale>/pages/integrations.json`) and the Zigbee list's verdicts
 * (`i18n/<locale>/pages/zigbee-devices.json`).
 */
export default function DeviceSearch(): ReactNode {
  const copy: DeviceSearchCopy = messages;
  const {i18n} = useDocusaurusContext();
  const {selectMessage} = usePluralForm();
  const formatNumber = useNumberFormat();
  const [q, setQ] = useState('');
  const entries = useMemo(
    () => buildIndex(directory.words, i18n.currentLocale),
    [i18n.currentLocale],
  );
  const matterNames = useMemo(
    () => matterKinds(i18n.currentLocale).map((kind) => kind.label),
    [i18n.currentLocale],
  );
  const counts = useMemo(() => {
    const result = {zigbee: summary.count} as Record<SearchKind, number>;
    for (const kind of ['built-in', 'matter', 'community'] as const)
      result[kind] = entries.filter((entry) => entry.kind === kind).length;
    return result;
  }, [entries]);
  const searching = q.trim() !== '';
  const zigbee = useZigbeeDevices(searching);
  const found = useMemo(() => (searching ? searchIndex(entries, q) : []), [entries, q, searching]);
  const zigbeeFound = useMemo(
    () =>
      zigbee.status === 'loaded'
        ? zigbeeEntries(zigbee.devices, q, zigbeeResultsShown)
        : {entries: [], total: 0},
    [zigbee, q],
  );
  const total = found.length + zigbeeFound.total;
  const zigbeeLink = `/zigbee-devices/?q=${encodeURIComponent(q.trim())}`;

  return (
    <div className={styles.search} data-device-search="">
      <FilterForm className={styles.form} label={copy.formLabel}>
        <SearchField
          label={copy.label}
          hint={copy.hint}
          placeholder={copy.placeholder}
          value={q}
          maxLength={maxQueryLength}
          onChange={setQ}
        />
      </FilterForm>
      <noscript>
        <p className={styles.noScript}>{copy.noScript}</p>
      </noscript>
      <div
        aria-live="polite"
        aria-atomic="true"
        className={styles.count}
        data-device-search-count={searching ? total : ''}>
        {searching ? (
          <>
            {interpolate(selectMessage(total, copy.count), {count: formatNumber(total)})}
            {zigbee.status === 'loading' && ` ${copy.zigbeeLoading}`}
            {zigbee.status === 'error' && ` ${copy.zigbeeError}`}
          </>
        ) : (
          interpolate(copy.summaryLine, {version: facts.source.version})
        )}
      </div>
      {searching ? (
        <>
          {total === 0 && zigbee.status !== 'loading' && <p>{copy.empty}</p>}
          <ul className={styles.results}>
            {[...found, ...zigbeeFound.entries].map((entry) => (
              <Result key={entry.id} entry={entry} />
            ))}
          </ul>
          {zigbeeFound.total > zigbeeFound.entries.length && (
            <p>
              {interpolate(copy.zigbeeShown, {
                shown: String(zigbeeFound.entries.length),
                total: formatNumber(zigbeeFound.total),
                link: <Link to={zigbeeLink}>{copy.zigbeeShownLink}</Link>,
              })}
            </p>
          )}
        </>
      ) : (
        <Summary counts={counts} matterNames={matterNames} />
      )}
    </div>
  );
}
