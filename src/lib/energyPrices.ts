/**
 * Regulated EDF electricity prices (tarifs réglementés de vente, all taxes included) as Gladys's
 * own `energy-contracts` repository holds them: one CSV per option (Base, peak/off-peak, Tempo),
 * one row per subscribed power and period, French decimals, `;` between fields. Read by
 * `scripts/energy-prices.ts`, which writes `src/data/energyPrices.json`; plain TypeScript so the
 * tests can parse the same rows.
 */

/** The CSVs, relative to the repository's root. */
export const contractFiles = {
  base: 'contracts/edf/base/Option_Base.csv',
  peakOffPeak: 'contracts/edf/peak-off-peak/Option_HPHC.csv',
  tempo: 'contracts/edf/tempo/Option_Tempo.csv',
} as const;

/** Prices of the Base option at one subscribed power. */
export type BasePrice = {
  /** Subscribed power, in kVA. */
  kva: number;
  /** Subscription, in euros per year (PART_FIXE_TTC). */
  subscription: number;
  /** Energy, in euros per kWh (PART_VARIABLE_TTC). */
  kwh: number;
};

/** Prices of the peak/off-peak option (HP/HC) at one subscribed power. */
export type PeakOffPeakPrice = {
  kva: number;
  subscription: number;
  /** Euros per kWh in peak hours (PART_VARIABLE_HP_TTC). */
  peak: number;
  /** Euros per kWh in off-peak hours (PART_VARIABLE_HC_TTC). */
  offPeak: number;
};

/** Prices of the Tempo option at one subscribed power: peak and off-peak for each day colour. */
export type TempoPrice = {
  kva: number;
  subscription: number;
  blue: {peak: number; offPeak: number};
  white: {peak: number; offPeak: number};
  red: {peak: number; offPeak: number};
};

/** What `src/data/energyPrices.json` holds. */
export type EnergyPrices = {
  source: {
    /** The repository's address. */
    repository: string;
    /** The commit the CSVs were read at (40 hex digits) and its date (ISO). */
    commit: string;
    commitDate: string;
  };
  /** First day (ISO) the prices below apply, per option. */
  effectiveDate: {base: string; peakOffPeak: string; tempo: string};
  base: BasePrice[];
  peakOffPeak: PeakOffPeakPrice[];
  tempo: TempoPrice[];
};

/** One CSV row, by column name; empty fields are empty strings. */
export type CsvRow = Record<string, string>;

/** Splits a `;`-separated CSV with a header line into rows, dropping rows with no start date. */
export function parseContractCsv(text: string): CsvRow[] {
  const [header, ...lines] = text.replace(/\r/g, '').trim().split('\n');
  const names = header!.split(';').map((name) => name.trim());
  return lines
    .map((line) => {
      const fields = line.split(';');
      return Object.fromEntries(names.map((name, i) => [name, (fields[i] ?? '').trim()]));
    })
    .filter((row) => row.DATE_DEBUT);
}

/** `01/08/2025` → `2025-08-01`. */
export function isoDate(frenchDate: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(frenchDate);
  if (!match) throw new Error(`not a date: "${frenchDate}"`);
  return `${match[3]}-${match[2]}-${match[1]}`;
}

/** `0,1952` → 0.1952. @throws Error on an empty or non-numeric field. */
export function frenchNumber(field: string | undefined, what: string): number {
  const value = Number((field ?? '').replace(',', '.'));
  if (!field || Number.isNaN(value)) throw new Error(`${what}: not a number: "${field ?? ''}"`);
  return value;
}

/**
 * The rows in force: the latest start date with no end date, and only rows whose prices are all
 * filled (the Tempo CSV has empty rows for powers not offered).
 *
 * @throws Error when no open-ended row exists.
 */
export function currentRows(rows: CsvRow[], priceColumns: readonly string[]) {
  const open = rows.filter((row) => !row.DATE_FIN && priceColumns.every((c) => row[c]));
  if (open.length === 0) throw new Error('no row without an end date');
  const latest = open
    .map((row) => isoDate(row.DATE_DEBUT!))
    .sort()
    .at(-1)!;
  return {
    effectiveDate: latest,
    rows: open.filter((row) => isoDate(row.DATE_DEBUT!) === latest),
  };
}
