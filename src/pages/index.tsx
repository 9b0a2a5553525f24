import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import HomeHero from '@site/src/components/Home/Hero';
import HomePrivacy from '@site/src/components/Home/Privacy';
import HomeFeatures from '@site/src/components/Home/Features';
import HomeIntegrations from '@site/src/components/Home/Integrations';
import HomeInstall from '@site/src/components/Home/Install';
import HomePlusTeaser from '@site/src/components/Home/PlusTeaser';
import HomeCommunity from '@site/src/components/Home/Community';
import HomeStructuredData from '@site/src/components/Home/StructuredData';

/** Home page (`/`, `/fr/`): lists its sections, each one in src/components/Home/. */
export default function Home(): ReactNode {
  const description = translate({
    id: 'homepage.meta.description',
    message:
      'Gladys Assistant is free, open-source home automation software that runs on your own hardware and keeps your data at home. Install it with one Docker command.',
    description: 'Meta description of the home page',
  });
  return (
    <Layout
      title={translate({
        id: 'homepage.meta.title',
        message: 'The privacy-first, open-source home assistant',
        description: 'Title of the home page, shown in the browser tab and search results',
      })}
      description={description}>
      <HomeStructuredData description={description} />
      <main>
        <HomeHero />
        <HomePrivacy />
        <HomeFeatures />
        <HomeIntegrations />
        <HomeInstall />
        <HomePlusTeaser />
        <HomeCommunity />
      </main>
    </Layout>
  );
}
