import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import PlusHero from './Hero';
import PlusFeatures from './Features';
import PlusPricing from './Pricing';
import PlusEncryption from './Encryption';
import PlusFaq from './Faq';
import type {PlusCopy} from './copy';

/**
 * The Gladys Plus page: its sections, each one in this folder, with the words of the locale being
 * built.
 *
 * @param props.copy the page's words (`i18n/<locale>/pages/plus.json`)
 */
export default function PlusPage({copy}: {copy: PlusCopy}): ReactNode {
  return (
    <Layout title={copy.metaTitle} description={copy.metaDescription}>
      <main>
        <PlusHero copy={copy} />
        <PlusFeatures copy={copy} />
        <PlusPricing copy={copy} />
        <PlusEncryption copy={copy} />
        <PlusFaq copy={copy} />
      </main>
    </Layout>
  );
}
