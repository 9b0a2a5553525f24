#!/usr/bin/env node
/**
 * `npm run build`: the production build of every locale, each in a process of its own, one after
 * the other (the default locale first, since its build empties the whole output folder).
 *
 * `docusaurus build` builds all locales in one process, which keeps what the first locale's
 * bundler and pages left in memory while the next one builds: 2.2 GB at its peak here, against
 * about 1.4 GB for one locale. Two processes share what is worth sharing through the disk (the
 * bundler's cache, made images and social cards in node_modules/.cache) and start again from an
 * empty heap. config/i18n.ts writes each locale's base URL out, so a locale built alone keeps its
 * own (`/fr/`) and its folder (`build/fr/`).
 *
 * Arguments are passed to each `docusaurus build` (`--out-dir build-hosted`, …). With `--locale`,
 * only the locales named are built, one process each, in the order given.
 * Exits with the status of the first build that fails.
 */
import {spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import {i18n} from '../config/i18n.ts';

/** Docusaurus's command line, run with this Node (`npx` would add about half a second a locale). */
const docusaurusBin = createRequire(import.meta.url).resolve('@docusaurus/core/bin/docusaurus.mjs');

/** Locales in build order: the default locale first. */
const siteLocales = [i18n.defaultLocale, ...i18n.locales.filter((l) => l !== i18n.defaultLocale)];

const args = process.argv.slice(2);
const named = [];
const rest = [];
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--locale' || args[i] === '-l') named.push(args[(i += 1)]);
  else if (args[i].startsWith('--locale=')) named.push(args[i].slice('--locale='.length));
  else rest.push(args[i]);
}

for (const locale of named.length ? named : siteLocales) {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [docusaurusBin, 'build', '--locale', locale, ...rest],
    {
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    console.error(`[build] ${locale}: failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  console.error(`[build] ${locale}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
