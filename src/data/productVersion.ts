import extracted from './product/facts.json';

/**
 * The Gladys version the docs describe (`4.86.1`), from `src/data/product/facts.json` (the
 * product's root `package.json`, read by `npm run product:extract`). The same value as
 * `product.version` of src/data/product.ts, in a module of its own for what every doc shows (the
 * "as of" line, the doc's JSON-LD): importing `product` would bundle every page with the data
 * behind all the facts (the scene steps, the widget list).
 */
export const productVersion: string = extracted.version;
