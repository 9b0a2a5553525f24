import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import facts from '@site/src/data/product/facts.json';
import NextVersion from '@site/src/components/NextVersion';
import Since from '@site/src/components/Since';
import {docFeatures} from '@site/src/lib/since';
import {useDateFormat} from '@site/src/plugins/locale-formats/hooks';
import styles from './styles.module.css';

/** Props of {@link DocAsOf}. */
export type DocAsOfProps = {
  /**
   * The doc's id (`scenes/alarm-mode`): on a doc that describes scene steps, widgets or a screen
   * (src/lib/since.ts `docFeatures`), the line adds the release that brought them.
   */
  docId?: string;
};

/**
 * The "as of" line of every doc: the product state the docs describe, that is the release
 * `facts.version` plus the changes merged up to the reference commit `facts.source.commit` (its
 * date `facts.source.date`), all from src/data/product/facts.json (`npm run product:extract`),
 * and what marks those changes (the {@link NextVersion} badge). On a feature's doc it is followed
 * by {@link Since}.
 */
export default function DocAsOf({docId}: DocAsOfProps): ReactNode {
  const formatDate = useDateFormat('long');
  const {commit, date} = facts.source;
  const features = docId ? docFeatures(docId) : [];
  return (
    <p className={styles.asOf} data-doc-as-of={facts.version}>
      <Translate
        id="docs.asOf"
        description="Line at the top of every doc: the Gladys release and the later changes it describes; {badge} is the Next version badge"
        values={{
          version: facts.version,
          date: formatDate(date),
          commit: (
            <Link href={`https://github.com/GladysAssistant/Gladys/commit/${commit}`}>
              {commit.slice(0, 7)}
            </Link>
          ),
          badge: <NextVersion />,
        }}>
        {
          'Describes Gladys {version} and the changes merged up to {date} ({commit}), which carry the {badge} badge.'
        }
      </Translate>
      {features.length > 0 ? (
        <span className={styles.since}>
          <Since features={features} />
        </span>
      ) : null}
    </p>
  );
}
