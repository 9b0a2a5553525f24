/**
 * The docs agree with the product's source (committed extracts in
 * src/data/product/, refreshed by `npm run product:extract`):
 * - every interface label a doc quotes with <UiLabel> exists in the product's
 *   strings of the page's language;
 * - every <ProductFact name> names a fact of src/data/product.ts;
 * - every integration of the product's catalogue has a doc whose <AtAGlance>
 *   agrees with the catalogue's Gladys Plus and deprecated flags;
 * - every step of the scene editor and every dashboard widget type is quoted
 *   (documented) in the scene and dashboard docs of each language.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {contentDirs, docsVersions, root, walk} from '../../scripts/lib/content.ts';
import {labelSet, normaliseLabel, unknownLabels} from '../../src/lib/uiLabels.ts';
import {product} from '../../src/data/product.ts';
import {curlExample, endpointAnchor, endpointGroups, endpoints} from '../../src/lib/restApi.ts';

type Catalog = {
  integrations: {
    key: string;
    gladysPlus: boolean;
    local: boolean;
    deprecated: boolean;
    title: {en: string};
  }[];
};
const readJson = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(root, 'src/data/product', file), 'utf8')) as T;
const catalog = readJson<Catalog>('integrations-catalog.json');

const locales = ['en', 'fr'] as const;
type UiStrings = {source: {commit: string}; strings: Record<string, string>; unrendered: string[]};
/** The labels of the product's interface in each language, from one folder of extracts. */
function knownLabels(productDir: string): Record<(typeof locales)[number], Set<string>> {
  return Object.fromEntries(
    locales.map((l) => {
      const {strings, unrendered} = JSON.parse(
        readFileSync(path.join(productDir, `ui-strings.${l}.json`), 'utf8'),
      ) as UiStrings;
      return [l, labelSet(strings, unrendered)];
    }),
  ) as Record<(typeof locales)[number], Set<string>>;
}
const known = knownLabels(path.join(root, 'src/data/product'));

const docs = (locale: 'en' | 'fr') => walk(contentDirs.docs[locale]);
const rel = (file: string) => path.relative(root, file);

// Each docs version quotes the interface of its own ref: the release's docs the tag's strings,
// the next version's docs the reference commit's.
for (const version of docsVersions) {
  const ref = (
    JSON.parse(readFileSync(path.join(version.product, 'ui-strings.en.json'), 'utf8')) as UiStrings
  ).source.commit.slice(0, 7);
  const versionKnown = knownLabels(version.product);
  for (const locale of locales) {
    test(`every <UiLabel> of the ${locale} docs of version ${version.name} is a label of the product's ${locale} interface at ${ref}`, () => {
      const problems = walk(version[locale]).flatMap((file) =>
        unknownLabels(readFileSync(file, 'utf8'), versionKnown[locale]).map(
          (p) => `${rel(file)}:${p} (version ${version.name}, ${ref})`,
        ),
      );
      assert.deepEqual(problems, []);
    });
  }
}

test('the counts of src/data/product/facts.json are those of the extracted lists', () => {
  const read = (file: string) =>
    JSON.parse(readFileSync(path.join(root, 'src/data/product', file), 'utf8')) as {
      steps?: unknown[];
      widgets?: unknown[];
    };
  assert.equal(product.sceneStepCount, read('scene-steps.json').steps!.length);
  assert.equal(product.dashboardWidgetCount, read('dashboard-widgets.json').widgets!.length);
});

test('the label check fails on a label the product does not have', () => {
  assert.deepEqual(unknownLabels('Open <UiLabel>Setup</UiLabel>.', known.en), []);
  assert.deepEqual(unknownLabels('\nOpen <UiLabel>Settings tab</UiLabel>.', known.en), [
    '2: "Settings tab"',
  ]);
  assert.deepEqual(unknownLabels('<UiLabel>Configuration</UiLabel>', known.fr), []);
  // A string with a placeholder matches the label it becomes, and only that.
  const withPlaceholder = labelSet({column: 'Column {{index}}'});
  assert.deepEqual(unknownLabels('<UiLabel>Column 2</UiLabel>', withPlaceholder), []);
  assert.deepEqual(unknownLabels('<UiLabel>Columns 2</UiLabel>', withPlaceholder), [
    '1: "Columns 2"',
  ]);
});

