#!/usr/bin/env node
// Refreshes the committed extracts of the Gladys product's source in src/data/product/:
// the integrations catalogue, the interface strings (English and French), the scene
// editor's steps, the dashboard widget types, the Zigbee2mqtt expose mapping and a few
// platform facts, each with the commit it came from. The site's build never reads the
// product: only these files.
//
// Usage: npm run product:extract -- --product <path to a Gladys checkout or bare clone> [--rev <commit>] [--out <folder>]
//
// Each docs version has its own set: the next version's in src/data/product/ (the default), a
// released version's in src/data/product/<version>/ (`--rev v4.86.1 --out 4.86`).
//
// "Since" dates (since.json): the first release tag whose source has a feature's key. Where the
// catalogue card and the feature disagree, the feature's first tag wins: the features whose code
// shipped before their card are listed, with the file that implements them and the reason, in
// scripts/lib/sinceOverrides.ts.
//
// The interface strings are kept as data to check the labels our pages quote
// (tests/data/uiLabels.test.ts); scripts/lib/productRepo.ts says what else may be kept.
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {renderedKeys} from './lib/renderedKeys.ts';
import {productCommand, productOrigin} from './lib/productRepo.ts';
import {
  flatten,
  productVersions,
  type CatalogEntry,
  type I18nTree,
  type Locale,
} from './lib/productVersions.ts';
import {SINCE_OVERRIDES} from './lib/sinceOverrides.ts';

const {repo, values} = productCommand(
  'npm run product:extract -- --product <path to a Gladys checkout> [--rev <commit>] [--out <folder>]',
  {rev: {type: 'string', default: 'HEAD'}, out: {type: 'string', default: ''}},
);
const {rev, out: outFolder} = values;
const product = repo.path;

/** A file of the product at the chosen revision. */
const show = (file: string) => repo.show(rev, file);
/** A JSON file of the product at the chosen revision, parsed as the shape `T` the caller expects. */
const showJson = <T>(file: string): T => JSON.parse(show(file)) as T;
/** A `git ls-tree --name-only` listing at the chosen revision, one path a line. */
const listFiles = (...args: string[]) => repo.git('ls-tree', ...args).split('\n');

/** The fields read from the product's root package.json. */
type RootPackage = {name: string; version: string; engines: {node: string; npm: string}};

const commit = repo.commit(rev);
const date = repo.date(rev);
const rootPackage = showJson<RootPackage>('package.json');
if (rootPackage.name !== 'gladys') {
  throw new Error(`${product} is not a Gladys checkout (package.json name: ${rootPackage.name})`);
}

const outDir = path.join(import.meta.dirname, '..', 'src', 'data', 'product', outFolder);
mkdirSync(outDir, {recursive: true});
/** Writes one extract, pretty-printed JSON, in the output folder. */
const write = (name: string, data: unknown) => {
  writeFileSync(path.join(outDir, name), JSON.stringify(data, null, 2) + '\n');
  console.log(
    `wrote ${path.relative(path.join(import.meta.dirname, '..'), path.join(outDir, name))}`,
  );
};

/** The first group of `regex` in `text`; throws naming `what` when the source changed shape. */
const match = (text: string, regex: RegExp, what: string): string => {
  const found = text.match(regex);
  if (found?.[1] === undefined) throw new Error(`Could not find ${what} in the product's source`);
  return found[1];
};

/**
 * The parts of the front end's i18n files (front/src/config/i18n/<locale>.json) read here by
 * name; everything else is flattened as it is.
 */
type I18nFile = I18nTree & {
  /** Per integration key, its catalogue card's texts. */
  integration?: Record<string, {title?: string} | undefined>;
  editScene: {
    /** Scene action labels, nested by group. */
    actions: I18nTree;
    /** Scene trigger labels, nested by group. */
    triggers: I18nTree;
    /** Picker category key → label (since the editor's catalogue, 4.86). */
    actionCategories?: Record<string, string>;
    triggerCategories?: Record<string, string>;
  };
  /** Dashboard widget type → its name in the "add a widget" list. */
  dashboard: {boxTitle: Record<string, string>};
};

