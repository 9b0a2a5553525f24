/**
 * The community integrations of the store: the committed snapshot in src/data/store/,
 * the pages the plugin derives from it (src/plugins/store), the directory's short form, how bad
 * entries are left out, and authors' markup shown as text. Every expectation is derived from the
 * snapshot itself: no count is written here.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import * as React from 'react';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import type {LoadContext, RouteConfig} from '@docusaurus/types';
import storePlugin, {
  pageDataOf,
  storeTranslationFile,
  translatedMessages,
} from '../../src/plugins/store/index.ts';
import englishMessages from '../../src/plugins/store/page.json';
import {markdownToTree} from '../../src/plugins/store/markdown.ts';
import DocTree from '../../src/plugins/store/DocTree.tsx';
import {
  directoryEntries,
  loadSnapshot,
  snapshotDir,
  storePagePath,
  type IndexEntry,
} from '../../src/plugins/store/snapshot.ts';
import {indexProblems} from '../../scripts/store-refresh.ts';
import {communityIntegrations} from '../../src/data/communityIntegrations.ts';
import {replacements} from '../../src/plugins/store/replacements.ts';

// tsx compiles the plugin's TSX with the classic runtime, which calls the global React.
(globalThis as {React?: unknown}).React = React;

const read = (file: string): unknown =>
  JSON.parse(readFileSync(path.join(snapshotDir, file), 'utf8'));
const index = read('index.json') as {generated_at: string; integrations: IndexEntry[]};
const snapshot = loadSnapshot();
/** The slugs of the store's index on 2026-08-07, when the snapshot was first taken: none may vanish unnoticed. */
const firstIndexSlugs = [
  'guim31/gladys-ipp',
  'callemand/gladys-melcloud-home',
  'prohand/gladys-prixcarburants',
  'GladysAssistant/gladys-telegram',
  'prohand/gladys-vigieau',
  'callemand/gladys-airzone-cloud',
  'GladysAssistant/gladys-callmebot',
  'prohand/gladys-daikin-cloud',
  'callemand/gladys-dedietrich',
  'callemand/gladys-enki',
  'William-De71/gladys-free-mobile',
  'William-De71/gladys-freebox',
  'prohand/gladys-uvindex',
  'GladysAssistant/gladys-melcloud',
  'Dreamthy/gladys-neomitis',
  'Terdious/gladys-netatmo',
  'callemand/gladys-ntfy',
  'GladysAssistant/gladys-openweather',
  'cicoub13/gladys-overkiz',
  'cicoub13/gladys-philips-hue',
  'prohand/gladys-pollen',
  'prohand/gladys-airquality',
  'William-De71/gladys-reolink',
  'callemand/gladys-roborock',
  'PhilippeMA/gladys-Vaillant-SaunierDuval',
  'Terdious/gladys-shelly',
  'callemand/gladys-smartthings',
  'GladysAssistant/gladys-smtp',
  'William-De71/gladys-spotify',
  'William-De71/gladys-tapo',
  'cicoub13/gladys-tp-link',
  'Terdious/gladys-tuya',
  'callemand/gladys-upnp-igd',
  'callemand/gladys-xiaomi-home',
  'Terdious/gladys-zendure',
];

/** Runs the plugin on a snapshot folder; returns the routes it adds and the warnings it prints. */
async function runPlugin(dir: string, locale = 'en') {
  const context = {
    baseUrl: locale === 'en' ? '/' : `/${locale}/`,
    i18n: {currentLocale: locale},
    localizationDir: path.join(import.meta.dirname, '../../i18n', locale),
  } as unknown as LoadContext;
  const plugin = storePlugin(context, {dir});
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (message: string) => warnings.push(message);
  const routes: RouteConfig[] = [];
  const data = new Map<string, string>();
  try {
    const loaded = await plugin.loadContent!();
    // As Docusaurus does: the plugin's translation files, with the messages of the locale's files.
    const translationFiles = (await plugin.getTranslationFiles!({content: loaded})).map((file) => {
      const onDisk = path.join(context.localizationDir, 'gladys-store', `${file.path}.json`);
      if (!existsSync(onDisk)) return file;
      return {...file, content: {...file.content, ...JSON.parse(readFileSync(onDisk, 'utf8'))}};
    });
    const content = plugin.translateContent!({content: loaded, translationFiles});
    await plugin.contentLoaded!({
      content,
      actions: {
        addRoute: (route: RouteConfig) => routes.push(route),
        createData: async (name: string, json: string) => {
          data.set(name, json);
          return name;
        },
      },
    } as never);
  } finally {
    console.warn = warn;
  }
  return {routes, warnings, data};
}

