import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Icon from '@site/src/components/Icon';
import Section from '@site/src/components/Section';
import {starterKitPlusFeatures} from '@site/src/data/starterKit';
import {links} from '@site/config/links';
import styles from './styles.module.css';

/** `/starter-kit/` section (French) on the three parts of the kit: mini-PC, training, a year of Gladys Plus. */
export default function StarterKitContents(): ReactNode {
  return (
    <Section
      id="contenu"
      tone="tinted"
      title="Ce que contient le kit"
      lead={
        'Trois éléments pensés pour aller ensemble\u00a0: le matériel, le savoir-faire et les services.'
      }>
      <div className={styles.grid}>
        <article className={styles.card}>
          <span className={styles.icon}>
            <Icon name="cpu" size={30} />
          </span>
          <h3 className={styles.title}>Un mini-PC Beelink</h3>
          <p>
            Le Beelink Mini S12 Pro, celui que le fondateur de Gladys utilise chez lui. Avec son
            processeur Intel N100 et son SSD NVMe, il est bien plus rapide qu’un Raspberry Pi.
          </p>
          <p>Une version Mini S12, plus abordable, est aussi proposée.</p>
        </article>
        <article className={styles.card}>
          <span className={styles.icon}>
            <Icon name="training" size={30} />
          </span>
          <h3 className={styles.title}>La formation Gladys officielle</h3>
          <p>
            Des heures de vidéos et de contenus écrits. Le fondateur équipe sa propre maison en
            partant d’un logement vide et explique chacun de ses choix de matériel&nbsp;: de quoi
            gagner du temps et de l’argent.
          </p>
          <Link href={links.training} className={styles.more}>
            Découvrir la formation
          </Link>
        </article>
        <article className={styles.card}>
          <span className={styles.icon}>
            <Icon name="cloud" size={30} />
          </span>
          <h3 className={styles.title}>Un an de Gladys Plus</h3>
          <ul className={styles.list}>
            {starterKitPlusFeatures.map((feature) => (
              <li key={feature}>
                <Icon name="check" size={18} className={styles.check} />
                {feature}
              </li>
            ))}
          </ul>
          <Link to="/plus/" className={styles.more}>
            En savoir plus sur Gladys Plus
          </Link>
        </article>
      </div>
    </Section>
  );
}
