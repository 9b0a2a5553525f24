/**
 * Checks src/data/restBodies.ts against the REST API extract
 * (src/data/product/rest-api.json): at least 95% of the write endpoints
 * (POST, PATCH, PUT) of the extract have a body entry (fields, or an explicit
 * "no body" with its reason), every entry names an endpoint of the extract,
 * every example agrees with its fields, and the curl examples send them.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {
  bodyOf,
  curlExample,
  endpointKey,
  endpoints,
  isAfterRelease,
  isWrite,
} from '../../src/lib/restApi.ts';
import {changesFile} from '../../src/lib/productChanges.ts';
import release486 from '../../src/data/product/4.86/rest-api.json';
import {exampleBody, restBodies, restResponses} from '../../src/data/restBodies.ts';

const writes = endpoints.filter(isWrite);
const keys = new Set(endpoints.map(endpointKey));

test('at least 95% of the write endpoints of the extract have a body entry', () => {
  assert.ok(writes.length > 0, 'the extract lists no write endpoint');
  const missing = writes.filter((e) => !bodyOf(e)).map(endpointKey);
  const covered = writes.length - missing.length;
  assert.ok(
    covered / writes.length >= 0.95,
    `${covered} of ${writes.length} write endpoints have a body; missing: ${missing.join(', ')}`,
  );
});

test('every body and answer entry names an endpoint of the extract, of the right kind', () => {
  const unknown = [...Object.keys(restBodies), ...Object.keys(restResponses)].filter(
    (k) => !keys.has(k),
  );
  assert.deepEqual(unknown, [], 'entries naming no endpoint of rest-api.json');
  const notWrites = Object.keys(restBodies).filter((k) => !/^(POST|PATCH|PUT) /.test(k));
  assert.deepEqual(notWrites, [], 'body entries on a read');
  const notReads = Object.keys(restResponses).filter((k) => !k.startsWith('GET '));
  assert.deepEqual(notReads, [], 'answer entries on a write');
});

test('every entry names its source files, and every object body has fields with examples', () => {
  for (const [key, entry] of Object.entries(restBodies)) {
    assert.ok(entry.source.length > 0, `${key}: no source file`);
    for (const file of entry.source) {
      assert.match(file, /^(server|docs)\/[\w./-]+\.(js|md)$/, `${key}: source "${file}"`);
    }
    const {body} = entry;
    if (body.kind === 'object') {
      assert.ok(body.fields.length > 0, `${key}: an object body without fields`);
      const names = body.fields.map((f) => f.name);
      assert.equal(new Set(names).size, names.length, `${key}: a field is listed twice`);
      for (const f of body.fields) {
        if (f.required)
          assert.notEqual(f.example, undefined, `${key}: required ${f.name} has no example`);
      }
      const example = exampleBody(body) as Record<string, unknown>;
      assert.ok(Object.keys(example).length > 0, `${key}: the curl example would send {}`);
    }
    if (body.kind === 'array') assert.ok(body.example.length > 0, `${key}: empty array example`);
  }
});

test('the device reads give the shape of their answer', () => {
  for (const key of [
    'GET /api/v1/device',
    'GET /api/v1/device/:device_selector',
    'GET /api/v1/device_feature/states_history',
    'GET /api/v1/device_feature/aggregated_states',
  ]) {
    assert.ok(restResponses[key], `${key} has no answer shape`);
  }
});

test('the curl example of a write endpoint sends the body its entry gives', () => {
  for (const endpoint of writes) {
    const entry = bodyOf(endpoint);
    if (!entry) continue;
    const curl = curlExample(endpoint);
    const key = endpointKey(endpoint);
    if (entry.body.kind === 'object' || entry.body.kind === 'array') {
      const sent = /-d '([\s\S]*)'$/.exec(curl)?.[1];
      assert.ok(sent, `${key}: the curl example sends no body`);
      assert.deepEqual(JSON.parse(sent), exampleBody(entry.body), key);
    } else if (entry.body.kind === 'raw') {
      assert.match(curl, /--data-binary @/, key);
    } else {
      assert.doesNotMatch(curl, / -d /, `${key}: takes no body but the example sends one`);
    }
  }
  const setValue = writes.find(
    (e) => e.path === '/api/v1/device_feature/:device_feature_selector/value',
  );
  assert.equal(
    curlExample(setValue!),
    `curl -X POST "http://GLADYS_IP_ADDRESS/api/v1/device_feature/DEVICE_FEATURE_SELECTOR/value" \\\n  -H "authorization: Bearer YOUR_ACCESS_TOKEN" \\\n  -H "Content-Type: application/json" \\\n  -d '{"value":1}'`,
  );
});

test("the next version's new endpoints are the REST routes the change list adds", () => {
  const changes = JSON.parse(readFileSync(changesFile('.'), 'utf8')) as {
    changes: {routes: {kind: string; route: string; change: string}[]}[];
  };
  const listed = new Set(
    changes.changes.flatMap((c) =>
      c.routes.filter((r) => r.kind === 'rest' && r.change === 'added').map((r) => r.route),
    ),
  );
  const released = new Set(release486.endpoints.map(endpointKey));
  const added = endpoints.map(endpointKey).filter((key) => !released.has(key));
  assert.ok(added.includes('GET /api/v1/scene/running'), added.join(', '));
  assert.deepEqual(added.sort(), [...listed].sort());
  // The reference marks as new exactly those (restBodies.ts `nextVersion`, `readsAfterRelease`).
  assert.deepEqual(endpoints.filter(isAfterRelease).map(endpointKey).sort(), added.sort());
});
