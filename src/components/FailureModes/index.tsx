import React, {type ReactNode} from 'react';
import {interpolate} from '@docusaurus/Interpolate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import facts from '@site/src/data/product/guides-facts.json';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {failureRows, failures, type Failure, type FailureRow} from '@site/src/lib/offline';
import {localized} from '@site/src/lib/localized';
import messages from '@locale/components/FailureModes.json';

/**
 * The words of {@link FailureModes} in one language (`i18n/<locale>/components/FailureModes.json`):
 * the column titles; each outcome in the singular (`one`) and the plural (`other`); each row's
 * label under the number its verb takes in that language; the notes a cell adds to its outcome,
 * by row and column; and the note for a Gladys server feature that needs no account.
 */
export type FailureModesCopy = Record<'what' | Failure, string> & {
  withNote: string;
  noAccountNeeded: string;
  examplesSeparator: string;
  outcomes: Record<'one' | 'other', Record<FailureRow['outcomes'][Failure], string>>;
  labels: Record<'one' | 'other', Record<string, string>>;
  notes: Record<string, Partial<Record<Failure, string>>>;
};

/**
 * A row's label and the number its verb takes, or an error naming the row: a row added to the
 * table needs its words in `i18n/<locale>/components/FailureModes.json`.
 */
function labelOf(copy: FailureModesCopy, id: string): {label: string; number: 'one' | 'other'} {
  for (const number of ['one', 'other'] as const) {
    const label = copy.labels[number][id];
    if (label) return {label, number};
  }
  throw new Error(`no label for the row "${id}" in i18n/<locale>/components/FailureModes.json`);
}

/**
 * The offline guide's table of three failures side by side (the internet down, the Gladys servers
 * down, Gladys Plus cancelled) for each thing a reader uses, in the page's language: a
 * {@link FailureTable} with the locale's words, `i18n/<locale>/components/FailureModes.json`.
 * @throws Error naming a server feature in no row, a row's unknown feature, or a row without words
 */
export default function FailureModes(): ReactNode {
  const {i18n} = useDocusaurusContext();
  return <FailureTable copy={messages} locale={i18n.currentLocale} />;
}

/**
 * The failure table in one language. The rows and their outcomes come from `failureRows` in
 * src/lib/offline.ts, which reads the calls of the released Gladys to the Gladys servers
 * (`gladysServers` in `src/data/product/guides-facts.json`) and the product's catalogue. Each cell
 * shows its outcome, then the row's note for that column if it has one, or, after Gladys Plus is
 * cancelled, that a feature working without an account needs no subscription.
 * @param props.copy the words of one language
 * @param props.locale that language (`en`, `fr`), for the catalogue's integration titles
 * @throws Error naming a server feature in no row, a row's unknown feature, or a row without words
 */
export function FailureTable({copy, locale}: {copy: FailureModesCopy; locale: string}): ReactNode {
  const rows = failureRows(facts, facts.source.version);
  const cell = (row: FailureRow, failure: Failure, number: 'one' | 'other') => {
    const outcome = row.outcomes[failure];
    const note =
      copy.notes[row.id]?.[failure] ??
      (failure === 'plusCancelled' && row.needsPlus === false && outcome === 'works'
        ? copy.noAccountNeeded
        : undefined);
    const word = copy.outcomes[number][outcome];
    return (
      <td key={failure} data-failure={failure} data-outcome={outcome}>
        {note ? interpolate(copy.withNote, {outcome: word, note}) : word}
      </td>
    );
  };
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">{copy.what}</th>
          {failures.map((failure) => (
            <th scope="col" key={failure}>
              {copy[failure]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const {label, number} = labelOf(copy, row.id);
          const examples = row.examples
            .map((title) => localized(title, locale))
            .join(copy.examplesSeparator);
          return (
            <tr key={row.id} data-row={row.id} data-features={row.features.join(' ')}>
              <th scope="row" className="text--left">
                {interpolate(label, {examples})}
              </th>
              {failures.map((failure) => cell(row, failure, number))}
            </tr>
          );
        })}
      </tbody>
    </ScrollableTable>
  );
}
