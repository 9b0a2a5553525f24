/**
 * The Tempo helpers shared by the Pages Function, the refresh script and the guide
 * (`src/lib/tempo.ts`), and `npm run tempo:refresh` run against the local stand-in for the Gladys
 * servers (`tests/support/tempoGateway.ts`): no test reaches the internet.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  dayInFrance,
  parseTempoAnswer,
  tempoDaysInSeason,
  tempoSeasonOf,
  timeInParis,
} from '../../src/lib/tempo.ts';
import {countSeasonDays, refreshTempo} from '../../scripts/tempo-refresh.ts';
import {startTempoGateway} from '../support/tempoGateway.ts';

const now = new Date('2026-11-29T08:00:00Z');
const date = now.toUTCString();

test('an answer of the Gladys servers is read with its Date header', () => {
  assert.deepEqual(parseTempoAnswer({today: 'red', tomorrow: 'unknown'}, date, now), {
    today: 'red',
    tomorrow: 'unknown',
    asOf: '2026-11-29T08:00:00.000Z',
  });
});

test('an answer is refused when a colour, the date or the shape is wrong', () => {
  const bad: [unknown, string | null][] = [
    [{today: 'Blue', tomorrow: 'red'}, date],
    [{today: 'blue'}, date],
    [['blue', 'red'], date],
    [null, date],
    [{today: 'blue', tomorrow: 'red'}, null],
    [{today: 'blue', tomorrow: 'red'}, 'yesterday'],
    [{today: 'blue', tomorrow: 'red'}, new Date('2026-11-29T09:00:00Z').toUTCString()],
    [{today: 'blue', tomorrow: 'red'}, new Date('2026-11-26T08:00:00Z').toUTCString()],
  ];
  for (const [body, header] of bad) {
    assert.throws(() => parseTempoAnswer(body, header, now), Error, JSON.stringify([body, header]));
  }
});

test('seasons run from September 1 to August 31, with one more blue day in leap seasons', () => {
  assert.deepEqual(tempoSeasonOf('2026-11-29'), {
    start: '2026-09-01',
    end: '2027-08-31',
    days: 365,
  });
  assert.deepEqual(tempoSeasonOf('2026-08-31'), {
    start: '2025-09-01',
    end: '2026-08-31',
    days: 365,
  });
  const leap = tempoSeasonOf('2027-09-01');
  assert.equal(leap.days, 366);
  assert.deepEqual(tempoDaysInSeason(leap), {red: 22, white: 43, blue: 301});
  assert.deepEqual(tempoDaysInSeason(tempoSeasonOf('2026-11-29')), {red: 22, white: 43, blue: 300});
});

test('Paris time follows summer time without Intl', () => {
  assert.equal(timeInParis(new Date('2026-01-15T23:30:00Z')), '00:30');
  assert.equal(dayInFrance(new Date('2026-01-15T23:30:00Z')), '2026-01-16');
  assert.equal(timeInParis(new Date('2026-07-01T21:59:00Z')), '23:59');
  // Summer time starts on March 29, 2026 at 01:00 UTC and ends on October 25 at 01:00 UTC.
  assert.equal(timeInParis(new Date('2026-03-29T00:59:00Z')), '01:59');
  assert.equal(timeInParis(new Date('2026-03-29T01:00:00Z')), '03:00');
  assert.equal(timeInParis(new Date('2026-10-25T00:59:00Z')), '02:59');
  assert.equal(timeInParis(new Date('2026-10-25T01:00:00Z')), '02:00');
});

test('the season count keeps the days of the season once each', () => {
  const rows = [
    {created_at: '2026-08-31', day_type: 'red'},
    {created_at: '2026-09-01', day_type: 'blue'},
    {created_at: '2026-09-01', day_type: 'blue'},
    {created_at: '2026-09-02', day_type: 'white'},
    {created_at: '2026-09-03', day_type: 'red'},
  ];
  assert.deepEqual(countSeasonDays(rows, '2026-09-01', '2026-09-02'), {blue: 1, white: 1, red: 0});
  assert.throws(() =>
    countSeasonDays([{created_at: '2026-09-01', day_type: 'green'}], '2026-09-01', '2026-09-02'),
  );
  assert.throws(() => countSeasonDays({}, '2026-09-01', '2026-09-02'));
});

test('tempo:refresh reads both routes of a stand-in and records the season so far', async () => {
  const gateway = await startTempoGateway();
  try {
    const data = await refreshTempo(gateway.url, new Date());
    assert.equal(data.source, 'RTE, through the Gladys servers');
    assert.equal(data.today, 'blue');
    assert.equal(data.tomorrow, 'white');
    assert.ok(data.season);
    assert.equal(gateway.requests[0]!.url, '/edf/tempo/today');
    assert.match(
      gateway.requests[1]!.url,
      /^\/edf\/tempo\/historical\?start_date=\d{4}-09-01&take=36[56]$/,
    );
    gateway.set('error');
    await assert.rejects(refreshTempo(gateway.url), /answered 500/);
  } finally {
    await gateway.close();
  }
});

test('npm run tempo:refresh writes the file, and leaves it as it was when the source fails', async () => {
  const gateway = await startTempoGateway();
  const dir = mkdtempSync(path.join(tmpdir(), 'tempo-refresh-'));
  const out = path.join(dir, 'tempo.json');
  // Run without blocking: the stand-in answers from this process.
  const run = () =>
    new Promise<{status: number | null; stderr: string}>((resolve) => {
      const args = ['run', '--silent', 'tempo:refresh', '--', '--url', gateway.url, '--out', out];
      const child = spawn('npm', args);
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('close', (status) => resolve({status, stderr}));
    });
  try {
    writeFileSync(out, '{"before": true}\n');
    const good = await run();
    assert.equal(good.status, 0, good.stderr);
    const written = JSON.parse(readFileSync(out, 'utf8'));
    assert.equal(written.today, 'blue');
    assert.equal(written.tomorrow, 'white');
    gateway.set('malformed');
    const before = readFileSync(out, 'utf8');
    const bad = await run();
    assert.notEqual(bad.status, 0);
    assert.match(bad.stderr, /unchanged/);
    assert.equal(readFileSync(out, 'utf8'), before);
  } finally {
    await gateway.close();
    rmSync(dir, {recursive: true, force: true});
  }
});
