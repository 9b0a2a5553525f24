import sharp, {type OverlayOptions} from 'sharp';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {socialCardSize} from '../../lib/socialCard';
import {brandColors as colors} from '../../lib/brandColors';

/** What a card says. */
export type CardText = {
  /** The page's title (its `<h1>`). */
  title: string;
  /** The part of the site: `Documentation · Installation`, `Blog`. */
  section: string;
  /** The page's language, in that language: `English`, `Français`. */
  language: string;
  /** Host shown in the corner, `gladysassistant.com`. */
  host: string;
};

/** What a card shows besides its words. */
export type CardArt = {
  /** PNG or other image sharp reads, laid under the words (a post's cover), or null. */
  background: Buffer | null;
};

/**
 * The font files the words are drawn with, from the `dejavu-fonts-ttf`
 * package: the card looks the same on any machine, whatever fonts the
 * system has, and DejaVu covers French accents, « » and typographic quotes.
 */
const fonts = {
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
};

const {width, height} = socialCardSize;
const margin = 80;

/** The site's logo (static/img/logo.svg) without its `<svg>` element, to draw inside the card. */
function logoArt(siteDir: string): string {
  const logo = readFileSync(path.join(siteDir, 'static/img/logo.svg'), 'utf8');
  return logo
    .replace(/^[\s\S]*?<defs>/, '<defs>')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<title[\s\S]*?<\/title>/, '');
}

/** The shapes of a card: background, shade for the words over a cover, logo, brand bar. */
function frameSvg(logo: string, overCover: boolean): string {
  const shade = overCover
    ? `<defs><linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stop-color="${colors.background}" stop-opacity="0.97"/>
        <stop offset="0.6" stop-color="${colors.background}" stop-opacity="0.88"/>
        <stop offset="1" stop-color="${colors.background}" stop-opacity="0.45"/>
      </linearGradient></defs>
      <rect width="${width}" height="${height}" fill="url(#shade)"/>`
    : `<rect width="${width}" height="${height}" fill="${colors.background}"/>
      <circle cx="1110" cy="90" r="230" fill="none" stroke="${colors.deep}" stroke-opacity="0.35" stroke-width="40"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="bar" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${colors.light}"/>
      <stop offset="0.45" stop-color="${colors.mid}"/>
      <stop offset="1" stop-color="${colors.deep}"/>
    </linearGradient></defs>
    ${shade}
    <g transform="translate(${margin - 6} 52) scale(1.2)">${logo}</g>
    <rect y="${height - 12}" width="${width}" height="12" fill="url(#bar)"/>
  </svg>`;
}

/** Escapes text for Pango markup. */
function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** One run of words, drawn: raw RGBA pixels and their size. */
type Words = {data: Buffer; width: number; height: number};

/** Draws one run of words (wrapped to `maxWidth`) as transparent raw RGBA pixels. */
async function words(
  text: string,
  options: {size: number; color: string; bold: boolean; maxWidth: number},
): Promise<Words> {
  const {data, info} = await sharp({
    text: {
      text: `<span foreground="${options.color}">${escapeMarkup(text)}</span>`,
      font: `DejaVu Sans${options.bold ? ' Bold' : ''} ${options.size}`,
      fontfile: options.bold ? fonts.bold : fonts.regular,
      width: options.maxWidth,
      dpi: 72,
      rgba: true,
      wrap: 'word',
    },
  })
    .raw()
    .toBuffer({resolveWithObject: true});
  return {data, width: info.width, height: info.height};
}

/** A composite layer of drawn words at a place. */
function layer(drawn: Words, left: number, top: number): OverlayOptions {
  return {
    input: drawn.data,
    raw: {width: drawn.width, height: drawn.height, channels: 4},
    left,
    top,
  };
}

/** Title sizes tried in turn, in pixels, until the title fits its box. */
const titleSizes = [68, 60, 52, 46, 40, 36];
/** Room for the title, in pixels: between the section line and the footer line. */
const titleBox = {top: 236, height: 270};

/** Words every card of a locale shares. */
export type LocaleText = Pick<CardText, 'language' | 'host'>;

/** Draws the cards of one locale; see {@link createCardDrawer}. */
export type CardDrawer = (
  text: Pick<CardText, 'title' | 'section'>,
  art: CardArt,
) => Promise<Buffer>;

/**
 * Makes the drawer of one locale's cards. A card shows the logo, the site's
 * name and the host at the top, the section, the title as large as fits in up
 * to four lines, the language at the bottom, a brand-coloured bar
 * along the bottom edge; over a post's cover, shaded so that the words stay
 * readable. What all cards share (frame, name, language, host) and each
 * section line are drawn once.
 *
 * @param siteDir the site's folder (for static/img/logo.svg)
 * @returns a function that draws one card as a 1200×630 PNG ({@link socialCardSize})
 */
export function createCardDrawer(siteDir: string, shared: LocaleText): CardDrawer {
  const textWidth = width - 2 * margin;
  const logo = logoArt(siteDir);
  const common = Promise.all([
    words('Gladys Assistant', {size: 34, color: colors.white, bold: true, maxWidth: 600}),
    words(shared.language, {size: 28, color: colors.soft, bold: false, maxWidth: 500}),
    words(shared.host, {size: 28, color: colors.soft, bold: false, maxWidth: 500}),
  ]);
  // Drawn once per locale, with the words every card shares already on it: rasterising the SVG
  // frame is the costliest step of a card, and each layer composited costs a pass over the whole
  // card (about 5 ms), so a card composites two layers (section, title) instead of five.
  const frame = async (overCover: boolean): Promise<Words> => {
    const [brand, language, host] = await common;
    const {data, info} = await sharp(Buffer.from(frameSvg(logo, overCover)))
      .ensureAlpha()
      .composite([
        layer(brand, margin + 96, 90 - Math.round(brand.height / 2)),
        layer(language, margin, height - 80),
        layer(host, width - margin - host.width, 90 - Math.round(host.height / 2)),
      ])
      .raw()
      .toBuffer({resolveWithObject: true});
    return {data, width: info.width, height: info.height};
  };
  const frames = {plain: frame(false), overCover: frame(true)};
  const sections = new Map<string, ReturnType<typeof words>>();
  const sectionWords = (section: string) => {
    let drawn = sections.get(section);
    if (!drawn) {
      drawn = words(section, {size: 30, color: colors.mid, bold: true, maxWidth: textWidth});
      sections.set(section, drawn);
    }
    return drawn;
  };

  return async (text, art) => {
    let title = await words(text.title, {
      size: titleSizes[0]!,
      color: colors.white,
      bold: true,
      maxWidth: textWidth,
    });
    for (const size of titleSizes.slice(1)) {
      if (title.height <= titleBox.height) break;
      title = await words(text.title, {size, color: colors.white, bold: true, maxWidth: textWidth});
    }
    const [section, drawnFrame] = await Promise.all([
      sectionWords(text.section),
      art.background ? frames.overCover : frames.plain,
    ]);
    const layers: OverlayOptions[] = [
      ...(art.background ? [layer(drawnFrame, 0, 0)] : []),
      layer(section, margin, 178),
      layer(title, margin, titleBox.top),
    ];
    const base = art.background
      ? sharp(art.background).resize(width, height, {fit: 'cover'})
      : sharp(drawnFrame.data, {raw: {width, height, channels: 4}});
    return base.composite(layers).removeAlpha().png({compressionLevel: 6}).toBuffer();
  };
}
