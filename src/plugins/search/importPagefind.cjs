/* global module */
// Loads Pagefind's Node API with a native import(). Pagefind ships an ES
// module whose package exports only an "import" condition, and Docusaurus
// loads our TypeScript plugin through jiti, which turns import() into
// require(). A CommonJS file loaded with Node's own require keeps import().

/** @returns {Promise<typeof import('pagefind')>} Pagefind's `createIndex` and `close` */
module.exports = function importPagefind() {
  return import('pagefind');
};
