/**
 * scripts/release-facts.ts on a small Gladys-shaped repository made here: the tags of the range
 * with their dates, the pull requests of each tag, and the integrations, scene steps and widgets
 * the range added or removed.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import path from 'node:path';

import {gitRepo} from '../support/gitRepo.ts';

const script = path.join(import.meta.dirname, '../../scripts/release-facts.ts');

/** A repository with tags v4.1.0, v4.2.0 and v4.2.1, each with a squash-merged pull request. */
function makeProduct(): string {
  // Every commit on 2026-01-01, the date each release must show.
  const {dir, git, write, commit} = gitRepo('gladys-facts-', {
    start: Date.parse('2026-01-01T00:00:00Z') / 1000,
    step: 0,
  });
  write('front/src/config/integrations/devices.json', [{key: 'zigbee2mqtt'}]);
  write('front/src/config/i18n/en.json', {
    editScene: {triggers: {'time.changed': 'Scheduled'}, actions: {'light.turn-on': 'On'}},
    dashboard: {boxTitle: {chart: 'Chart'}},
  });
  commit('First (#1)');
  git('tag', 'v4.1.0');
  write('front/src/config/integrations/devices.json', [{key: 'zigbee2mqtt'}, {key: 'matter'}]);
  write('front/src/config/i18n/en.json', {
    editScene: {triggers: {'time.changed': 'Scheduled'}, actions: {'scene.loop': 'Loop'}},
    dashboard: {boxTitle: {chart: 'Chart', sun: 'Sun'}},
  });
  commit('Add Matter integration (#20)');
  commit('chore: no pull request here');
  git('tag', 'v4.2.0');
  write('fix.txt', 'x');
  commit('Fix the chart (#21)');
  git('tag', 'v4.2.1');
  return dir;
}

test('lists the tags, pull requests and catalogue changes of a version range', () => {
  const product = makeProduct();
  const out = execFileSync(
    'node',
    ['--import', 'tsx', script, '4.1.0', '4.2.1', '--product', product, '--json'],
    {
      encoding: 'utf8',
    },
  );
  const facts = JSON.parse(out);
  assert.deepEqual(
    facts.releases.map((r: {tag: string; pullRequests: {number: number}[]}) => [
      r.tag,
      r.pullRequests.map((p) => p.number),
    ]),
    [
      ['v4.2.0', [20]],
      ['v4.2.1', [21]],
    ],
  );
  assert.equal(facts.releases[0].date, '2026-01-01');
  assert.deepEqual(facts.integrations, {added: ['matter'], removed: []});
  assert.deepEqual(facts.sceneActions, {added: ['scene.loop'], removed: ['light.turn-on']});
  assert.deepEqual(facts.widgets, {added: ['sun'], removed: []});
});

test('a version the product has not tagged is refused with a clear message', () => {
  const product = makeProduct();
  assert.throws(
    () =>
      execFileSync('node', ['--import', 'tsx', script, '4.1.0', '4.9.0', '--product', product], {
        encoding: 'utf8',
        stdio: 'pipe',
      }),
    (error: {stderr: string}) => /No tag v4\.9\.0/.test(error.stderr),
  );
});
