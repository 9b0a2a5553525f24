import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
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

/** One resized image: its bytes and size in px. */
type Resized = {data: Buffer; width: number; height: number};

/** Bumped when the encoding below changes, so cached files made the old way are not reused. */
const encodingVersion = 'palette-v1';

/**
 * Folder of resized images kept between builds. `npm run clear` (and `docusaurus clear`) empties
 * node_modules/.cache, so a cold build still makes each size once.
 */
export const imageCacheDir = path.join(process.cwd(), 'node_modules/.cache/gladys-images');

/** Sizes made during this process: the client and server bundles of both locales share them. */
const memory = new Map<string, Promise<Resized>>();

/**
 * An image adapter for @docusaurus/responsive-loader, like its sharp adapter except that PNG sizes
 * are written with a 256-colour palette (no dithering). The stock adapter writes full-colour PNGs,
 * which for our flat illustrations (the blog covers, themselves palette PNGs of about 25 KB) made
 * every resized copy two to seven times heavier than the original.
 *
 * Each size is made once per build, not once per bundle and locale: results are shared in memory
 * within the build and kept on disk (`imageCacheDir`, keyed by the source's bytes, the width, the
 * type and the quality) for the next build. At the source's own width, the source file is returned as
 * it is.
 * @param imagePath absolute path of the source image
 * @returns the adapter: `metadata()` of the source and `resize()` to one width
 */
export default function paletteAdapter(imagePath: string) {
  const source = readFileSync(imagePath);
  const digest = createHash('sha256')
    .update(encodingVersion)
    .update(source)
    .digest('hex')
    .slice(0, 32);
  const image = sharp(source);
  const encode = async ({width, mime, options}: ResizeRequest): Promise<Resized> => {
    const resized = image.clone().resize(width, null);
    const encoded =
      mime === 'image/jpeg'
        ? resized.jpeg({quality: options.quality})
        : resized.png({palette: true, quality: 90, dither: 0, compressionLevel: 9, effort: 7});
    const {data, info} = await encoded.toBuffer({resolveWithObject: true});
    return {data, width, height: info.height};
  };
  return {
    metadata: () => image.metadata(),
    resize: async (request: ResizeRequest): Promise<Resized> => {
      // The source's own width (the loader caps every size at it): the source file as it is, already
      // encoded by scripts/make-blog-covers.mjs, rather than a copy made again at the same size.
      const {width: sourceWidth, height: sourceHeight} = await image.metadata();
      if (request.width >= (sourceWidth ?? Infinity) && sourceHeight) {
        return {data: source, width: request.width, height: sourceHeight};
      }
      const key = `${digest}-${request.width}-${request.mime.replace('/', '_')}-${request.options.quality ?? ''}`;
      const known = memory.get(key);
      if (known) return known;
      const file = path.join(imageCacheDir, key);
      const made = (async () => {
        if (existsSync(file) && existsSync(`${file}.json`)) {
          const {height} = JSON.parse(readFileSync(`${file}.json`, 'utf8')) as {height: number};
          return {data: readFileSync(file), width: request.width, height};
        }
        const result = await encode(request);
        mkdirSync(imageCacheDir, {recursive: true});
        writeFileSync(file, result.data);
        writeFileSync(`${file}.json`, JSON.stringify({height: result.height}));
        return result;
      })();
      memory.set(key, made);
      return made;
    },
  };
}
