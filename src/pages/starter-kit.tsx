import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import StarterKitHero from '@site/src/components/StarterKit/Hero';
import StarterKitContents from '@site/src/components/StarterKit/Contents';
import StarterKitComparison from '@site/src/components/StarterKit/Comparison';
import StarterKitGuarantees from '@site/src/components/StarterKit/Guarantees';
import StarterKitFaq from '@site/src/components/StarterKit/Faq';

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
