import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CardGrid, {IconCard} from '@site/src/components/CardGrid';
import type {IconName} from '@site/src/components/Icon';
import Section from '@site/src/components/Section';
import {links} from '@site/config/links';
import type {HomeCommunityCopy} from '../HomePage/copy';
import styles from './styles.module.css';

/** Where to meet the community, in display order: the key of each place's words, its icon and address. */
const places: readonly {id: keyof HomeCommunityCopy['places']; icon: IconName; href: string}[] = [
  {id: 'forum', icon: 'chat', href: links.forum},
  {id: 'featureRequests', icon: 'users', href: links.featureRequests},
  {id: 'github', icon: 'branch', href: links.github},
  {id: 'develop', icon: 'code', href: '/docs/dev/developing-a-service/'},
];

/**
 * Home page section listing the community forums, the GitHub repository and the developer guide.
 *
 * @param props.copy the section's words (`HomeCommunityCopy`, from the page's copy)
 */
export default function HomeCommunity({copy}: {copy: HomeCommunityCopy}): ReactNode {
  return (
    <Section tone="tinted" title={copy.title} lead={copy.lead}>
      <CardGrid columns={4} className={styles.grid}>
        {places.map((place) => (
          <IconCard
            key={place.id}
            icon={place.icon}
            hover="border"
            className={styles.card}
            title={
              place.href.startsWith('/') ? (
                <Link to={place.href} className="card-link">
                  {copy.places[place.id].title}
                </Link>
              ) : (
                <Link href={place.href} className="card-link">
                  {copy.places[place.id].title}
                </Link>
              )
            }>
            {copy.places[place.id].text}
          </IconCard>
        ))}
      </CardGrid>
    </Section>
  );
}
