import catalog from '../data/product/integrations-catalog.json';
import since from '../data/product/since.json';
import {integrations, localButPlusRequired, plusOutsideOnly} from '../data/integrations';

/** Whether an integration keeps working in a failure: fully, in part, or not at all. */
export type Outcome = 'works' | 'partly' | 'stops';

/** One integration of the released version, with what happens to it when something is down. */
export type OfflineRow = {
  /** Key in the product's catalogue. */
  key: string;
  /** Its title in English and French, from the catalogue. */
  title: {en: string; fr: string};
  /** The catalogue's flags. */
  local: boolean;
  cloudOnly: boolean;
  gladysPlus: boolean;
  deprecated: boolean;
  /** When the internet connection of the house is down. */
  internetDown: Outcome;
  /** When the Gladys servers are unreachable, or the Gladys Plus subscription has ended. */
  gladysServersDown: Outcome;
};

/** `4.86.1` → [4, 86, 1], for comparing versions. */
const parts = (version: string) => version.split('.').map(Number);
const notAfter = (a: string, b: string) => {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) < (y[i] ?? 0);
  }
  return true;
};

/**
 * What each integration of a released version does when the internet or the Gladys servers are
 * down, from the product's catalogue (`src/data/product/integrations-catalog.json`: local, cloud
 * only, Gladys Plus, deprecated) and the version that brought it (`since.json`). Two corrections
 * come from src/data/integrations.ts: the speakers find their devices locally but speak through
 * the Gladys Plus text-to-speech (`localButPlusRequired`: "partly"), and MCP works on the home
 * network without Gladys Plus (`plusOutsideOnly`).
 * @param version the release described (`4.86.1`); integrations that came later are left out
 * @returns one row per integration, in the catalogue's order
 */
export function offlineRows(version: string): OfflineRow[] {
  const idOfKey = new Map(integrations.map((i) => [i.key, i.id]));
  const sinceOf = since.integrations as Record<string, string>;
  return catalog.integrations
    .filter((entry) => sinceOf[entry.key] && notAfter(sinceOf[entry.key]!, version))
    .map((entry) => {
      const id = idOfKey.get(entry.key) ?? entry.link;
      const speaker = localButPlusRequired.includes(id);
      const plusOnlyOutside = plusOutsideOnly.includes(id);
      const needsPlus = entry.gladysPlus && !plusOnlyOutside;
      const internetDown: Outcome =
        needsPlus || entry.cloudOnly ? 'stops' : speaker ? 'partly' : 'works';
      const gladysServersDown: Outcome = needsPlus
        ? 'stops'
        : speaker || plusOnlyOutside
          ? 'partly'
          : 'works';
      return {
        key: entry.key,
        title: entry.title,
        local: entry.local,
        cloudOnly: entry.cloudOnly,
        gladysPlus: entry.gladysPlus,
        deprecated: entry.deprecated,
        internetDown,
        gladysServersDown,
      };
    });
}
