/** Kept for older imports: the build's pages and sitemaps are read by tests/support/build.ts. */
export {
  buildDir,
  builtRoutes,
  hasRoute,
  locales,
  page,
  routeFile,
  sitemapPaths,
} from '../support/build.ts';
