import {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import {interpolate} from '@docusaurus/Interpolate';
import {useDateFormat, useNumberFormat} from '@site/src/lib/localeFormats';
import {fieldControl} from '@site/src/components/FormField';
import energyPrices from '@site/src/data/energyPrices.json';
import type {EnergyPrices} from '@site/src/lib/energyPrices';
import {
  offeredPowers,
  yearlyCosts,
  type OptionCost,
  type YearlyCosts,
} from '@site/src/lib/energyCost';
import type englishCopy from '@site/i18n/en/components/ContractCalculator.json';
import styles from './styles.module.css';

/**
 * The calculator's words: one JSON file per language beside this file; the energy guide imports
 * the file of its own language and passes it.
 */
export type ContractCalculatorCopy = typeof englishCopy;

const prices = energyPrices as EnergyPrices;

/** The form's values as typed (strings, so a half-typed number stays as it is). */
type Inputs = {kwh: string; offPeak: string; kva: string};

const defaults: Inputs = {kwh: '6000', offPeak: '30', kva: '6'};

/** Reads `?kwh=&hc=&kva=` from the address, keeping the defaults for what is missing. */
function inputsFromQuery(search: string): Inputs {
  const query = new URLSearchParams(search);
  return {
    kwh: query.get('kwh')?.slice(0, 9) ?? defaults.kwh,
    offPeak: query.get('hc')?.slice(0, 5) ?? defaults.offPeak,
    kva: query.get('kva')?.slice(0, 3) ?? defaults.kva,
  };
}

const options = ['base', 'peakOffPeak', 'tempo'] as const;

/**
 * The contract calculator of the energy guide: the reader types a yearly consumption (kWh), an
 * off-peak share (%) and picks a subscribed power (kVA); it shows the yearly cost, all taxes
 * included, of the regulated Base, peak/off-peak and Tempo options (`src/lib/energyCost.ts`,
 * prices from `src/data/energyPrices.json`) and names the cheapest. The values live in the
 * address (`?kwh=6000&hc=30&kva=6`), so they survive a reload and can be shared. The results are
 * a polite live region; a value out of range is said there instead of a figure.
 *
 * @param props.copy the words in the page's language (`ContractCalculatorCopy`)
 */
export default function ContractCalculator({copy}: {copy: ContractCalculatorCopy}): ReactNode {
  const id = useId();
  const location = useLocation();
  const history = useHistory();
  const number = useNumberFormat();
  const long = useDateFormat('long');
  const [inputs, setInputs] = useState<Inputs>(defaults);
  const powers = useMemo(() => offeredPowers(prices), []);

  useEffect(() => {
    setInputs(inputsFromQuery(location.search));
    // Read once, when the page reaches the browser; later changes come from the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const update = (change: Partial<Inputs>) => {
    const next = {...inputs, ...change};
    setInputs(next);
    const query = new URLSearchParams(location.search);
    query.set('kwh', next.kwh);
    query.set('hc', next.offPeak);
    query.set('kva', next.kva);
    history.replace({search: `?${query.toString()}`, hash: location.hash});
  };

  const euros = (value: number) => number(value, {fractionDigits: 2, euro: true});
  const kwh = Number(inputs.kwh.replace(',', '.'));
  const share = Number(inputs.offPeak.replace(',', '.'));
  const kva = Number(inputs.kva);
  let costs: YearlyCosts | null = null;
  try {
    if (inputs.kwh.trim() !== '' && inputs.offPeak.trim() !== '') {
      costs = yearlyCosts({yearlyKwh: kwh, offPeakPercent: share, kva}, prices);
    }
  } catch {
    costs = null;
  }
  const names = {
    base: copy.optionBase,
    peakOffPeak: copy.optionPeakOffPeak,
    tempo: copy.optionTempo,
  };
  const cheapest = costs
    ? options
        .filter((option) => costs![option])
        .sort((a, b) => costs![a]!.total - costs![b]!.total)[0]
    : undefined;

  const line = (option: (typeof options)[number], cost: OptionCost | null) => (
    <li key={option} className={clsx(styles.result, option === cheapest && styles.cheapest)}>
      <span className={styles.option}>
        {names[option]}
        {option === cheapest && <span className={styles.badge}>{copy.cheapest}</span>}
      </span>
      {cost ? (
        <>
          <span className={styles.total}>{euros(cost.total)}</span>
          <span className={styles.detail}>
            {interpolate(copy.subscription, {amount: euros(cost.subscription)})} ·{' '}
            {interpolate(copy.energy, {amount: euros(cost.energy)})}
          </span>
        </>
      ) : (
        <span className={styles.detail}>{interpolate(copy.notOffered, {kva: String(kva)})}</span>
      )}
    </li>
  );

  const date = long(`${prices.effectiveDate.base}T00:00:00Z`);

  return (
    <div className={styles.calculator}>
      <form onSubmit={(event) => event.preventDefault()} className={styles.form}>
        <fieldset>
          <legend>{copy.legend}</legend>
          <div className={styles.field}>
            <label htmlFor={`${id}-kwh`}>{copy.kwhLabel}</label>
            <input
              id={`${id}-kwh`}
              className={fieldControl}
              type="number"
              inputMode="decimal"
              min={0}
              max={100000}
              step={100}
              value={inputs.kwh}
              aria-describedby={`${id}-kwh-hint`}
              onChange={(event) => update({kwh: event.target.value})}
            />
            <p id={`${id}-kwh-hint`} className={styles.hint}>
              {copy.kwhHint}
            </p>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-hc`}>{copy.offPeakLabel}</label>
            <input
              id={`${id}-hc`}
              className={fieldControl}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step={1}
              value={inputs.offPeak}
              aria-describedby={`${id}-hc-hint`}
              onChange={(event) => update({offPeak: event.target.value})}
            />
            <p id={`${id}-hc-hint`} className={styles.hint}>
              {copy.offPeakHint}
            </p>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-kva`}>{copy.kvaLabel}</label>
            <select
              id={`${id}-kva`}
              className={fieldControl}
              value={inputs.kva}
              onChange={(event) => update({kva: event.target.value})}>
              {powers.map((power) => (
                <option key={power} value={String(power)}>
                  {power}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
      </form>
      <div className={styles.results} aria-live="polite" aria-atomic="true">
        <p className={styles.resultsTitle}>{copy.resultsTitle}</p>
        {costs ? (
          <>
            <ul className={styles.list}>{options.map((option) => line(option, costs![option]))}</ul>
            {cheapest && (
              <p className={styles.summary}>
                {interpolate(copy.summary, {
                  kwh: number(kwh),
                  share: number(share, {fractionDigits: Number.isInteger(share) ? 0 : 1}),
                  kva: String(kva),
                  option: names[cheapest],
                  amount: euros(costs[cheapest]!.total),
                })}
              </p>
            )}
          </>
        ) : (
          <p className={styles.invalid}>{copy.invalid}</p>
        )}
      </div>
      <p className={styles.note}>{copy.assumption}</p>
      <p className={styles.note}>
        {interpolate(copy.prices, {date, commit: prices.source.commit.slice(0, 7)})}
      </p>
    </div>
  );
}
