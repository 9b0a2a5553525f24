/**
 * Reads every device definition of the installed zigbee-herdsman-converters
 * package (a devDependency) for `scripts/zigbee-data.ts` and the data tests.
 * Never imported by the site: the page reads the files the script writes.
 */
import {createRequire} from 'node:module';
import type {DefinitionInput, WhiteLabel} from './buildData';
import type {Expose} from './mapExposes';

/** The package's definitions, prepared as Zigbee2mqtt prepares them, with the package version. */
export type LoadedDefinitions = {version: string; definitions: DefinitionInput[]};

/** A prepared definition, as far as we read it. */
type Prepared = {
  vendor: string;
  model: string;
  description: string;
  exposes: unknown[] | ((...args: unknown[]) => unknown);
  whiteLabel?: WhiteLabel[];
};

/**
 * Loads and prepares every definition (`prepareDefinition`, which merges the
 * "modern extends" into exposes). A definition whose exposes are a function
 * (computed from the paired device and its options) is marked `'dynamic'`; the
 * others are copied to plain objects (`toJSON` of the package's expose classes).
 */
export function loadDefinitions(): LoadedDefinitions {
  const require = createRequire(import.meta.url);
  const converters = require('zigbee-herdsman-converters') as {
    prepareDefinition: (definition: unknown) => Prepared;
  };
  const all = (require('zigbee-herdsman-converters/devices/index') as {default: unknown[]}).default;
  const version = (require('zigbee-herdsman-converters/package.json') as {version: string}).version;
  const definitions = all.map((raw): DefinitionInput => {
    const prepared = converters.prepareDefinition(raw);
    return {
      vendor: prepared.vendor,
      model: prepared.model,
      description: prepared.description,
      exposes:
        typeof prepared.exposes === 'function'
          ? 'dynamic'
          : (JSON.parse(JSON.stringify(prepared.exposes)) as Expose[]),
      whiteLabel: prepared.whiteLabel,
    };
  });
  return {version, definitions};
}
