import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import HomeHero from '../Hero';
import HomePrivacy from '../Privacy';
import HomeFeatures from '../Features';
import HomeIntegrations from '../Integrations';
import HomeInstall from '../Install';
import HomePlusTeaser from '../PlusTeaser';
import HomeCommunity from '../Community';
import HomeStructuredData from '../StructuredData';
import type {HomeCopy} from './copy';

/**
 * The home page (`/`): its `<title>`, meta description and JSON-LD, then its sections, each one in
 * `src/pages/_components/`, each given its part of the copy.
 *
 * @param props.copy the page's words in the locale being built (`HomeCopy`)
 */
export default function HomePage({copy}: {copy: HomeCopy}): ReactNode {
  return (
    <Layout title={copy.meta.title} description={copy.meta.description}>
      <HomeStructuredData description={copy.meta.description} />
      <main>
        <HomeHero copy={copy.hero} />
        <HomePrivacy copy={copy.privacy} />
        <HomeFeatures copy={copy.features} />
        <HomeIntegrations copy={copy.integrations} />
        <HomeInstall copy={copy.install} />
        <HomePlusTeaser copy={copy.plus} />
        <HomeCommunity copy={copy.community} />
      </main>
    </Layout>
  );
}
