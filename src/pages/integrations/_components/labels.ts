import type {Protocol} from '../../../data/integrations';
import type {DirectoryWords} from './copy';
import type {FilterGroup, FilterValues} from '@site/src/lib/integrationsFilter';

/**
 * Labels of the filters and chips of the integrations directory: categories, connections,
 * origins and protocols, in the page's language. The words come from the page's copy
 * (`DirectoryWords`, the `words` of `i18n/<locale>/pages/integrations.json`); only the protocols'
 * technical names live here.
 */

/** Technical names of the protocols, the same in every language; `cloud-api` is translated. */
const protocolNames: Record<Exclude<Protocol, 'cloud-api'>, string> = {
  zigbee: 'Zigbee',
  zwave: 'Z-Wave',
  wifi: 'Wi-Fi',
  lan: 'LAN',
  bluetooth: 'Bluetooth',
  mqtt: 'MQTT',
};

/**
 * Label of a protocol: its technical name, or the page's words for "cloud API".
 *
 * @param words the directory's words in the page's language
 */
export function protocolLabel(protocol: Protocol, words: DirectoryWords): string {
  return protocol === 'cloud-api' ? words.cloudApi : protocolNames[protocol];
}

/**
 * Label of any filter option, whatever its group.
 *
 * @param words the directory's words in the page's language
 */
export function optionLabel<G extends FilterGroup>(
  group: G,
  value: FilterValues[G],
  words: DirectoryWords,
): string {
  const labels: {[K in FilterGroup]: (value: FilterValues[K]) => string} = {
    origin: (origin) => words.origins[origin],
    category: (category) => words.categories[category],
    connection: (connection) => words.connections[connection],
    protocol: (protocol) => protocolLabel(protocol, words),
  };
  return labels[group](value);
}
