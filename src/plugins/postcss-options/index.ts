import type {Plugin} from '@docusaurus/types';

/**
 * PostCSS never looks for a config file.
 *
 * Docusaurus hands postcss-loader its plugins inline (`postcss-preset-env`), yet postcss-loader
 * still searches for a PostCSS config for every stylesheet it loads: 27 file names in the
 * stylesheet's folder and each folder above it, with a new search per stylesheet. This site has no
 * PostCSS config, so the search only costs time (about 0.8 s of the bundler's main thread per
 * locale in a cold build, CPU profile of 2026-11-25). `config: false` is postcss-loader's
 * documented switch for it; everything else Docusaurus passes is kept as it is.
 *
 * @returns a Docusaurus plugin with only `configurePostCss` (a public lifecycle API).
 */
export default function postcssOptionsPlugin(): Plugin {
  return {
    name: 'gladys-postcss-options',
    configurePostCss(options) {
      return {...options, config: false};
    },
  };
}
