// Renders one cover illustration per blog post, static/img/blog/<slug>.png (1600×840), from our own
// SVG template: brand gradient on the dark background, a line-art motif for the post's main tag (its
// first tag), small motifs for its other tags, the version number of release posts and the year.
// No other words, so one image serves both locales. The PNGs are committed; the blog shows them at
// the top of each post (front matter `image`) and draws each post's social card over its cover
// (src/plugins/social-cards).
// The pages show the PNG itself (src/components/BlogPostCover): at 1600 px a cover weighs about
// 25 KB, about what a resized copy would.
//
// Run: npm run blog:covers              (all posts)
//      npm run blog:covers -- --svg      (also writes the SVG sources next to the PNGs, for a
//                                         quick look; do not commit those)
import {readFile, readdir, writeFile, mkdir} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';
import matter from 'gray-matter';
import sharp from 'sharp';
import {coverSize} from '../src/components/BlogPostCover/size.ts';
import {brandColors as colors} from '../src/lib/brandColors.ts';

const blogDir = 'blog';
const outDir = 'static/img/blog';
const {width, height} = coverSize;

const font = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700"`;

/**
 * Line-art motifs, one per tag of blog/tags.yml, each drawn in a 400×400 box with `stroke` and no
 * fill (shapes that must hide the lines behind them use the background colour as fill).
 */
const motifs: Record<string, string> = {
  // A rocket taking off, tilted to the upper right, with a few stars.
  release: `
    <g transform="rotate(38 200 200)">
      <path d="M200 34c52 44 74 118 64 214H136c-10-96 12-170 64-214z"/>
      <circle cx="200" cy="146" r="30"/>
      <path d="M136 206l-46 62v44l52-30M264 206l46 62v44l-52-30"/>
      <path d="M158 248l10 40h64l10-40"/>
      <path d="M200 310v62M172 310l-10 40M228 310l10 40"/>
    </g>
    <path d="M52 72v28M38 86h28M344 330v24M332 342h24M330 56v16M322 64h16"/>`,
  // Connected nodes around a hub.
  integration: `
    <path d="M200 200L76 92M200 200L326 84M200 200L344 262M200 200L228 352M200 200L62 296"/>
    <path d="M76 92L62 296M326 84L344 262" stroke-dasharray="4 26"/>
    <circle cx="200" cy="200" r="48" fill="${colors.background}"/>
    <circle cx="200" cy="200" r="16"/>
    <circle cx="76" cy="92" r="26" fill="${colors.background}"/>
    <circle cx="326" cy="84" r="30" fill="${colors.background}"/>
    <circle cx="344" cy="262" r="24" fill="${colors.background}"/>
    <circle cx="228" cy="352" r="28" fill="${colors.background}"/>
    <circle cx="62" cy="296" r="22" fill="${colors.background}"/>`,
  // A small bar chart with a rising trend.
  'year-review': `
    <path d="M40 40v320h330"/>
    <rect x="82" y="250" width="46" height="110" rx="8"/>
    <rect x="152" y="190" width="46" height="170" rx="8"/>
    <rect x="222" y="216" width="46" height="144" rx="8"/>
    <rect x="292" y="120" width="46" height="240" rx="8"/>
    <path d="M90 196l70-56 70 20 90-104"/>
    <path d="M286 52l34 4-4 34"/>`,
  // A spark: a large four-pointed star and two small ones.
  ai: `
    <path d="M190 60q14 132 146 146q-132 14-146 146q-14-132-146-146q132-14 146-146z"/>
    <path d="M320 30q6 44 50 50q-44 6-50 50q-6-44-50-50q44-6 50-50z"/>
    <path d="M76 280q4 30 34 34q-30 4-34 34q-4-30-34-34q30-4 34-34z"/>
    <circle cx="330" cy="330" r="8"/>
    <circle cx="60" cy="70" r="6"/>`,
  // A path of steps up to a flag.
  tutorial: `
    <path d="M30 370h80v-70h80v-70h80v-70h80"/>
    <circle cx="70" cy="370" r="12"/>
    <circle cx="150" cy="300" r="12"/>
    <circle cx="230" cy="230" r="12"/>
    <circle cx="310" cy="160" r="12"/>
    <path d="M330 160V40l48 22-48 22"/>
    <path d="M40 300c20-60 60-90 110-120" stroke-dasharray="2 22"/>`,
  // A graduation cap.
  company: `
    <path d="M200 70l180 80-180 80-180-80z"/>
    <path d="M96 194v96c60 46 148 46 208 0v-96"/>
    <path d="M200 150l126 46v104"/>
    <circle cx="326" cy="318" r="14"/>
    <circle cx="200" cy="150" r="8"/>`,
};

