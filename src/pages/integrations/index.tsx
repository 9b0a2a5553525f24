import type {ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {integrations} from '@site/src/data/integrations';
import {communityIntegrations} from '@site/src/data/communityIntegrations';
import Directory from './_components/Directory';
import styles from './_components/page.module.css';

/**
 * /integrations/: the directory of every integration (data:
 * src/data/integrations.ts), searchable and filterable, each card opening its
 * guide in the docs. Filters live in the URL query; see _components/.
 */
export default function IntegrationsPage(): ReactNode {
  return (
    <Layout
      title={translate({
        id: 'integrations.page.title',
        message: 'Integrations',
        description: 'Browser title of the integrations page',
      })}
      description={translate({
        id: 'integrations.page.description',
        message:
          'Browse the devices and services Gladys Assistant works with, from lights and sensors to voice assistants, filtered by category, connection and protocol.',
        description: 'Meta description of the integrations page',
      })}>
      <main className={clsx('container', styles.page)}>
        <header className={styles.header}>
          <Heading as="h1">
            <Translate
              id="integrations.page.heading"
              description="Main heading of the integrations page">
              Integrations
            </Translate>
          </Heading>
          <p className={styles.intro}>
            <Translate
              id="integrations.page.intro"
              description="Paragraph under the heading of the integrations page; {count} is the number of integrations, {plus} a link to the Gladys Plus page"
              values={{
                count: integrations.length,
                plus: (
                  <Link to="/plus/">
                    <Translate
                      id="integrations.page.intro.plusLink"
                      description="Link label to the Gladys Plus page, inside the intro">
                      Gladys Plus
                    </Translate>
                  </Link>
                ),
              }}>
              {
                'Gladys Assistant ships with {count} integrations, all of them open source. Narrow the list by what they do, how Gladys reaches them or the protocol they use, then open a card to read its setup guide. Cards marked “Gladys Plus required” need a {plus} subscription.'
              }
            </Translate>
          </p>
          <p className={styles.intro}>
            <Translate
              id="integrations.page.intro.community"
              description="Second paragraph of the integrations page; {count} is the number of community integrations of the store snapshot, {guide} a link to the external integrations guide"
              values={{
                count: communityIntegrations.length,
                guide: (
                  <Link to="/docs/integrations/external-integrations/">
                    <Translate
                      id="integrations.page.intro.community.guide"
                      description="Link label to the external integrations guide, inside the intro">
                      integration store
                    </Translate>
                  </Link>
                ),
              }}>
              {
                'Cards marked “Community” are the {count} integrations of the {guide}: their authors make them, and Gladys installs them as containers. Each has a page with its settings and its own documentation.'
              }
            </Translate>
          </p>
        </header>
        <Directory />
        <p className={styles.note}>
          <Translate
            id="integrations.page.missing"
            description="Note under the integrations grid; {zigbee2mqtt} and {mqtt} are links to those guides, {zigbeeList} a link to the Zigbee device list"
            values={{
              zigbee2mqtt: <Link to="/docs/integrations/zigbee2mqtt/">Zigbee2mqtt</Link>,
              mqtt: <Link to="/docs/integrations/mqtt/">MQTT</Link>,
              zigbeeList: (
                <Link to="/zigbee-devices/">
                  <Translate
                    id="integrations.page.missing.zigbeeList"
                    description="Link label to the Zigbee device list, inside the note under the integrations grid">
                    Zigbee device list
                  </Translate>
                </Link>
              ),
            }}>
            {
              'Your device is not named here? It may still work: a Zigbee device can join through {zigbee2mqtt} when Zigbee2mqtt supports it (look it up in our {zigbeeList}), and a device that talks MQTT can connect through the {mqtt} integration.'
            }
          </Translate>
        </p>
      </main>
    </Layout>
  );
}
