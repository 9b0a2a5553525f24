import type {Plugin} from '@docusaurus/types';
import type {AcceptedPlugin, Plugin as PostcssPlugin, PluginCreator} from 'postcss';

/** A PostCSS plugin as postcss-loader takes it: a module to load, with options, or a plugin. */
type PluginEntry = AcceptedPlugin | [string, unknown];

/**
 * A plugin that Docusaurus names as a module to load (`[path, options]`), made once, on first use.
 * Anything else is returned as it is.
 *
 * postcss-loader loads such a plugin again for every stylesheet, and when the options are empty
 * (Docusaurus passes `postcss-preset-env` an empty object) it hands PostCSS the plugin's factory,
 * which PostCSS calls once per stylesheet. For `postcss-preset-env` each call resolves the
 * browserslist targets and builds its 30-odd plugins and Autoprefixer's data: about 0.5 s of the
 * bundler's main thread per locale for this site's 131 stylesheets (CPU profile and bundling
 * phase timings, 2026-11-26). The creator returned here makes the plugin when PostCSS first asks
 * for it and hands that same plugin to every later stylesheet, as one made from a PostCSS config
 * file would be. A build whose stylesheets all come from the bundler's cache never loads the
 * module at all (0.2–0.3 s of loading and making it).
 *
 * @param entry one item of `postcssOptions.plugins`
 * @returns a creator of the plugin made from the module and its options, or `entry` unchanged
 * @throws Error, when PostCSS first calls the creator, if the module does not export a function
 *   (the message names it), or the module's own error if it cannot be loaded
 */
export function madeOnce(entry: PluginEntry): AcceptedPlugin {
  if (!Array.isArray(entry) || typeof entry[0] !== 'string') return entry as AcceptedPlugin;
  const [name, options] = entry;
  let made: PostcssPlugin | undefined;
  const creator = () => {
    if (made) return made;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module postcss-loader would require
    const loaded = require(name) as {default?: unknown};
    const factory = (loaded.default ?? loaded) as (options?: unknown) => PostcssPlugin;
    if (typeof factory !== 'function') {
      throw new Error(`postcss-options: PostCSS plugin "${name}" does not export a function`);
    }
    made = factory(options);
    return made;
  };
  // PostCSS calls a function marked `postcss: true` to get the plugin (a "plugin creator").
  return Object.assign(creator, {postcss: true as const}) satisfies PluginCreator<unknown>;
}

/**
 * PostCSS runs with the options Docusaurus gives it, each plugin made once, and never looks for
 * a config file.
 *
 * - **No config search.** Docusaurus hands postcss-loader its plugins inline
 *   (`postcss-preset-env`), yet postcss-loader still searches for a PostCSS config for every
 *   stylesheet it loads: 27 file names in the stylesheet's folder and each folder above it, with
 *   a new search (no cache) per stylesheet. This site has no PostCSS config, so the search only
 *   costs time: about 0.8 s of the bundler's main thread per locale in a cold build (CPU profile,
 *   2026-11-25). `config: false` is postcss-loader's documented switch for that search.
 * - **Plugins made once** ({@link madeOnce}): `postcss-preset-env` was made again for every
 *   stylesheet.
 *
 * The stylesheets come out the same (tests/build/chunks.test.ts and the built-site checks read
 * them).
 *
 * @returns a Docusaurus plugin with only `configurePostCss`.
 */
export default function postcssOptionsPlugin(): Plugin {
  return {
    name: 'gladys-postcss-options',
    configurePostCss(options) {
      const plugins = (options.plugins ?? []) as PluginEntry[];
      return {...options, config: false, plugins: plugins.map(madeOnce)};
    },
  };
}
