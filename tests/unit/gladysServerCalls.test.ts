/**
 * scripts/lib/gladysServerCalls.ts on a throwaway product: which calls it finds, which it leaves
 * out (tests, methods that stay on the machine), how it tells a public route from one that needs
 * a Gladys Plus account, and that it stops on a call no feature names.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {gitRepo} from '../support/gitRepo.ts';
import {productRepo} from '../../scripts/lib/productRepo.ts';
import {gladysServerCalls, versionCheckPath} from '../../scripts/lib/gladysServerCalls.ts';

/** A product with a public call, an account call, a local call and a call in its tests. */
function product() {
  const repo = gitRepo('gladys-server-calls-');
  repo.write(
    'server/lib/gateway/gateway.getEcowattSignals.js',
    'async function getEcowattSignals() {\n' +
      '  const infos = await this.system.getInfos();\n' +
      '  return this.gladysGatewayClient.getEcowattSignals(infos.gladys_version);\n}\n',
  );
  repo.write(
    'server/lib/gateway/gateway.forwardWebsockets.js',
    'async function forwardWebsockets(event) {\n' +
      '  await this.gladysGatewayClient.newEventInstance(event.type, event.payload);\n' +
      '  this.gladysGatewayClient.disconnect();\n}\n',
  );
  repo.write(
    versionCheckPath,
    'async function check() {\n  const params = {\n    system: 1,\n    is_docker: 2,\n  };\n}\n',
  );
  repo.write('server/test/lib/gateway/x.test.js', 'gladysGatewayClient.somethingElse();\n');
  repo.commit('product');
  repo.git('tag', 'v1.0.0');
  return repo;
}

test('finds each call with its function and method, and tells public routes apart', (t) => {
  const repo = product();
  t.after(() => repo.remove());
  const {features, versionCheckSends} = gladysServerCalls(productRepo(repo.dir), 'v1.0.0');
  assert.deepEqual(features, [
    {
      feature: 'remote-access',
      needsPlus: true,
      calls: [
        {
          path: 'server/lib/gateway/gateway.forwardWebsockets.js',
          line: 2,
          function: 'forwardWebsockets',
          method: 'newEventInstance',
          needsPlus: true,
        },
      ],
    },
    {
      feature: 'ecowatt',
      needsPlus: false,
      calls: [
        {
          path: 'server/lib/gateway/gateway.getEcowattSignals.js',
          line: 3,
          function: 'getEcowattSignals',
          method: 'getEcowattSignals',
          needsPlus: false,
        },
      ],
    },
  ]);
  assert.deepEqual(versionCheckSends, ['system', 'is_docker']);
});

test('stops on a call that no feature names, naming its file, line and method', (t) => {
  const repo = product();
  t.after(() => repo.remove());
  repo.write(
    'server/services/new/lib/upload.js',
    'async function upload() {\n  await this.gladys.gateway.gladysGatewayClient.newUpload();\n}\n',
  );
  repo.commit('a new call');
  assert.throws(
    () => gladysServerCalls(productRepo(repo.dir), 'HEAD'),
    /server\/services\/new\/lib\/upload\.js:2 newUpload\(\) in upload/,
  );
});
