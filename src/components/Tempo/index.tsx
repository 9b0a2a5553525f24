import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {interpolate} from '@docusaurus/Interpolate';
import {useDateFormat, useNumberFormat} from '@site/src/lib/localeFormats';
import {
  dayInFrance,
  inParis,
  timeInParis,
  tempoColours,
  tempoDayColours,
  tempoDaysInSeason,
  tempoSeasonOf,
  type TempoColour,
} from '@site/src/lib/tempo';
import {tempoAtBuild, type TempoData} from '@site/src/data/tempo';
import energyPrices from '@site/src/data/energyPrices.json';
import type {EnergyPrices} from '@site/src/lib/energyPrices';
import type englishCopy from '@site/i18n/en/components/Tempo.json';
import styles from './styles.module.css';

/**
 * The Tempo components' words: one JSON file per language, `i18n/<locale>/components/Tempo.json`;
 * each guide imports the file of its own language and passes it.
 */
export type TempoCopy = typeof englishCopy;

/** Where the colours on screen come from, and so what the status line says. */
type Origin = 'build' | 'live' | 'stale' | 'missing';

/** The colours on screen. */
type Shown = {today: TempoColour | null; tomorrow: TempoColour | null; asOf: string | null};

/** The address of the site's own Tempo endpoint (`functions/api/tempo.ts`). */
const endpoint = '/api/tempo';

