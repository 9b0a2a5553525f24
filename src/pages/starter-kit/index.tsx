import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import StarterKitHero from './_components/Hero';
import StarterKitContents from './_components/Contents';
import StarterKitComparison from './_components/Comparison';
import StarterKitGuarantees from './_components/Guarantees';
import StarterKitFaq from './_components/Faq';

/**
 * Official starter kit page (`/starter-kit/`, `/fr/starter-kit/`). The kit is
 * sold in France only, so the page is French in both locales: its text is
 * written in the components (not translated) and `<main lang="fr">` tells
 * browsers and screen readers which language it is in.
 */
export default function StarterKitPage(): ReactNode {
  return (
    <Layout
      title="Kit de démarrage officiel"
      description={
        'Bien démarrer avec Gladys Assistant\u00a0: un mini-PC Beelink, la formation officielle et un an de Gladys Plus, avec la livraison gratuite.'
      }>
      <main lang="fr">
        <StarterKitHero />
        <StarterKitContents />
        <StarterKitComparison />
        <StarterKitGuarantees />
        <StarterKitFaq />
      </main>
    </Layout>
  );
}
