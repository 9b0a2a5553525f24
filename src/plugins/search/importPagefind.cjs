// Pagefind's Node API through a native import() (why: see writeSearchIndex in index.ts).
/** @returns {Promise<typeof import('pagefind')>} Pagefind's `createIndex` and `close` */
module.exports = () => import('pagefind');