/** Writes an instant as "November 29, 2026, 14:05", in Paris time, without `Intl`. */
function useParisTime(): (iso: string) => string {
  const date = useDateFormat('long');
  return (iso) => `${date(inParis(new Date(iso)))}, ${timeInParis(new Date(iso))}`;
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function colourName(colour: TempoColour | null, copy: TempoCopy): string {
  switch (colour) {
    case 'blue':
      return copy.colourBlue;
    case 'white':
      return copy.colourWhite;
    case 'red':
      return copy.colourRed;
    case 'unknown':
      return copy.colourUnknown;
    default:
      return copy.colourMissing;
  }
}

/** Checks the endpoint's answer; null when it is not two colours and a time. */
function readAnswer(body: unknown): Shown | null {
  const {today, tomorrow, asOf} = (body ?? {}) as Record<string, unknown>;
  const ok = (value: unknown): value is TempoColour =>
    typeof value === 'string' && (tempoColours as readonly string[]).includes(value);
  if (!ok(today) || !ok(tomorrow) || typeof asOf !== 'string' || Number.isNaN(Date.parse(asOf))) {
    return null;
  }
  return {today, tomorrow, asOf};
}

/**
 * Today's and tomorrow's EDF Tempo colours. The server-rendered page shows the colours recorded
 * when the site was built (`src/data/tempo.json`) with their time, so the panel works without
 * JavaScript; in the browser it then asks the site's own `/api/tempo` once and shows its answer.
 * When that fails, the status line says whether the colours on screen are old (not from today in
 * France) or missing altogether. The status line is a polite live region.
 *
 * @param props.copy the words in the page's language (`TempoCopy`)
 * @param props.data the build-time colours; `src/data/tempo.json` unless a test passes others
 */
export default function TempoLive({
  copy,
  data = tempoAtBuild,
}: {
  copy: TempoCopy;
  data?: TempoData;
}): ReactNode {
  const parisTime = useParisTime();
  const dayMonth = useDateFormat('dayMonth');
  const [shown, setShown] = useState<Shown>({
    today: data.today,
    tomorrow: data.tomorrow,
    asOf: data.asOf,
  });
  const [origin, setOrigin] = useState<Origin>(data.asOf ? 'build' : 'missing');
  const [scripted, setScripted] = useState(false);

  useEffect(() => {
    setScripted(true);
    const controller = new AbortController();
    const fallBack = () => {
      if (controller.signal.aborted) return;
      const fresh = data.asOf && dayInFrance(new Date(data.asOf)) === dayInFrance(new Date());
      setOrigin(!data.asOf ? 'missing' : fresh ? 'build' : 'stale');
    };
    fetch(endpoint, {headers: {Accept: 'application/json'}, signal: controller.signal})
      .then(async (response) => {
        const answer = response.ok ? readAnswer(await response.json()) : null;
        if (!answer) return fallBack();
        setShown(answer);
        setOrigin('live');
      })
      .catch(fallBack);
    return () => controller.abort();
  }, [data]);

  const day = shown.asOf ? dayInFrance(new Date(shown.asOf)) : null;
  const status = (() => {
    switch (origin) {
      case 'live':
        return copy.statusLive;
      case 'stale':
        return interpolate(copy.statusStale, {time: parisTime(shown.asOf!)});
      case 'missing':
        return scripted ? copy.statusMissing : copy.statusMissingNoScript;
      case 'build':
        return scripted ? copy.statusBuild : copy.statusBuildNoScript;
    }
  })();

  const card = (label: string, colour: TempoColour | null, date: string | null) => (
    <div className={clsx(styles.card, colour && styles[colour])}>
      <p className={styles.cardLabel}>
        {label}
        {date && <span className={styles.cardDate}>{dayMonth(`${date}T00:00:00Z`)}</span>}
      </p>
      <p className={styles.cardColour}>{colourName(colour, copy)}</p>
    </div>
  );

  return (
    <section className={styles.panel} aria-label={copy.panelLabel} data-origin={origin}>
      <div className={styles.cards}>
        {card(copy.today, shown.today, day)}
        {card(copy.tomorrow, shown.tomorrow, day && nextDay(day))}
      </div>
      <p className={styles.meta}>
        {shown.asOf && <>{interpolate(copy.asOf, {time: parisTime(shown.asOf)})} </>}
        {copy.source}
      </p>
      <p
        className={clsx(styles.status, origin !== 'live' && origin !== 'build' && styles.warning)}
        role="status"
        aria-live="polite">
        {status}
      </p>
    </section>
  );
}

/**
 * The days of each colour in the season of the build-time snapshot (or the current season when
 * there is none), with those already used and those left when the snapshot was taken.
 *
 * @param props.copy the words in the page's language (`TempoCopy`)
 */
export function TempoSeason({
  copy,
  data = tempoAtBuild,
}: {
  copy: TempoCopy;
  data?: TempoData;
}): ReactNode {
  const long = useDateFormat('long');
  const season = data.season ?? tempoSeasonOf(data.day ?? dayInFrance(new Date()));
  const totals = tempoDaysInSeason(season);
  const used = data.season?.used;
  const fmt = (day: string) => long(`${day}T00:00:00Z`);
  return (
    <table className={styles.table}>
      <caption>
        {interpolate(copy.seasonCaption, {
          start: fmt(season.start),
          end: fmt(season.end),
        })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{copy.seasonColour}</th>
          <th scope="col">{copy.seasonTotal}</th>
          <th scope="col">
            {interpolate(copy.seasonUsed, {
              day: data.season ? fmt(data.season.usedThrough) : '—',
            })}
          </th>
          <th scope="col">{copy.seasonLeft}</th>
        </tr>
      </thead>
      <tbody>
        {tempoDayColours.map((colour) => (
          <tr key={colour}>
            <th scope="row">{colourName(colour, copy)}</th>
            <td>{totals[colour]}</td>
            <td>{used ? used[colour] : copy.seasonUnknown}</td>
            <td>{used ? totals[colour] - used[colour] : copy.seasonUnknown}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The Tempo price per kWh of each day colour in peak and off-peak hours, from
 * `src/data/energyPrices.json` (the same at every subscribed power; the data test checks it),
 * with the date they took effect and the source commit.
 *
 * @param props.copy the words in the page's language (`TempoCopy`)
 */
export function TempoPrices({copy}: {copy: TempoCopy}): ReactNode {
  const number = useNumberFormat();
  const long = useDateFormat('long');
  const prices = energyPrices as EnergyPrices;
  const row = prices.tempo[0]!;
  const euros = (value: number) => number(value, {fractionDigits: 4, euro: true});
  const date = long(`${prices.effectiveDate.tempo}T00:00:00Z`);
  return (
    <>
      <table className={styles.table}>
        <caption>{interpolate(copy.pricesCaption, {date})}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.pricesColour}</th>
            <th scope="col">{copy.pricesPeak}</th>
            <th scope="col">{copy.pricesOffPeak}</th>
          </tr>
        </thead>
        <tbody>
          {tempoDayColours.map((colour) => (
            <tr key={colour}>
              <th scope="row">{colourName(colour, copy)}</th>
              <td>{euros(row[colour].peak)}</td>
              <td>{euros(row[colour].offPeak)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.meta}>
        {interpolate(copy.pricesSource, {commit: prices.source.commit.slice(0, 7)})}
      </p>
    </>
  );
}
