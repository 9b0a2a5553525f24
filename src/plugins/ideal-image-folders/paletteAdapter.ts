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
 * Committed sizes of the blog covers (`generated/cover-sizes/`, outside `src/`), made by `scripts/make-blog-covers.mjs` with {@link encodeSize}
 * (the same settings, so the same bytes as a build would make): a build copies them instead of
 * resizing anything. Named by {@link committedSizeName}; `tests/data/coverSizes.test.ts` fails when a
 * cover lacks one of the sizes of `coverImages` (config/plugins.ts) or a file is left from an older
 * cover. Resolved from the working folder, as `imageCacheDir` is: builds and scripts run at the
 * site's root.
 */
export const committedSizesDir = path.join(process.cwd(), 'generated/cover-sizes');

/**
 * Short hash of a source image and of the encoding, naming its sizes on disk: a redrawn cover
 * never picks up the sizes of its former self.
 * @param source the source file's bytes
 * @returns 32 hex characters
 */
export function sourceDigest(source: Buffer): string {
  return createHash('sha256').update(encodingVersion).update(source).digest('hex').slice(0, 32);
}

/**
 * File name of a committed size: `<cover name>.<12 hex of sourceDigest>.<width>.png`.
 * @param imagePath path of the source PNG (only its name is used)
 * @param source the source file's bytes
 * @param width the size's width, px
 */
export function committedSizeName(imagePath: string, source: Buffer, width: number): string {
  const name = path.basename(imagePath, path.extname(imagePath));
  return `${name}.${sourceDigest(source).slice(0, 12)}.${width}.png`;
}

/** Width and height of a PNG, from its header. */
function pngSize(png: Buffer): {width: number; height: number} {
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}

/**
 * One size of an image, encoded as this adapter encodes it: a 256-colour palette PNG without
 * dithering, or a JPEG at the given quality.
 * @param source the source image's bytes
 * @param request target width (px), output type and quality
 * @returns the encoded bytes with the width asked for and the height that follows the aspect ratio
 */
export async function encodeSize(source: Buffer, request: ResizeRequest): Promise<Resized> {
  const resized = sharp(source).resize(request.width, null);
  const encoded =
    request.mime === 'image/jpeg'
      ? resized.jpeg({quality: request.options.quality})
      : resized.png({palette: true, quality: 90, dither: 0, compressionLevel: 9, effort: 7});
  const {data, info} = await encoded.toBuffer({resolveWithObject: true});
  return {data, width: request.width, height: info.height};
}

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
 * The blog covers' sizes are committed (`committedSizesDir`), so a build resizes none of them.
 * Any other size is made once per build, not once per bundle and locale: results are shared in
 * memory within the build and kept on disk (`imageCacheDir`, keyed by the source's bytes, the width,
 * the type and the quality) for the next build. At the source's own width, the source file is
 * returned as it is.
 * @param imagePath absolute path of the source image
 * @returns the adapter: `metadata()` of the source and `resize()` to one width
 */
export default function paletteAdapter(imagePath: string) {
  const source = readFileSync(imagePath);
  const digest = sourceDigest(source);
  const image = sharp(source);
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
      const committed = path.join(
        committedSizesDir,
        committedSizeName(imagePath, source, request.width),
      );
      const made = (async () => {
        if (request.mime === 'image/png' && existsSync(committed)) {
          const data = readFileSync(committed);
          return {data, width: request.width, height: pngSize(data).height};
        }
        if (existsSync(file) && existsSync(`${file}.json`)) {
          const {height} = JSON.parse(readFileSync(`${file}.json`, 'utf8')) as {height: number};
          return {data: readFileSync(file), width: request.width, height};
        }
        const result = await encodeSize(source, request);
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
