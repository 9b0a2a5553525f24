// The client's copy of the screenshot manifest (index.ts), in CommonJS so the loader uses it as is.

/**
 * What the `<Screenshot>` component needs of src/data/screenshots.json in one locale: each
 * screen's size and image paths in that language (English where the screen has no image in it),
 * and why a screen has no image. The product commit, the routes, what each screen shows and the
 * byte counts stay out of the pages' JavaScript; tests and scripts read the file itself.
 *
 * @param {string} source the manifest's JSON (`{product, viewport, languages, screens}`)
 * @param {string} locale the locale being built (`fr`)
 * @returns {string} JSON of `{screens: {[id]: {width, height, files, small?} | {unavailable}}}`
 * @throws Error when the manifest has no `screens` object
 */
function slimManifest(source, locale) {
  const manifest = JSON.parse(source);
  if (!manifest || typeof manifest.screens !== 'object') {
    throw new Error('[screenshot-manifest] src/data/screenshots.json has no "screens" object');
  }
  const pick = (files) => ({[locale]: files[locale] ?? files.en});
  const screens = {};
  for (const [id, screen] of Object.entries(manifest.screens)) {
    screens[id] = screen.files
      ? {
          width: screen.width,
          height: screen.height,
          files: pick(screen.files),
          ...(screen.small
            ? {
                small: {
                  width: screen.small.width,
                  height: screen.small.height,
                  files: pick(screen.small.files),
                },
              }
            : {}),
        }
      : {unavailable: screen.unavailable};
  }
  return JSON.stringify({screens});
}

module.exports = {slimManifest};
