import type {ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Link from '@docusaurus/Link';
import Interpolate from '@docusaurus/Interpolate';
import summary from '@site/src/data/zigbee/summary.json';
import {useDateFormat, useNumberFormat} from '@site/src/lib/localeFormats';
import {ZigbeeCopyContext, type ZigbeeCopy} from './copy';
import Finder from './Finder';
import {localized} from '@site/src/lib/localized';
import styles from './styles.module.css';

/**
 * /zigbee-devices/: "Will my Zigbee device work with Gladys?". Every device
 * Zigbee2mqtt supports, searchable, with the features Gladys gives it (data:
 * `npm run zigbee:data`, see README "Zigbee device list"). The list itself
 * loads after the first paint. The components under it read the copy through
 * {@link ZigbeeCopyContext}.
 *
 * @param props.copy the page's words in the locale being built (`i18n/<locale>/pages/zigbee-devices.json`)
 */
export default function ZigbeeDevicesPage({copy}: {copy: ZigbeeCopy}): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {source} = summary;
  const count = useNumberFormat()(summary.count);
  // A YYYY-MM-DD date in the page's language ("September 23, 2026").
  const longDate = useDateFormat('long');
  const formatDate = (date: string) => longDate(`${date}T00:00:00Z`);
  return (
    <Layout title={copy.meta.title} description={copy.meta.description}>
      <ZigbeeCopyContext.Provider value={copy}>
        <main className={clsx('container', styles.page)}>
          <header className={styles.header}>
            <Heading as="h1">{copy.heading}</Heading>
            <p className={styles.intro}>
              <Interpolate
                values={{
                  count,
                  guide: <Link to="/docs/integrations/zigbee2mqtt/">{copy.introGuide}</Link>,
                  protocols: <Link to="/guides/zigbee-matter-zwave/">{copy.introProtocols}</Link>,
                }}>
                {copy.intro}
              </Interpolate>
            </p>
          </header>
          <Finder />
          <section className={styles.about}>
            <Heading as="h2">{copy.about.heading}</Heading>
            <p>
              <Interpolate values={{version: source.gladys.version}}>{copy.about.how}</Interpolate>
            </p>
            <ul>
              <li>
                <strong>{copy.verdicts.works}</strong>
                {': '}
                {copy.about.verdicts.works}
              </li>
              <li>
                <strong>{copy.verdicts.partly}</strong>
                {': '}
                {copy.about.verdicts.partly}
              </li>
              <li>
                <strong>{copy.verdicts.none}</strong>
                {': '}
                {copy.about.verdicts.none}
              </li>
              <li>
                <strong>{copy.verdicts.dynamic}</strong>
                {': '}
                {copy.about.verdicts.dynamic}
              </li>
            </ul>
            <p>
              <Interpolate
                values={{
                  signal: <strong>{localized(summary.everyDevice.label, currentLocale)}</strong>,
                }}>
                {copy.about.settings}
              </Interpolate>
            </p>
            <p>
              <Interpolate
                values={{
                  list: (
                    <Link href="https://www.zigbee2mqtt.io/supported-devices/">
                      {copy.about.missingList}
                    </Link>
                  ),
                }}>
                {copy.about.missing}
              </Interpolate>
            </p>
            <p className={styles.source}>
              <Interpolate
                values={{
                  converters: <code>zigbee-herdsman-converters {source.converters}</code>,
                  published: source.published ? formatDate(source.published) : '—',
                  release: source.zigbee2mqtt,
                  installed: source.gladysZigbee2mqtt,
                  gladys: source.gladys.version,
                  commit: <code>{source.gladys.commit}</code>,
                }}>
                {copy.about.source}
              </Interpolate>
            </p>
          </section>
        </main>
      </ZigbeeCopyContext.Provider>
    </Layout>
  );
}
