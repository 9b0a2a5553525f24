/**
 * "Open in my Gladys" data (src/data/myGladys.ts) against the product's extracts: every name opens
 * a route of the front at the reference commit, every parameter of a route is filled and checked,
 * every menu label is the product's own, and every doc that describes a screen shows its button in
 * both languages.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {myGladysScreens} from '../../src/data/myGladys';
import since from '../../src/data/product/since.json';
import catalog from '../../src/data/product/integrations-catalog.json';
import en from '../../src/data/product/ui-strings.en.json';
import fr from '../../src/data/product/ui-strings.fr.json';
import englishMenu from '../../i18n/en/data/myGladysMenu.json';
import frenchMenu from '../../i18n/fr/data/myGladysMenu.json';

/** The menu labels' words in each locale (`i18n/<locale>/data/myGladysMenu.json`). */
const menuWords: Record<
  'en' | 'fr',
  {ui: Record<string, string>; catalog: Record<string, string>}
> = {en: englishMenu, fr: frenchMenu};
import {hasRoute, parseAddress, requestedName, screenTarget} from '../../src/lib/myGladys';
import {forVersion} from '../../src/data/productVersions';
import {sinceByVersion} from '../../src/data/sinceVersions';
import {docsVersions, walk} from '../../scripts/lib/content';

const root = path.resolve(import.meta.dirname, '../..');
const docsDirs = {en: 'docs', fr: 'i18n/fr/docusaurus-plugin-content-docs/current'} as const;
const strings = {
  en: en.strings as Record<string, string>,
  fr: fr.strings as Record<string, string>,
};
const routes = since.routes as Record<string, string>;

/** The file of a doc id in one language, or undefined. */
function docFile(locale: keyof typeof docsDirs, id: string): string | undefined {
  return ['.md', '.mdx']
    .map((ext) => path.join(root, docsDirs[locale], id + ext))
    .find((file) => existsSync(file));
}

/** The names whose button a doc file shows. */
function buttonsIn(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/<MyGladys\s+name="([^"]+)"/g)].map((m) => m[1]);
}

