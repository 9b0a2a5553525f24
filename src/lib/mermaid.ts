/**
 * Mermaid settings shared by the browser (theme config, for diagrams without
 * a drawing yet) and `npm run diagrams`, which draws every diagram ahead of
 * time (src/remark/diagrams). Changing them changes every diagram's key, so
 * the tests then ask for `npm run diagrams`.
 */

/** Mermaid theme per colour mode of the site. */
export const mermaidThemes = {light: 'neutral', dark: 'dark'} as const;

/** The colour modes a diagram is drawn in. */
export type DiagramColorMode = keyof typeof mermaidThemes;

/**
 * Mermaid options on top of the theme. Boxes are sized by measuring their
 * labels when the diagram is drawn, so `npm run diagrams` measures them with
 * DejaVu Sans, loaded from the `dejavu-fonts-ttf` package whatever the machine
 * has installed: one of the widest sans-serif fonts, so labels fit in any font
 * a visitor's system picks. Visitors with DejaVu Sans (most Linux systems) see
 * exactly the measured text; others get the site's own font stack.
 */
export const mermaidOptions = {
  fontFamily:
    "'DejaVu Sans', system-ui, -apple-system, 'Segoe UI', Roboto, Ubuntu, Cantarell, 'Noto Sans', sans-serif",
};
