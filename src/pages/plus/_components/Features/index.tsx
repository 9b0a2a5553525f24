import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import MDXContent from '@theme/MDXContent';
import CardGrid, {Card} from '@site/src/components/CardGrid';
import Icon, {type IconName} from '@site/src/components/Icon';
import IconDisc from '@site/src/components/IconDisc';
import Section from '@site/src/components/Section';
import ApiExample from './_apiExample.mdx';
import styles from './styles.module.css';

type Feature = {id: string; icon: IconName; title: ReactNode; text: ReactNode; extra?: ReactNode};

/** The features of Gladys Plus, with their translated text. */
function getFeatures(): Feature[] {
  return [
    {
      id: 'remote-access',
      icon: 'lock',
      title: (
        <Translate id="plus.features.remote.title" description="Title of a Gladys Plus feature">
          Remote access, encrypted end to end
        </Translate>
      ),
      text: (
        <Translate
          id="plus.features.remote.text"
          description="Text of the remote access feature of Gladys Plus">
          Open your Gladys from your phone or any browser, wherever you are, with nothing to set up
          on your network. Everything is encrypted end to end, so the Gladys Plus team cannot access
          your instance. Gladys Plus is a Progressive Web App: install it on Android or iOS like any
          other app.
        </Translate>
      ),
    },
    {
      id: 'backups',
      icon: 'backup',
      title: (
        <Translate id="plus.features.backups.title" description="Title of a Gladys Plus feature">
          An encrypted backup every day
        </Translate>
      ),
      text: (
        <Translate
          id="plus.features.backups.text"
          description="Text of the backups feature of Gladys Plus">
          With the Plus plan, your instance is backed up once a day. Each backup is encrypted with a
          key that you own, so nobody else, the Gladys Plus team included, can read it.
        </Translate>
      ),
    },
    {
      id: 'open-api',
      icon: 'code',
      title: (
        <Translate id="plus.features.api.title" description="Title of a Gladys Plus feature">
          An open REST API
        </Translate>
      ),
      text: (
        <Translate
          id="plus.features.api.text"
          description="Text of the open API feature of Gladys Plus">
          Send HTTP requests to your home from anywhere: Gladys Plus forwards them to your local
          instance. Push a sensor value from a script, or share your location with Owntracks or
          Tasker.
        </Translate>
      ),
      extra: (
        <>
          <div className={styles.code}>
            {/* The MDX provider gives the partial the site's code block (title, copy button). */}
            <MDXContent>
              <ApiExample />
            </MDXContent>
          </div>
          <Link to="/docs/plus/open-api/" className={styles.more}>
            <Translate
              id="plus.features.api.link"
              description="Link from the open API feature to its docs page">
              Read the open API guide
            </Translate>
          </Link>
        </>
      ),
    },
    {
      id: 'voice-assistants',
      icon: 'mic',
      title: (
        <Translate id="plus.features.voice.title" description="Title of a Gladys Plus feature">
          Voice assistants
        </Translate>
      ),
      text: (
        <Translate
          id="plus.features.voice.text"
          description="Text of the voice assistants feature of Gladys Plus">
          Control your devices by voice with Google Assistant or Amazon Alexa, or from the Google
          Home and Alexa apps on your phone.
        </Translate>
      ),
      extra: (
        <p className={styles.links}>
          <Link to="/docs/integrations/google-home/">
            <Translate
              id="plus.features.voice.googleLink"
              description="Link to the Google Home integration docs">
              Set up Google Home
            </Translate>
          </Link>
          <Link to="/docs/integrations/alexa/">
            <Translate
              id="plus.features.voice.alexaLink"
              description="Link to the Alexa integration docs">
              Set up Alexa
            </Translate>
          </Link>
        </p>
      ),
    },
    {
      id: 'ai',
      icon: 'cpu',
      title: (
        <Translate id="plus.features.ai.title" description="Title of a Gladys Plus feature">
          AI, cameras and energy
        </Translate>
      ),
      text: (
        <Translate
          id="plus.features.ai.text"
          description="Text of the Plus plan's extra services on the Gladys Plus page">
          The Plus plan also brings the chat with your home, answered by open-weight AI models
          hosted in France, the analysis of camera images, speech on your speakers, live camera
          streams from outside, Enedis electricity data and an MCP server for the AI assistants you
          already use.
        </Translate>
      ),
      extra: (
        <p className={styles.links}>
          <Link to="/docs/integrations/openai/">
            <Translate
              id="plus.features.ai.link"
              description="Link to the Artificial Intelligence integration docs">
              About the AI integration
            </Translate>
          </Link>
        </p>
      ),
    },
  ];
}

/** `/plus/` section describing the features of Gladys Plus, one row each. */
export default function PlusFeatures(): ReactNode {
  return (
    <Section
      id="features"
      tone="tinted"
      title={
        <Translate
          id="plus.features.title"
          description="Heading of the features section of the Gladys Plus page">
          What Gladys Plus adds to your Gladys
        </Translate>
      }>
      <CardGrid as="div" columns={2}>
        {getFeatures().map((feature) => (
          <Card as="article" key={feature.id} className={styles.feature}>
            <IconDisc size="large" tone="soft">
              <Icon name={feature.icon} size={32} />
            </IconDisc>
            <div className={styles.body}>
              <h3 className={styles.title}>{feature.title}</h3>
              <p className={styles.text}>{feature.text}</p>
              {feature.extra}
            </div>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
