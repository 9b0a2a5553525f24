import type {ReactNode} from 'react';
import ZigbeeDevicesPage from '@site/src/pages/zigbee-devices/_components/ZigbeeDevicesPage';
import copy from './_copy';

/** French route of the Zigbee devices page (`/fr/zigbee-devices/`): the page with its French copy. */
export default function ZigbeeDevices(): ReactNode {
  return <ZigbeeDevicesPage copy={copy} />;
}
