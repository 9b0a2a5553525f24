import {useCallback, useEffect, useRef, type ReactNode, type RefCallback} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {deviceQuery, zigbee2mqttPageUrl, type Device} from '@site/src/lib/zigbee/catalog';
import summary from '@site/src/data/zigbee/summary.json';
import QueryLink from './QueryLink';
import VerdictBadge from './VerdictBadge';
import {localized, verdictExplanation} from './labels';
import {featureNames} from './featureText';
import styles from './styles.module.css';

/** Props of {@link DeviceDetail}. */
export type DeviceDetailProps = {
  /** The model asked for in the URL. */
  model: string;
  /** The devices with that model name (usually one; several vendors may share a model name). */
  devices: readonly Device[];
  /** Where "Back to the results" leads: the previous history entry when the visitor came from a result, else the bare page. */
  onBack: (() => void) | null;
  /** Moves focus to the details when they open (after a click in the page, not on a page load). */
  focusOnOpen: boolean;
};

/** A list of property names in code style, or nothing when empty. */
function PropertyList({names}: {names: readonly string[]}): ReactNode {
  return (
    <ul className={styles.properties}>
      {names.map((name) => (
        <li key={name}>
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}

/** The details of one device: verdict and why, features, what Gladys leaves aside, links. */
function OneDevice({
  device,
  headingRef,
  onNavigate,
}: {
  device: Device;
  headingRef?: RefCallback<HTMLElement>;
  /** Called when a link of the details opens another device. */
  onNavigate: () => void;
}): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const names = featureNames(device.features, currentLocale);
  return (
    <article className={styles.detail}>
      <div className={styles.itemHead}>
        <h2 className={styles.detailTitle} ref={headingRef} tabIndex={-1}>
          <span className={styles.vendor}>{device.vendor}</span> {device.model}
        </h2>
        <VerdictBadge verdict={device.verdict} />
      </div>
      {device.description && <p className={styles.description}>{device.description}</p>}
      <p>{verdictExplanation(device.verdict)}</p>
      {device.verdict === 'dynamic' ? (
        <p>
          <Translate
            id="zigbeeDevices.detail.dynamicAdvice"
            description="Advice for a device whose features depend on the paired unit; {tab} is the name of the integration's tab in Gladys"
            values={{tab: <strong>{localized(summary.discoverTab, currentLocale)}</strong>}}>
            {
              'Pair it, then open the {tab} tab of the Zigbee2mqtt integration in Gladys: the device shows there with the features Gladys created for it.'
            }
          </Translate>
        </p>
      ) : (
        <>
          <h3 className={styles.detailHeading}>
            <Translate
              id="zigbeeDevices.detail.features"
              description="Heading of the list of Gladys features a device gets">
              Features in Gladys
            </Translate>
          </h3>
          <ul className={styles.featureList}>
            {names.map((name) => (
              <li key={name}>{name}</li>
            ))}
            <li>
              <Translate
                id="zigbeeDevices.detail.everyDevice"
                description="Last item of a device's features: the feature every Zigbee2mqtt device gets; {feature} is its name in Gladys"
                values={{feature: localized(summary.everyDevice.label, currentLocale)}}>
                {'{feature}, like every Zigbee2mqtt device'}
              </Translate>
            </li>
          </ul>
          {device.unusedMain.length > 0 && (
            <>
              <h3 className={styles.detailHeading}>
                <Translate
                  id="zigbeeDevices.detail.unusedMain"
                  description="Heading of the main properties of a device that Gladys does not use">
                  Properties Gladys does not use yet
                </Translate>
              </h3>
              <PropertyList names={device.unusedMain} />
            </>
          )}
          {device.unusedSettings.length > 0 && (
            <>
              <h3 className={styles.detailHeading}>
                <Translate
                  id="zigbeeDevices.detail.unusedSettings"
                  description="Heading of the settings and diagnostics of a device that Gladys does not use">
                  Settings and diagnostics left to Zigbee2mqtt
                </Translate>
              </h3>
              <PropertyList names={device.unusedSettings} />
            </>
          )}
        </>
      )}
      {device.base && (
        <p>
          <Translate
            id="zigbeeDevices.detail.whiteLabel"
            description="On a white-label model: the device it is sold as; {device} is a link to that device"
            values={{
              device: (
                <QueryLink search={deviceQuery(device.base.model)} onNavigate={onNavigate}>
                  {device.base.vendor} {device.base.model}
                </QueryLink>
              ),
            }}>
            {'The same device as the {device}, under another name.'}
          </Translate>
        </p>
      )}
      <p>
        <Link href={zigbee2mqttPageUrl(device.documentedAs)}>
          <Translate
            id="zigbeeDevices.detail.zigbee2mqttPage"
            description="Link to the device's page on the Zigbee2mqtt website; {model} is the model"
            values={{model: device.model}}>
            {'{model} on the Zigbee2mqtt website'}
          </Translate>
        </Link>
      </p>
    </article>
  );
}

/**
 * The details of the model named in the URL (`?device=`), with a way back to
 * the results. Focus moves to the first heading when the details open, so a
 * screen reader announces them and the page scrolls to them.
 */
export default function DeviceDetail({
  model,
  devices,
  onBack,
  focusOnOpen,
}: DeviceDetailProps): ReactNode {
  const focusTarget = useRef<HTMLElement | null>(null);
  /** Whether the next model shown was opened by a click here (so it takes focus). */
  const takeFocus = useRef(focusOnOpen);
  const headingRef = useCallback((element: HTMLElement | null) => {
    focusTarget.current = element;
  }, []);
  const onNavigate = useCallback(() => {
    takeFocus.current = true;
  }, []);
  useEffect(() => {
    if (takeFocus.current) focusTarget.current?.focus();
    takeFocus.current = false;
  }, [model]);
  const back = (
    <Translate
      id="zigbeeDevices.detail.back"
      description="Link from a device's details back to the results">
      Back to the results
    </Translate>
  );
  return (
    <section className={styles.detailSection}>
      {onBack ? (
        <button type="button" className={styles.back} onClick={onBack}>
          {back}
        </button>
      ) : (
        <QueryLink search="" className={styles.back}>
          {back}
        </QueryLink>
      )}
      {devices.length === 0 ? (
        <p className={styles.notFound} ref={headingRef} tabIndex={-1}>
          <Translate
            id="zigbeeDevices.detail.notFound"
            description="When the URL names a model the list does not have; {model} is that name"
            values={{model: <code>{model}</code>}}>
            {'No device of this list has the model {model}.'}
          </Translate>
        </p>
      ) : (
        devices.map((device, i) => (
          <OneDevice
            key={device.index}
            device={device}
            headingRef={i === 0 ? headingRef : undefined}
            onNavigate={onNavigate}
          />
        ))
      )}
    </section>
  );
}