const i18n: Record<Locale, I18nFile> = {
  en: showJson('front/src/config/i18n/en.json'),
  fr: showJson('front/src/config/i18n/fr.json'),
};
const source = {
  ...productOrigin,
  commit,
  date,
  version: rootPackage.version,
};

/** The text of every .js/.jsx file of the front end, the i18n files left out. */
const frontSources = listFiles('-r', '--name-only', rev, 'front/src')
  .filter((f) => /\.(jsx?|mjs)$/.test(f) && !f.startsWith('front/src/config/i18n/'))
  .map(show);

// Interface strings, one file per language. `unrendered` lists the keys no code of the front end
// refers to (strings left behind by a rename): pages may not quote them (tests/data/product.test.ts).
for (const locale of ['en', 'fr'] as const) {
  const strings = flatten(i18n[locale]);
  const rendered = renderedKeys(Object.keys(strings), frontSources);
  write(`ui-strings.${locale}.json`, {
    source: {...source, path: `front/src/config/i18n/${locale}.json`},
    unrendered: Object.keys(strings).filter((key) => !rendered.has(key)),
    strings,
  });
}

// Integrations catalogue.
const catalogFiles = ['devices', 'communications', 'calendars', 'weathers'];
const integrations = catalogFiles.flatMap((file) =>
  showJson<CatalogEntry[]>(`front/src/config/integrations/${file}.json`).map((entry) => ({
    key: entry.key,
    type: file,
    link: entry.link ?? entry.key,
    local: entry.local === true,
    cloudOnly: entry.local !== true,
    gladysPlus: entry.gladysPlus === true,
    deprecated: entry.deprecated === true,
    categories: entry.categories ?? [],
    title: {
      en: i18n.en.integration?.[entry.key]?.title ?? entry.key,
      fr: i18n.fr.integration?.[entry.key]?.title ?? entry.key,
    },
  })),
);
write('integrations-catalog.json', {
  source: {...source, path: 'front/src/config/integrations/*.json'},
  integrations,
});

// Scene editor steps: those the editor offers (the icon tables of its typesCatalog.js,
// named through server/utils/constants.js), labelled by editScene.actions / .triggers.
/** ACTIONS or EVENTS of server/utils/constants.js: group → name → step key (`light.turn-on`). */
type StepConstants = Record<string, Record<string, string>>;
const constantsFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'gladys-')), 'constants.js');
writeFileSync(constantsFile, show('server/utils/constants.js'));
const {ACTIONS, EVENTS} = createRequire(import.meta.url)(constantsFile) as {
  ACTIONS: StepConstants;
  EVENTS: StepConstants;
};
/** The step key a constant names (`ACTIONS.LIGHT.TURN_ON`); throws when constants.js lacks it. */
const stepKey = (root: StepConstants, rootName: string, group: string, name: string): string => {
  const key = root[group]?.[name];
  if (key === undefined)
    throw new Error(`server/utils/constants.js has no ${rootName}.${group}.${name}`);
  return key;
};
const editorDir = 'front/src/routes/scene/edit-scene';
const editorFiles = listFiles('--name-only', rev, `${editorDir}/`);
// Up to 4.86.1 the editor had no catalogue: its pickers were flat lists (`ACTION_LIST` and
// `TRIGGER_LIST` of the Choose…TypeCard components), without categories. Their icon tables, in
// the action and trigger cards, are no list of what is offered: 4.86.1's lacks "House is empty".
const hasCatalog = editorFiles.includes(`${editorDir}/typesCatalog.js`);
const typesCatalog = hasCatalog ? show(`${editorDir}/typesCatalog.js`) : '';
/** The picker list of one kind of step before the catalogue, and the file that holds it. */
const pickerLists = {
  ACTIONS: ['ACTION_LIST', `${editorDir}/actions/ChooseActionTypeCard.jsx`],
  EVENTS: ['TRIGGER_LIST', `${editorDir}/triggers/ChooseTriggerTypeCard.jsx`],
} as const;
/**
 * The step keys the editor offers: those named in one icon table of typesCatalog.js
 * (`[ACTIONS.LIGHT.TURN_ON]`), or, before the catalogue, in the picker's flat list.
 */
