/**
 * The brand's colours (those of src/css/custom.css and static/img/logo.svg), as hex strings, for
 * the images the build draws: social cards (src/plugins/social-cards/card.ts) and blog covers
 * (scripts/make-blog-covers.ts).
 */
export const brandColors = {
  /** Night blue behind the words and drawings. */
  background: '#0f1b2d',
  /** The logo's gradient, from its lightest to its deepest blue. */
  light: '#9cecfb',
  mid: '#65c7f7',
  deep: '#0052d4',
  /** Pale blue for secondary lines. */
  soft: '#c8ebfc',
  white: '#ffffff',
} as const;
