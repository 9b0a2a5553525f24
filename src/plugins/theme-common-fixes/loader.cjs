// Hands the bundler the fixed source that index.ts worked out (and checked) for this file.
/** @this {{getOptions(): {source: string}}} @returns {string} the fixed source */
module.exports = function themeCommonFixLoader() {
  return this.getOptions().source;
};
