import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import NextVersion from '@site/src/components/NextVersion';
import {factsByVersion, forVersion, nextVersionName} from '@site/src/data/productVersions';
import {useDateFormat} from '@site/src/lib/localeFormats';
import {useDocsVersionName} from '@site/src/lib/useDocsVersionName';
import styles from './styles.module.css';

/**
 * The "as of" line of every doc: the product state the page's docs version describes, from that
 * version's facts extract (src/data/productVersions.ts, written by `npm run product:extract`).
 * In the next version's docs: the release `facts.version` plus the changes merged up to the
 * reference commit `facts.source.commit` (its date `facts.source.date`), and what marks those
 * changes (the {@link NextVersion} badge). In a release's docs: that release and its date. Rendered
 * by the DocItem wrapper on every doc, so it imports no feature data (the "Since" line is
 * src/components/Since, in the pages that show it).
 * @throws Error when the page's docs version has no facts extract
 */
export default function DocAsOf(): ReactNode {
  const formatDate = useDateFormat('long');
  const version = useDocsVersionName();
  const facts = forVersion(factsByVersion, version);
  const {commit, date} = facts.source;
  if (version !== nextVersionName) {
    return (
      <p className={styles.asOf} data-doc-as-of={facts.version}>
        <Translate
          id="docs.asOf.release"
          description="Line at the top of every doc of a released version: the Gladys release it describes and that release's date"
          values={{version: facts.version, date: formatDate(date)}}>
          {'Describes Gladys {version}, released on {date}.'}
        </Translate>
      </p>
    );
  }
  return (
    <p className={styles.asOf} data-doc-as-of={facts.version} data-doc-as-of-commit={commit}>
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
