import {translate} from '@docusaurus/Translate';
import type {Category, Connection, Protocol} from '../../../data/integrations';
import type {FilterGroup, FilterValues, Origin} from './filter';

/**
 * Translated labels of the filters and chips of the integrations directory:
 * categories, connections, protocols and the filter groups' legends. The
 * entries' own texts (descriptions, replacements of deprecated integrations)
 * are translated in `src/data/integrations.ts`.
 */

/** Translated label of a category. */
export function categoryLabel(category: Category): string {
  switch (category) {
    case 'climate':
      return translate({id: 'integrations.category.climate', message: 'Climate'});
    case 'lighting':
      return translate({id: 'integrations.category.lighting', message: 'Lighting'});
    case 'energy':
      return translate({id: 'integrations.category.energy', message: 'Energy'});
    case 'security':
      return translate({id: 'integrations.category.security', message: 'Security'});
    case 'multimedia':
      return translate({id: 'integrations.category.multimedia', message: 'Multimedia'});
    case 'appliances':
      return translate({id: 'integrations.category.appliances', message: 'Appliances'});
    case 'environment':
      return translate({id: 'integrations.category.environment', message: 'Environment'});
    case 'protocols':
      return translate({id: 'integrations.category.protocols', message: 'Protocols'});
    case 'network':
      return translate({id: 'integrations.category.network', message: 'Network'});
    case 'notifications':
      return translate({id: 'integrations.category.notifications', message: 'Notifications'});
    case 'assistants':
      return translate({id: 'integrations.category.assistants', message: 'Assistants'});
    case 'services':
      return translate({id: 'integrations.category.services', message: 'Services'});
  }
}

/** Translated label of a connection type. */
export function connectionLabel(connection: Connection): string {
  switch (connection) {
    case 'local':
      return translate({id: 'integrations.connection.local', message: 'Local'});
    case 'cloud':
      return translate({id: 'integrations.connection.cloud', message: 'Vendor cloud'});
    case 'plus':
      return translate({id: 'integrations.connection.plus', message: 'Through Gladys Plus'});
  }
}

/** Label of a protocol (technical names, the same in every language except "cloud API"). */
export function protocolLabel(protocol: Protocol): string {
  switch (protocol) {
    case 'zigbee':
      return 'Zigbee';
    case 'zwave':
      return 'Z-Wave';
    case 'wifi':
      return 'Wi-Fi';
    case 'lan':
      return 'LAN';
    case 'bluetooth':
      return 'Bluetooth';
    case 'mqtt':
      return 'MQTT';
    case 'cloud-api':
      return translate({id: 'integrations.protocol.cloud-api', message: 'Cloud API'});
  }
}

/** Translated label of an origin. */
export function originLabel(origin: Origin): string {
  switch (origin) {
    case 'built-in':
      return translate({id: 'integrations.origin.built-in', message: 'Built into Gladys'});
    case 'community':
      return translate({id: 'integrations.origin.community', message: 'Community (store)'});
  }
}

const labelers: {[G in FilterGroup]: (value: FilterValues[G]) => string} = {
  origin: originLabel,
  category: categoryLabel,
  connection: connectionLabel,
  protocol: protocolLabel,
};

/** Translated label of any filter option, whatever its group. */
export function optionLabel<G extends FilterGroup>(group: G, value: FilterValues[G]): string {
  return labelers[group](value);
}

/** Translated legend of a filter group. */
export function groupLegend(group: FilterGroup): string {
  switch (group) {
    case 'origin':
      return translate({id: 'integrations.page.filters.origin', message: 'Origin'});
    case 'category':
      return translate({id: 'integrations.page.filters.category', message: 'Category'});
    case 'connection':
      return translate({id: 'integrations.page.filters.connection', message: 'Connection'});
    case 'protocol':
      return translate({id: 'integrations.page.filters.protocol', message: 'Protocol'});
  }
}