const offered = (table: string, root: StepConstants, rootName: 'ACTIONS' | 'EVENTS'): string[] => {
  if (!hasCatalog) {
    const [list, file] = pickerLists[rootName];
    const body = match(show(file), new RegExp(`const ${list} = \\[([\\s\\S]*?)\\];`), list);
    return [...body.matchAll(new RegExp(`${rootName}\\.([A-Z0-9_]+)\\.([A-Z0-9_]+)`, 'g'))].map(
      ([, group = '', name = '']) => stepKey(root, rootName, group, name),
    );
  }
  const body = match(
    typesCatalog.replace(new RegExp(`^const ${table} =`, 'm'), `export const ${table} =`),
    new RegExp(`export const ${table} = \\{([\\s\\S]*?)\\n\\};`),
    table,
  );
  return [...body.matchAll(new RegExp(`\\[${rootName}\\.([A-Z0-9_]+)\\.([A-Z0-9_]+)\\]`, 'g'))].map(
    ([, group = '', name = '']) => stepKey(root, rootName, group, name),
  );
};
/**
 * Step key → picker category key, from a category table of typesCatalog.js (`ACTION_CATEGORIES`);
 * null before the editor had categories.
 */
const categoriesOf = (
  table: string,
  root: StepConstants,
  rootName: string,
): Map<string, string> | null => {
  if (!hasCatalog) return null;
  const body = match(
    typesCatalog,
    new RegExp(`export const ${table} = \\[([\\s\\S]*?)\\n\\];`),
    table,
  );
  const byStep = new Map<string, string>();
  for (const [, category = '', items = ''] of body.matchAll(
    /key: '(\w+)'[\s\S]*?items: \[([\s\S]*?)\]/g,
  )) {
    for (const [, group = '', name = ''] of items.matchAll(
      new RegExp(`${rootName}\\.([A-Z0-9_]+)\\.([A-Z0-9_]+)`, 'g'),
    )) {
      byStep.set(stepKey(root, rootName, group, name), category);
    }
  }
  return byStep;
};
/** A label in both languages. */
type Label = {en: string; fr: string};
/** One step of the scene editor, as scene-steps.json lists it. */
type SceneStep = {
  kind: 'action' | 'trigger';
  /** The step's key (`light.turn-on`). */
  key: string;
  label: Label;
  /** The picker category it is offered under; null before the editor had categories. */
  category: ({key: string} & Label) | null;
};
const steps: SceneStep[] = [];
for (const [kind, keys, categories] of [
  [
    'action',
    offered('ACTION_ICON', ACTIONS, 'ACTIONS'),
    categoriesOf('ACTION_CATEGORIES', ACTIONS, 'ACTIONS'),
  ],
  [
    'trigger',
    offered('TRIGGER_ICON', EVENTS, 'EVENTS'),
    categoriesOf('TRIGGER_CATEGORIES', EVENTS, 'EVENTS'),
  ],
] as const) {
  const en = flatten(i18n.en.editScene[`${kind}s`]);
  const fr = flatten(i18n.fr.editScene[`${kind}s`]);
  const categoryLabels = {
    en: i18n.en.editScene[`${kind}Categories`] ?? {},
    fr: i18n.fr.editScene[`${kind}Categories`] ?? {},
  };
  for (const key of keys) {
    const enLabel = en[key];
    if (!enLabel) throw new Error(`No English label for the scene ${kind} ${key}`);
    if (!categories) {
      steps.push({kind, key, label: {en: enLabel, fr: fr[key] ?? enLabel}, category: null});
      continue;
    }
    const category = categories.get(key);
    if (!category) throw new Error(`The scene ${kind} ${key} is in no category of typesCatalog.js`);
    const enCategory = categoryLabels.en[category];
    if (enCategory === undefined) {
      throw new Error(`No English label for the scene ${kind} category ${category}`);
    }
    steps.push({
      kind,
      key,
      label: {en: enLabel, fr: fr[key] ?? enLabel},
      category: {
        key: category,
        en: enCategory,
        fr: categoryLabels.fr[category] ?? enCategory,
      },
    });
  }
}
write('scene-steps.json', {
  source: {...source, path: 'front/src/config/i18n/*.json (editScene.actions, editScene.triggers)'},
  steps,
});