describe('the committed snapshot', () => {
  test('every entry is usable: no warning', () => {
    assert.deepEqual(snapshot.warnings, []);
    assert.equal(snapshot.entries.length, index.integrations.length);
  });

  test('holds every slug of the 2026-08-07 index', () => {
    const have = new Set(index.integrations.map((entry) => entry.store_slug));
    assert.deepEqual(
      firstIndexSlugs.filter((slug) => !have.has(slug)),
      [],
    );
  });

  test('every entry has its provenance, and a commit when read in its repository', () => {
    for (const {entry, source} of snapshot.entries) {
      assert.ok(source, `${entry.store_slug}: no entry in sources.json`);
      if (source.from === 'repository')
        assert.match(source.commit ?? '', /^[0-9a-f]{40}$/, `${entry.store_slug}: commit`);
    }
  });

  test('manifests read in a repository pass the manifest schema', () => {
    const schema = read('manifest.schema.json') as object;
    const fromRepos = snapshot.entries
      .filter(({source}) => source?.from === 'repository')
      .map(({entry}) => entry);
    assert.deepEqual(indexProblems({index_format: 1, integrations: fromRepos}, schema), []);
  });

  test('directory.json is the short form of index.json', () => {
    assert.deepEqual(read('directory.json'), directoryEntries(index.integrations));
    assert.deepEqual(
      communityIntegrations.map((entry) => entry.href),
      directoryEntries(index.integrations).map((entry) => `/${storePagePath(entry.slug)}`),
    );
  });

  test('each replacement names an entry of the snapshot', () => {
    const slugs = new Set(index.integrations.map((entry) => entry.store_slug));
    for (const slug of Object.keys(replacements)) assert.ok(slugs.has(slug), slug);
  });
});

describe('the plugin', () => {
  for (const locale of ['en', 'fr']) {
    test(`adds one page per entry in ${locale}, at its lower-cased slug`, async () => {
      const {routes, warnings, data} = await runPlugin(snapshotDir, locale);
      const prefix = locale === 'en' ? '/' : `/${locale}/`;
      assert.deepEqual(warnings, []);
      assert.deepEqual(
        routes.map((route) => route.path).sort(),
        index.integrations.map((entry) => prefix + storePagePath(entry.store_slug)).sort(),
      );
      const expected =
        locale === 'en'
          ? englishMessages
          : Object.fromEntries(
              Object.entries(
                JSON.parse(
                  readFileSync(
                    path.join(import.meta.dirname, '../../i18n', locale, 'gladys-store/page.json'),
                    'utf8',
                  ),
                ) as Record<string, {message: string}>,
              ).map(([id, {message}]) => [id, message]),
            );
      for (const route of routes) {
        assert.deepEqual(
          JSON.parse(data.get((route.modules as {copy: string}).copy)!),
          expected,
          `${route.path}: the words of ${locale}`,
        );
        const page = JSON.parse(data.get((route.modules as {data: string}).data)!);
        assert.ok(page.name && page.type && page.repoUrl, `${route.path}: name, type, repository`);
        assert.ok(page.version, `${route.path}: version`);
      }
    });
  }

  test('author texts come in the reader’s language, else in English', () => {
    for (const item of snapshot.entries) {
      const fr = pageDataOf(item, 'fr', index.generated_at);
      const description = item.entry.manifest.description;
      if (!description) continue;
      assert.equal(fr.description?.text, description.fr ?? description.en, item.entry.store_slug);
      assert.equal(fr.description?.lang, description.fr ? 'fr' : 'en');
    }
  });

  test('an entry with no name, a malformed slug or an unknown type is left out with a warning', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'store-bad-'));
    const good = index.integrations[0]!;
    const bad = [
      {...good, store_slug: 'someone/no-name', manifest: {...good.manifest, name: ''}},
      {...good, store_slug: 'not a slug', manifest: {...good.manifest}},
      {...good, store_slug: 'someone/odd-type', manifest: {...good.manifest, type: 'lamp'}},
    ];
    writeFileSync(
      path.join(dir, 'index.json'),
      JSON.stringify({
        index_format: 1,
        generated_at: index.generated_at,
        integrations: [good, ...bad],
      }),
    );
    writeFileSync(path.join(dir, 'sources.json'), JSON.stringify({index: 'test', entries: {}}));
    const {routes, warnings} = await runPlugin(dir);
    assert.deepEqual(
      routes.map((route) => route.path),
      [`/${storePagePath(good.store_slug)}`],
    );
    assert.equal(warnings.length, bad.length);
    assert.match(warnings[0]!, /"someone\/no-name": manifest\.name is missing/);
    assert.match(warnings[1]!, /"not a slug": store_slug/);
    assert.match(warnings[2]!, /"someone\/odd-type": manifest\.type "lamp"/);
  });
});

