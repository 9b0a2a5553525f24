import {memo, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {deviceQuery, type Device} from '@site/src/lib/zigbee/catalog';
import QueryLink from './QueryLink';
import VerdictBadge from './VerdictBadge';
import {useZigbeeCopy} from './copy';
import {featureNames} from './featureText';
import styles from './styles.module.css';

/** Props of {@link DeviceItem}. */
export type DeviceItemProps = {
  device: Device;
  /** Called when the visitor opens the device's details. */
  onOpen: (model: string) => void;
};

/**
 * One result: vendor and model (a link to the model's details, `?device=`),
 * the verdict, Zigbee2mqtt's description and the Gladys features, in one line
 * each. Memoized: typing re-renders only the items that change.
 */
function DeviceItem({device, onOpen}: DeviceItemProps): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const names = featureNames(device.features, currentLocale);
  const {item} = useZigbeeCopy();
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <h3 className={styles.itemTitle}>
          <QueryLink
            search={deviceQuery(device.model)}
            model={device.model}
            onNavigate={() => onOpen(device.model)}>
            <span className={styles.vendor}>{device.vendor}</span> {device.model}
          </QueryLink>
        </h3>
        <VerdictBadge verdict={device.verdict} />
      </div>
      {device.description && <p className={styles.description}>{device.description}</p>}
      <p className={styles.features}>
        {device.verdict === 'dynamic'
          ? item.dynamic
          : names.length > 0
            ? names.join(', ')
            : item.noFeature}
      </p>
    </li>
  );
}

export default memo(DeviceItem);