test('every <ProductFact name> is a fact of src/data/product.ts', () => {
  const problems: string[] = [];
  for (const file of [...docs('en'), ...docs('fr')]) {
    for (const m of readFileSync(file, 'utf8').matchAll(/<ProductFact\s+name="([^"]+)"/g)) {
      const value = (product as Record<string, unknown>)[m[1]];
      if (typeof value !== 'string' && typeof value !== 'number') {
        problems.push(`${rel(file)}: ${m[1]}`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

/** The <AtAGlance> props of a doc, or undefined. */
function atAGlance(source: string): Record<string, string> | undefined {
  const block = source.match(/<AtAGlance\b([\s\S]*?)\/>/);
  if (!block) return undefined;
  return Object.fromEntries([...block[1].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

for (const locale of locales) {
  test(`every integration of the product's catalogue has a ${locale} doc that agrees with its flags`, () => {
    const byKey = new Map<string, string>();
    const problems: string[] = [];
    for (const file of docs(locale)) {
      const props = atAGlance(readFileSync(file, 'utf8'));
      if (!props) continue;
      byKey.set(props.integration, rel(file));
      const entry = catalog.integrations.find((i) => i.key === props.integration);
      if (!entry) {
        problems.push(`${rel(file)}: integration="${props.integration}" is not in the catalogue`);
        continue;
      }
      // A local integration the catalogue also tags Gladys Plus (MCP) works on the home network
      // without it and needs it from outside: the doc says which ("Only from outside…").
      const plusAnswer = entry.local
        ? /^(Yes|Oui|Only from outside|Seulement depuis l['’]extérieur)\b/
        : /^(Yes|Oui)\b/;
      if (entry.gladysPlus && !plusAnswer.test(props.plus ?? '')) {
        problems.push(`${rel(file)}: the product requires Gladys Plus; plus="${props.plus}"`);
      }
      if (entry.deprecated !== 'deprecated' in props) {
        problems.push(
          `${rel(file)}: the product ${entry.deprecated ? 'marks' : 'does not mark'} ${entry.key} as deprecated`,
        );
      }
    }
    for (const entry of catalog.integrations) {
      if (!byKey.has(entry.key))
        problems.push(`no doc with <AtAGlance integration="${entry.key}">`);
    }
    assert.deepEqual(problems, []);
  });
}

type Labelled = {key: string; label: {en: string; fr: string}};
const sceneSteps = readJson<{steps: (Labelled & {kind: string})[]}>('scene-steps.json').steps;
const widgets = readJson<{widgets: Labelled[]}>('dashboard-widgets.json').widgets;

/** The normalised <UiLabel> texts quoted by the docs of one folder and locale. */
function labelsQuotedIn(folder: string, locale: 'en' | 'fr'): Set<string> {
  const quoted = new Set<string>();
  for (const file of walk(path.join(contentDirs.docs[locale], folder))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/<UiLabel>([^<]*)<\/UiLabel>/g)) {
      quoted.add(normaliseLabel(m[1]));
    }
  }
  return quoted;
}

for (const locale of locales) {
  test(`every step of the scene editor is documented in the ${locale} scene docs`, () => {
    const quoted = labelsQuotedIn('scenes', locale);
    const missing = sceneSteps
      .filter((s) => !quoted.has(normaliseLabel(s.label[locale])))
      .map((s) => `${s.kind} ${s.key}: <UiLabel>${s.label[locale]}</UiLabel>`);
    assert.deepEqual(missing, []);
  });

  test(`every dashboard widget type is documented in the ${locale} dashboard docs`, () => {
    const quoted = labelsQuotedIn('dashboard', locale);
    const missing = widgets
      .filter((w) => !quoted.has(normaliseLabel(w.label[locale])))
      .map((w) => `${w.key}: <UiLabel>${w.label[locale]}</UiLabel>`);
    assert.deepEqual(missing, []);
  });
}

test('the REST API reference shows every group of the extract once, in each language', () => {
  for (const locale of locales) {
    const file = path.join(contentDirs.docs[locale], 'api/rest-api-reference.mdx');
    const groups = [...readFileSync(file, 'utf8').matchAll(/<RestEndpoints group="([^"]+)"/g)].map(
      (m) => m[1],
    );
    assert.deepEqual([...groups].sort(), [...endpointGroups].sort(), rel(file));
  }
  assert.equal(endpoints.length, product.restEndpointCount);
});

test('REST endpoints: unique anchors, known protections, curl examples that match', () => {
  const anchors = endpoints.map(endpointAnchor);
  assert.equal(new Set(anchors).size, anchors.length, 'duplicate endpoint anchor');
  const known = ['none', 'user', 'admin', 'integration', 'alarm', 'reset'];
  assert.deepEqual(
    endpoints.filter((e) => !known.includes(e.auth)).map((e) => `${e.method} ${e.path}`),
    [],
  );
  const login = endpoints.find((e) => e.method === 'POST' && e.path === '/api/v1/login');
  assert.equal(login?.auth, 'none');
  assert.equal(login?.rateLimited, true);
  assert.equal(
    curlExample(login!),
    `curl -X POST "http://GLADYS_IP_ADDRESS/api/v1/login" \\\n  -H "Content-Type: application/json" \\\n  -d '{"email":"you@example.com","password":"YOUR_PASSWORD"}'`,
  );
  const device = endpoints.find(
    (e) => e.method === 'GET' && e.path === '/api/v1/device/:device_selector',
  );
  assert.equal(
    curlExample(device!),
    `curl -X GET "http://GLADYS_IP_ADDRESS/api/v1/device/DEVICE_SELECTOR" \\\n  -H "authorization: Bearer YOUR_ACCESS_TOKEN"`,
  );
});
