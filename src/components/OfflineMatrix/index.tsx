import React, {type ReactNode} from 'react';
import {interpolate} from '@docusaurus/Interpolate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import facts from '@site/src/data/product/facts.json';
import {offlineRows, type Outcome} from '@site/src/lib/offline';
import {localized} from '@site/src/lib/localized';
import messages from '@locale/components/OfflineMatrix.json';
import styles from './styles.module.css';

/** The words of {@link OfflineMatrix} in one language (`i18n/<locale>/components/OfflineMatrix.json`). */
export type OfflineMatrixCopy = typeof messages;

/**
 * Every integration of the released Gladys (`facts.json` version) with what it does when the
 * internet is down and when the Gladys servers are unreachable, worked out at build time from the
 * product's catalogue by src/lib/offline.ts: a summary line, then the table. Nothing is typed here.
 * Its words are the locale's `i18n/<locale>/components/OfflineMatrix.json`.
 */
export default function OfflineMatrix(): ReactNode {
  const copy: OfflineMatrixCopy = messages;
  const {i18n} = useDocusaurusContext();
  const rows = offlineRows(facts.version);
  const count = (outcome: Outcome) => String(rows.filter((r) => r.internetDown === outcome).length);
  const cell = (outcome: Outcome) => (
    <td className={styles[outcome]} data-outcome={outcome}>
      {copy[outcome]}
    </td>
  );
  return (
    <>
      <p data-offline-total={rows.length}>
        {interpolate(copy.summary, {
          total: String(rows.length),
          version: facts.version,
          works: count('works'),
          stops: count('stops'),
          partly: count('partly'),
        })}
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{copy.integration}</th>
            <th scope="col">{copy.internetDown}</th>
            <th scope="col">{copy.gladysServersDown}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                {localized(row.title, i18n.currentLocale)}
                {row.deprecated && <span className={styles.deprecated}> ({copy.deprecated})</span>}
              </th>
              {cell(row.internetDown)}
              {cell(row.gladysServersDown)}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
