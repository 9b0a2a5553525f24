/**
 * The product extracts of each docs version, by the docs plugin's version name: `current` (the
 * next version, `docs/`, extracts in `src/data/product/`) and each release (`versioned_docs/`,
 * extracts in `src/data/product/<version>/`). Only the facts, which every doc shows (its "as of"
 * line), are here; the since extracts are in ./sinceVersions.ts, read when a page is compiled, and
 * the larger ones (REST API, scene steps) are imported by the one component that shows them. A
 * release adds one import per map (`npm run product:extract -- --out X`).
 * No Docusaurus import: the data tests load it.
 */
import factsNext from './product/facts.json';
import facts486 from './product/4.86/facts.json';

/** The facts extract of a version (`facts.json`): version, reference commit and date, images, counts. */
export type ProductFacts = typeof factsNext;

/** The docs plugin's name of the next version. */
export const nextVersionName = 'current';

/** facts.json of each docs version. */
export const factsByVersion: Readonly<Record<string, ProductFacts>> = {
  current: factsNext,
  '4.86': facts486,
};

/**
 * One version's entry of a map above.
 * @throws Error naming the version when the map has no extract for it (a release added to
 *   versions.json without its imports here)
 */
export function forVersion<T>(map: Readonly<Record<string, T>>, version: string): T {
  const value = map[version];
  if (value === undefined) {
    throw new Error(
      `src/data/productVersions.ts has no product extract for docs version "${version}": import src/data/product/${version}/`,
    );
  }
  return value;
}
