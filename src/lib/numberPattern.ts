/**
 * Numbers formatted without `Intl` in the browser, for the same reason as dates
 * (src/lib/datePattern.ts): the first `Intl.NumberFormat` a page creates costs about 85 ms of main
 * thread at 4× CPU slowdown. The build reads the locale's separators and where it puts the euro
 * sign with `Intl` (src/lib/localeFormatsAtBuild.ts), and the browser assembles the text.
 */

/** How a locale writes numbers: separators and the text around an amount in euros. */
export type NumberPattern = {
  /** Decimal separator (`.` in English, `,` in French). */
  decimal: string;
  /** Thousands separator (`,` in English, a narrow no-break space in French). */
  group: string;
  /** Text before and after the digits of an amount in euros (`€` before in English). */
  euro: {before: string; after: string};
};

/**
 * Reads a locale's number pattern with `Intl` (at build time, in Node).
 * @param locale BCP 47 locale, for example `fr`
 */
export function numberPattern(locale: string): NumberPattern {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  const euroParts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
  }).formatToParts(1234.5);
  const first = euroParts.findIndex((part) => part.type === 'integer');
  const last = euroParts.map((part) => part.type).lastIndexOf('fraction');
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    euro: {
      before: euroParts
        .slice(0, first)
        .map((part) => part.value)
        .join(''),
      after: euroParts
        .slice(last + 1)
        .map((part) => part.value)
        .join(''),
    },
  };
}

/** Options of {@link formatNumber}. */
export type NumberOptions = {
  /** Digits after the separator, rounded half away from zero (default: 0 for whole numbers). */
  fractionDigits?: number;
  /** Write the amount in euros, with the sign where the locale puts it. */
  euro?: boolean;
};

/**
 * Formats a number with a pattern of {@link numberPattern}: grouped thousands, `fractionDigits`
 * decimals, and the euro sign when asked.
 * @param value a finite number, or a decimal string such as `'99.99'`
 * @throws Error when the value is not a finite number
 */
export function formatNumber(
  pattern: NumberPattern,
  value: number | string,
  {fractionDigits = 0, euro = false}: NumberOptions = {},
): string {
  const number = Number(value);
  if (!Number.isFinite(number)) throw new Error(`formatNumber: ${String(value)} is not a number`);
  const scale = 10 ** fractionDigits;
  const rounded =
    (Math.sign(number) * Math.round(Math.abs(number) * scale + Number.EPSILON)) / scale;
  const [whole = '0', fraction] = Math.abs(rounded).toFixed(fractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, pattern.group);
  const digits = `${rounded < 0 ? '-' : ''}${grouped}${fraction ? pattern.decimal + fraction : ''}`;
  return euro ? `${pattern.euro.before}${digits}${pattern.euro.after}` : digits;
}
