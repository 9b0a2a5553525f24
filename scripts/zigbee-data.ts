// Writes the data of the "Will my Zigbee device work with Gladys?" page
// (/zigbee-devices/) from the device definitions of the installed
// zigbee-herdsman-converters package (a devDependency, pinned to the version a
// Zigbee2mqtt release uses) and the product's expose mapping
// (src/data/product/zigbee2mqtt-exposes.json, from `npm run product:extract`):
//
//   static/data/zigbee-devices.json   every device, compact; the page fetches it after the first paint
//   src/data/zigbee/summary.json      versions, counts and feature names; the page imports it
//
// Both are committed, so the site's build needs neither the network nor the
// converters package. tests/data/zigbee.test.ts fails when they no longer match
// the installed package and the mapping.
//
// Usage: npm run zigbee:data [-- --zigbee2mqtt <release>]
//   --zigbee2mqtt  the Zigbee2mqtt release whose package.json pins the installed
//                  converters version (kept from the last run when omitted)
// The converters' publication date is asked of the npm registry (`npm view`);
// offline, the last one is kept when the version did not change.
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {buildDeviceData} from '../src/lib/zigbee/buildData.ts';
import {loadDefinitions} from '../src/lib/zigbee/loadDefinitions.ts';

const root = path.resolve(import.meta.dirname, '..');
const {values} = parseArgs({options: {zigbee2mqtt: {type: 'string'}}});
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

const summaryFile = 'src/data/zigbee/summary.json';
const previous = existsSync(path.join(root, summaryFile)) ? readJson(summaryFile) : undefined;
const {version: converters, definitions} = loadDefinitions();

const zigbee2mqtt = values.zigbee2mqtt ?? previous?.source.zigbee2mqtt;
if (!zigbee2mqtt) {
  console.error(
    'Name the Zigbee2mqtt release that uses this converters version: --zigbee2mqtt <release>',
  );
  process.exit(2);
}

/** Publication date of the converters version on npm, YYYY-MM-DD, or null when the registry does not answer. */
function publishedDate() {
  try {
    const times = JSON.parse(
      execFileSync('npm', ['view', 'zigbee-herdsman-converters', 'time', '--json'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    );
    return times[converters]?.slice(0, 10) ?? null;
  } catch {
    return previous?.source.converters === converters ? previous.source.published : null;
  }
}

const mapping = readJson('src/data/product/zigbee2mqtt-exposes.json');
const facts = readJson('src/data/product/facts.json');
const source = {
  converters,
  published: publishedDate(),
  zigbee2mqtt,
  gladysZigbee2mqtt: facts.zigbee2mqttImage.split(':')[1],
  gladys: {
    version: mapping.source.version,
    commit: mapping.source.commit.slice(0, 7),
    date: mapping.source.date,
  },
};
const {json, summary} = buildDeviceData(
  definitions,
  mapping.exposes,
  {
    en: readJson('src/data/product/ui-strings.en.json').strings,
    fr: readJson('src/data/product/ui-strings.fr.json').strings,
  },
  source,
);

mkdirSync(path.join(root, 'static/data'), {recursive: true});
mkdirSync(path.join(root, 'src/data/zigbee'), {recursive: true});
writeFileSync(path.join(root, 'static/data/zigbee-devices.json'), json + '\n');
writeFileSync(path.join(root, summaryFile), JSON.stringify(summary, null, 2) + '\n');
// Same formatting as the rest of the repository (static/ is left as written: compact).
execFileSync('npx', ['prettier', '--log-level=warn', '--write', summaryFile], {
  cwd: root,
  stdio: 'inherit',
});
console.log(
  `${summary.count} devices from zigbee-herdsman-converters ${converters} (Zigbee2mqtt ${zigbee2mqtt}), ` +
    `mapping of Gladys ${source.gladys.version}: ${JSON.stringify(summary.verdicts)}; ` +
    `${(json.length / 1024).toFixed(0)} KB`,
);