describe('authors’ markup', () => {
  const render = (markdown: string): string =>
    renderToStaticMarkup(
      createElement(DocTree, {
        node: markdownToTree(markdown, 'https://github.com/a/b/blob/c/docs/'),
      }),
    );

  test('HTML in a doc is shown as text, never run', () => {
    const html = render('Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">');
    assert.doesNotMatch(html, /<script|<img/);
    assert.match(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    assert.match(html, /&lt;img src=x onerror=/);
  });

  test('only http(s) and mailto links are kept; relative ones point into the repository', () => {
    const html = render('[bad](javascript:alert(1)) [rel](./setup.md) ![shot](img/a.png)');
    assert.doesNotMatch(html, /javascript:/);
    assert.match(html, /href="https:\/\/github\.com\/a\/b\/blob\/c\/docs\/setup\.md"/);
    assert.doesNotMatch(html, /<img/);
  });

  test('a description with markup stays text on the page data', () => {
    const item = {
      ...snapshot.entries[0]!,
      entry: {
        ...snapshot.entries[0]!.entry,
        manifest: {
          ...snapshot.entries[0]!.entry.manifest,
          description: {en: '<b onclick=x>Bold</b>'},
        },
      },
    };
    const page = pageDataOf(item, 'en', index.generated_at);
    assert.equal(page.description?.text, '<b onclick=x>Bold</b>');
    const html = renderToStaticMarkup(createElement('span', null, page.description?.text));
    assert.equal(html, '<span>&lt;b onclick=x&gt;Bold&lt;/b&gt;</span>');
  });
});

describe("the store pages' words", () => {
  test('a locale without a translation falls back to the English words', () => {
    assert.deepEqual(translatedMessages(englishMessages, []), englishMessages);
  });

  test('a message missing from a translation stays in English', () => {
    const [id, message] = Object.entries(englishMessages)[0]!;
    const file = storeTranslationFile(englishMessages);
    delete file.content[id];
    for (const entry of Object.values(file.content)) entry.message = 'traduit';
    const translated = translatedMessages(englishMessages, [file]);
    assert.equal(translated[id], message);
    assert.equal(
      Object.values(translated).filter((text) => text === 'traduit').length,
      Object.keys(englishMessages).length - 1,
    );
  });

  test('write-translations gets every English message under its id', () => {
    assert.deepEqual(
      Object.fromEntries(
        Object.entries(storeTranslationFile(englishMessages).content).map(([id, entry]) => [
          id,
          entry.message,
        ]),
      ),
      englishMessages,
    );
  });
});
