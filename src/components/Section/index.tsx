import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

/** Props of {@link Section}. */
export type SectionProps = {
  /** Anchor id of the section (for in-page links such as `#pricing`). */
  id?: string;
  /** Content of the section's `h2`; also names the region for screen readers. */
  title: ReactNode;
  /** Optional paragraph under the title. */
  lead?: ReactNode;
  /** `tinted` draws a soft background band to separate consecutive sections. */
  tone?: 'plain' | 'tinted';
  /** Extra class on the `<section>` element. */
  className?: string;
  /** Section body. */
  children: ReactNode;
};

/**
 * One band of a marketing page: a `<section>` labelled by its `h2`, a centred
 * header with an optional lead paragraph, then the body in an Infima container.
 * Shared by the home, Gladys Plus, starter kit and thank-you pages.
 */
export default function Section({
  id,
  title,
  lead,
  tone = 'plain',
  className,
  children,
}: SectionProps): ReactNode {
  const headingId = useId();
  // Register the anchor so that links such as `#pricing` pass the broken-anchor check.
  useBrokenLinks().collectAnchor(id);
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={clsx(styles.section, tone === 'tinted' && styles.tinted, className)}>
      <div className="container">
        <header className={styles.header}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {lead && <p className={styles.lead}>{lead}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
