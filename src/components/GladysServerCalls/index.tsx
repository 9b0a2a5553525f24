import React, {type ReactNode} from 'react';
import {interpolate} from '@docusaurus/Interpolate';
import facts from '@site/src/data/product/guides-facts.json';
import messages from '@locale/components/GladysServerCalls.json';

/** The words of {@link GladysServerCalls} in one language (`i18n/<locale>/components/GladysServerCalls.json`). */
export type GladysServerCallsCopy = typeof messages;

/** One row of the table: a feature and the product files that make its calls. */
export type GladysServerRow = {
  /** Key of the feature (`backups`), as in `features` of the words file. */
  feature: string;
  /** Whether one of its calls needs a Gladys Plus account. */
  needsPlus: boolean;
  /** Each file that calls, once: its path, its name and its link at the release tag (first call's line). */
  sources: {path: string; name: string; url: string}[];
};

/**
 * The rows of {@link GladysServerCalls}, from `gladysServers` in
 * `src/data/product/guides-facts.json` (`npm run guides:facts`, read from the product's source at
 * the release tag): one per feature, in the extract's order.
 * @param extract the extract (the committed one unless a test passes another)
 * @returns the rows, each file linked on GitHub at the extract's tag
 */
export function gladysServerRows(extract: typeof facts = facts): GladysServerRow[] {
  const {repository, version} = extract.source;
  return extract.gladysServers.features.map(({feature, needsPlus, calls}) => {
    const firstLine = new Map<string, number>();
    for (const call of calls) if (!firstLine.has(call.path)) firstLine.set(call.path, call.line);
    return {
      feature,
      needsPlus,
      sources: [...firstLine].map(([path, line]) => ({
        path,
        name: path.split('/').pop()!,
        url: `${repository}/blob/v${version}/${path}#L${line}`,
      })),
    };
  });
}

/**
 * A word of the words file by key, or an error naming the key: a feature or field the extract
 * gained needs its words in `i18n/<locale>/components/GladysServerCalls.json`.
 */
function word(group: Record<string, string>, key: string, file: string): string {
  const found = group[key];
  if (!found) throw new Error(`no words for "${key}" in i18n/<locale>/components/${file}`);
  return found;
}

/**
 * The features of the released Gladys that call the servers of the Gladys project, whether each
 * needs a Gladys Plus account, and the files that make the calls, linked at the release tag: a
 * summary line, then the table. Everything comes from {@link gladysServerRows}; the feature names
 * are the locale's `features` in `i18n/<locale>/components/GladysServerCalls.json`.
 * @throws Error naming a feature that has no name in the words file
 */
export default function GladysServerCalls(): ReactNode {
  const copy: GladysServerCallsCopy = messages;
  const rows = gladysServerRows();
  const {version} = facts.source;
  return (
    <>
      <p data-server-features={rows.length}>
        {interpolate(copy.summary, {
          version,
          total: String(rows.length),
          public: String(rows.filter((row) => !row.needsPlus).length),
        })}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">{copy.feature}</th>
            <th scope="col">{copy.needsPlus}</th>
            <th scope="col">{interpolate(copy.source, {version})}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.feature} data-feature={row.feature}>
              <th scope="row" className="text--left">
                {word(copy.features, row.feature, 'GladysServerCalls.json')}
              </th>
              <td data-needs-plus={row.needsPlus}>{row.needsPlus ? copy.yes : copy.no}</td>
              <td>
                <ul className="clean-list margin-bottom--none">
                  {row.sources.map((source) => (
                    <li key={source.path}>
                      <a href={source.url}>
                        {/* A break is allowed after each dot: the names are long and have no spaces. */}
                        {source.name.split('.').map((part, i) => (
                          <React.Fragment key={i}>
                            {i > 0 && (
                              <>
                                .<wbr />
                              </>
                            )}
                            {part}
                          </React.Fragment>
                        ))}
                      </a>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/**
 * What the released Gladys's version check sends to the Gladys servers, from the `params` of the
 * product's version check (`gladysServers.versionCheck` in `guides-facts.json`), as one sentence
 * in the page's language.
 * @throws Error naming a field that has no words in `sends` of the words file
 */
export function VersionCheckFields(): ReactNode {
  const copy: GladysServerCallsCopy = messages;
  const {sends} = facts.gladysServers.versionCheck;
  return (
    <p data-version-check-fields={sends.length}>
      {copy.sendsIntro}{' '}
      {sends.map((field, i) => (
        <React.Fragment key={field}>
          {i > 0 && (i === sends.length - 1 ? copy.and : ', ')}
          {word(copy.sends, field, 'GladysServerCalls.json')}
        </React.Fragment>
      ))}
      .
    </p>
  );
}
