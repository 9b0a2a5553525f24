// Bundler loader of the docs version's props file (trim.cjs, index.ts).
const {trimVersionProps} = require('./trim.cjs');

/**
 * @this {{resourcePath: string}}
 * @param {string} source the props file's JSON
 * @returns {string} the JSON without what no page reads
 */
module.exports = function docsVersionPropsLoader(source) {
  return trimVersionProps(source, this.resourcePath).json;
};
