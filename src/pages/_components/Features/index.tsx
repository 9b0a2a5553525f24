import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import CardGrid, {IconCard} from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';
import {homeFeatures, type HomeFeatureId} from '@site/src/data/homeFeatures';
import styles from './styles.module.css';

/** Translated title and text of each feature tile (ids from src/data/homeFeatures.ts). */
function featureText(): Record<HomeFeatureId, {title: string; text: string}> {
  return {
    dashboards: {
      title: translate({
        id: 'homepage.features.dashboards.title',
        message: 'Dashboards',
        description: 'Title of a feature tile on the home page',
      }),
      text: translate({
        id: 'homepage.features.dashboards.text',
        message:
          'Create as many dashboards as you want and lay them out your way: cameras, sensor charts, who is at home.',
        description: 'Text of the dashboards feature tile on the home page',
      }),
    },
    scenes: {
      title: translate({
        id: 'homepage.features.scenes.title',
        message: 'Scenes',
        description: 'Title of a feature tile on the home page',
      }),
      text: translate({
        id: 'homepage.features.scenes.text',
        message:
          'Build automations in the interface. Start them on an event, at a set time or by hand: music and coffee when you wake up, for example.',
        description: 'Text of the scenes feature tile on the home page',
      }),
    },
    messages: {
      title: translate({
        id: 'homepage.features.messages.title',
        message: 'Messages',
        description: 'Title of a feature tile on the home page',
      }),
      text: translate({
        id: 'homepage.features.messages.text',
        message:
          'Chat with Gladys in the web interface or on Telegram. Ask for the kitchen camera and the picture comes back in the conversation.',
        description: 'Text of the messages feature tile on the home page',
      }),
    },
    integrations: {
      title: translate({
        id: 'homepage.features.integrations.title',
        message: 'Integrations',
        description: 'Title of a feature tile on the home page',
      }),
      text: translate({
        id: 'homepage.features.integrations.text',
        message:
          'Zigbee, MQTT, Philips Hue, Sonos, cameras and many more. Every integration is open source and built with the community.',
        description: 'Text of the integrations feature tile on the home page',
      }),
    },
    updates: {
      title: translate({
        id: 'homepage.features.updates.title',
        message: 'Automatic updates',
        description: 'Title of a feature tile on the home page',
      }),
      text: translate({
        id: 'homepage.features.updates.text',
        message:
          'Gladys runs in a Docker container, and Watchtower keeps it up to date without you having to step in.',
        description: 'Text of the automatic updates feature tile on the home page',
      }),
    },
    plus: {
      title: translate({
        id: 'homepage.features.plus.title',
        message: 'Gladys Plus, if you want it',
        description: 'Title of a feature tile on the home page',
      }),
      text: translate({
        id: 'homepage.features.plus.text',
        message:
          'An optional subscription for encrypted remote access, daily backups and voice assistants.',
        description: 'Text of the Gladys Plus feature tile on the home page',
      }),
    },
  };
}

/**
 * Home page grid of six feature tiles (data: src/data/homeFeatures.ts). Each
 * tile is one link, named by its `h3` title, that covers the whole card.
 */
export default function HomeFeatures(): ReactNode {
  const text = featureText();
  return (
    <Section
      title={
        <Translate
          id="homepage.features.title"
          description="Heading of the features section of the home page">
          Everything your home needs, built in
        </Translate>
      }
      lead={
        <Translate
          id="homepage.features.lead"
          description="Paragraph under the heading of the features section of the home page">
          The essentials come out of the box, and you set everything up from your browser: no SSH,
          no file to edit.
        </Translate>
      }>
      <CardGrid columns={3} className={styles.grid}>
        {homeFeatures.map((feature) => (
          <IconCard
            key={feature.id}
            icon={feature.icon}
            hover="lift"
            title={
              <Link to={feature.to} className="card-link">
                {text[feature.id].title}
              </Link>
            }>
            {text[feature.id].text}
          </IconCard>
        ))}
      </CardGrid>
    </Section>
  );
}