describe('my Gladys names', () => {
  test('names are unique, lowercase words joined by dashes', () => {
    const names = myGladysScreens.map((screen) => screen.name);
    assert.deepEqual(names, [...new Set(names)]);
    for (const name of names) assert.match(name, /^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  test('every route is a route of the product front (app.jsx at the reference commit)', () => {
    for (const screen of myGladysScreens) {
      assert.ok(
        screen.route in routes,
        `${screen.name}: ${screen.route} is not a route of the product's front`,
      );
    }
  });

  test('every :segment of a route is filled by a checked parameter, whose example passes', () => {
    for (const screen of myGladysScreens) {
      const segments = [...screen.route.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const filled = Object.values(screen.params ?? {}).flatMap((param) => param.fills);
      assert.deepEqual([...filled].sort(), [...segments].sort(), `${screen.name}: parameters`);
      for (const [param, {pattern, example}] of Object.entries(screen.params ?? {})) {
        const result = screenTarget('http://gladys.test', screen, `?${param}=${example}`);
        assert.ok(
          result.ok && !result.url.includes(':'.concat(segments[0] ?? '§')),
          `${screen.name}`,
        );
        assert.ok(pattern.test(example));
      }
    }
  });

  test('menu labels are the product own, in each language', () => {
    const titles = Object.fromEntries(catalog.integrations.map((i) => [i.key, i.title]));
    for (const screen of myGladysScreens) {
      for (const label of screen.menu) {
        const expected =
          label.key !== undefined
            ? {en: strings.en[label.key], fr: strings.fr[label.key]}
            : titles[label.catalog];
        assert.ok(expected, `${screen.name}: unknown label ${label.key ?? label.catalog}`);
        for (const [locale, words] of Object.entries(menuWords)) {
          const shown =
            label.key !== undefined ? words.ui[label.key] : words.catalog[label.catalog];
          assert.equal(shown, expected[locale as 'en' | 'fr'], `${screen.name} (${locale})`);
        }
      }
    }
  });
});

describe('buttons in the docs', () => {
  test('every doc a name lists shows its button, in English and in French', () => {
    for (const screen of myGladysScreens) {
      for (const id of screen.docs) {
        for (const locale of ['en', 'fr'] as const) {
          const file = docFile(locale, id);
          assert.ok(file, `${screen.name}: no ${locale} doc ${id}`);
          assert.ok(
            buttonsIn(file).includes(screen.name),
            `${path.relative(root, file)} lacks <MyGladys name="${screen.name}" />`,
          );
        }
      }
    }
  });

  test('every button names a known name', () => {
    const names = new Set(myGladysScreens.map((screen) => screen.name));
    for (const locale of ['en', 'fr'] as const) {
      for (const entry of readdirSync(path.join(root, docsDirs[locale]), {recursive: true})) {
        const file = path.join(root, docsDirs[locale], String(entry));
        if (!/\.mdx?$/.test(file)) continue;
        for (const name of buttonsIn(file))
          assert.ok(names.has(name), `${file}: unknown name ${name}`);
      }
    }
  });

  test("every button of a docs version opens a route of that version's product", () => {
    const byName = new Map(myGladysScreens.map((screen) => [screen.name, screen]));
    const wrong: string[] = [];
    for (const version of docsVersions) {
      const table = forVersion(sinceByVersion, version.name);
      for (const file of [...walk(version.en), ...walk(version.fr)]) {
        for (const name of buttonsIn(file)) {
          const route = byName.get(name)?.route;
          if (route && !hasRoute(route, table))
            wrong.push(`${path.relative(root, file)}: ${name} opens ${route}`);
        }
      }
    }
    assert.deepEqual(wrong, []);
  });

  test('every integration, Settings tab and app screen page is listed by a name', () => {
    // The screens' pages: the folders whose docs each describe a screen of the app, except the
    // pages a name cannot open (a concept with no screen of its own says so in src/data/myGladys.ts).
    const listed = new Set(myGladysScreens.flatMap((screen) => screen.docs));
    for (const folder of ['integrations', 'settings', 'app']) {
      for (const file of readdirSync(path.join(root, 'docs', folder))) {
        const id = `${folder}/${file.replace(/\.mdx?$/, '')}`;
        assert.ok(listed.has(id), `${id}: no "Open in my Gladys" name lists this page`);
      }
    }
  });
});

describe('addresses and targets', () => {
  test('only http and https URLs are kept, as their origin', () => {
    assert.deepEqual(parseAddress(' http://192.168.1.20:8080/dashboard '), {
      ok: true,
      address: 'http://192.168.1.20:8080',
    });
    assert.deepEqual(parseAddress('https://plus.gladysassistant.com'), {
      ok: true,
      address: 'https://plus.gladysassistant.com',
    });
    assert.deepEqual(parseAddress(''), {ok: false, problem: 'empty'});
    assert.deepEqual(parseAddress('192.168.1.20'), {ok: false, problem: 'scheme'});
    assert.deepEqual(parseAddress('javascript:alert(1)'), {ok: false, problem: 'scheme'});
    assert.deepEqual(parseAddress('ftp://nas.local'), {ok: false, problem: 'scheme'});
    assert.deepEqual(parseAddress('http://'), {ok: false, problem: 'invalid'});
    assert.deepEqual(parseAddress('http://me:secret@gladys.lan'), {
      ok: false,
      problem: 'credentials',
    });
  });

  test('the name comes from ?name= or the path', () => {
    assert.equal(requestedName('/my/', '?name=zigbee2mqtt-setup'), 'zigbee2mqtt-setup');
    assert.equal(requestedName('/fr/my/settings-system/', ''), 'settings-system');
    assert.equal(requestedName('/my/', ''), null);
  });

  test('a parameter is checked before use, and the destination is the stored address', () => {
    const install = myGladysScreens.find((screen) => screen.params);
    assert.ok(install);
    const [param] = Object.keys(install.params ?? {});
    assert.deepEqual(screenTarget('http://gladys.test', install, ''), {
      ok: false,
      problem: 'missing',
      param,
      example: install.params?.[param]?.example,
    });
    for (const bad of ['x', 'a/b/c', '../../evil', 'a/b?c', 'https://evil.example/x']) {
      const result = screenTarget(
        'http://gladys.test',
        install,
        `?${param}=${encodeURIComponent(bad)}`,
      );
      assert.equal(result.ok, false, bad);
    }
    const good = screenTarget(
      'http://gladys.test',
      install,
      `?${param}=GladysAssistant/gladys-shelly&next=https://evil.example`,
    );
    assert.ok(good.ok && good.url.startsWith('http://gladys.test/dashboard/'));
  });
});
