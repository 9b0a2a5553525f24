/**
 * algoliasearch's browser build of its lite client, imported by file path in
 * `src/plugins/search/client/hostedLiteClient.ts` (the `algoliasearch/lite`
 * import is aliased to that file). The package ships the types of this build
 * as `algoliasearch/lite`.
 */
declare module 'algoliasearch/dist/lite/builds/browser' {
  export * from 'algoliasearch/lite';
}
