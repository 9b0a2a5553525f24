/**
 * `npm run bench -- <subcommand> [options]`: every benchmark of PERFORMANCE.md behind one command.
 *
 *   pages     Lighthouse, main thread, first interactions and profiles per template, beside the floor
 *   build     cold, cached and one-doc builds and the dev server, beside the floor
 *   old-site  this tree (and a revision) beside the old site: builds, pages, dev server
 *   search    bytes and keystroke-to-results time of 40 search queries
 *   zigbee    the Zigbee device list: first-load bytes and keystroke latency
 *
 * Benchmarks are not tests: each prints its figures beside the targets, writes them under
 * bench-results/ and fails only when something breaks. Run them on an otherwise idle machine.
 * `npm run bench -- <subcommand> --help` lists a subcommand's options.
 */
import {parseArgs} from 'node:util';
import type {BenchCommand} from './bench/command.ts';
import {build} from './bench/build.ts';
import {oldSite} from './bench/oldSite.ts';
import {pages} from './bench/pages.ts';
import {search} from './bench/search.ts';
import {zigbee} from './bench/zigbee.ts';

const commands: Record<string, BenchCommand> = {pages, build, 'old-site': oldSite, search, zigbee};

/** The help text: every subcommand, or one with its options. */
function usage(name?: string): string {
  const command = name ? commands[name] : undefined;
  if (!command)
    return `Usage: npm run bench -- <subcommand> [options]\n\n${Object.entries(commands)
      .map(([key, {summary}]) => `  ${key.padEnd(9)} ${summary}`)
      .join('\n')}`;
  const options = Object.entries(command.options).map(
    ([option, {type, default: fallback}]) =>
      `  --${option}${type === 'string' ? '=<value>' : ''}${fallback !== undefined && fallback !== false ? ` (default ${fallback})` : ''}`,
  );
  return `Usage: npm run bench -- ${name} [options]\n${command.summary}\n\n${options.join('\n')}`;
}

/** Runs the subcommand the arguments name. */
async function main(args: string[]) {
  const [name, ...rest] = args;
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(usage());
    process.exit(name && name !== '--help' ? 2 : 0);
  }
  const {values} = parseArgs({
    args: rest,
    options: {...command.options, help: {type: 'boolean', default: false}},
    strict: true,
  });
  if (values.help) console.log(usage(name));
  else await command.run(values);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
