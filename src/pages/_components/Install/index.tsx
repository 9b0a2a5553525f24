import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import IconDisc from '@site/src/components/IconDisc';
import CardGrid from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';
import type {HomeInstallCopy} from '../HomePage/copy';
import styles from './styles.module.css';

/** The three install steps, in order: the key of each one's words and the guide its link opens. */
const steps: readonly {id: keyof HomeInstallCopy['steps']; to: string}[] = [
  {id: 'machine', to: '/docs/'},
  {id: 'docker', to: '/docs/installation/docker/'},
  {id: 'browser', to: '/docs/scenes/intro/'},
];

/**
 * Home page section: how to install Gladys, in three numbered steps linking to the docs.
 *
 * @param props.copy the section's words (`HomeInstallCopy`, from the page's copy)
 */
export default function HomeInstall({copy}: {copy: HomeInstallCopy}): ReactNode {
  return (
    <Section title={copy.title} lead={copy.lead}>
      <CardGrid as="ol" columns={3} className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.id} className={styles.step}>
            <IconDisc size="small" tone="solid" className={styles.number} decorative>
              {index + 1}
            </IconDisc>
            <h3 className={styles.stepTitle}>{copy.steps[step.id].title}</h3>
            <p className={styles.stepText}>{copy.steps[step.id].text}</p>
            <Link to={step.to} className={styles.stepLink}>
              {copy.steps[step.id].link}
            </Link>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
