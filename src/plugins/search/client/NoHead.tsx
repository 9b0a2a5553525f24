/**
 * Renders nothing. Our plugin gives it to the theme's
 * SearchBar in place of `@docusaurus/Head`, whose only use there is a
 * `<link rel="preconnect">` to Algolia's servers.
 */
export default function NoHead(): null {
  return null;
}
