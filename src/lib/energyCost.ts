/**
 * The yearly cost of a household's electricity under each regulated EDF option, for the energy
 * guide's contract calculator. Prices come from `src/data/energyPrices.json` (see
 * `src/lib/energyPrices.ts`); this file only does the arithmetic, in euros, all taxes included.
 */
import type {EnergyPrices} from './energyPrices';

/** What the reader types in. */
export type Household = {
  /** Electricity used in a year, in kWh (≥ 0). */
  yearlyKwh: number;
  /** Share of it used in off-peak hours, in percent (0 to 100). */
  offPeakPercent: number;
  /** Subscribed power, in kVA (3, 6, 9…). */
  kva: number;
};

/**
 * How a Tempo household's consumption splits between day colours. The calculator's assumption:
 * every day uses the same energy, so each colour gets its share of the season's days (300 blue,
 * 43 white and 22 red out of 365). Real homes heated by electricity use more on white and red
 * days, which are winter days, so Tempo costs them more than this says.
 */
export const tempoDaySplit = {blue: 300 / 365, white: 43 / 365, red: 22 / 365} as const;

/** One option's cost for a year: subscription plus energy. */
export type OptionCost = {subscription: number; energy: number; total: number};

/** The three options' costs; null where the option is not sold at that power. */
export type YearlyCosts = {
  base: OptionCost | null;
  peakOffPeak: OptionCost | null;
  tempo: OptionCost | null;
};

const cost = (subscription: number, energy: number): OptionCost => ({
  subscription,
  energy,
  total: subscription + energy,
});

/**
 * The yearly cost of each option for `household`, from `prices`.
 *
 * @throws RangeError when an input is out of range (negative energy, a share outside 0–100).
 */
export function yearlyCosts(household: Household, prices: EnergyPrices): YearlyCosts {
  const {yearlyKwh, offPeakPercent, kva} = household;
  if (!(yearlyKwh >= 0) || !(offPeakPercent >= 0 && offPeakPercent <= 100)) {
    throw new RangeError('yearly energy must be ≥ 0 and the off-peak share between 0 and 100');
  }
  const offPeak = (yearlyKwh * offPeakPercent) / 100;
  const peak = yearlyKwh - offPeak;
  const base = prices.base.find((row) => row.kva === kva);
  const hphc = prices.peakOffPeak.find((row) => row.kva === kva);
  const tempo = prices.tempo.find((row) => row.kva === kva);
  return {
    base: base ? cost(base.subscription, yearlyKwh * base.kwh) : null,
    peakOffPeak: hphc ? cost(hphc.subscription, peak * hphc.peak + offPeak * hphc.offPeak) : null,
    tempo: tempo
      ? cost(
          tempo.subscription,
          (['blue', 'white', 'red'] as const).reduce(
            (sum, colour) =>
              sum +
              tempoDaySplit[colour] * (peak * tempo[colour].peak + offPeak * tempo[colour].offPeak),
            0,
          ),
        )
      : null,
  };
}

/** Every subscribed power at least one option is sold at, in increasing order. */
export function offeredPowers(prices: EnergyPrices): number[] {
  return [
    ...new Set([...prices.base, ...prices.peakOffPeak, ...prices.tempo].map((row) => row.kva)),
  ].sort((a, b) => a - b);
}
