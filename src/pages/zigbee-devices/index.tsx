import type {ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import summary from '@site/src/data/zigbee/summary.json';
import {useDateFormat, useNumberFormat} from '@site/src/lib/localeFormats';
import Finder from './_components/Finder';
import {localized, verdictLabel} from './_components/labels';
import styles from './_components/styles.module.css';

/**
 * /zigbee-devices/: "Will my Zigbee device work with Gladys?". Every device
 * Zigbee2mqtt supports, searchable, with the features Gladys gives it (data:
 * `npm run zigbee:data`, see README "Zigbee device list"). The list itself
 * loads after the first paint; this file holds the page's text.
 */
export default function ZigbeeDevicesPage(): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {source} = summary;
  const count = useNumberFormat()(summary.count);
  // A YYYY-MM-DD date in the page's language ("September 23, 2026").
  const longDate = useDateFormat('long');
  const formatDate = (date: string) => longDate(`${date}T00:00:00Z`);
  return (
    <Layout
      title={translate({
        id: 'zigbeeDevices.page.title',
        message: 'Will my Zigbee device work with Gladys?',
        description: 'Browser title of the Zigbee devices page',
      })}
      description={translate({
        id: 'zigbeeDevices.page.description',
        message:
          'Search thousands of Zigbee devices by vendor or model and see which Gladys features each one gets through Zigbee2mqtt, before you buy it.',
        description: 'Meta description of the Zigbee devices page',
      })}>
      <main className={clsx('container', styles.page)}>
        <header className={styles.header}>
          <Heading as="h1">
            <Translate
              id="zigbeeDevices.page.heading"
              description="Main heading of the Zigbee devices page">
              Will my Zigbee device work with Gladys?
            </Translate>
          </Heading>
          <p className={styles.intro}>
            <Translate
              id="zigbeeDevices.page.intro"
              description="Paragraph under the heading; {count} is the number of device models, {guide} a link to the Zigbee2mqtt guide"
              values={{
                count,
                guide: (
                  <Link to="/docs/integrations/zigbee2mqtt/">
                    <Translate
                      id="zigbeeDevices.page.intro.guide"
                      description="Link label to the Zigbee2mqtt guide, inside the intro">
                      Zigbee2mqtt integration
                    </Translate>
                  </Link>
                ),
              }}>
              {
                'Gladys talks to Zigbee devices through its {guide}. Type the vendor or the model of a device to see which features Gladys gives it, among the {count} models Zigbee2mqtt knows.'
              }
            </Translate>
          </p>
        </header>
        <Finder />
        <section className={styles.about}>
          <Heading as="h2">
            <Translate
              id="zigbeeDevices.about.heading"
              description="Heading of the section that explains the results">
              How to read the results
            </Translate>
          </Heading>
          <p>
            <Translate
              id="zigbeeDevices.about.how"
              description="How the page works out the features; {version} is the Gladys version"
              values={{version: source.gladys.version}}>
              {
                'Zigbee2mqtt describes each model by the properties it reports or accepts: contact, temperature, brightness, button presses… Gladys turns the properties it knows into device features. This page applies the rules of Gladys {version} to every model.'
              }
            </Translate>
          </p>
          <ul>
            <li>
              <strong>{verdictLabel('works')}</strong>
              {': '}
              <Translate id="zigbeeDevices.about.works" description="Meaning of the Works verdict">
                Gladys uses every main property of the model.
              </Translate>
            </li>
            <li>
              <strong>{verdictLabel('partly')}</strong>
              {': '}
              <Translate
                id="zigbeeDevices.about.partly"
                description="Meaning of the Partly verdict">
                Gladys uses some of them; the details list the others.
              </Translate>
            </li>
            <li>
              <strong>{verdictLabel('none')}</strong>
              {': '}
              <Translate
                id="zigbeeDevices.about.none"
                description="Meaning of the Not supported yet verdict">
                Gladys uses none of them, at most its battery level or its temperature.
              </Translate>
            </li>
            <li>
              <strong>{verdictLabel('dynamic')}</strong>
              {': '}
              <Translate
                id="zigbeeDevices.about.dynamic"
                description="Meaning of the Depends on the unit verdict">
                {
                  "the model's properties are only known once a unit is paired, so the page cannot tell in advance."
                }
              </Translate>
            </li>
          </ul>
          <p>
            <Translate
              id="zigbeeDevices.about.settings"
              description="What does not count in the verdict; {signal} is the name of the signal feature in Gladys"
              values={{
                signal: <strong>{localized(summary.everyDevice.label, currentLocale)}</strong>,
              }}>
              {
                'Settings (start-up behaviour, light effects, calibration, identify, counters) and what Zigbee2mqtt files as configuration or diagnostics do not count; the details list them. Every device also gets a {signal} feature.'
              }
            </Translate>
          </p>
          <p>
            <Translate
              id="zigbeeDevices.about.missing"
              description="What to do when a model is not in the list; {list} is a link to Zigbee2mqtt's list of supported devices"
              values={{
                list: (
                  <Link href="https://www.zigbee2mqtt.io/supported-devices/">
                    <Translate
                      id="zigbeeDevices.about.missing.link"
                      description="Link label to Zigbee2mqtt's list of supported devices">
                      list of supported devices
                    </Translate>
                  </Link>
                ),
              }}>
              {
                'A model missing from this page is not known to this Zigbee2mqtt release; newer releases may support it: see the {list} of Zigbee2mqtt.'
              }
            </Translate>
          </p>
          <p className={styles.source}>
            <Translate
              id="zigbeeDevices.about.source"
              description="Where the data comes from; {converters} is the version of the device definitions, {published} its date, {release} the Zigbee2mqtt release that uses it, {installed} the one Gladys installs, {gladys} the Gladys version, {commit} its commit"
              values={{
                converters: <code>zigbee-herdsman-converters {source.converters}</code>,
                published: source.published ? formatDate(source.published) : '—',
                release: source.zigbee2mqtt,
                installed: source.gladysZigbee2mqtt,
                gladys: source.gladys.version,
                commit: <code>{source.gladys.commit}</code>,
              }}>
              {
                'Device list: {converters}, published on {published}, as used by Zigbee2mqtt {release}. Gladys {gladys} installs Zigbee2mqtt {installed}: a model added between the two releases may be listed here before your installation recognises it. Feature rules: Gladys {gladys}, commit {commit}. Descriptions come from Zigbee2mqtt, in English.'
              }
            </Translate>
          </p>
        </section>
      </main>
    </Layout>
  );
}
