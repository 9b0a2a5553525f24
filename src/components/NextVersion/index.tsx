import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** Props of {@link NextVersion}. */
export interface NextVersionProps {
  /**
   * What the badge marks, read by screen readers after the badge's text (for example
   * "the Security tab"). Optional: without it the badge says only "New in the next version".
   */
  what?: string;
}

/**
 * The "New in the next version" badge: marks a feature, label, screen or step that exists in the product's
 * source the docs describe (the reference commit in src/data/product/facts.json) but in no release
 * tag yet, so a reader on the latest release knows why they do not see it. Inline; renders a
 * `<span>` with `data-next-version`, which the site's checks look for.
 */
export default function NextVersion({what}: NextVersionProps): ReactNode {
  return (
    <span
      className={styles.badge}
      data-next-version=""
      title={translate({
        id: 'nextVersion.title',
        description: 'Tooltip of the Next version badge',
        message: 'Merged into Gladys after the latest release: it comes with the next version.',
      })}>
      <Translate
        id="nextVersion.label"
        description="Badge on what comes with the next Gladys release">
        New in the next version
      </Translate>
      {what ? <span className="sr-only">: {what}</span> : null}
    </span>
  );
}
