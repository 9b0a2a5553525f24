import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CardGrid, {IconCard} from '@site/src/components/CardGrid';
import Section from '@site/src/components/Section';
import {homeFeatures} from '@site/src/data/homeFeatures';
import type {HomeFeaturesCopy} from '../HomePage/copy';
import styles from './styles.module.css';

/**
 * Home page grid of six feature tiles (data: src/data/homeFeatures.ts; words: the page's copy,
 * keyed by tile id). Each tile is one link, named by its `h3` title, that covers the whole card.
 *
 * @param props.copy the section's words (`HomeFeaturesCopy`, from the page's copy)
 */
export default function HomeFeatures({copy}: {copy: HomeFeaturesCopy}): ReactNode {
  return (
    <Section title={copy.title} lead={copy.lead}>
      <CardGrid columns={3} className={styles.grid}>
        {homeFeatures.map((feature) => (
          <IconCard
            key={feature.id}
            icon={feature.icon}
            hover="lift"
            title={
              <Link to={feature.to} className="card-link">
                {copy.tiles[feature.id].title}
              </Link>
            }>
            {copy.tiles[feature.id].text}
          </IconCard>
        ))}
      </CardGrid>
    </Section>
  );
}
