import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** Props of {@link IconDisc}. */
export type IconDiscProps = {
  /** Diameter: `small` 2.5rem, `medium` 2.75rem, `large` 3.5rem. */
  size: 'small' | 'medium' | 'large';
  /**
   * Colours: `soft`, primary on the tinted surface; `solid`, the inverse
   * text colour on primary; `ringed`, primary on the card surface with a thin
   * grey ring.
   */
  tone: 'soft' | 'solid' | 'ringed';
  /** Spacing or type size of the section (margins, font); sizes and colours come from the props. */
  className?: string;
  /** Hide the content from assistive technology (a number its list already conveys). */
  decorative?: boolean;
  /** What the disc shows, centred: an `<Icon>` or a short text. */
  children: ReactNode;
};

/**
 * A round badge holding an icon or a number, beside or above a short text (the
 * privacy points and installation steps of the home page, the features and
 * encryption steps of Gladys Plus, the thank-you page's steps). It never
 * shrinks in a flex row.
 *
 * @returns a `<span>`
 */
export default function IconDisc({
  size,
  tone,
  className,
  decorative,
  children,
}: IconDiscProps): ReactNode {
  return (
    <span
      className={clsx(styles.disc, styles[size], styles[tone], className)}
      aria-hidden={decorative || undefined}>
      {children}
    </span>
  );
}
