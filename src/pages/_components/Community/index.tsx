import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import CardGrid, {IconCard} from '@site/src/components/CardGrid';
import type {IconName} from '@site/src/components/Icon';
import Section from '@site/src/components/Section';
import {links} from '@site/config/links';
import styles from './styles.module.css';

type Place = {id: string; icon: IconName; href: string; title: string; text: string};

/** Where to meet the community: the two forums, the code, the developer guide. */
function getPlaces(): Place[] {
  return [
    {
      id: 'forum-en',
      icon: 'chat',
      href: links.forumEn,
      title: translate({
        id: 'homepage.community.forumEn.title',
        message: 'English forum',
        description: 'Title of the English forum card on the home page',
      }),
      text: translate({
        id: 'homepage.community.forumEn.text',
        message: 'Get help, show your dashboards and suggest ideas, in English.',
        description: 'Text of the English forum card on the home page',
      }),
    },
    {
      id: 'forum-fr',
      icon: 'users',
      href: links.forumFr,
      title: translate({
        id: 'homepage.community.forumFr.title',
        message: 'French forum',
        description: 'Title of the French forum card on the home page',
      }),
      text: translate({
        id: 'homepage.community.forumFr.text',
        message: 'The same conversations with the French-speaking community.',
        description: 'Text of the French forum card on the home page',
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