// Dashboard widget types.
const enBoxes = i18n.en.dashboard.boxTitle;
const frBoxes = i18n.fr.dashboard.boxTitle;
/** A widget type's name in both languages, the English one where French has none. */
const boxLabel = (key: string): Label => ({en: enBoxes[key]!, fr: frBoxes[key] ?? enBoxes[key]!});
write('dashboard-widgets.json', {
  source: {...source, path: 'front/src/config/i18n/*.json (dashboard.boxTitle)'},
  widgets: Object.keys(enBoxes).map((key) => ({key, label: boxLabel(key)})),
});

// REST API: every endpoint documented by an apidoc comment in server/api/controllers/,
// with how server/api/routes.js protects it. Parameter descriptions are left out (names
// and types only): the site writes its own explanations.
const routesSource = show('server/api/routes.js');
/** The flags a route of routes.js sets to `true` (`authenticated`, `admin`, `rateLimit`…). */
type RouteFlags = Record<string, true>;
/** Flags of one route of routes.js, keyed by `method path`. */
const routeFlags = new Map<string, RouteFlags>();
for (const [, method = '', routePath = '', body = ''] of routesSource.matchAll(
  /^\s+'([a-z]+) ([^']+)': \{([\s\S]*?)\n\s+\},?$/gm,
)) {
  const flags = Object.fromEntries(
    [...body.matchAll(/(\w+): true/g)].map(([, flag = '']) => [flag, true] as const),
  );
  routeFlags.set(`${method.toUpperCase()} ${routePath}`, flags);
}
/** Who may call an endpoint, from its routes.js flags; 'unknown' when no route matches. */
type Auth = 'unknown' | 'integration' | 'alarm' | 'reset' | 'admin' | 'user' | 'none';
/** How a route is reached, from its routes.js flags. */
const authOf = (flags: RouteFlags | undefined): Auth => {
  if (!flags) return 'unknown';
  if (flags.externalIntegrationAuth) return 'integration';
  if (flags.alarmAuth) return 'alarm';
  if (flags.resetPasswordAuth) return 'reset';
  if (flags.admin) return 'admin';
  if (flags.authenticated || flags.authenticatedOrNotConfigured) return 'user';
  return 'none';
};
/** A path with its parameter names and its `/v1` removed, to pair an apidoc path with its route. */
const loosePath = (p: string) => p.replace(/:\w+/g, ':').replace('/v1/', '/');
/**
 * The route an apidoc comment documents: the same method and path, else the one route
 * with the same path up to parameter names and `/v1` (some comments drifted from
 * routes.js, which is what the server really serves), preferring the same method.
 * Returns [method, path, flags]; flags are undefined when no route matches.
 */
const findRoute = (
  method: string,
  apiPath: string,
): [method: string, path: string, flags: RouteFlags | undefined] => {
  const exact = routeFlags.get(`${method} ${apiPath}`);
  if (exact) return [method, apiPath, exact];
  const candidates = [...routeFlags.keys()]
    .map((key) => key.split(' ') as [string, string])
    .filter(([, p]) => loosePath(p) === loosePath(apiPath));
  const pick =
    candidates.find(([m]) => m === method) ?? (candidates.length === 1 ? candidates[0] : undefined);
  return pick ? [pick[0], pick[1], routeFlags.get(pick.join(' '))] : [method, apiPath, undefined];
};
/** One endpoint of rest-api.json. */
type Endpoint = {
  method: string;
  path: string;
  /** `@apiName`, else the title of the `@api` line. */
  name: string;
  /** `@apiGroup`, else 'Other'. */
  group: string;
  /** `@apiParam` names and types (descriptions left out). */
  params: {name: string; type: string}[];
  auth: Auth;
  rateLimited: boolean;
};
const controllerFiles = listFiles('--name-only', rev, 'server/api/controllers/').filter((f) =>
  f.endsWith('.js'),
);
const endpoints: Endpoint[] = [];
for (const file of controllerFiles) {
  for (const [, comment = ''] of show(file).matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
    const api = comment.match(/@api \{(\w+)\} (\S+)(?: (.*))?/);
    if (!api) continue;
    const [method, routePath, flags] = findRoute(api[1]!.toUpperCase(), api[2]!);
    // A route documented twice (a comment copied above another function) is listed once.
    if (endpoints.some((e) => e.method === method && e.path === routePath)) continue;
    endpoints.push({
      method,
      path: routePath,
      name: comment.match(/@apiName (\S+)/)?.[1] ?? api[3]?.trim() ?? '',
      group: comment.match(/@apiGroup (\S+)/)?.[1] ?? 'Other',
      params: [...comment.matchAll(/@apiParam \{([^}]+)\} \[?([\w.]+)/g)].map(
        ([, type = '', name = '']) => ({name, type}),
      ),
      auth: authOf(flags),
      rateLimited: flags?.rateLimit === true,
    });
  }
}
write('rest-api.json', {
  source: {...source, path: 'server/api/controllers/*.js (apidoc), server/api/routes.js'},
  endpoints,
});