/** Advance widths of DejaVu Sans Bold, in em, for the characters of a version number. */
const glyphWidth = (char: string) => (char === '.' ? 0.38 : 0.696);

/**
 * The version announced by a release title, e.g. "4.32" from "Gladys Assistant 4.32: Sonos…",
 * "4" from "Gladys Assistant 4 is here". Numbers elsewhere in the title (such as "GPT-3") are not
 * versions.
 * @param title post title
 * @returns the version number, or undefined when the title names none
 */
function versionFromTitle(title: string): string | undefined {
  return /\bGladys(?: Assistant)? (\d+(?:\.\d+){0,2})\b/.exec(title)?.[1];
}

/** A post of blog/, as the covers need it. */
type Post = {
  /** The file name in blog/. */
  file: string;
  /** Front matter `slug`: the cover is static/img/blog/<slug>.png. */
  slug: string;
  title: string;
  /** Front matter `tags`, main tag first. */
  tags: string[];
  /** The year of the post's date (its file name), four digits. */
  year: string;
};

/**
 * The year shown on a cover: the year of the post's date, except for a year in review, which shows
 * the year it reviews ("2022 in review", published in January 2023, shows 2022).
 * @returns four digits
 */
function coverYear({title, tags, year}: Pick<Post, 'title' | 'tags' | 'year'>): string {
  if (tags[0] !== 'year-review') return year;
  return /\b(20\d\d)\b/.exec(title)?.[1] ?? year;
}

/**
 * Places a 400×400 motif.
 * @param tag key of blog/tags.yml
 * @param x left edge in the cover, px
 * @param y top edge in the cover, px
 * @param size rendered size, px
 * @param stroke stroke paint
 * @param strokeWidth stroke width in motif units (400 per side)
 * @returns an SVG group
 * @throws Error when the tag has no motif
 */
function placeMotif(
  tag: string,
  x: number,
  y: number,
  size: number,
  stroke: string,
  strokeWidth: number,
): string {
  const art = motifs[tag];
  if (!art) {
    throw new Error(`no motif for tag "${tag}"; add one to scripts/make-blog-covers.ts`);
  }
  return `<g transform="translate(${x} ${y}) scale(${size / 400})" fill="none" stroke="${stroke}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${art}</g>`;
}

/**
 * The cover of one post as an SVG document.
 * @param post main tag first; `version` only for a release post whose title names one
 * @returns SVG source, 1600×840
 */
