/**
 * scripts/lib/renderedKeys.ts: which keys of the product's i18n files its front end renders, so
 * that a page quoting a dead string (left behind by a renamed button) fails the label check.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {keyPattern, quotedStrings, renderedKeys} from '../../scripts/lib/renderedKeys.ts';
import {labelSet} from '../../src/lib/uiLabels.ts';

const keys = [
  'editScene.addTriggerButton',
  'editScene.addNewTriggerButton',
  'dashboard.boxTitle.chart',
  'dashboard.boxTitle.camera',
  'integration.tuya.setup.title',
  'deviceFeatureCategory.light.binary',
  'color.red',
  'profile.firstnameLabel',
];

test('a key is rendered when the code quotes it, builds it or reads its parent object', () => {
  const sources = [
    '<Text id="editScene.addNewTriggerButton" />',
    'const title = <Text id={`dashboard.boxTitle.${box.type}`} />;',
    "const key = 'integration.tuya.setup.' + step;",
    'const name = props.intl.dictionary.deviceFeatureCategory[category][type];',
  ];
  assert.deepEqual([...renderedKeys(keys, sources)].sort(), [
    'dashboard.boxTitle.camera',
    'dashboard.boxTitle.chart',
    'deviceFeatureCategory.light.binary',
    'editScene.addNewTriggerButton',
    'integration.tuya.setup.title',
  ]);
});

test('a template that starts with a wildcard names no key pattern', () => {
  assert.equal(keyPattern('${feature.category}.${feature.type}'), null);
  assert.equal(keyPattern('${a} ${b}'), null);
  assert.equal(keyPattern('not a key.'), null);
  assert.ok(keyPattern('alarmModes.${mode}')!.test('alarmModes.armed'));
  assert.deepEqual(quotedStrings(`a('x.y') + "z" + \`w.\${v}\``), ['x.y', 'z', 'w.${v}']);
});

test("the French label check rejects the dead 'Ajouter déclencheur' and keeps 'Nouveau déclencheur'", () => {
  const file = path.join(import.meta.dirname, '../../src/data/product/ui-strings.fr.json');
  const {strings, unrendered} = JSON.parse(readFileSync(file, 'utf8')) as {
    strings: Record<string, string>;
    unrendered: string[];
  };
  assert.ok(unrendered.includes('editScene.addTriggerButton'));
  const labels = labelSet(strings, unrendered);
  assert.ok(!labels.has('Ajouter déclencheur'));
  assert.ok(labels.has('Nouveau déclencheur'));
});
