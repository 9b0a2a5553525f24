import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Hero, {HeroGradient} from '@site/src/components/Hero';
import Icon from '@site/src/components/Icon';
import {getRecommendedModel} from '@site/src/data/starterKit';
import styles from './styles.module.css';

/** Decorative mini-PC drawing (our own artwork). */
function MiniPcArt({className}: {className: string}): ReactNode {
  return (
    <svg className={className} viewBox="0 0 260 200" aria-hidden="true" focusable="false">
      <HeroGradient id="starter-kit-top" />
      <path d="M40 80 L130 40 L220 80 L130 120 Z" fill="url(#starter-kit-top)" />
      <path className={styles.side} d="M40 80 V130 L130 170 V120 Z" />
      <path className={styles.side} d="M220 80 V130 L130 170 V120 Z" />
      <g className={styles.ports}>
        <path d="M60 112 L76 119" />
        <path d="M86 124 L98 129" />
        <path d="M106 133 L116 137" />
        <circle cx="200" cy="112" r="4" />
      </g>
    </svg>
  );
}

/** First band of `/starter-kit/` (French): `h1`, what the kit contains, order and compare buttons. */
export default function StarterKitHero(): ReactNode {
  const recommended = getRecommendedModel();
  return (
    <Hero
      className={styles.hero}
      titleId="starter-kit-title"
      title="Le kit de démarrage officiel de Gladys Assistant"
      lead={
        <>
          Tout ce qu’il faut pour lancer votre maison connectée&nbsp;: un mini-PC puissant, la
          formation officielle Gladys et un an de Gladys Plus.
        </>
      }
      beforeActions={
        <ul className={styles.badges}>
          <li>
            <Icon name="truck" size={20} />
            Livraison gratuite
          </li>
          <li>
            <Icon name="return" size={20} />
            Retour possible sous 1&nbsp;mois
          </li>
        </ul>
      }
      actions={
        <>
          <Link className="button button--primary button--lg" href={recommended.orderUrl}>
            Commander le kit {recommended.shortName}
          </Link>
          <Link className="button button--primary button--outline button--lg" to="#comparatif">
            Comparer les deux versions
          </Link>
        </>
      }
      note="Le prix s’affiche sur la page de paiement sécurisée, avant toute validation."
      art={(className) => <MiniPcArt className={className} />}
    />
  );
}
