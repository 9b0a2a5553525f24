// Module resolution hook registered by tests/support/docusaurusStubs.mjs, which
// passes the stand-ins as `data` (specifier → file URL).

/** @type {Map<string, string>} */
let stubs = new Map();

/** @param {Record<string, string>} data */
export function initialize(data) {
  stubs = new Map(Object.entries(data));
}

/**
 * Resolves a stubbed specifier to its stand-in; hands every other one on.
 *
 * @param {string} specifier
 * @param {object} context
 * @param {(specifier: string, context: object) => Promise<object>} nextResolve
 */
export async function resolve(specifier, context, nextResolve) {
  const stub = stubs.get(specifier);
  return stub ? {url: stub, shortCircuit: true} : nextResolve(specifier, context);
}
