import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import IconDisc from '@site/src/components/IconDisc';
import CardGrid from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';
import styles from './styles.module.css';

type Step = {id: string; title: ReactNode; text: ReactNode; to: string; link: ReactNode};

/** The three install steps, each with a link to the guide that covers it. */
function getSteps(): Step[] {
  return [
    {
      id: 'machine',
      title: (
        <Translate
          id="homepage.install.machine.title"
          description="Title of install step 1 on the home page">
          Choose a machine
        </Translate>
      ),
      text: (
        <Translate
          id="homepage.install.machine.text"
          description="Text of install step 1 on the home page">
          A mini-PC, a Raspberry Pi, a NAS, a server or an old PC: any Linux machine that runs
          Docker will do.
        </Translate>
      ),
      to: '/docs/',
      link: (
        <Translate
          id="homepage.install.machine.link"
          description="Link of install step 1, to the hardware guide">
          Pick your hardware
        </Translate>
      ),
    },
    {
      id: 'docker',
      title: (
        <Translate
          id="homepage.install.docker.title"
          description="Title of install step 2 on the home page">
          Start Gladys
        </Translate>
      ),
      text: (
        <Translate
          id="homepage.install.docker.text"
          description="Text of install step 2 on the home page">
          One Docker command downloads Gladys and starts it. Copy it from the guide and paste it in
          a terminal.
        </Translate>
      ),
      to: '/docs/installation/docker/',
      link: (
        <Translate
          id="homepage.install.docker.link"
          description="Link of install step 2, to the Docker guide">
          Install with Docker
        </Translate>
      ),
    },
    {
      id: 'browser',
      title: (
        <Translate
          id="homepage.install.browser.title"
          description="Title of install step 3 on the home page">
          Open it in your browser
        </Translate>
      ),
      text: (
        <Translate
          id="homepage.install.browser.text"
          description="Text of install step 3 on the home page">
          Create your account and your house, then add your first devices and your first scenes.
        </Translate>
      ),
      to: '/docs/scenes/intro/',
      link: (
        <Translate
          id="homepage.install.browser.link"
          description="Link of install step 3, to the scenes docs">
          Write your first scene
        </Translate>
      ),
    },
  ];
}

/** Home page section: how to install Gladys, in three numbered steps linking to the docs. */
export default function HomeInstall(): ReactNode {
  const steps = getSteps();
  return (
    <Section
      title={
        <Translate
          id="homepage.install.title"
          description="Heading of the install section of the home page">
          Up and running in three steps
        </Translate>
      }
      lead={
        <Translate
          id="homepage.install.lead"
          description="Paragraph under the heading of the install section of the home page">
          All you need is a Linux machine that runs Docker. Gladys itself is free.
        </Translate>
      }>
      <CardGrid as="ol" columns={3} className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.id} className={styles.step}>
            <IconDisc size="small" tone="solid" className={styles.number} decorative>
              {index + 1}
            </IconDisc>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p className={styles.stepText}>{step.text}</p>
            <Link to={step.to} className={styles.stepLink}>
              {step.link}
            </Link>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
