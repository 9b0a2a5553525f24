/**
 * Lets plain Node load modules that import Docusaurus's client modules, which
 * exist only inside a Docusaurus build: each specifier below resolves to a
 * small stand-in under tests/support/stubs/, so a data file can call
 * `translate()` and still be loaded by its node:test test or a Playwright spec, and
 * `@locale/…` is the English file under `i18n/en/`.
 *
 * Loaded by scripts/test.ts (`--import tsx --import ./tests/support/docusaurusStubs.ts`)
 * and by playwright.config.ts. This package's TypeScript runs as CommonJS
 * (no `"type": "module"`), so wrapping Node's file name resolution is enough.
 */
import Module from 'node:module';
import path from 'node:path';

/** Docusaurus client modules and the files standing in for them. */
const stubs = new Map([
  ['@docusaurus/Translate', path.join(__dirname, 'stubs/Translate.ts')],
  ['@docusaurus/Interpolate', path.join(__dirname, 'stubs/Interpolate.ts')],
  ['@docusaurus/useDocusaurusContext', path.join(__dirname, 'stubs/useDocusaurusContext.ts')],
]);

type ResolveFilename = (this: unknown, request: string, ...rest: unknown[]) => string;
const loader = Module as unknown as {_resolveFilename: ResolveFilename};
const resolveFilename = loader._resolveFilename;
// `@locale/…` (src/plugins/locale-messages) reads the English words, as TypeScript does.
const localeFolder = path.join(__dirname, '../../i18n/en');
loader._resolveFilename = function (request, ...rest) {
  if (request.startsWith('@locale/')) {
    return resolveFilename.call(
      this,
      path.join(localeFolder, request.slice('@locale/'.length)),
      ...rest,
    );
  }
  return stubs.get(request) ?? resolveFilename.call(this, request, ...rest);
};
