import type {Plugin} from '@docusaurus/types';
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import {webAppManifest} from '../../../config/pwa';

/** File name of the web app manifest, at the root of each locale. */
export const manifestFile = 'manifest.webmanifest';

/**
 * What @docusaurus/plugin-pwa (registered beside it, options in ./pwaOptions.ts) lacks: a web app
 * manifest per locale (`manifest.webmanifest`, config/pwa.ts), written after the build. The page
 * links it once it is usable (./registerOnDocs.ts). Nothing under `npm start`.
 *
 * @returns a Docusaurus plugin with only `postBuild`
 */
export default function offlineManifestPlugin(): Plugin {
  return {
    name: 'gladys-offline-manifest',
    async postBuild({outDir, i18n, baseUrl}) {
      const manifest = webAppManifest(i18n.currentLocale, baseUrl);
      await writeFile(path.join(outDir, manifestFile), `${JSON.stringify(manifest)}\n`);
    },
  };
}
