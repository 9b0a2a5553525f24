import type {ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Interpolate from '@docusaurus/Interpolate';
import {integrations} from '@site/src/data/integrations';
import {communityIntegrations} from '@site/src/data/communityIntegrations';
import {DirectoryCopyContext, type DirectoryCopy} from './copy';
import Directory from './Directory';
import styles from './page.module.css';

/**
 * The integrations directory (`/integrations/`): every integration (data:
 * src/data/integrations.ts, and the community ones of the store snapshot), searchable and
 * filterable, each card opening its guide in the docs. Filters live in the URL query; see
 * `Directory`. The components under it read the copy through {@link DirectoryCopyContext}.
 *
 * @param props.copy the page's words in the locale being built (`i18n/<locale>/pages/integrations.json`)
 */
export default function IntegrationsPage({copy}: {copy: DirectoryCopy}): ReactNode {
  return (
    <Layout title={copy.meta.title} description={copy.meta.description}>
      <DirectoryCopyContext.Provider value={copy}>
        <main className={clsx('container', styles.page)}>
          <header className={styles.header}>
            <Heading as="h1">{copy.heading}</Heading>
            <p className={styles.intro}>
              <Interpolate
                values={{count: integrations.length, plus: <Link to="/plus/">Gladys Plus</Link>}}>
                {copy.intro}
              </Interpolate>
            </p>
            <p className={styles.intro}>
              <Interpolate
                values={{
                  count: communityIntegrations.length,
                  store: (
                    <Link to="/docs/integrations/external-integrations/">
                      {copy.introCommunityStore}
                    </Link>
                  ),
                }}>
                {copy.introCommunity}
              </Interpolate>
            </p>
          </header>
          <Directory />
          <p className={styles.note}>
            <Interpolate
              values={{
                zigbee2mqtt: <Link to="/docs/integrations/zigbee2mqtt/">Zigbee2mqtt</Link>,
                mqtt: <Link to="/docs/integrations/mqtt/">MQTT</Link>,
                zigbeeList: <Link to="/zigbee-devices/">{copy.missingZigbeeList}</Link>,
                offline: <Link to="/guides/offline/">{copy.missingOffline}</Link>,
                compared: <Link to="/guides/compared/">{copy.missingCompared}</Link>,
                devices: <Link to="/guides/will-my-devices-work/">{copy.missingDevices}</Link>,
              }}>
              {copy.missing}
            </Interpolate>
          </p>
        </main>
      </DirectoryCopyContext.Provider>
    </Layout>
  );
}
