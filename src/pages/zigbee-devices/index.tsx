import type {ReactNode} from 'react';
import ZigbeeDevicesPage from './_components/ZigbeeDevicesPage';
import copy from './_copy';

/**
 * English route of the Zigbee devices page (`/zigbee-devices/`): the page with its English copy.
 * The French route is its twin under `i18n/fr/docusaurus-plugin-content-pages/zigbee-devices/`.
 */
export default function ZigbeeDevices(): ReactNode {
  return <ZigbeeDevicesPage copy={copy} />;
}
