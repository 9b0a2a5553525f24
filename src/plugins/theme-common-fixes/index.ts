import type {LoadContext, Plugin} from '@docusaurus/types';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {applyThemeCommonPatch, themeCommonPatches} from './patches';

/** A regular expression matching exactly one absolute file path. */
function exactly(file: string): RegExp {
  return new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/**
 * Fixes faults of @docusaurus/theme-common's code in the bundles (`patches.ts`, `UPSTREAM.md`):
 * a bundler rule per fixed file whose loader hands over the fixed source.
 *
 * @returns a Docusaurus plugin that only adds bundler rules
 * @throws Error at build time when theme-common is not the version the fixes were written for, or a
 *   snippet is missing
 */
export default function themeCommonFixesPlugin(context: LoadContext): Plugin {
  return {
    name: 'gladys-theme-common-fixes',
    configureWebpack() {
      // The package's exports leave out package.json: find it from the main entry (lib/index.js).
      const entry = createRequire(context.siteDir + '/').resolve('@docusaurus/theme-common');
      const root = path.resolve(path.dirname(entry), '..');
      const {version} = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        version: string;
      };
      const rules = themeCommonPatches.map((patch) => {
        const file = path.join(root, patch.file);
        const source = applyThemeCommonPatch(readFileSync(file, 'utf8'), version, patch);
        return {
          test: exactly(file),
          use: [{loader: require.resolve('./loader.cjs'), options: {source}}],
        };
      });
      return {module: {rules}};
    },
  };
}
