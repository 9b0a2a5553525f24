import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Icon, {type IconName} from '@site/src/components/Icon';
import IconDisc from '@site/src/components/IconDisc';
import CardGrid from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';
import styles from './styles.module.css';

type Point = {id: string; icon: IconName; title: ReactNode; text: ReactNode};

/** The three privacy commitments, each with its translated title and text. */
function getPoints(): Point[] {
  return [
    {
      id: 'self-hosted',
      icon: 'home',
      title: (
        <Translate
          id="homepage.privacy.local.title"
          description="Title of a privacy point on the home page">
          Self-hosted
        </Translate>
      ),
      text: (
        <Translate
          id="homepage.privacy.local.text"
          description="Text of the self-hosted privacy point on the home page">
          You choose the hardware and you stay in control. Your devices, your history and your
          scenes are stored on that machine, in your home.
        </Translate>
      ),
    },
    {
      id: 'open-source',
      icon: 'branch',
      title: (
        <Translate
          id="homepage.privacy.openSource.title"
          description="Title of a privacy point on the home page">
          Open source
        </Translate>
      ),
      text: (
        <Translate
          id="homepage.privacy.openSource.text"
          description="Text of the open-source privacy point on the home page">
          All the code is public on GitHub: anyone can read it, audit it and improve it.
        </Translate>
      ),
    },
    {
      id: 'encrypted',
      icon: 'shield',
      title: (
        <Translate
          id="homepage.privacy.remote.title"
          description="Title of a privacy point on the home page">
          Encrypted when you go remote
        </Translate>
      ),
      text: (
        <Translate
          id="homepage.privacy.remote.text"
          description="Text of the remote-access privacy point on the home page">
          Remote access is optional. With Gladys Plus, traffic is encrypted end to end, so the
          server that relays it cannot read it.
        </Translate>
      ),
    },
  ];
}

/** Home page section on privacy: Gladys is self-hosted, open source, and encrypted end to end when used remotely. */
export default function HomePrivacy(): ReactNode {
  const points = getPoints();
  return (
    <Section
      tone="tinted"
      title={
        <Translate
          id="homepage.privacy.title"
          description="Heading of the privacy section of the home page">
          Privacy first, by design
        </Translate>
      }
      lead={
        <Translate
          id="homepage.privacy.lead"
          description="Paragraph under the heading of the privacy section of the home page">
          {
            "Gladys runs on a machine you own. Your data stays at home, not on someone else's server."
          }
        </Translate>
      }>
      <CardGrid columns={3} className={styles.points}>
        {points.map((point) => (
          <li key={point.id} className={styles.point}>
            <IconDisc size="large" tone="ringed" className={styles.icon}>
              <Icon name={point.icon} size={28} />
            </IconDisc>
            <h3 className={styles.pointTitle}>{point.title}</h3>
            <p className={styles.pointText}>{point.text}</p>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
