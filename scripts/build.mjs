#!/usr/bin/env node
/**
 * `npm run build`: the production build of every locale, the default locale first (its build
 * empties the whole output folder).
 *
 * From empty caches, each locale builds in a process of its own, one after the other.
 * `docusaurus build` builds all locales in one process, which keeps what the first locale's
 * bundler left in memory (native memory of Rspack that no garbage collection gives back) while the
 * next one builds: 1.72 GB at its peak here, against 1.25–1.3 GB for one locale. Two processes
 * share what is worth sharing through the disk (the bundler's cache, the post-build caches in
 * node_modules/.cache) and start again from an empty heap. config/i18n.ts writes each locale's
 * base URL out, so a locale built alone keeps its own (`/fr/`) and its folder (`build/fr/`).
 *
 * When an earlier build of every locale left its caches ({@link cachesOfEveryLocale}), the
 * bundler restores most of its work instead of doing it, and both locales build in one process:
 * 1.34 GB at its peak, and 1–1.5 s less than two processes (the second start of Node,
 * Docusaurus and the site's plugins).
 *
 * `GLADYS_BUILD_PROCESSES=per-locale` or `=one` sets the choice instead.
 *
 * Arguments are passed to each `docusaurus build` (`--out-dir build-hosted`, …). With `--locale`,
 * only the locales named are built, one process each, in the order given.
 * Exits with the status of the first build that fails.
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {i18n} from '../config/i18n.ts';

/** Docusaurus's command line, run with this Node (`npx` would add about half a second a locale). */
const docusaurusBin = createRequire(import.meta.url).resolve('@docusaurus/core/bin/docusaurus.mjs');

/** Locales in build order: the default locale first. */
const siteLocales = [i18n.defaultLocale, ...i18n.locales.filter((l) => l !== i18n.defaultLocale)];

/**
 * Whether an earlier build of every locale left its caches in node_modules/.cache: the bundler's
 * (`rspack/`) and each locale's Markdown twins (`gladys-postbuild/llms-txt-<locale>/`, written at
 * the end of a locale's build, so a build stopped half-way does not count).
 *
 * @param siteDir the site's root
 */
export function cachesOfEveryLocale(siteDir) {
  const cache = path.join(siteDir, 'node_modules/.cache');
  return (
    existsSync(path.join(cache, 'rspack')) &&
    siteLocales.every((locale) =>
      existsSync(path.join(cache, 'gladys-postbuild', `llms-txt-${locale}`, 'manifest.json')),
    )
  );
}

/**
 * Runs `docusaurus build` with these arguments in a process of its own.
 * Exits this process with the build's status when it fails.
 *
 * @param label what the log calls the build (`en`, `every locale`)
 */
function build(label, buildArgs) {
  const started = Date.now();
  const result = spawnSync(process.execPath, [docusaurusBin, 'build', ...buildArgs], {
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`[build] ${label}: failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  console.error(`[build] ${label}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const args = process.argv.slice(2);
const named = [];
const rest = [];
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--locale' || args[i] === '-l') named.push(args[(i += 1)]);
  else if (args[i].startsWith('--locale=')) named.push(args[i].slice('--locale='.length));
  else rest.push(args[i]);
}

// Run as a script (not imported by a test).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // GLADYS_BUILD_PROCESSES=per-locale or =one overrides the choice (to compare them).
  const mode = process.env.GLADYS_BUILD_PROCESSES;
  const one = mode === 'one' || (mode !== 'per-locale' && cachesOfEveryLocale(process.cwd()));
  if (!named.length && one) {
    console.error('[build] one process for all locales (caches of every locale found)');
    build('every locale', rest);
  } else {
    for (const locale of named.length ? named : siteLocales) {
      build(locale, ['--locale', locale, ...rest]);
    }
  }
}
