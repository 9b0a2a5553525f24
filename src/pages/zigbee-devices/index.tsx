import type {ReactNode} from 'react';
import messages from '@locale/pages/zigbee-devices.json';
import ZigbeeDevicesPage from './_components/ZigbeeDevicesPage';

/** Zigbee devices page (`/zigbee-devices/`), with its words from `i18n/<locale>/pages/zigbee-devices.json`. */
export default function ZigbeeDevices(): ReactNode {
  return <ZigbeeDevicesPage copy={messages} />;
}
