import clsx from 'clsx';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import CardGrid, {Card} from '@site/src/components/CardGrid';
import Icon from '@site/src/components/Icon';
import Section from '@site/src/components/Section';
import {
  homeIntegrations,
  integrationDocPath,
  type HomeIntegrationId,
} from '@site/src/data/homeFeatures';
import styles from './styles.module.css';

/** Translated name and one-line summary of each highlighted integration. */
function integrationText(): Record<HomeIntegrationId, {name: string; summary: string}> {
  return {
    zigbee2mqtt: {
      name: translate({
        id: 'homepage.integrations.zigbee2mqtt.name',
        message: 'Zigbee',
        description: 'Name of an integration tile on the home page',
      }),
      summary: translate({
        id: 'homepage.integrations.zigbee2mqtt.summary',
        message: 'Sensors, plugs and bulbs through Zigbee2MQTT',
        description: 'One-line summary of the Zigbee integration',
      }),
    },
    'philips-hue': {
      name: translate({
        id: 'homepage.integrations.philipsHue.name',
        message: 'Philips Hue',
        description: 'Name of an integration tile on the home page',
      }),
      summary: translate({
        id: 'homepage.integrations.philipsHue.summary',
        message: 'The lights and plugs of your Hue bridge',
        description: 'One-line summary of the Philips Hue integration',
      }),
    },
    mqtt: {
      name: translate({
        id: 'homepage.integrations.mqtt.name',
        message: 'MQTT',
        description: 'Name of an integration tile on the home page',
      }),
      summary: translate({
        id: 'homepage.integrations.mqtt.summary',
        message: 'Any device that speaks MQTT',
        description: 'One-line summary of the MQTT integration',
      }),
    },
    'google-home': {
      name: translate({
        id: 'homepage.integrations.googleHome.name',
        message: 'Google Home',
        description: 'Name of an integration tile on the home page',
      }),
      summary: translate({
        id: 'homepage.integrations.googleHome.summary',
        message: 'Control your devices by voice',
        description: 'One-line summary of the Google Home integration',
      }),
    },
    tasmota: {
      name: translate({
        id: 'homepage.integrations.tasmota.name',
        message: 'Tasmota',
        description: 'Name of an integration tile on the home page',
      }),
      summary: translate({
        id: 'homepage.integrations.tasmota.summary',
        message: 'Wi-Fi modules running Tasmota',
        description: 'One-line summary of the Tasmota integration',
      }),
    },
    sonos: {
      name: translate({
        id: 'homepage.integrations.sonos.name',
        message: 'Sonos',
        description: 'Name of an integration tile on the home page',
      }),
      summary: translate({
        id: 'homepage.integrations.sonos.summary',
        message: 'Control your Sonos speakers',
        description: 'One-line summary of the Sonos integration',
      }),
    },
    alexa: {
      name: translate({
        id: 'homepage.integrations.alexa.name',
        message: 'Alexa',
        description: 'Name of an integration tile on the home page',
      }),
      summary: translate({
        id: 'homepage.integrations.alexa.summary',
        message: 'Your devices in Amazon Alexa',
        description: 'One-line summary of the Alexa integration',
      }),
    },
    camera: {
      name: translate({
        id: 'homepage.integrations.camera.name',
        message: 'Cameras',
        description: 'Name of an integration tile on the home page',
      }),
      summary: translate({
        id: 'homepage.integrations.camera.summary',
        message: 'IP cameras over RTSP',
        description: 'One-line summary of the camera integration',
      }),
    },
  };
}

/**
 * Home page grid of eight integration tiles, each linking to its guide in the
 * docs (data: src/data/homeFeatures.ts). The badges are text monograms, not
 * brand logos.
 */
export default function HomeIntegrations(): ReactNode {
  const text = integrationText();
  return (
    <Section
      id="integrations"
      tone="tinted"
      title={
        <Translate
          id="homepage.integrations.title"
          description="Heading of the integrations section of the home page">
          Works with the devices you already own
        </Translate>
      }
      lead={
        <Translate
          id="homepage.integrations.lead"
          description="Paragraph under the heading of the integrations section of the home page">
          A few of the integrations that ship with Gladys. All of them are open source, and each one
          has a step-by-step guide.
        </Translate>
      }>
      <CardGrid columns={4} className={styles.grid}>
        {homeIntegrations.map((integration) => (
          <Card key={integration.id} hover="border" className={styles.tile}>
            <span className={styles.badge} aria-hidden="true">
              {integration.monogram}
            </span>
            <span className={styles.body}>
              <Link
                to={integrationDocPath(integration.id)}
                className={clsx('card-link', styles.name)}>
                {text[integration.id].name}
              </Link>
              <span className={styles.summary}>{text[integration.id].summary}</span>
            </span>
          </Card>
        ))}
      </CardGrid>
      <p className={styles.more}>
        <Link to="/integrations/" className={styles.moreLink}>
          <Translate
            id="homepage.integrations.more"
            description="Link under the integration tiles, to the full list">
            See all compatible devices
          </Translate>
          <Icon name="arrow" size={18} />
        </Link>
      </p>
    </Section>
  );
}
