/** The shape of a subcommand of `npm run bench` (scripts/bench.ts). */
import type {ParseArgsConfig} from 'node:util';

/** Parsed option values, as `parseArgs` gives them. */
export type OptionValues = Record<string, string | boolean | undefined>;

/** One subcommand: what it measures, its options, and the measurement. */
export type BenchCommand = {
  /** One line for the command's help. */
  summary: string;
  /** Its options, in `parseArgs`'s form (every value a string or a boolean). */
  options: NonNullable<ParseArgsConfig['options']>;
  /** Measures, prints the figures beside their targets and writes them under bench-results/. */
  run: (values: OptionValues) => Promise<void>;
};
