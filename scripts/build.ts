#!/usr/bin/env node
// `npm run build`: the production build, one `docusaurus build --locale <locale>` process per locale,
// the default locale first (its build empties build/, the others go into build/<locale>/).
// A single `docusaurus build` of both locales keeps the first locale's memory while it bundles the
// second and peaked at 2.3 GB; a process per locale peaks at about 1.6 GB, with the same output.
// Arguments are passed on to each build; with `--locale`, it is one `docusaurus build`, as is.
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {i18n} from '../config/i18n.ts';

const args = process.argv.slice(2);
// Only --locale matters here; every other argument is docusaurus build's, so the parse is not strict.
const {values} = parseArgs({args, options: {locale: {type: 'string'}}, strict: false});
const docusaurus = path.resolve(import.meta.dirname, '../node_modules/.bin/docusaurus');
const locales =
  values.locale !== undefined
    ? [null]
    : [i18n.defaultLocale, ...i18n.locales.filter((locale) => locale !== i18n.defaultLocale)];

for (const locale of locales) {
  const run = spawnSync(docusaurus, ['build', ...(locale ? ['--locale', locale] : []), ...args], {
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
