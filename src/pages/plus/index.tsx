import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import PlusHero from './_components/Hero';
import PlusFeatures from './_components/Features';
import PlusPricing from './_components/Pricing';
import PlusEncryption from './_components/Encryption';
import PlusFaq from './_components/Faq';

/** Gladys Plus page (`/plus/`, `/fr/plus/`): lists its sections, each one in ./_components/. */
export default function PlusPage(): ReactNode {
  return (
    <Layout
      title={translate({
        id: 'plus.meta.title',
        message: 'Gladys Plus',
        description: 'Title of the Gladys Plus page, shown in the browser tab and search results',
      })}
      description={translate({
        id: 'plus.meta.description',
        message:
          'Gladys Plus adds end-to-end encrypted remote access, daily encrypted backups, an open REST API and voice assistants to your Gladys Assistant.',
        description: 'Meta description of the Gladys Plus page',
      })}>
      <main>
        <PlusHero />
        <PlusFeatures />
        <PlusPricing />
        <PlusEncryption />
        <PlusFaq />
      </main>
    </Layout>
  );
}