function coverSvg({tags, year, version}: {tags: string[]; year: string; version?: string}): string {
  const [main = '', ...others] = tags;
  let center: string;
  if (main === 'release' && version) {
    const fontSize = 150;
    const textWidth = [...version].reduce((sum, c) => sum + glyphWidth(c) * fontSize, 0);
    const badgeWidth = Math.round(textWidth + 150);
    const badgeX = 820;
    center = `
      ${placeMotif('release', 360, 190, 420, 'url(#motif)', 12)}
      <rect x="${badgeX}" y="300" width="${badgeWidth}" height="200" rx="100" fill="none" stroke="url(#wide)" stroke-width="10"/>
      <text x="${badgeX + badgeWidth / 2}" y="454" text-anchor="middle" ${font} font-size="${fontSize}" fill="#ffffff">${version}</text>`;
  } else {
    center = placeMotif(main, 580, 180, 440, 'url(#motif)', 12);
  }
  const small = others
    .map((tag, i) => placeMotif(tag, 1440 - (others.length - i) * 110, 80, 80, colors.soft, 22))
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="wide" x1="0" y1="0" x2="1" y2="0.3">
      <stop offset="0" stop-color="${colors.light}"/>
      <stop offset="0.45" stop-color="${colors.mid}"/>
      <stop offset="1" stop-color="${colors.deep}"/>
    </linearGradient>
    <linearGradient id="motif" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="400" y2="400">
      <stop offset="0" stop-color="${colors.light}"/>
      <stop offset="0.45" stop-color="${colors.mid}"/>
      <stop offset="1" stop-color="${colors.deep}"/>
    </linearGradient>
    <pattern id="dots" width="40" height="40" patternUnits="userSpaceOnUse">
      <circle cx="20" cy="20" r="2.5" fill="${colors.mid}" fill-opacity="0.25"/>
    </pattern>
  </defs>
  <rect width="${width}" height="${height}" fill="${colors.background}"/>
  <rect x="40" y="200" width="360" height="400" fill="url(#dots)"/>
  <g fill="none" stroke="${colors.mid}" stroke-opacity="0.14" stroke-width="3">
    <circle cx="1420" cy="560" r="200"/>
    <circle cx="1420" cy="560" r="300"/>
    <circle cx="1420" cy="560" r="400"/>
  </g>
  <path d="M0 730C380 650 860 820 1600 660V840H0z" fill="url(#wide)"/>
  <g transform="translate(80 64) scale(1.5)">
    <circle cx="32" cy="32" r="26" fill="none" stroke="url(#wide)" stroke-width="8"/>
    <path d="M20 34 32 23l12 11v11a2 2 0 0 1-2 2h-6v-8h-8v8h-6a2 2 0 0 1-2-2z" fill="url(#wide)"/>
  </g>
  ${small}
  ${center}
  <text x="1520" y="800" text-anchor="end" ${font} font-size="64" fill="${colors.background}">${year}</text>
</svg>`;
}

/**
 * Reads the English posts of blog/.
 * @throws Error when a file name lacks its date or the front matter lacks slug, title or tags
 */
async function readPosts(): Promise<Post[]> {
  const files = (await readdir(blogDir)).filter((f) => /\.mdx?$/.test(f)).sort();
  return Promise.all(
    files.map(async (file) => {
      const frontMatter: Record<string, unknown> = matter(
        await readFile(path.join(blogDir, file), 'utf8'),
      ).data;
      const {slug, title, tags} = frontMatter;
      const year = /^(\d{4})-\d{2}-\d{2}-/.exec(file)?.[1];
      if (!year) throw new Error(`${file}: the file name must start with YYYY-MM-DD-`);
      if (typeof slug !== 'string') throw new Error(`${file}: no "slug"`);
      if (typeof title !== 'string') throw new Error(`${file}: no "title"`);
      if (!Array.isArray(tags) || !tags.length || !tags.every((tag) => typeof tag === 'string')) {
        throw new Error(`${file}: no "tags"`);
      }
      return {file, slug, title, tags: tags as string[], year};
    }),
  );
}

/**
 * Renders every cover and prints each file's size.
 * @param options svg: also write the SVG sources
 */
async function main({svg}: {svg: boolean}) {
  await mkdir(outDir, {recursive: true});
  let total = 0;
  for (const post of await readPosts()) {
    const version = post.tags[0] === 'release' ? versionFromTitle(post.title) : undefined;
    const source = coverSvg({tags: post.tags, year: coverYear(post), version});
    const out = path.join(outDir, `${post.slug}.png`);
    if (svg) await writeFile(out.replace(/\.png$/, '.svg'), source);
    const png = await sharp(Buffer.from(source))
      // A 256-colour palette without dithering: smooth gradients, about 25 KB a cover.
      .png({palette: true, colours: 256, quality: 90, dither: 0, compressionLevel: 9, effort: 10})
      .toBuffer();
    await writeFile(out, png);
    total += png.length;
    console.log(
      `${out}  ${(png.length / 1024).toFixed(1)} KB  ${post.tags.join(',')} ${version ?? ''}`,
    );
  }
  console.log(`total ${(total / 1024).toFixed(1)} KB`);
}

const {values} = parseArgs({options: {svg: {type: 'boolean', default: false}}});
main(values).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
