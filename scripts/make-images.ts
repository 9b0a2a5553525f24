// Renders the social card and PNG icons from our own SVG artwork with sharp.
// Run: node --import tsx scripts/make-images.ts (outputs are committed; re-run after changing the art).
import sharp from 'sharp';
import {readFile, writeFile} from 'node:fs/promises';

/**
 * Writes a PNG in the lighter of two encodings: full colour, or a palette of 256 colours (the logo's
 * gradients show no banding at these sizes, and a palette halves the larger icons, which browsers
 * fetch with the web app manifest on every visit).
 */
async function writeLighterPng(image: sharp.Sharp, file: string) {
  const full = await image.clone().png({compressionLevel: 9}).toBuffer();
  const palette = await image
    .clone()
    .png({palette: true, quality: 100, effort: 10, compressionLevel: 9})
    .toBuffer();
  await writeFile(file, palette.length < full.length ? palette : full);
}

/** Writes the social card, the icons and the maskable icon. */
async function main() {
  const logo = await readFile('static/img/logo.svg', 'utf8');
  const logoInner = logo.replace(/^[\s\S]*?<defs>/, '<defs>').replace(/<\/svg>\s*$/, '');
  const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
    <rect width="1200" height="630" fill="#0f1b2d"/>
    <g transform="translate(90 175) scale(4.4)">${logoInner}</g>
    <text x="420" y="290" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="700" fill="#ffffff">Gladys Assistant</text>
    <text x="420" y="370" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#86d3f9">Privacy-first, open-source home automation</text>
    <text x="420" y="425" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#c8ebfc">Runs at home, on your hardware</text>
  </svg>`;
  await sharp(Buffer.from(card)).png({compressionLevel: 9}).toFile('static/img/social-card.png');
  for (const size of [32, 180, 192, 512]) {
    await writeLighterPng(
      sharp(Buffer.from(logo)).resize(size, size),
      `static/img/icon-${size}.png`,
    );
  }
  // Maskable app icon (web app manifest, config/pwa.ts): the logo inside the central 80 % safe zone
  // that launchers keep whatever shape they cut, on the site's dark background.
  const maskable = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
    <rect width="512" height="512" fill="#0f1b2d"/>
    <g transform="translate(128 128) scale(4)">${logoInner}</g>
  </svg>`;
  await writeLighterPng(sharp(Buffer.from(maskable)), 'static/img/icon-maskable-512.png');
  console.log('images written');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
