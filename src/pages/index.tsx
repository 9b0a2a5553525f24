import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import HomeHero from './_components/Hero';
import HomePrivacy from './_components/Privacy';
import HomeFeatures from './_components/Features';
import HomeIntegrations from './_components/Integrations';
import HomeInstall from './_components/Install';
import HomePlusTeaser from './_components/PlusTeaser';
import HomeCommunity from './_components/Community';
import HomeStructuredData from './_components/StructuredData';

/** Home page (`/`, `/fr/`): lists its sections, each one in src/pages/_components/. */
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
