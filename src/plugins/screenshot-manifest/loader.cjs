// Bundler loader of src/data/screenshots.json (slim.cjs, index.ts).
const {slimManifest} = require('./slim.cjs');

/**
 * @this {{getOptions(): {locale: string}}}
 * @param {string} source the manifest's JSON
 * @returns {string} the JSON the pages need in the locale being built
 */
module.exports = function screenshotManifestLoader(source) {
  return slimManifest(source, this.getOptions().locale);
};
