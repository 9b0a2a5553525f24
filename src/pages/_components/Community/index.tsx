import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import CardGrid, {IconCard} from '@site/src/components/CardGrid';
import type {IconName} from '@site/src/components/Icon';
import Section from '@site/src/components/Section';
import {links} from '@site/config/links';
import styles from './styles.module.css';

type Place = {id: string; icon: IconName; href: string; title: string; text: string};

/** Where to meet the community: the forum, its feature requests, the code, the developer guide. */
function getPlaces(): Place[] {
  return [
    {
      id: 'forum',
      icon: 'chat',
      href: links.forum,
      title: translate({
        id: 'homepage.community.forum.title',
        message: 'Community forum',
        description: 'Title of the forum card on the home page',
      }),
      text: translate({
        id: 'homepage.community.forum.text',
        message: 'Get help, show your dashboards and share your ideas with other users.',
        description: 'Text of the forum card on the home page',
      }),
    },
    {
      id: 'feature-requests',
      icon: 'users',
      href: links.featureRequests,
      title: translate({
        id: 'homepage.community.featureRequests.title',
        message: 'Feature requests',
        description: 'Title of the feature requests card on the home page',
      }),
      text: translate({
        id: 'homepage.community.featureRequests.text',
        message: 'Ask for what Gladys is missing, and vote for the requests of others.',
        description: 'Text of the feature requests card on the home page',
      }),
    },
    {
      id: 'github',
      icon: 'branch',
      href: links.github,
      title: translate({
        id: 'homepage.community.github.title',
        message: 'GitHub',
        description: 'Title of the GitHub card on the home page',
      }),
      text: translate({
        id: 'homepage.community.github.text',
        message: 'Read the code, report a bug or open a pull request.',
        description: 'Text of the GitHub card on the home page',
      }),
    },
    {
      id: 'develop',
      icon: 'code',
      href: '/docs/dev/developing-a-service/',
      title: translate({
        id: 'homepage.community.develop.title',
        message: 'Build an integration',
        description: 'Title of the developer guide card on the home page',
      }),
      text: translate({
        id: 'homepage.community.develop.text',
        message: 'Follow the developer guide and write your own service for Gladys.',
        description: 'Text of the developer guide card on the home page',
      }),
    },
  ];
}

/** Home page section listing the community forums, the GitHub repository and the developer guide. */
export default function HomeCommunity(): ReactNode {
  return (
    <Section
      tone="tinted"
      title={
        <Translate
          id="homepage.community.title"
          description="Heading of the community section of the home page">
          Join the community
        </Translate>
      }
      lead={
        <Translate
          id="homepage.community.lead"
          description="Paragraph under the heading of the community section of the home page">
          Ask your questions, share your setup and follow the project with other Gladys users.
        </Translate>
      }>
      <CardGrid columns={4} className={styles.grid}>
        {getPlaces().map((place) => (
          <IconCard
            key={place.id}
            icon={place.icon}
            hover="border"
            className={styles.card}
            title={
              place.href.startsWith('/') ? (
                <Link to={place.href} className="card-link">
                  {place.title}
                </Link>
              ) : (
                <Link href={place.href} className="card-link">
                  {place.title}
                </Link>
              )
            }>
            {place.text}
          </IconCard>
        ))}
      </CardGrid>
    </Section>
  );
}