// Zigbee2mqtt "exposes" → Gladys features: the mapping tables of
// server/services/zigbee2mqtt/exposes/*.js, loaded as the server loads them (with the
// product's own constants), reduced to category and type. An expose name maps either
// whatever its parent is (`feature`) or only inside some parent types (`byParent`, e.g.
// a binary `state` is a light inside a `light` expose and a switch inside a `switch`);
// src/lib/zigbee/mapExposes.ts applies it the way utils/features/*.js does.
const exposesRoot = mkdtempSync(path.join(os.tmpdir(), 'gladys-exposes-'));
const exposesDir = 'server/services/zigbee2mqtt/exposes';
for (const file of [
  'server/utils/constants.js',
  'server/utils/colors.js',
  ...listFiles('--name-only', rev, `${exposesDir}/`).filter((f) => f.endsWith('.js')),
]) {
  mkdirSync(path.join(exposesRoot, path.dirname(file)), {recursive: true});
  writeFileSync(path.join(exposesRoot, file), show(file));
}
/** A feature as an expose mapping describes it: more fields than category and type, which are kept. */
type ExposeFeature = {category?: string; type?: string; [field: string]: unknown};
/** One module of exposes/*.js, as exposes/index.js exports it by expose type. */
type ExposesModule = {
  /** The defaults of every name of this expose type. */
  feature?: ExposeFeature;
  /** Expose name → its feature, or its feature by parent expose type. */
  names?: Record<string, {feature?: ExposeFeature; types?: Record<string, ExposeFeature>}>;
};
const exposesModules = createRequire(import.meta.url)(
  path.join(exposesRoot, exposesDir, 'index.js'),
) as Record<string, ExposesModule>;
/** A Gladys feature's category and type. */
type CategoryAndType = {category: string; type: string};
/** Category and type of a mapping entry, over the expose type's defaults. */
const categoryAndType = (defaults: ExposeFeature, entry: ExposeFeature): CategoryAndType => {
  const merged = {...defaults, ...entry};
  if (!merged.category || !merged.type) {
    throw new Error(
      `A Zigbee2mqtt expose mapping lacks a category or type: ${JSON.stringify(entry)}`,
    );
  }
  return {category: merged.category, type: merged.type};
};
/** How one expose name maps, as zigbee2mqtt-exposes.json keeps it. */
type ExposeMapping = {feature?: CategoryAndType; byParent?: Record<string, CategoryAndType>};
const exposeMapping: Record<string, Record<string, ExposeMapping>> = {};
for (const [exposeType, module] of Object.entries(exposesModules).sort(([a], [b]) =>
  a.localeCompare(b),
)) {
  const defaults = {category: module.feature?.category, type: module.feature?.type};
  const names: Record<string, ExposeMapping> = {};
  for (const [name, {feature, types}] of Object.entries(module.names ?? {}).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  )) {
    const entry: ExposeMapping = {};
    if (feature) entry.feature = categoryAndType(defaults, feature);
    if (types) {
      entry.byParent = Object.fromEntries(
        Object.entries(types).map(([parent, byType]) => [
          parent,
          categoryAndType({...defaults, ...feature}, byType),
        ]),
      );
    }
    names[name] = entry;
  }
  exposeMapping[exposeType] = names;
}
write('zigbee2mqtt-exposes.json', {
  source: {
    ...source,
    path: `${exposesDir}/*.js (names, types), server/services/zigbee2mqtt/utils/features/*.js (how they apply)`,
  },
  exposes: exposeMapping,
});

