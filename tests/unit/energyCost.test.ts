/**
 * The contract calculator (`src/lib/energyCost.ts` on `src/data/energyPrices.json`) against yearly
 * costs worked out by hand from the rows of the regulated tariff CSVs of the energy-contracts
 * repository (prices in force since August 1, 2025, all taxes included), for three households.
 *
 * Columns used: Base `P_SOUSCRITE;…;PART_FIXE_TTC;…;PART_VARIABLE_TTC`; HP/HC `…;PART_FIXE_TTC;
 * …;PART_VARIABLE_HC_TTC;…;PART_VARIABLE_HP_TTC`; Tempo `…;PART_FIXE_TTC;` then HT/TTC pairs of
 * HC blue, HP blue, HC white, HP white, HC red, HP red. Tempo's energy is split by day colour as
 * the guide states: 300, 43 and 22 days out of 365.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import prices from '../../src/data/energyPrices.json';
import {yearlyCosts} from '../../src/lib/energyCost.ts';
import {contractFiles, type EnergyPrices} from '../../src/lib/energyPrices.ts';

const data = prices as EnergyPrices;

/** Equal to the cent's hundredth: both sides are sums of a few products of decimals. */
function near(actual: number | undefined, expected: number, what: string) {
  assert.ok(actual !== undefined, `${what}: no cost`);
  assert.ok(Math.abs(actual - expected) < 1e-6, `${what}: ${actual} instead of ${expected}`);
}

test('6 kVA, 4,000 kWh a year, 30 % off-peak', () => {
  // Base:  01/08/2025;;6;132,84;185,94;0,1327;0,1952
  // HP/HC: 01/08/2025;;6;135,6;189,99;0,1063;0,1635;0,1434;0,2081
  // Tempo: 01/08/2025;;6;133,20;186,46;0,0727;0,1232;0,0945;0,1494;0,0859;0,1391;0,1142;0,173;0,0917;0,146;0,509;0,6468
  const costs = yearlyCosts({yearlyKwh: 4000, offPeakPercent: 30, kva: 6}, data);
  near(costs.base?.total, 185.94 + 4000 * 0.1952, 'Base');
  near(costs.peakOffPeak?.total, 189.99 + 2800 * 0.2081 + 1200 * 0.1635, 'HP/HC');
  near(
    costs.tempo?.total,
    186.46 +
      (300 / 365) * (2800 * 0.1494 + 1200 * 0.1232) +
      (43 / 365) * (2800 * 0.173 + 1200 * 0.1391) +
      (22 / 365) * (2800 * 0.6468 + 1200 * 0.146),
    'Tempo',
  );
  near(costs.base?.subscription, 185.94, 'Base subscription');
});

test('9 kVA, 8,000 kWh a year, 40 % off-peak', () => {
  // Base:  01/08/2025;;9;165,48;233,70;0,1327;0,1952
  // HP/HC: 01/08/2025;;9;169,68;239,84;0,1063;0,1635;0,1434;0,2081
  // Tempo: 01/08/2025;;9;166,44;235,12;0,0727;0,1232;0,0945;0,1494;0,0859;0,1391;0,1142;0,173;0,0917;0,146;0,509;0,6468
  const costs = yearlyCosts({yearlyKwh: 8000, offPeakPercent: 40, kva: 9}, data);
  near(costs.base?.total, 233.7 + 8000 * 0.1952, 'Base');
  near(costs.peakOffPeak?.total, 239.84 + 4800 * 0.2081 + 3200 * 0.1635, 'HP/HC');
  near(
    costs.tempo?.total,
    235.12 +
      (300 / 365) * (4800 * 0.1494 + 3200 * 0.1232) +
      (43 / 365) * (4800 * 0.173 + 3200 * 0.1391) +
      (22 / 365) * (4800 * 0.6468 + 3200 * 0.146),
    'Tempo',
  );
});

test('12 kVA, 14,000 kWh a year, 55 % off-peak', () => {
  // Base:  01/08/2025;;12;198,12;281,46;0,1327;0,1952
  // HP/HC: 01/08/2025;;12;202,44;287,78;0,1063;0,1635;0,1434;0,2081
  // Tempo: 01/08/2025;;12;198,72;282,34;0,0727;0,1232;0,0945;0,1494;0,0859;0,1391;0,1142;0,173;0,0917;0,146;0,509;0,6468
  const costs = yearlyCosts({yearlyKwh: 14000, offPeakPercent: 55, kva: 12}, data);
  near(costs.base?.total, 281.46 + 14000 * 0.1952, 'Base');
  near(costs.peakOffPeak?.total, 287.78 + 6300 * 0.2081 + 7700 * 0.1635, 'HP/HC');
  near(
    costs.tempo?.total,
    282.34 +
      (300 / 365) * (6300 * 0.1494 + 7700 * 0.1232) +
      (43 / 365) * (6300 * 0.173 + 7700 * 0.1391) +
      (22 / 365) * (6300 * 0.6468 + 7700 * 0.146),
    'Tempo',
  );
});

