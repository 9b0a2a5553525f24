#!/usr/bin/env node
// Writes src/data/product/guides-facts.json: the facts of the released Gladys that the guides for
// readers who are still choosing show as lists, read from the product's source at one tag:
// the Zigbee coordinators its Zigbee2mqtt setup offers (by Zigbee2mqtt adapter type), and what its
// Matter integration can pair (pairing code kind, Bluetooth commissioning, the Matter clusters it
// turns into Gladys features, with the feature categories each one gives and their labels in the
// product's English and French interface), and every call its server makes to the servers of the
// Gladys project, by feature, with whether it needs a Gladys Plus account
// (scripts/lib/gladysServerCalls.ts).
//
// Usage: npm run guides:facts -- --product <Gladys checkout or bare clone> [--rev v4.86.1]
import {execFileSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {productCommand, productOrigin} from './lib/productRepo.ts';
import {gladysServerCalls, versionCheckPath} from './lib/gladysServerCalls.ts';

const {repo, values} = productCommand(
  'npm run guides:facts -- --product <Gladys checkout> [--rev v4.86.1]',
  {rev: {type: 'string', default: 'v4.86.1'}},
);
const {rev} = values;
const show = (file: string) => repo.show(rev, file);
const commit = repo.commit(rev);
const version = rev.replace(/^v/, '');

/** What the adapters file exports: Zigbee2mqtt adapter type → coordinator names, and the default type. */
type Adapters = {ADAPTERS_BY_CONFIG_KEY?: Record<string, string[]>; DEFAULT_KEY?: string};

// The adapters file only declares constants: run it in an empty context to read them.
const adaptersPath = 'server/services/zigbee2mqtt/adapters/index.js';
const sandbox: {module: {exports: Adapters}} = {module: {exports: {}}};
vm.runInNewContext(show(adaptersPath), sandbox);
const {ADAPTERS_BY_CONFIG_KEY, DEFAULT_KEY} = sandbox.module.exports;
if (!ADAPTERS_BY_CONFIG_KEY || !DEFAULT_KEY) throw new Error(`${adaptersPath} changed shape`);

const pairPath = 'server/services/matter/lib/matter.pairDevice.js';
const pair = show(pairPath);
const ble = pair.match(/ble:\s*(true|false)/);
if (!ble) throw new Error(`${pairPath}: no "ble:" discovery capability found`);
const convertPath = 'server/services/matter/utils/convertToGladysDevice.js';
const clusters = [...show(convertPath).matchAll(/clusterIndex === (\w+)\.Complete\.id/g)].map(
  ([, cluster = '']) => cluster,
);
if (clusters.length === 0) throw new Error(`${convertPath}: no cluster found`);

// The Gladys feature categories each cluster's branch creates (`DEVICE_FEATURE_CATEGORIES.X`
// between its `clusterIndex === <Cluster>` test and the next one), as the category keys of
// server/utils/constants.js, labelled as the interface names them (`shortCategoryName`).
const constantsPath = 'server/utils/constants.js';
const categoriesBlock = show(constantsPath).match(/const DEVICE_FEATURE_CATEGORIES = \{([^}]*)\}/);
if (!categoriesBlock) throw new Error(`${constantsPath}: no DEVICE_FEATURE_CATEGORIES`);
/** `DEVICE_FEATURE_CATEGORIES` constant name → category key (`TEMPERATURE_SENSOR` → `temperature-sensor`). */
const categoryKey: Record<string, string> = Object.fromEntries(
  [...categoriesBlock[1]!.matchAll(/(\w+): '([^']+)'/g)].map((m) => [m[1]!, m[2]!]),
);
/** Interface words of each locale: `deviceFeatureCategory.<key>.shortCategoryName`. */
type CategoryWords = Record<string, {shortCategoryName?: string} | undefined>;
const interfaceWords = Object.fromEntries(
  (['en', 'fr'] as const).map((locale) => [
    locale,
    (
      JSON.parse(show(`front/src/config/i18n/${locale}.json`)) as {
        deviceFeatureCategory: CategoryWords;
      }
    ).deviceFeatureCategory,
  ]),
) as Record<'en' | 'fr', CategoryWords>;
const convert = show(convertPath);
const branches = convert.split(/clusterIndex === (?=\w+\.Complete\.id)/).slice(1);
const featuresByCluster = branches.map((branch) => {
  const cluster = /^(\w+)/.exec(branch)?.[1] ?? '';
  const names = [...branch.matchAll(/DEVICE_FEATURE_CATEGORIES\.(\w+)/g)].map((m) => m[1]!);
  const unknown = names.filter((name) => !categoryKey[name]);
  if (names.length === 0 || unknown.length) {
    throw new Error(
      `${convertPath}: no known feature category for ${cluster} (${unknown.join(', ')})`,
    );
  }
  const keys = [...new Set(names.map((name) => categoryKey[name]!))];
  return {
    cluster,
    categories: keys.map((key) => {
      const label = (locale: 'en' | 'fr') => interfaceWords[locale][key]?.shortCategoryName;
      const en = label('en');
      const fr = label('fr');
      if (!en || !fr) throw new Error(`no interface label for category ${key}`);
      return {key, label: {en, fr}};
    }),
  };
});

const servers = gladysServerCalls(repo, rev);

const out = {
  source: {repository: productOrigin.repository, commit, version},
  zigbee2mqttAdapters: {
    path: adaptersPath,
    defaultType: DEFAULT_KEY,
    byType: Object.fromEntries(
      Object.entries(ADAPTERS_BY_CONFIG_KEY).map(([type, labels]) => [type, [...labels]]),
    ),
  },
  matter: {
    path: pairPath,
    manualPairingCode: pair.includes('ManualPairingCodeCodec.decode'),
    bluetoothCommissioning: ble[1] === 'true',
    clustersPath: convertPath,
    clusters,
    featuresByCluster,
  },
  gladysServers: {
    features: servers.features,
    versionCheck: {path: versionCheckPath, sends: servers.versionCheckSends},
  },
};
const file = path.join(import.meta.dirname, '..', 'src', 'data', 'product', 'guides-facts.json');
writeFileSync(file, JSON.stringify(out, null, 2) + '\n');
// Same formatting as the rest of the repository.
execFileSync('npx', ['prettier', '--log-level=warn', '--write', file], {stdio: 'inherit'});
console.log(`wrote src/data/product/guides-facts.json from ${rev} (${commit.slice(0, 7)})`);
