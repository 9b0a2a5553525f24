/**
 * Mermaid settings shared by the browser (theme config, for diagrams without
 * a drawing yet) and `npm run diagrams`, which draws every diagram ahead of
 * time (src/plugins/diagrams). Changing them changes every diagram's key, so
 * the tests then ask for `npm run diagrams`.
 */

/** Mermaid theme per colour mode of the site. */
export const mermaidThemes = {light: 'neutral', dark: 'dark'} as const;

/** The colour modes a diagram is drawn in. */
export type DiagramColorMode = keyof typeof mermaidThemes;

/**
 * Mermaid options on top of the theme: the site's own font stack, so diagrams
 * read like the text around them. Boxes are measured on the machine that draws
 * them; drawn where the stack resolves to DejaVu Sans (Debian), one of the
 * widest sans-serif fonts, the labels fit in any font a visitor's system picks.
 */
export const mermaidOptions = {
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, Ubuntu, Cantarell, 'Noto Sans', sans-serif",
};
