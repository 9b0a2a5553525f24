/**
 * `npm run tempo:refresh`: asks the Gladys servers for today's and tomorrow's EDF Tempo colours
 * (`GET /edf/tempo/today`) and for the colours of the season so far (`GET /edf/tempo/historical`),
 * and writes them to `src/data/tempo.json`, which the Tempo guide shows when it is built (and
 * without JavaScript). The live panel then asks `/api/tempo` for fresher colours.
 *
 * The build never calls this: CI has no network, so the build uses the committed file. On any
 * error (network, status, an answer that fails the checks) it stops with a message and leaves
 * the file as it was.
 *
 * Options: `--url <base URL>` instead of the Gladys servers' own; `--out <file>` instead of
 * src/data/tempo.json (tests write into a temporary folder).
 */
import {readFileSync, renameSync, writeFileSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {
  dayInFrance,
  gladysServersUrl,
  parseTempoAnswer,
  tempoDayColours,
  tempoSeasonOf,
  tempoUpstreamPath,
} from '../src/lib/tempo';
import type {TempoData} from '../src/data/tempo';

/** Time allowed to each request, in milliseconds. */
const timeoutMs = 15_000;

async function getJson(url: string): Promise<{body: unknown; date: string | null}> {
  const response = await fetch(url, {
    headers: {Accept: 'application/json'},
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}`);
  }
  return {body: await response.json(), date: response.headers.get('Date')};
}

/**
 * Counts the days of each colour in an answer of `GET /edf/tempo/historical` (rows of
 * `{created_at: 'YYYY-MM-DD', day_type: colour}`), keeping only the days from `start` to `last`.
 *
 * @throws Error on a row that is not of that shape.
 */
export function countSeasonDays(rows: unknown, start: string, last: string) {
  if (!Array.isArray(rows)) {
    throw new Error('the historical answer is not a list');
  }
  const used = {blue: 0, white: 0, red: 0};
  const seen = new Set<string>();
  for (const row of rows) {
    const {created_at: day, day_type: colour} = (row ?? {}) as Record<string, unknown>;
    if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) {
      throw new Error(`a historical row has no date: ${JSON.stringify(row)}`);
    }
    if (!(tempoDayColours as readonly unknown[]).includes(colour)) {
      throw new Error(`the row of ${day} has no colour: ${JSON.stringify(row)}`);
    }
    if (day < start || day > last || seen.has(day)) continue;
    seen.add(day);
    used[colour as keyof typeof used] += 1;
  }
  return used;
}

/** Reads the colours and the season's counts from `base` and returns what the JSON file holds. */
export async function refreshTempo(base: string, now = new Date()): Promise<TempoData> {
  const root = base.replace(/\/+$/, '');
  const today = await getJson(`${root}${tempoUpstreamPath}`);
  const snapshot = parseTempoAnswer(today.body, today.date, now);
  const day = dayInFrance(now);
  const season = tempoSeasonOf(day);
  const historical = await getJson(
    `${root}/edf/tempo/historical?start_date=${season.start}&take=${season.days}`,
  );
  return {
    source: 'RTE, through the Gladys servers',
    ...snapshot,
    day,
    season: {
      ...season,
      usedThrough: day,
      used: countSeasonDays(historical.body, season.start, day),
    },
  };
}

async function main() {
  const {values} = parseArgs({
    options: {
      url: {type: 'string', default: gladysServersUrl},
      out: {type: 'string', default: 'src/data/tempo.json'},
    },
  });
  const data = await refreshTempo(values.url!);
  const previous = readFileSync(values.out!, 'utf8');
  const next = `${JSON.stringify(data, null, 2)}\n`;
  writeFileSync(`${values.out}.tmp`, next);
  renameSync(`${values.out}.tmp`, values.out!);
  console.log(
    previous === next
      ? `${values.out}: unchanged`
      : `${values.out}: today ${data.today}, tomorrow ${data.tomorrow} (as of ${data.asOf})`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: Error) => {
    console.error(`tempo:refresh: ${error.message}; src/data/tempo.json is unchanged`);
    process.exit(1);
  });
}
