/** How often Gladys ships a minor version, worked out from the dates of its release posts. */
export type Cadence = {
  /** Minor versions counted (`4.86`, not `4.8.1`). */
  count: number;
  /** The oldest and newest counted versions, with their dates (`YYYY-MM-DD`). */
  first: {version: string; date: string};
  last: {version: string; date: string};
  /** Median number of days between two consecutive minor versions. */
  medianDays: number;
  /** Longest gap, in days, and the version that ended it. */
  longestGap: {days: number; version: string};
  /** Minor versions released in the 365 days up to and including the newest one. */
  lastYear: number;
  /** Minor versions per calendar year, oldest year first. */
  perYear: {year: string; count: number}[];
};

const day = 24 * 60 * 60 * 1000;
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / day);

/**
 * The release cadence from the release posts' dates.
 * @param dates each version's post date (`{'4.86': '2026-08-14'}`), as the release-notes plugin
 *   publishes them; patch versions (`4.8.1`) are left out
 * @returns the cadence of the minor versions
 * @throws Error when fewer than two minor versions are given
 */
export function releaseCadence(dates: Readonly<Record<string, string>>): Cadence {
  const minors = Object.entries(dates)
    .filter(([version]) => /^\d+\.\d+$/.test(version))
    .map(([version, date]) => ({version, date}))
    .sort((a, b) => a.date.localeCompare(b.date));
  if (minors.length < 2) throw new Error('releaseCadence needs at least two minor versions');
  const gaps = minors
    .slice(1)
    .map((m, i) => ({days: daysBetween(minors[i]!.date, m.date), version: m.version}));
  const sorted = gaps.map((g) => g.days).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const medianDays =
    sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
  const longestGap = gaps.reduce((a, b) => (b.days > a.days ? b : a));
  const last = minors.at(-1)!;
  const perYear = new Map<string, number>();
  for (const m of minors)
    perYear.set(m.date.slice(0, 4), (perYear.get(m.date.slice(0, 4)) ?? 0) + 1);
  return {
    count: minors.length,
    first: minors[0]!,
    last,
    medianDays,
    longestGap,
    lastYear: minors.filter((m) => daysBetween(m.date, last.date) < 365).length,
    perYear: [...perYear].map(([year, count]) => ({year, count})),
  };
}
