import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {interpolate} from '@docusaurus/Interpolate';
import {usePluginData} from '@docusaurus/useGlobalData';
import {releaseCadence} from '@site/src/lib/releaseCadence';
import {useDateFormat} from '@site/src/lib/localeFormats';
import type {ReleaseNotesGlobalData} from '@site/src/plugins/release-notes';
import messages from '@locale/components/ReleaseCadence.json';

/** The words of {@link ReleaseCadence} in one language (`i18n/<locale>/components/ReleaseCadence.json`). */
export type ReleaseCadenceCopy = typeof messages;

/**
 * How often Gladys ships, worked out at build time from the blog's release posts (their
 * `gladys_version` and date, published by the release-notes plugin): a paragraph with the count,
 * the median and longest gaps, then a table of minor versions per year. A new release post
 * changes the figures with nothing to edit here.
 * Its words are the locale's `i18n/<locale>/components/ReleaseCadence.json`.
 */
export default function ReleaseCadence(): ReactNode {
  const copy: ReleaseCadenceCopy = messages;
  const {posts, dates} = usePluginData('gladys-release-notes') as ReleaseNotesGlobalData;
  const formatDate = useDateFormat('long');
  const cadence = releaseCadence(dates);
  const version = (v: string) => <Link to={posts[v]}>{v}</Link>;
  return (
    <>
      <p data-release-count={cadence.count}>
        {interpolate(copy.summary, {
          count: String(cadence.count),
          first: version(cadence.first.version),
          firstDate: formatDate(cadence.first.date),
          last: version(cadence.last.version),
          lastDate: formatDate(cadence.last.date),
          median: String(cadence.medianDays),
          longestDays: String(cadence.longestGap.days),
          longestVersion: version(cadence.longestGap.version),
          lastYear: String(cadence.lastYear),
        })}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">{copy.year}</th>
            <th scope="col">{copy.versions}</th>
          </tr>
        </thead>
        <tbody>
          {cadence.perYear.map((y) => (
            <tr key={y.year}>
              <td>{y.year}</td>
              <td>{y.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
