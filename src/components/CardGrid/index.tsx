import type {ReactNode} from 'react';
import clsx from 'clsx';
import Icon, {type IconName} from '@site/src/components/Icon';
import styles from './styles.module.css';

/** Props of {@link CardGrid}. */
export type CardGridProps = {
  /**
   * Columns on wide screens. Below 997 px, 3 and 4 become 2 and 2 becomes 1;
   * below 521 px, one column.
   */
  columns: 2 | 3 | 4;
  /** Element of the grid: a list (`ul`, the default; `ol` for steps) or a plain `div` of articles. */
  as?: 'ul' | 'ol' | 'div';
  /**
   * The section's class, which may set `--card-grid-gap` (default 1.5rem),
   * `--card-grid-max-width` (default none; the grid is centred) or
   * `--cards-medium` (columns below 997 px).
   */
  className?: string;
  /** The cards, usually {@link Card} elements. */
  children: ReactNode;
};

/**
 * A responsive grid, usually of cards: the layout shared by the sections of
 * the home, Gladys Plus and starter kit pages.
 *
 * @returns the grid element, without list markers or margins
 */
export default function CardGrid({
  columns,
  as: Element = 'ul',
  className,
  children,
}: CardGridProps): ReactNode {
  return (
    <Element className={clsx(styles.grid, styles[`columns${columns}`], className)}>
      {children}
    </Element>
  );
}

/** Props of {@link Card}. */
export type CardProps = {
  /** Element of the card: a list item (the default, inside a `ul` grid) or an `article`. */
  as?: 'li' | 'article';
  /**
   * Reaction to the pointer and to focus inside the card (a card whose title
   * is a `card-link` is clickable as a whole): `border` colours the border,
   * `lift` also raises the card by 2 px (not with reduced motion); none by default.
   */
  hover?: 'border' | 'lift';
  /**
   * The card's own layout (flex rows, alignment); it may set `--card-padding`
   * (default 1.5rem).
   */
  className?: string;
  /** The card's content. */
  children: ReactNode;
};

/**
 * One card: a bordered, rounded box on the surface colour.
 *
 * @returns the card element
 */
export function Card({as: Element = 'li', hover, className, children}: CardProps): ReactNode {
  return (
    <Element className={clsx(styles.card, hover && styles[hover], className)}>{children}</Element>
  );
}

/** Props of {@link IconCard}. */
export type IconCardProps = {
  /** Icon above the title, in the primary colour, 26 px. */
  icon: IconName;
  /** Content of the card's `h3`, usually a `card-link` that makes the whole card clickable. */
  title: ReactNode;
  /** The card's paragraph. */
  children: ReactNode;
  /** See {@link CardProps.hover}. */
  hover?: CardProps['hover'];
  /** Extra class of the card; it may set `--card-title-size` (default 1.2rem). */
  className?: string;
};

/**
 * A card with an icon, an `h3` title and one paragraph (the features and
 * community sections of the home page).
 *
 * @returns a {@link Card} list item
 */
export function IconCard({icon, title, children, hover, className}: IconCardProps): ReactNode {
  return (
    <Card hover={hover} className={className}>
      <span className={styles.icon}>
        <Icon name={icon} size={26} />
      </span>
      <h3 className={styles.cardTitle}>{title}</h3>
      <p className={styles.cardText}>{children}</p>
    </Card>
  );
}
