// Bundler loader: writes the locale's messages into a source file (inline.cjs, index.ts).
const {inlineTranslations} = require('./inline.cjs');

/**
 * @this {{getOptions(): {messages: Record<string, string>, codeJson: string}, resourcePath: string, addDependency(file: string): void}}
 * @param {string} source the file's source
 * @returns {string} the source with the messages written in
 */
module.exports = function codeTranslationsLoader(source) {
  const {messages, codeJson} = this.getOptions();
  this.addDependency(codeJson);
  return inlineTranslations(source, this.resourcePath, messages).code;
};
