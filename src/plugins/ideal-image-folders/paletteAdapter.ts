import sharp from 'sharp';

/** What the responsive loader asks of an adapter for one width. */
type ResizeRequest = {
  /** Target width, px; the height follows the aspect ratio. */
  width: number;
  /** Output type, from the source file. */
  mime: string;
  /** Loader options: `quality` (JPEG, 0–100). */
  options: {quality?: number};
};

/**
 * An image adapter for @docusaurus/responsive-loader, like its sharp adapter except that PNG sizes
 * are written with a 256-colour palette (no dithering). The stock adapter writes full-colour PNGs,
 * which for our flat illustrations (the blog covers, themselves palette PNGs of about 25 KB) made
 * every resized copy two to seven times heavier than the original.
 * @param imagePath absolute path of the source image
 * @returns the adapter: `metadata()` of the source and `resize()` to one width
 */
export default function paletteAdapter(imagePath: string) {
  const image = sharp(imagePath);
  return {
    metadata: () => image.metadata(),
    resize: async ({width, mime, options}: ResizeRequest) => {
      const resized = image.clone().resize(width, null);
      const encoded =
        mime === 'image/jpeg'
          ? resized.jpeg({quality: options.quality})
          : resized.png({palette: true, quality: 90, dither: 0, compressionLevel: 9, effort: 7});
      const {data, info} = await encoded.toBuffer({resolveWithObject: true});
      return {data, width, height: info.height};
    },
  };
}
