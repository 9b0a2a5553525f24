import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {Category} from '../../../data/integrations';
import styles from './Badge.module.css';

/** Props of {@link Badge}. */
export type BadgeProps = {
  /** Two characters drawn in the badge (the entry's `badge`). */
  text: string;
  /** Category of the integration; picks the badge colour (`community` when the store gives none). */
  category: Category | 'community';
};

/**
 * Our own logo for an integration: its two-letter monogram in a rounded
 * square, coloured by category (no vendor logo is used). Decorative: hidden
 * from assistive technologies, since the card title names the integration.
 */
export default function Badge({text, category}: BadgeProps): ReactNode {
  return (
    <span className={clsx(styles.tinted, styles.badge)} data-category={category} aria-hidden="true">
      {text}
    </span>
  );
}

/** Props of {@link CategoryDot}. */
export type CategoryDotProps = {
  /** Category whose colour the dot takes. */
  category: Category;
};

/** A small dot in the colour of a category, shown beside its label. Decorative. */
export function CategoryDot({category}: CategoryDotProps): ReactNode {
  return (
    <span className={clsx(styles.tinted, styles.dot)} data-category={category} aria-hidden="true" />
  );
}
