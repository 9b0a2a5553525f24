/**
 * Worker thread of the Markdown twins, started by src/plugins/llms-txt/index.ts when a
 * production build loads its plugins and no twins are cached (otherwise only if the cached ones
 * cannot be used). It gets ready at once, while the bundler runs: loads
 * twinTask.ts the way Docusaurus loads plugins (jiti, through @docusaurus/utils, since Node alone
 * runs no TypeScript) and collects the diagrams' sources. Then it waits for one message, a
 * TwinTaskInput sent by `postBuild`, makes the twins (about 2 s of CPU per locale, on the second
 * core while the main thread does the other post-build steps), and answers `{ok: true}` or
 * `{ok: false, error}`.
 *
 * workerData: `{siteDir}`, the site's root.
 */
import {parentPort, workerData} from 'node:worker_threads';
import {fileURLToPath} from 'node:url';
import utils from '@docusaurus/utils';

const port = parentPort;
let ready;
try {
  const prepareTwins = await utils.loadFreshModule(
    fileURLToPath(new URL('./twinTask.ts', import.meta.url)),
  );
  ready = prepareTwins(workerData.siteDir);
} catch (error) {
  ready = error instanceof Error ? error : new Error(String(error));
}
port.once('message', async (input) => {
  try {
    if (ready instanceof Error) throw ready;
    await ready(input);
    port.postMessage({ok: true});
  } catch (error) {
    port.postMessage({ok: false, error});
  }
});
