import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/Section';
import {starterKitModels, starterKitSpecLabels} from '@site/src/data/starterKit';
import styles from './styles.module.css';

/**
 * `/starter-kit/` comparison table (French, anchor `#comparatif`) of the two
 * mini-PC configurations, built from src/data/starterKit.ts, with one order
 * button per configuration. No price is shown: it lives in Stripe.
 */
export default function StarterKitComparison(): ReactNode {
  return (
    <Section
      id="comparatif"
      title="Deux configurations au choix"
      lead="Si votre budget le permet, nous recommandons le S12 Pro. Le S12, ajouté en janvier 2025, convient aux budgets plus serrés.">
      <div
        className={styles.scroller}
        role="region"
        aria-labelledby="comparatif-caption"
        tabIndex={0}>
        <table className={styles.table}>
          <caption id="comparatif-caption" className={styles.caption}>
            Caractéristiques des deux mini-PC proposés dans le kit
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <span className={styles.corner}>Caractéristique</span>
              </th>
              {starterKitModels.map((model) => (
                <th
                  key={model.id}
                  scope="col"
                  className={clsx(model.recommended && styles.recommendedCell)}>
                  {model.recommended && <span className={styles.badge}>Recommandé</span>}
                  <span className={styles.modelName}>{model.name}</span>
                  <span className={styles.tagline}>{model.tagline}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {starterKitSpecLabels.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {starterKitModels.map((model) => (
                  <td key={model.id} className={clsx(model.recommended && styles.recommendedCell)}>
                    {model.specs[row.key]}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">Commander</th>
              {starterKitModels.map((model) => (
                <td key={model.id} className={clsx(model.recommended && styles.recommendedCell)}>
                  <Link
                    className={clsx(
                      'button',
                      'button--primary',
                      !model.recommended && 'button--outline',
                    )}
                    href={model.orderUrl}>
                    Commander le {model.shortName}
                  </Link>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <p className={styles.note}>
        Le prix de chaque kit s’affiche sur la page de paiement sécurisée, au moment de commander.
      </p>
    </Section>
  );
}
