/**
 * What the `<Screenshot>` component needs of the screenshot manifest (src/data/screenshots.json):
 * each screen's size and image paths, or why the demo cannot show it. `npm run screenshots`
 * writes it beside the manifest as src/data/screenshots.pages.json, so the pages' JavaScript
 * leaves out the product commit, the routes and what each screen shows.
 */

/** A screen of src/data/screenshots.json, as the screenshot script writes it. */
export type ManifestScreen = {
  /** Size of every image of the screen, in CSS px. */
  width?: number;
  height?: number;
  /** Image path per language (`/img/screens/<lang>/<id>.webp`). */
  files?: Record<string, string>;
  /** A copy 800 px wide per language (`<id>-800.webp`). */
  small?: {width: number; height: number; files: Record<string, string>};
  /** Why the demo cannot show the screen, when it has no image. */
  unavailable?: string;
};

/** A screen as the pages get it: its images, or only why it has none. */
export type PageScreen =
  | (Required<Pick<ManifestScreen, 'width' | 'height' | 'files'>> & Pick<ManifestScreen, 'small'>)
  | {unavailable?: string};

/**
 * The pages' part of the manifest.
 *
 * @param manifest the parsed src/data/screenshots.json (`{screens: {[id]: ManifestScreen}}`)
 * @returns `{screens: {[id]: PageScreen}}`, in the manifest's order
 * @throws Error when the manifest has no `screens` object
 */
export function pageScreenshots(manifest: unknown): {screens: Record<string, PageScreen>} {
  const screens = (manifest as {screens?: unknown} | null)?.screens;
  if (!screens || typeof screens !== 'object') {
    throw new Error('src/data/screenshots.json has no "screens" object');
  }
  return {
    screens: Object.fromEntries(
      Object.entries(screens as Record<string, ManifestScreen>).map(([id, screen]) => [
        id,
        screen.files && screen.width && screen.height
          ? {
              width: screen.width,
              height: screen.height,
              files: screen.files,
              ...(screen.small ? {small: screen.small} : {}),
            }
          : {unavailable: screen.unavailable},
      ]),
    ),
  };
}
