import clsx from 'clsx';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CardGrid, {Card} from '@site/src/components/CardGrid';
import Icon from '@site/src/components/Icon';
import Section from '@site/src/components/Section';
import {homeIntegrations, integrationDocPath} from '@site/src/data/homeFeatures';
import type {HomeIntegrationsCopy} from '../HomePage/copy';
import styles from './styles.module.css';

/**
 * Home page grid of eight integration tiles, each linking to its guide in the
 * docs (data: src/data/homeFeatures.ts; names and summaries: the page's copy). The badges are
 * text monograms, not brand logos.
 *
 * @param props.copy the section's words (`HomeIntegrationsCopy`, from the page's copy)
 */
export default function HomeIntegrations({copy}: {copy: HomeIntegrationsCopy}): ReactNode {
  return (
    <Section id="integrations" tone="tinted" title={copy.title} lead={copy.lead}>
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
                {copy.tiles[integration.id].name}
              </Link>
              <span className={styles.summary}>{copy.tiles[integration.id].summary}</span>
            </span>
          </Card>
        ))}
      </CardGrid>
      <p className={styles.more}>
        <Link to="/integrations/" className={styles.moreLink}>
          {copy.more}
          <Icon name="arrow" size={18} />
        </Link>
      </p>
    </Section>
  );
}