test('an option with no row at a power is null, and inputs out of range are refused', () => {
  // The Tempo CSV has no 24 kVA row in force; the Base CSV stops at 15 kVA.
  const costs = yearlyCosts({yearlyKwh: 5000, offPeakPercent: 30, kva: 24}, data);
  assert.equal(costs.tempo, null);
  assert.equal(costs.base, null);
  assert.ok(costs.peakOffPeak);
  assert.throws(() => yearlyCosts({yearlyKwh: -1, offPeakPercent: 30, kva: 6}, data), RangeError);
  assert.throws(() => yearlyCosts({yearlyKwh: 1, offPeakPercent: 101, kva: 6}, data), RangeError);
});

test('npm run energy:prices keeps the rows in force of a clone, with its commit', () => {
  const repo = mkdtempSync(path.join(tmpdir(), 'energy-contracts-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', repo, ...args], {
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'test',
        GIT_AUTHOR_EMAIL: 'test@example.com',
        GIT_COMMITTER_NAME: 'test',
        GIT_COMMITTER_EMAIL: 'test@example.com',
      },
    });
  const files: Record<string, string> = {
    [contractFiles.base]:
      'DATE_DEBUT;DATE_FIN;P_SOUSCRITE;PART_FIXE_HT;PART_FIXE_TTC;PART_VARIABLE_HT;PART_VARIABLE_TTC\n' +
      '01/02/2025;31/07/2025;6;134,16;165,17;0,1343;0,2016\n' +
      '01/08/2025;;6;132,84;185,94;0,1327;0,1952\n',
    [contractFiles.peakOffPeak]:
      'DATE_DEBUT;DATE_FIN;P_SOUSCRITE;PART_FIXE_HT;PART_FIXE_TTC;PART_VARIABLE_HC_HT;PART_VARIABLE_HC_TTC;PART_VARIABLE_HP_HT;PART_VARIABLE_HP_TTC\n' +
      '01/08/2025;;6;135,6;189,99;0,1063;0,1635;0,1434;0,2081\n',
    [contractFiles.tempo]:
      'DATE_DEBUT;DATE_FIN;P_SOUSCRITE;PART_FIXE_HT;PART_FIXE_TTC;PART_VARIABLE_HCBleu_HT;PART_VARIABLE_HCBleu_TTC;PART_VARIABLE_HPBleu_HT;PART_VARIABLE_HPBleu_TTC;PART_VARIABLE_HCBlanc_HT;PART_VARIABLE_HCBlanc_TTC;PART_VARIABLE_HPBlanc_HT;PART_VARIABLE_HPBlanc_TTC;PART_VARIABLE_HCRouge_HT;PART_VARIABLE_HCRouge_TTC;PART_VARIABLE_HPRouge_HT;PART_VARIABLE_HPRouge_TTC\n' +
      '01/08/2025;;6;133,20;186,46;0,0727;0,1232;0,0945;0,1494;0,0859;0,1391;0,1142;0,173;0,0917;0,146;0,509;0,6468\n' +
      '01/08/2025;;24;;;;;;;;;;;;;;\n',
  };
  try {
    git('init', '-q');
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(repo, file)), {recursive: true});
      writeFileSync(path.join(repo, file), text);
    }
    git('add', '.');
    git('commit', '-q', '-m', 'prices');
    const commit = git('rev-parse', 'HEAD').trim();
    const out = path.join(repo, 'prices.json');
    const run = spawnSync(
      'npm',
      ['run', '--silent', 'energy:prices', '--', '--repo', repo, '--out', out],
      {encoding: 'utf8'},
    );
    assert.equal(run.status, 0, run.stderr);
    const written = JSON.parse(readFileSync(out, 'utf8')) as EnergyPrices;
    assert.equal(written.source.commit, commit);
    assert.deepEqual(written.effectiveDate, {
      base: '2025-08-01',
      peakOffPeak: '2025-08-01',
      tempo: '2025-08-01',
    });
    assert.deepEqual(written.base, [{kva: 6, subscription: 185.94, kwh: 0.1952}]);
    assert.deepEqual(written.peakOffPeak, [
      {kva: 6, subscription: 189.99, peak: 0.2081, offPeak: 0.1635},
    ]);
    assert.deepEqual(
      written.tempo.map((row) => row.kva),
      [6],
    );
    assert.deepEqual(written.tempo[0]!.red, {peak: 0.6468, offPeak: 0.146});
  } finally {
    rmSync(repo, {recursive: true, force: true});
  }
});
