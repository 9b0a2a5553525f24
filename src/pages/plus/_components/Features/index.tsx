import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {PlusCopy} from '../copy';
import MDXContent from '@theme/MDXContent';
import CardGrid, {Card} from '@site/src/components/CardGrid';
import Icon, {type IconName} from '@site/src/components/Icon';
import IconDisc from '@site/src/components/IconDisc';
import Section from '@site/src/components/Section';
import ApiExample from './_apiExample.mdx';
import styles from './styles.module.css';

type Feature = {id: string; icon: IconName; title: ReactNode; text: ReactNode; extra?: ReactNode};

/** The features of Gladys Plus, with their translated text. */
function getFeatures(copy: PlusCopy): Feature[] {
  return [
    {
      id: 'remote-access',
      icon: 'lock',
      title: copy.featuresRemoteTitle,
      text: copy.featuresRemoteText,
    },
    {
      id: 'backups',
      icon: 'backup',
      title: copy.featuresBackupsTitle,
      text: copy.featuresBackupsText,
    },
    {
      id: 'open-api',
      icon: 'code',
      title: copy.featuresApiTitle,
      text: copy.featuresApiText,
      extra: (
        <>
          <div className={styles.code}>
            {/* The MDX provider gives the partial the site's code block (title, copy button). */}
            <MDXContent>
              <ApiExample />
            </MDXContent>
          </div>
          <Link to="/docs/plus/open-api/" className={styles.more}>
            {copy.featuresApiLink}
          </Link>
        </>
      ),
    },
    {
      id: 'voice-assistants',
      icon: 'mic',
      title: copy.featuresVoiceTitle,
      text: copy.featuresVoiceText,
      extra: (
        <p className={styles.links}>
          <Link to="/docs/integrations/google-home/">{copy.featuresVoiceGoogleLink}</Link>
          <Link to="/docs/integrations/alexa/">{copy.featuresVoiceAlexaLink}</Link>
        </p>
      ),
    },
    {
      id: 'ai',
      icon: 'cpu',
      title: copy.featuresAiTitle,
      text: copy.featuresAiText,
      extra: (
        <p className={styles.links}>
          <Link to="/docs/integrations/openai/">{copy.featuresAiLink}</Link>
        </p>
      ),
    },
  ];
}

/** `/plus/` section describing the features of Gladys Plus, one row each. */
export default function PlusFeatures({copy}: {copy: PlusCopy}): ReactNode {
  return (
    <Section id="features" tone="tinted" title={copy.featuresTitle}>
      <CardGrid as="div" columns={2}>
        {getFeatures(copy).map((feature) => (
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
