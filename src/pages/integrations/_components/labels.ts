import {translate} from '@docusaurus/Translate';
import type {Category, Connection, Protocol} from '../../../data/integrations';
import type {FilterGroup, FilterValues, Origin} from './filter';

/**
 * Translated labels of the filters and chips of the integrations directory:
 * categories, connections, protocols and the filter groups' legends. The
 * entries' own texts (descriptions, replacements of deprecated integrations)
 * are translated in `src/data/integrations.ts`.
 */

/**
 * Translated label of a category: the product's own name of it, as its integrations menu shows it
 * (`integration.root.menu.<category>` in src/data/product/ui-strings.en.json and .fr.json; the French
 * in i18n/fr/code.json; tests/data/integrations.test.ts checks both against the extracts).
 */
export function categoryLabel(category: Category): string {
  switch (category) {
    case 'climate':
      return translate({id: 'integrations.category.climate', message: 'Heating & cooling'});
    case 'lighting':
      return translate({id: 'integrations.category.lighting', message: 'Lighting, plugs & covers'});
    case 'energy':
      return translate({id: 'integrations.category.energy', message: 'Energy'});
    case 'security':
      return translate({id: 'integrations.category.security', message: 'Cameras & security'});
    case 'multimedia':
      return translate({id: 'integrations.category.multimedia', message: 'Multimedia'});
    case 'appliances':
      return translate({id: 'integrations.category.appliances', message: 'Appliances & garden'});
    case 'environment':
      return translate({id: 'integrations.category.environment', message: 'Weather & environment'});
    case 'protocols':
      return translate({id: 'integrations.category.protocols', message: 'Protocols & hubs'});
    case 'network':
      return translate({id: 'integrations.category.network', message: 'Network & presence'});
    case 'notifications':
      return translate({
        id: 'integrations.category.notifications',
        message: 'Messaging & notifications',
      });
    case 'assistants':
      return translate({id: 'integrations.category.assistants', message: 'Voice assistants & AI'});
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
