import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {OfflineManifestOptions} from '../../lib/pluginOptions';
import {webAppManifest} from './manifest';

/** File name of the web app manifest, at the root of each locale. */
export const manifestFile = 'manifest.webmanifest';

/**
 * What @docusaurus/plugin-pwa (registered beside it, options in src/lib/offline/pwaOptions.ts) lacks: a web app
 * manifest per locale (`manifest.webmanifest`, ./manifest.ts, words from config/pwa.ts), written after the build. The page
 * links it once it is usable (./registerOnDocs.ts). Nothing under `npm start`.
 *
 * @param options the manifest's words per locale and its colour
 * @returns a Docusaurus plugin with only `postBuild`
 */
export default function offlineManifestPlugin(
  _context: LoadContext,
  options: OfflineManifestOptions,
): Plugin {
  return {
    name: 'gladys-offline-manifest',
    async postBuild({outDir, i18n, baseUrl}) {
      const manifest = webAppManifest(i18n.currentLocale, baseUrl, options);
      await writeFile(path.join(outDir, manifestFile), `${JSON.stringify(manifest)}\n`);
    },
  };
}
