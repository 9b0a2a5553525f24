// Lets plain Node (node:test with tsx) load modules that import Docusaurus's client
// modules, which exist only inside a Docusaurus build. Loaded by scripts/test.mjs
// with `--import ./tests/support/docusaurusStubs.mjs`: each specifier below resolves
// to a small stand-in under tests/support/stubs/, so a data file can call
// `translate()` and still be validated by its test.
import Module, {register} from 'node:module';
import {fileURLToPath} from 'node:url';

/** Docusaurus client modules and their stand-ins (tsx compiles the `.ts` files). */
export const stubs = new Map([
  ['@docusaurus/Translate', new URL('./stubs/Translate.ts', import.meta.url)],
]);

// ES modules: a resolve hook (tests/support/docusaurusStubHooks.mjs).
register('./docusaurusStubHooks.mjs', import.meta.url, {
  data: Object.fromEntries([...stubs].map(([name, url]) => [name, url.href])),
});

// CommonJS, which tsx uses for this package's TypeScript (no "type": "module"):
// Node's own file name resolution, wrapped.
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const stub = stubs.get(request);
  return stub ? fileURLToPath(stub) : resolveFilename.call(this, request, ...rest);
};
