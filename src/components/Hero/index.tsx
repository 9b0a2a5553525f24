import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** Props of {@link Hero}. */
export type HeroProps = {
  /** Id of the `h1`, which names the section (`aria-labelledby`); unique on the page. */
  titleId: string;
  /** Content of the page's `h1`. */
  title: ReactNode;
  /** Extra class of the `h1` (a page's own title style, such as a gradient). */
  titleClassName?: string;
  /** Shown above the title (a small label), if any. */
  kicker?: ReactNode;
  /** The paragraph under the title. */
  lead: ReactNode;
  /** Between the lead and the buttons (badges), if any. */
  beforeActions?: ReactNode;
  /** The calls to action, laid out in a wrapping row. */
  actions: ReactNode;
  /** A paragraph of small print under the buttons, if any. */
  note?: ReactNode;
  /** Shown under the buttons in place of or after the note (a list of points), if any. */
  afterActions?: ReactNode;
  /** The decorative drawing beside the text (an `aria-hidden` SVG); it gets the `art` class. */
  art: (className: string) => ReactNode;
  /**
   * The page's class on the `<section>`: it sets the custom properties the
   * layout reads (all optional, defaults in styles.module.css):
   * `--hero-glow` (background gradient), `--hero-padding-bottom`,
   * `--hero-text-width` (fr of the text column, the drawing's is 1fr),
   * `--hero-title-size`, `--hero-title-size-narrow`, `--hero-title-line-height`,
   * `--hero-lead-width`, `--hero-actions-margin-bottom`, `--hero-note-size`, `--hero-art-width`,
   * `--hero-art-width-narrow`.
   */
  className?: string;
};

/**
 * First band of a landing page (home, Gladys Plus, starter kit): the page's
 * `h1` with its lead paragraph and calls to action on one side, a decorative
 * drawing on the other; one column, centred, below 997 px. Pages differ only
 * by their content and the custom properties of `className`.
 *
 * @returns a `<section>` labelled by its `h1`
 */
export default function Hero({
  titleId,
  title,
  titleClassName,
  kicker,
  lead,
  beforeActions,
  actions,
  note,
  afterActions,
  art,
  className,
}: HeroProps): ReactNode {
  return (
    <section className={clsx(styles.hero, className)} aria-labelledby={titleId}>
      <div className="container">
        <div className={styles.grid}>
          <div>
            {kicker}
            <h1 id={titleId} className={clsx(styles.title, titleClassName)}>
              {title}
            </h1>
            <p className={styles.lead}>{lead}</p>
            {beforeActions}
            <div className={styles.actions}>{actions}</div>
            {note && <p className={styles.note}>{note}</p>}
            {afterActions}
          </div>
          {art(styles.art!)}
        </div>
      </div>
    </section>
  );
}

/** Props of {@link HeroGradient}. */
export type HeroGradientProps = {
  /** Id of the gradient, unique on the page; shapes use it as `url(#id)`. */
  id: string;
  /** Offset of the middle stop (`#65c7f7`); 50% unless given. */
  middle?: `${number}%`;
};

/**
 * The brand gradient of the hero drawings, from light cyan (top left) to blue
 * (bottom right), as the `<defs>` of an SVG.
 *
 * @returns a `<defs>` holding one `<linearGradient>`
 */
export function HeroGradient({id, middle = '50%'}: HeroGradientProps): ReactNode {
  return (
    <defs>
      <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0%" stopColor="#9cecfb" />
        <stop offset={middle} stopColor="#65c7f7" />
        <stop offset="100%" stopColor="#0052d4" />
      </linearGradient>
    </defs>
  );
}
