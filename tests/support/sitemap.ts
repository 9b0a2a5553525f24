/** Kept for older imports: the build's pages and sitemaps are read by tests/support/build.ts. */
export {buildDir, served, sitemapPaths} from './build.ts';