// Links to this website that the product's interface can produce (checked against the built site
// by tests/build/productLinks.test.ts): URLs written in the front end's code and strings (every
// language) and in the server's messages, the documentation links of `DeviceConfigurationLink`, and
// the Gladys Plus page of `buildGladysPlusUrl`, each in every language those components pick.
const site = 'https://gladysassistant.com';
const linkFiles = listFiles('-r', '--name-only', rev, 'front/src', 'server').filter(
  (f) => /\.(jsx?|mjs|json)$/.test(f) && !f.startsWith('server/test/'),
);
/** A path of this website the product links to, with the product files that link it. */
type ProductLink = {path: string; from: string[]};
const links = new Map<string, ProductLink>();
/** Records a site path the product links to (query string and hash dropped), with where it came from. */
const addLink = (sitePath: string, from: string) => {
  const clean = sitePath.split(/[?#]/)[0] || '/';
  const entry = links.get(clean) ?? {path: clean, from: []};
  if (!entry.from.includes(from)) entry.from.push(from);
  links.set(clean, entry);
};
const literalUrl = /https?:\/\/(?:www\.)?gladysassistant\.com(?![\w.-])(\/[^\s"'<>`\\)]*)?/g;
for (const file of linkFiles) {
  const text = show(file);
  for (const m of text.matchAll(literalUrl)) addLink((m[1] ?? '/').replace(/[.,;]+$/, ''), file);
}
/** The strings of an array constant of a product file (`const NAME = ['en', 'fr'];`). */
const stringArray = (file: string, name: string): string[] =>
  JSON.parse(
    match(show(file), new RegExp(`${name} = (\\[[^\\]]*\\])`), `${name} in ${file}`).replace(
      /'/g,
      '"',
    ),
  ) as string[];
const docLinkFile = 'front/src/components/documentation/DeviceConfigurationLink.jsx';
const docLanguages = stringArray(docLinkFile, 'LANGUAGES_IN_DOCUMENTATION');
for (const file of linkFiles.filter((f) => f.startsWith('front/src/') && /\.jsx?$/.test(f))) {
  // From the element's opening to its closing tag: its props may hold arrow functions (`=>`).
  for (const [element] of show(file).matchAll(
    /<DeviceConfigurationLink\b[\s\S]*?(?:<\/DeviceConfigurationLink>|\/>)/g,
  )) {
    const attribute = (name: string) => element.match(new RegExp(`${name}="([^"]+)"`))?.[1];
    const [configurationKey, documentKey] = [
      attribute('configurationKey'),
      attribute('documentKey'),
    ];
    if (!configurationKey || !documentKey) {
      throw new Error(`${file}: a DeviceConfigurationLink without literal keys: ${element}`);
    }
    for (const language of docLanguages) {
      addLink(`/${language}/docs/${configurationKey}/${documentKey}`, file);
    }
  }
}
const plusUrlFile = 'front/src/utils/gladysPlusUrl.js';
const plusLanguages = stringArray(plusUrlFile, 'SUPPORTED_LANGUAGES');
for (const language of plusLanguages)
  addLink(language === 'en' ? '/plus/' : `/${language}/plus/`, plusUrlFile);
write('product-links.json', {
  source: {...source, site},
  links: [...links.values()].sort((a, b) => a.path.localeCompare(b.path)),
});

// Platform facts read from the source (the rest of src/data/product.ts is checked by hand).
const z2mContainer = showJson<{Image: string}>(
  'server/services/zigbee2mqtt/docker/gladys-z2m-zigbee2mqtt-container.json',
);
const installUpgrade = show('server/lib/system/system.installUpgrade.js');
const compose = show('docker/docker-compose.yml');
const userController = show('server/api/controllers/user.controller.js');
const accessToken = show('server/utils/accessToken.js');
const batteryMigration = show(
  'server/migrations/20231115163530-default-system-variable-device-battery.js',
);
const jsonBody = show('server/api/middlewares/jsonBodyMiddleware.js');
/** The value of a product of numbers written `60 * 60 * 24`. */
const multiply = (product: string) => product.split('*').reduce((a, b) => a * Number(b), 1);
write('facts.json', {
  source,
  version: rootPackage.version,
  node: rootPackage.engines.node,
  npm: rootPackage.engines.npm,
  image: match(compose, /image:\s*(gladysassistant\/gladys:\S+)/, 'the Gladys image'),
  watchtowerImage: match(compose, /image:\s*(\S*watchtower\S*)/, 'the Watchtower image'),
  watchtowerUpgradeImage: match(installUpgrade, /WATCHTOWER_IMAGE = '([^']+)'/, 'WATCHTOWER_IMAGE'),
  zigbee2mqttImage: z2mContainer.Image,
  restEndpointCount: endpoints.length,
  // Counted here rather than on the site, so a page quoting a count does not bundle the lists.
  sceneStepCount: steps.length,
  dashboardWidgetCount: Object.keys(enBoxes).length,
  refreshTokenDays:
    multiply(
      match(
        userController,
        /LOGIN_SESSION_VALIDITY_IN_SECONDS = ([\d* ]+);/,
        'the session validity',
      ),
    ) / 86400,
  accessTokenHours:
    multiply(
      match(accessToken, /ACCESS_TOKEN_VALIDITY = ([\d* ]+);/, 'the access token validity'),
    ) / 3600,
  // The battery alert's threshold, in percent, as the migration that switches the alert on sets it.
  batteryAlertDefaultPercent: Number(
    match(
      batteryMigration,
      /DEVICE_BATTERY_LEVEL_WARNING_THRESHOLD,\s*value: '(\d+)'/,
      'the default battery alert threshold',
    ),
  ),
  // The biggest JSON body the host API of external integrations accepts, in MB.
  integrationRequestLimitMb: Number(
    match(
      jsonBody,
      /HOST_API_JSON_BODY_LIMIT = '(\d+)mb'/,
      'the JSON body limit of the integration host API',
    ),
  ),
});

// The versions: what the reference commit has that the last release tag lacks (for the "Next
// version" badges, checked by tests/data/nextVersion.test.ts), and the first release of every
// integration, scene step, widget and front route (the "Since" line of their docs).
// A feature's first release is the first tag with its key (catalogue card, label or route),
// except for the features of scripts/lib/sinceOverrides.ts, whose code shipped before their
// card: for them, the first tag whose tree has the file implementing them. Where the card and
// the feature disagree, the feature's first tag wins; since.json keeps both under `overrides`.
const versions = productVersions(product, commit, SINCE_OVERRIDES);
const {labels, newTexts, ...lists} = versions.diff;
write('next-version.json', {
  source: {
    ...source,
    path: 'front/src/config/i18n/*.json, front/src/components/app.jsx, catalogue',
  },
  tag: versions.lastTag,
  ...lists,
  newTexts,
  labels,
});
// Scene steps: those the editor offers, with the labels the docs' "Since" line names them by.
const offeredSince = Object.fromEntries(steps.map((s) => [s.key, versions.since.steps[s.key]]));
console.log(
  `${versions.lastTag}..${commit.slice(0, 9)}: ` +
    Object.entries(lists)
      .map(([kind, {added, removed}]) => `${kind} +${added.length} -${removed.length}`)
      .join(', ') +
    `, labels en +${Object.keys(labels.en.added).length} ~${Object.keys(labels.en.changed).length}` +
    `, fr +${Object.keys(labels.fr.added).length} ~${Object.keys(labels.fr.changed).length}`,
);
write('since.json', {
  source: {...source, path: 'first release tag whose source has the key or route'},
  lastTag: versions.lastTag,
  ...versions.since,
  steps: offeredSince,
  overrides: versions.overrides,
  announced: versions.announced,
  labels: {
    steps: Object.fromEntries(steps.map((s) => [s.key, s.label])),
    widgets: Object.fromEntries(Object.keys(enBoxes).map((key) => [key, boxLabel(key)])),
  },
});

// Same formatting as the rest of the repository.
execFileSync('npx', ['prettier', '--log-level=warn', '--write', outDir], {stdio: 'inherit'});
