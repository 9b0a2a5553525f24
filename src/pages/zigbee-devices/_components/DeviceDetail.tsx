import {useCallback, useEffect, useRef, type ReactNode, type RefCallback} from 'react';
import Link from '@docusaurus/Link';
import Interpolate, {interpolate} from '@docusaurus/Interpolate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {deviceQuery, zigbee2mqttPageUrl, type Device} from '@site/src/lib/zigbee/catalog';
import summary from '@site/src/data/zigbee/summary.json';
import QueryLink from './QueryLink';
import VerdictBadge from './VerdictBadge';
import {useZigbeeCopy} from './copy';
import {localized} from '@site/src/lib/localized';
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
  const {detail, explanations} = useZigbeeCopy();
  return (
    <article className={styles.detail}>
      <div className={styles.itemHead}>
        <h2 className={styles.detailTitle} ref={headingRef} tabIndex={-1}>
          <span className={styles.vendor}>{device.vendor}</span> {device.model}
        </h2>
        <VerdictBadge verdict={device.verdict} />
      </div>
      {device.description && <p className={styles.description}>{device.description}</p>}
      <p>{explanations[device.verdict]}</p>
      {device.verdict === 'dynamic' ? (
        <p>
          <Interpolate
            values={{tab: <strong>{localized(summary.discoverTab, currentLocale)}</strong>}}>
            {detail.dynamicAdvice}
          </Interpolate>
        </p>
      ) : (
        <>
          <h3 className={styles.detailHeading}>{detail.features}</h3>
          <ul className={styles.featureList}>
            {names.map((name) => (
              <li key={name}>{name}</li>
            ))}
            <li>
              {interpolate(detail.everyDevice, {
                feature: localized(summary.everyDevice.label, currentLocale),
              })}
            </li>
          </ul>
          {device.unusedMain.length > 0 && (
            <>
              <h3 className={styles.detailHeading}>{detail.unusedMain}</h3>
              <PropertyList names={device.unusedMain} />
            </>
          )}
          {device.unusedSettings.length > 0 && (
            <>
              <h3 className={styles.detailHeading}>{detail.unusedSettings}</h3>
              <PropertyList names={device.unusedSettings} />
            </>
          )}
        </>
      )}
      {device.base && (
        <p>
          <Interpolate
            values={{
              device: (
                <QueryLink search={deviceQuery(device.base.model)} onNavigate={onNavigate}>
                  {device.base.vendor} {device.base.model}
                </QueryLink>
              ),
            }}>
            {detail.whiteLabel}
          </Interpolate>
        </p>
      )}
      <p>
        <Link href={zigbee2mqttPageUrl(device.documentedAs)}>
          {interpolate(detail.zigbee2mqttPage, {model: device.model})}
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
  const {detail} = useZigbeeCopy();
  const back = detail.back;
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
          <Interpolate values={{model: <code>{model}</code>}}>{detail.notFound}</Interpolate>
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
