/**
 * scripts/lib/productVersions.ts on a small Gladys-shaped repository made here: the last release
 * tag is found from the tags, the diff lists what the reference commit added after it, and every
 * feature gets the first release that has it ("next" when none has).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {productVersions, versionName} from '../../scripts/lib/productVersions.ts';
import {gitRepo} from '../support/gitRepo.ts';

/**
 * A repository with a commit older than the Gladys 4 front end, tags v4.0.0, v4.2.0 (with a
 * pre-release tag before it) and v4.10.1, then one commit after the last tag.
 */
function makeProduct(): {dir: string; head: string} {
  const {dir, git, write, commit} = gitRepo('gladys-versions-');
  const app = (...routes: string[]) =>
    routes.map((r) => `<Route path="${r}" />`).join('\n') + '\n<X path={`/t/${key}`} />';
  const en = (extra: {actions?: object; boxTitle?: object; settings?: string}) => ({
    editScene: {
      triggers: {time: {changed: 'Scheduled'}},
      actions: {light: {'turn-on': 'Turn on'}, ...extra.actions},
    },
    dashboard: {boxTitle: {chart: 'Chart', ...extra.boxTitle}},
    settings: {title: extra.settings ?? 'Settings'},
  });
  write('README.md', 'Gladys 3');
  commit('Gladys 3');
  git('tag', 'v3.9.0');
  write('front/src/config/integrations/devices.json', [{key: 'zigbee2mqtt'}]);
  write('server/services/matter/index.js', 'module.exports = {};');
  write('front/src/config/i18n/en.json', en({}));
  write('front/src/config/i18n/fr.json', {settings: {title: 'Paramètres'}});
  write('front/src/components/app.jsx', app('/dashboard', '/dashboard/settings'));
  commit('Gladys 4');
  git('tag', 'v4.0.0');
  write('front/src/config/integrations/devices.json', [{key: 'zigbee2mqtt'}, {key: 'matter'}]);
  write('front/src/config/integrations/communications.json', [{key: 'telegram'}]);
  commit('Matter and Telegram');
  git('tag', 'v4.2.0-beta');
  write('front/src/config/i18n/en.json', en({boxTitle: {sun: 'Sun'}}));
  commit('Sun widget');
  git('tag', 'v4.2.0');
  write('front/src/config/i18n/en.json', en({boxTitle: {sun: 'Sun'}, actions: {delay: 'Wait'}}));
  write(
    'front/src/components/app.jsx',
    app('/dashboard', '/dashboard/settings', '/dashboard/scene'),
  );
  commit('Wait action and scenes');
  git('tag', 'v4.10.1');
  write(
    'front/src/config/i18n/en.json',
    en({boxTitle: {sun: 'Sun', chips: 'Chips'}, actions: {delay: 'Wait'}, settings: 'Setup'}),
  );
  write(
    'front/src/components/app.jsx',
    app('/dashboard', '/dashboard/settings', '/dashboard/scene', '/dashboard/settings/security'),
  );
  write('server/utils/constants.js', "const MDNS = {\n  DEFAULT_HOSTNAME: 'gladys',\n};\n");
  commit('Chips widget, Security tab, mDNS');
  return {dir, head: git('rev-parse', 'HEAD')};
}

test('finds the last release tag and what the reference commit added after it', () => {
  const {dir, head} = makeProduct();
  const {lastTag, diff} = productVersions(dir, head);
  assert.equal(lastTag, 'v4.10.1');
  assert.deepEqual(diff.routes, {added: ['/dashboard/settings/security'], removed: []});
  assert.deepEqual(diff.widgets, {added: ['chips'], removed: []});
  assert.deepEqual(diff.steps, {added: [], removed: []});
  assert.deepEqual(diff.integrations, {added: [], removed: []});
  assert.deepEqual(diff.hostnames, {added: ['gladys.local'], removed: []});
  assert.deepEqual(diff.labels.en.added, {'dashboard.boxTitle.chips': 'Chips'});
  assert.deepEqual(diff.labels.en.changed, {
    'settings.title': {before: 'Settings', after: 'Setup'},
  });
  assert.deepEqual(diff.newTexts, {en: ['Chips', 'Setup'], fr: []});
});

test('gives every feature the first release tag that has it, "next" when none has', () => {
  const {dir, head} = makeProduct();
  const {since} = productVersions(dir, head);
  assert.deepEqual(since.integrations, {matter: '4.2', telegram: '4.2', zigbee2mqtt: '4.0'});
  assert.deepEqual(since.widgets, {chart: '4.0', chips: 'next', sun: '4.2'});
  assert.deepEqual(since.steps, {delay: '4.10.1', 'light.turn-on': '4.0', 'time.changed': '4.0'});
  assert.deepEqual(since.routes, {
    '/dashboard': '4.0',
    '/dashboard/scene': '4.10.1',
    '/dashboard/settings': '4.0',
    '/dashboard/settings/security': 'next',
  });
});

test("dates an overridden feature by the first tag with its file: the feature's tag wins", () => {
  const {dir, head} = makeProduct();
  const reason = 'The service shipped before its card.';
  const {since, overrides, announced} = productVersions(dir, head, [
    {
      kind: 'integrations',
      key: 'matter',
      path: 'server/services/matter/index.js',
      announcedIn: '4.1',
      reason,
    },
  ]);
  assert.equal(since.integrations.matter, '4.0');
  assert.equal(since.integrations.telegram, '4.2', 'the other features keep their key date');
  assert.deepEqual(overrides, {
    integrations: {
      matter: {
        card: '4.2',
        feature: '4.0',
        path: 'server/services/matter/index.js',
        reason,
        announcedIn: '4.1',
      },
    },
  });
  assert.deepEqual(announced, {integrations: {matter: '4.1'}});
  assert.throws(
    () =>
      productVersions(dir, head, [
        {kind: 'integrations', key: 'matter', path: 'server/services/nope.js', reason},
      ]),
    /no release tag has server\/services\/nope\.js/,
  );
  assert.throws(
    () =>
      productVersions(dir, head, [
        {kind: 'integrations', key: 'nope', path: 'server/services/matter/index.js', reason},
      ]),
    /has no such integrations key/,
  );
});

test('names versions the way the site writes them', () => {
  assert.equal(versionName('v4.12.0'), '4.12');
  assert.equal(versionName('v4.84.1'), '4.84.1');
});

test('fails clearly on a revision without release tags', () => {
  const repo = gitRepo('gladys-versions-');
  repo.commit('x');
  assert.throws(() => productVersions(repo.dir, 'HEAD'), /contains no release tag/);
  repo.remove();
});
