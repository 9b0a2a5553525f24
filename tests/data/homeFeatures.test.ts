/**
 * Validates src/data/homeFeatures.ts: unique ids, well-formed site paths, and
 * integration tiles that point to existing doc pages.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import path from 'node:path';
import {homeFeatures, homeIntegrations, integrationDocPath} from '../../src/data/homeFeatures.ts';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** True when `docs/<docPath>.md` or `.mdx` exists. */
function docExists(docPath: string): boolean {
  return ['.md', '.mdx'].some((ext) => existsSync(path.join(siteDir, 'docs', `${docPath}${ext}`)));
}

test('feature tiles have unique ids and site paths with a trailing slash', () => {
  assert.ok(homeFeatures.length > 0, 'the home page shows feature tiles');
  const ids = homeFeatures.map((feature) => feature.id);
  assert.equal(new Set(ids).size, ids.length, `duplicate feature id in ${ids.join(', ')}`);
  for (const feature of homeFeatures) {
    assert.match(feature.to, /^\/[a-z0-9/-]*\/$/, `${feature.id}: path must start and end with /`);
    assert.ok(
      !feature.to.startsWith('/fr/'),
      `${feature.id}: no locale prefix (the French build adds it)`,
    );
  }
});

test('feature tiles that link to docs link to existing pages', () => {
  for (const feature of homeFeatures) {
    const match = /^\/docs\/(.+)\/$/.exec(feature.to);
    if (match?.[1]) {
      assert.ok(docExists(match[1]), `${feature.id}: docs/${match[1]}.md is missing`);
    }
  }
});

test('the highlighted integrations are listed once each, each with its doc page', () => {
  const ids = homeIntegrations.map((integration) => integration.id);
  assert.ok(ids.length > 0, 'the home page highlights integrations');
  assert.equal(new Set(ids).size, ids.length, `duplicate integration in ${ids.join(', ')}`);
  for (const id of ids)
    assert.ok(docExists(`integrations/${id}`), `docs/integrations/${id}.md is missing`);
  for (const integration of homeIntegrations) {
    assert.ok(
      integration.monogram.length >= 1 && integration.monogram.length <= 3,
      `${integration.id}: monogram must be 1 to 3 characters`,
    );
    assert.equal(integrationDocPath(integration.id), `/docs/integrations/${integration.id}/`);
  }
});

test('every highlighted integration has its doc page', () => {
  for (const integration of homeIntegrations) {
    assert.ok(
      docExists(`integrations/${integration.id}`),
      `docs/integrations/${integration.id}.md is missing`,
    );
  }
});
