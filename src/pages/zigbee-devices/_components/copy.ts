import {createContext, useContext} from 'react';
import type english from '@locale/pages/zigbee-devices.json';

/**
 * The words of the Zigbee devices page (`/zigbee-devices/`): `{placeholder}` messages, one JSON
 * file per locale (`i18n/en/pages/zigbee-devices.json`, `i18n/fr/pages/zigbee-devices.json`),
 * imported by the page alone. Numbers arrive already formatted for the page's language;
 * `status.count` is a plural message (`one|other`, picked by `usePluralForm` from the raw number).
 * Placeholders: `intro` `{count}` (models), `{guide}` and `{protocols}` (links labelled
 * `introGuide`, `introProtocols`);
 * `about.how` `{version}`; `about.settings` `{signal}` (the feature every device gets, in bold);
 * `about.missing` `{list}` (a link labelled `about.missingList`); `about.source` `{converters}`
 * and `{commit}` (as code), `{published}`, `{release}`, `{installed}`, `{gladys}`;
 * `detail.dynamicAdvice` `{tab}` (in bold), `detail.whiteLabel` `{device}` (a link),
 * `detail.notFound` `{model}` (as code), `detail.everyDevice` `{feature}`,
 * `detail.zigbee2mqttPage` `{model}`, `status.shown` `{shown}`, `results.more` `{count}`.
 */
export type ZigbeeCopy = typeof english;

/** The page's copy for the components under it; set by `ZigbeeDevicesPage`. */
export const ZigbeeCopyContext = createContext<ZigbeeCopy | null>(null);

/**
 * The Zigbee devices page's copy, from {@link ZigbeeCopyContext}.
 *
 * @throws Error when called outside `ZigbeeDevicesPage` (no copy given)
 */
export function useZigbeeCopy(): ZigbeeCopy {
  const copy = useContext(ZigbeeCopyContext);
  if (!copy) {
    throw new Error(
      'useZigbeeCopy: no ZigbeeCopyContext; render the component inside ZigbeeDevicesPage',
    );
  }
  return copy;
}
