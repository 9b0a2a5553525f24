import {useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {interpolate} from '@docusaurus/Interpolate';
import {fieldControl} from '@site/src/components/FormField';
import {useDateFormat, useNumberFormat} from '@site/src/lib/localeFormats';
import {claimOf, yearlyCosts} from '@site/src/data/subscriptionCosts';
import type englishCopy from '@site/i18n/en/components/CostCalculator.json';
import styles from './styles.module.css';

/**
 * The cost calculator's words: one JSON file per language beside this file; the cost guide
 * imports the file of its own language and passes it.
 */
export type CostCalculatorCopy = typeof englishCopy;

/**
 * The three-year cost table: Gladys without a subscription, with each Gladys Plus plan, and the
 * other platforms' subscriptions of `src/data/subscriptionCosts.ts`, over a number of years the
 * reader picks (3 by default, 1 to 10). Each other product's price links that product's own page
 * with the date it was checked. The table is a polite live region, so a screen reader hears the
 * new totals.
 *
 * @param props.copy the words in the page's language (`CostCalculatorCopy`)
 */
export default function CostCalculator({copy}: {copy: CostCalculatorCopy}): ReactNode {
  const id = useId();
  const number = useNumberFormat();
  const long = useDateFormat('long');
  const [yearsText, setYearsText] = useState('3');
  const years = Number(yearsText);
  const valid = Number.isInteger(years) && years >= 1 && years <= 10;

  const money = (value: number, currency: 'EUR' | 'USD') =>
    currency === 'EUR'
      ? number(value, {fractionDigits: 2, euro: true})
      : `$${number(value, {fractionDigits: 2})}`;

  return (
    <div className={styles.calculator}>
      <form onSubmit={(event) => event.preventDefault()}>
        <fieldset className={styles.fieldset}>
          <legend>{copy.legend}</legend>
          <label htmlFor={`${id}-years`}>{copy.yearsLabel}</label>
          <input
            id={`${id}-years`}
            className={fieldControl}
            type="number"
            inputMode="numeric"
            min={1}
            max={10}
            step={1}
            value={yearsText}
            onChange={(event) => setYearsText(event.target.value)}
          />
        </fieldset>
      </form>
      <div aria-live="polite" aria-atomic="true">
        {valid ? (
          <table className={styles.table}>
            <caption>
              {years === 1
                ? copy.resultsTitleOne
                : interpolate(copy.resultsTitle, {years: String(years)})}
            </caption>
            <thead>
              <tr>
                <th scope="col">{copy.colProduct}</th>
                <th scope="col">{copy.colYearly}</th>
                <th scope="col">{copy.colTotal}</th>
              </tr>
            </thead>
            <tbody>
              {yearlyCosts.map((cost) => {
                const claim = claimOf(cost);
                return (
                  <tr key={cost.id}>
                    <th scope="row" className={styles.product}>
                      {copy[cost.id]}
                      <span className={styles.source}>
                        {claim ? (
                          <Link href={claim.source}>
                            {interpolate(copy.checked, {
                              product: claim.product,
                              date: long(`${claim.checked}T00:00:00Z`),
                            })}
                          </Link>
                        ) : (
                          copy.gladysSource
                        )}
                      </span>
                    </th>
                    <td className={styles.amount}>{money(cost.yearly, cost.currency)}</td>
                    <td className={styles.amount}>{money(cost.yearly * years, cost.currency)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : (
          <p className={styles.invalid}>{copy.invalid}</p>
        )}
      </div>
      <p className={styles.note}>{copy.currencyNote}</p>
    </div>
  );
}
