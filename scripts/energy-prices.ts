/**
 * `npm run energy:prices -- --repo <clone>`: reads the regulated EDF prices in force from a clone
 * of github:GladysAssistant/energy-contracts (the CSVs Gladys itself imports for its energy
 * features) and writes `src/data/energyPrices.json`, with the commit and the date the prices took
 * effect. The energy guide's contract calculator uses that file.
 *
 * Options: `--repo <folder>` a clone (bare or not), required; `--ref <commit>` instead of HEAD;
 * `--out <file>` instead of src/data/energyPrices.json.
 */
import {execFileSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {
  contractFiles,
  currentRows,
  frenchNumber,
  parseContractCsv,
  type EnergyPrices,
} from '../src/lib/energyPrices';

const git = (repo: string, ...args: string[]) =>
  execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8'});

/** Reads the three CSVs at `ref` and returns the prices in force. */
export function readPrices(repo: string, ref: string): EnergyPrices {
  const commit = git(repo, 'rev-parse', `${ref}^{commit}`).trim();
  const commitDate = git(repo, 'show', '-s', '--format=%cI', commit).trim();
  const csv = (file: string) => parseContractCsv(git(repo, 'show', `${commit}:${file}`));
  const kva = (row: Record<string, string>) => frenchNumber(row.P_SOUSCRITE, 'P_SOUSCRITE');
  const subscription = (row: Record<string, string>) =>
    frenchNumber(row.PART_FIXE_TTC, `PART_FIXE_TTC at ${row.P_SOUSCRITE} kVA`);

  const base = currentRows(csv(contractFiles.base), ['PART_FIXE_TTC', 'PART_VARIABLE_TTC']);
  const hphcColumns = ['PART_FIXE_TTC', 'PART_VARIABLE_HP_TTC', 'PART_VARIABLE_HC_TTC'];
  const hphc = currentRows(csv(contractFiles.peakOffPeak), hphcColumns);
  const colours = {blue: 'Bleu', white: 'Blanc', red: 'Rouge'} as const;
  const tempoColumns = [
    'PART_FIXE_TTC',
    ...Object.values(colours).flatMap((c) => [
      `PART_VARIABLE_HP${c}_TTC`,
      `PART_VARIABLE_HC${c}_TTC`,
    ]),
  ];
  const tempo = currentRows(csv(contractFiles.tempo), tempoColumns);
  const byPower = <T extends {kva: number}>(list: T[]) => list.sort((a, b) => a.kva - b.kva);
  const tempoPair = (row: Record<string, string>, colour: string) => ({
    peak: frenchNumber(row[`PART_VARIABLE_HP${colour}_TTC`], `HP ${colour}`),
    offPeak: frenchNumber(row[`PART_VARIABLE_HC${colour}_TTC`], `HC ${colour}`),
  });

  return {
    source: {
      repository: 'https://github.com/GladysAssistant/energy-contracts',
      commit,
      commitDate,
    },
    effectiveDate: {
      base: base.effectiveDate,
      peakOffPeak: hphc.effectiveDate,
      tempo: tempo.effectiveDate,
    },
    base: byPower(
      base.rows.map((row) => ({
        kva: kva(row),
        subscription: subscription(row),
        kwh: frenchNumber(row.PART_VARIABLE_TTC, 'PART_VARIABLE_TTC'),
      })),
    ),
    peakOffPeak: byPower(
      hphc.rows.map((row) => ({
        kva: kva(row),
        subscription: subscription(row),
        peak: frenchNumber(row.PART_VARIABLE_HP_TTC, 'PART_VARIABLE_HP_TTC'),
        offPeak: frenchNumber(row.PART_VARIABLE_HC_TTC, 'PART_VARIABLE_HC_TTC'),
      })),
    ),
    tempo: byPower(
      tempo.rows.map((row) => ({
        kva: kva(row),
        subscription: subscription(row),
        blue: tempoPair(row, colours.blue),
        white: tempoPair(row, colours.white),
        red: tempoPair(row, colours.red),
      })),
    ),
  };
}

function main() {
  const {values} = parseArgs({
    options: {
      repo: {type: 'string'},
      ref: {type: 'string', default: 'HEAD'},
      out: {type: 'string', default: 'src/data/energyPrices.json'},
    },
  });
  if (!values.repo) {
    throw new Error('--repo <folder> is required: a clone of GladysAssistant/energy-contracts');
  }
  const prices = readPrices(values.repo, values.ref!);
  writeFileSync(values.out!, `${JSON.stringify(prices, null, 2)}\n`);
  console.log(
    `${values.out}: prices of ${prices.effectiveDate.base} (Base), ${prices.effectiveDate.peakOffPeak} (HP/HC), ${prices.effectiveDate.tempo} (Tempo), commit ${prices.source.commit.slice(0, 7)}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main();
  } catch (error) {
    console.error(`energy:prices: ${(error as Error).message}`);
    process.exit(1);
  }
}
