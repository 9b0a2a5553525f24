/** DocSearch's stylesheet entry (`@docsearch/react/style`), imported for its side effect; the package ships no types for it. */
declare module '@docsearch/react/style';
