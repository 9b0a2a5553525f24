import type {ReactNode} from 'react';
import CardGrid, {Card} from '@site/src/components/CardGrid';
import Icon from '@site/src/components/Icon';
import Section from '@site/src/components/Section';
import {starterKitReturnMonths} from '@site/src/data/starterKit';
import styles from './styles.module.css';

/** `/starter-kit/` section (French): free shipping and the one-month return. */
export default function StarterKitGuarantees(): ReactNode {
  return (
    <Section id="livraison" tone="tinted" title="Livraison et retour">
      <CardGrid columns={2} className={styles.list}>
        <Card className={styles.item}>
          <span className={styles.icon}>
            <Icon name="truck" size={30} />
          </span>
          <div>
            <h3 className={styles.title}>Livraison gratuite</h3>
            <p className={styles.text}>Le kit vous est livré sans frais de port.</p>
          </div>
        </Card>
        <Card className={styles.item}>
          <span className={styles.icon}>
            <Icon name="return" size={30} />
          </span>
          <div>
            <h3 className={styles.title}>Satisfait ou remboursé</h3>
            <p className={styles.text}>
              Le kit ne vous convient pas&nbsp;? Renvoyez le mini-PC dans un délai de{' '}
              {starterKitReturnMonths}&nbsp;mois et vous êtes remboursé.
            </p>
          </div>
        </Card>
      </CardGrid>
    </Section>
  );
}
