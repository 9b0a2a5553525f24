import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import facts from '@site/src/data/product/facts.json';
import NextVersion from '@site/src/components/NextVersion';
import {useDateFormat} from '@site/src/lib/localeFormats';
import styles from './styles.module.css';

/**
 * The "as of" line of every doc: the product state the docs describe, that is the release
 * `facts.version` plus the changes merged up to the reference commit `facts.source.commit` (its
 * date `facts.source.date`), all from src/data/product/facts.json (`npm run product:extract`),
 * and what marks those changes (the {@link NextVersion} badge). Rendered by the DocItem wrapper on
 * every doc, so it imports no feature data (the "Since" line is src/components/Since, in the pages
 * that show it).
 */
export default function DocAsOf(): ReactNode {
  const formatDate = useDateFormat('long');
  const {commit, date} = facts.source;
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
    </p>
  );
}
