/**
 * EDF Tempo day colours as the Gladys servers serve them, shared by the Pages Function
 * (`functions/api/tempo.ts`), the refresh script (`scripts/tempo-refresh.ts`), the Tempo guide's
 * live panel and the tests. Plain TypeScript with no Node or browser API, so the Cloudflare
 * runtime can bundle it.
 *
 * The colours come from RTE. The Gladys servers (github:GladysAssistant/gladys-gateway, route
 * `GET /edf/tempo/today` in `core/api/routes.js`) ask RTE's Tempo calendar and answer
 * `{"today": "blue", "tomorrow": "unknown"}`: each value is a colour in lower case, or `unknown`
 * when RTE has not published it yet. The answer carries no date of its own; its HTTP `Date`
 * header says when the servers wrote it, and they let it be cached for an hour.
 */

/** A day's colour, or `unknown` while RTE has not published it. */
export type TempoColour = 'blue' | 'white' | 'red' | 'unknown';

/** The colours a day can have once published, in price order. */
export const tempoDayColours = ['blue', 'white', 'red'] as const;

/** Every value the Gladys servers may send for a day. */
export const tempoColours: readonly TempoColour[] = [...tempoDayColours, 'unknown'];

/** The one route of the Gladys servers the site reads, relative to their base URL. */
export const tempoUpstreamPath = '/edf/tempo/today';

/** The Gladys servers' own base URL, as the product's `server/config/config.js` names it. */
export const gladysServersUrl = 'https://api.gladysgateway.com';

/** Today's and tomorrow's colours, and when the Gladys servers gave them. */
export type TempoSnapshot = {
  today: TempoColour;
  tomorrow: TempoColour;
  /** ISO 8601 time (UTC) at which the Gladys servers wrote this answer. */
  asOf: string;
};

/** What `/api/tempo` answers when it cannot give the colours. */
export type TempoError = {
  error:
    | 'method_not_allowed'
    | 'not_configured'
    | 'upstream_timeout'
    | 'upstream_error'
    | 'upstream_invalid';
  message: string;
};

const isColour = (value: unknown): value is TempoColour =>
  typeof value === 'string' && (tempoColours as readonly string[]).includes(value);

/**
 * Checks an answer of `GET /edf/tempo/today` and its `Date` header.
 *
 * @param body The parsed JSON body.
 * @param dateHeader The answer's `Date` header (an HTTP date), or null.
 * @param now The current time, to refuse a date far in the future or too old to use.
 * @returns The two colours and the answer's time.
 * @throws Error saying what is wrong: not an object, a colour outside {@link tempoColours}, a
 *   missing or unreadable date, a date more than five minutes ahead or more than two days old.
 */
export function parseTempoAnswer(
  body: unknown,
  dateHeader: string | null,
  now: Date = new Date(),
): TempoSnapshot {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Error('the answer is not a JSON object');
  }
  const {today, tomorrow} = body as Record<string, unknown>;
  if (!isColour(today)) {
    throw new Error(`"today" is not one of ${tempoColours.join(', ')}`);
  }
  if (!isColour(tomorrow)) {
    throw new Error(`"tomorrow" is not one of ${tempoColours.join(', ')}`);
  }
  const time = dateHeader ? Date.parse(dateHeader) : Number.NaN;
  if (Number.isNaN(time)) {
    throw new Error('the answer has no readable Date header');
  }
  if (time - now.getTime() > 5 * 60_000) {
    throw new Error('the answer is dated in the future');
  }
  if (now.getTime() - time > 2 * 24 * 3_600_000) {
    throw new Error('the answer is more than two days old');
  }
  return {today, tomorrow, asOf: new Date(time).toISOString()};
}

/** The Tempo season holding a day: September 1st to August 31st, as ISO dates. */
export type TempoSeason = {start: string; end: string; days: number};

/**
 * The Tempo season of a calendar day (a date in France, `YYYY-MM-DD`).
 *
 * @returns Its first and last day and its length in days (366 when it holds a February 29th).
 */
export function tempoSeasonOf(day: string): TempoSeason {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const first = month >= 9 ? year : year - 1;
  const start = Date.UTC(first, 8, 1);
  const end = Date.UTC(first + 1, 7, 31);
  return {
    start: `${first}-09-01`,
    end: `${first + 1}-08-31`,
    days: Math.round((end - start) / 86_400_000) + 1,
  };
}

/**
 * How many days of each colour a season holds: 22 red and 43 white days, every other day blue
 * (300 in a 365-day season, 301 in a leap one). These are the Tempo option's rules as RTE applies
 * them; the Gladys servers only relay the colour RTE gives each day.
 */
export function tempoDaysInSeason(
  season: TempoSeason,
): Record<(typeof tempoDayColours)[number], number> {
  return {red: 22, white: 43, blue: season.days - 22 - 43};
}

/** The last Sunday of a month (0-based) of a year, as a UTC timestamp at 01:00. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
}

/**
 * An instant shifted to the wall clock of Paris (read its fields with the `getUTC*` methods):
 * UTC+2 from the last Sunday of March to the last Sunday of October at 01:00 UTC, UTC+1 otherwise,
 * as the European Union's summer time rule sets it. Worked out by hand so that the browser needs
 * no `Intl` time zone data.
 */
export function inParis(instant: Date): Date {
  const year = instant.getUTCFullYear();
  const time = instant.getTime();
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  return new Date(time + (summer ? 2 : 1) * 3_600_000);
}

/** The calendar day in France (`YYYY-MM-DD`) of an instant, where Tempo days are counted. */
export function dayInFrance(instant: Date): string {
  return inParis(instant).toISOString().slice(0, 10);
}

/** The time of day in Paris of an instant, `HH:MM` on a 24-hour clock. */
export function timeInParis(instant: Date): string {
  return inParis(instant).toISOString().slice(11, 16);
}
