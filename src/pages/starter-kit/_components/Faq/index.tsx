import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Faq, {type FaqItem} from '@site/src/components/Faq';
import Section from '@site/src/components/Section';
import {starterKitReturnMonths} from '@site/src/data/starterKit';

/** Questions and answers of the starter kit page (French in every locale). */
const items: readonly FaqItem[] = [
  {
    id: 'gladys-preinstallee',
    question: 'Gladys est-elle déjà installée sur le mini-PC\u00a0?',
    answer: (
      <>
        <p>
          Non. Le Beelink arrive tel qu’il sort de l’usine. La formation vous montre comment
          installer Ubuntu, puis Gladys, étape par étape. Si vous bloquez, le fondateur vous propose
          un appel pour vous aider.
        </p>
        <p>
          Vous pouvez aussi suivre le{' '}
          <Link to="/docs/installation/mini-pc/">guide d’installation sur mini-PC</Link> de la
          documentation.
        </p>
      </>
    ),
  },
  {
    id: 'prix',
    question: 'Combien coûte le kit\u00a0?',
    answer: (
      <p>
        Le prix de chaque configuration s’affiche sur la page de paiement sécurisée, au moment de
        commander, avant toute validation.
      </p>
    ),
  },
  {
    id: 'retour',
    question: 'Et si le kit ne me convient pas\u00a0?',
    answer: (
      <p>
        Renvoyez le Beelink dans un délai de {starterKitReturnMonths}&nbsp;mois&nbsp;: vous êtes
        remboursé.
      </p>
    ),
  },
  {
    id: 'pourquoi-un-kit',
    question: 'Pourquoi proposer un kit\u00a0?',
    answer: (
      <p>
        Pour faciliter les premiers pas en domotique&nbsp;: le matériel, la formation et les
        services réunis en une seule commande.
      </p>
    ),
  },
  {
    id: 'apres-un-an',
    question: 'Que se passe-t-il après la première année de Gladys Plus\u00a0?',
    answer: (
      <p>
        L’abonnement se renouvelle, sauf si vous le résiliez. Il est sans engagement&nbsp;: un clic
        suffit pour l’annuler. Les tarifs sont sur la <Link to="/plus/">page Gladys Plus</Link>.
      </p>
    ),
  },
];

/** `/starter-kit/` FAQ section (French), built on the shared `<details>` list. */
export default function StarterKitFaq(): ReactNode {
  return (
    <Section id="questions" title="Questions fréquentes">
      <Faq items={items} />
    </Section>
  );
}
