/**
 * The screenshots of each docs version, by the docs plugin's version name: `current` (the next
 * version) and each release (`4.86`). Each version has its own captures of the product at the
 * commit its docs describe (`npm run screenshots -- --version <version>`): its manifest, the
 * pages' part of it and its images. A release adds one import to {@link pagesByVersion}.
 * No Docusaurus import: the scripts and the data tests load it.
 */
import pagesNext from './screenshots.pages.json';
import pages486 from './screenshots-4.86.pages.json';
import type {PageScreen} from '../lib/screenshotPages';

/** The pages' part of one version's manifest (src/lib/screenshotPages.ts). */
export type PageManifest = {screens: Record<string, PageScreen>};

/** Where one version's screenshots live, relative to the repository root (images: to `static/`). */
export type ScreenshotPaths = {
  /** The manifest the script writes: product commit, viewport, every screen with its route. */
  manifest: string;
  /** The pages' part of it (sizes and image paths only), imported by `<Screenshot>`. */
  pages: string;
  /** Folder of the images under `static/` (one folder per language inside). */
  images: string;
};

/**
 * The files of a version's screenshots: `src/data/screenshots.json`, `screenshots.pages.json` and
 * `static/img/screens/<lang>/` for the next version; `src/data/screenshots-<version>.json`,
 * `screenshots-<version>.pages.json` and `static/img/screens/<version>/<lang>/` for a release.
 * @param version the docs plugin's version name (`current` or a release such as `4.86`)
 */
export function screenshotPaths(version: string): ScreenshotPaths {
  const suffix = version === 'current' ? '' : `-${version}`;
  return {
    manifest: `src/data/screenshots${suffix}.json`,
    pages: `src/data/screenshots${suffix}.pages.json`,
    images: version === 'current' ? 'img/screens' : `img/screens/${version}`,
  };
}

/** The pages' manifest of each docs version. */
export const pagesByVersion: Readonly<Record<string, PageManifest>> = {
  current: pagesNext as PageManifest,
  '4.86': pages486 as PageManifest,
};
