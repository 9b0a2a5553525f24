/**
 * The EDF Tempo colours known when the site was built, from `src/data/tempo.json`, which
 * `npm run tempo:refresh` writes from the Gladys servers (who relay RTE's calendar). The build
 * never fetches them: CI has no network. The Tempo guide shows these colours without JavaScript
 * and replaces them with `/api/tempo`'s when that answers.
 *
 * Every field but `source` is null until the script has run once with network access.
 */
import raw from './tempo.json';
import type {TempoColour} from '../lib/tempo';

/** What `src/data/tempo.json` holds. */
export type TempoData = {
  /** Who the colours come from, as the guide names it. */
  source: 'RTE, through the Gladys servers';
  today: TempoColour | null;
  tomorrow: TempoColour | null;
  /** ISO 8601 time at which the Gladys servers gave these colours. */
  asOf: string | null;
  /** The day in France (`YYYY-MM-DD`) the script ran. */
  day: string | null;
  /** The Tempo season of that day, with the days of each colour already past (today included). */
  season: {
    start: string;
    end: string;
    days: number;
    usedThrough: string;
    used: {blue: number; white: number; red: number};
  } | null;
};

/** The committed snapshot. */
export const tempoAtBuild = raw as TempoData;
