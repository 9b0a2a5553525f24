import type {PluginConfig} from '@docusaurus/types';
import type {PluginOptions as IdealImageOptions} from '@docusaurus/plugin-ideal-image';

/** Plugins beside the classic preset. Image sizes follow spec §9 (400–2000 px, 10 steps). */
export const plugins: PluginConfig[] = [
  [
    '@docusaurus/plugin-ideal-image',
    {
      quality: 80,
      min: 400,
      max: 2000,
      steps: 10,
      disableInDev: false,
    } satisfies Partial<IdealImageOptions>,
  ],
];

// Loads Prism with the first code block instead of in the main bundle.
plugins.push('./src/plugins/prism-on-demand/index.ts');
// Writes build/_headers (security and cache headers, CSP with inline-script hashes).
plugins.push('./src/plugins/hosting-headers/index.ts');
plugins.push('./src/plugins/test-routes/index.ts');
