import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Code-block colour themes with every token at a contrast of at least 5:1 on
 * the block's background (WCAG 1.4.3 asks 4.5:1). They are prism-react-renderer's
 * `github` (light) and `dracula` (dark) with the failing token colours
 * darkened (light) or lightened (dark); the hues are unchanged.
 */

/** Replaces the colour of the styles whose first token type is listed, and drops their opacity. */
function recolour(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((style) => {
      const colour = colours[style.types[0] ?? ''];
      if (!colour) {
        return style;
      }
      const recoloured = {...style.style, color: colour};
      delete recoloured.opacity;
      return {...style, style: recoloured};
    }),
  };
}

/** Light theme: github, on #f6f8fa. */
export const lightCodeTheme: PrismTheme = recolour(themes.github, {
  comment: '#68685c', // was #999988 (2.7:1)
  namespace: '#5c5d55', // was the text colour at 70% opacity (4.49:1)
  string: '#c80f5f', // was #e3116c (4.3:1)
  entity: '#247270', // was #36acaa (2.6:1): numbers, variables, properties
  atrule: '#007095', // was #00a4db (2.7:1): keywords, attribute names
  function: '#bd3340', // was #d73a49 (4.3:1): functions, tags
});

/** Dark theme: dracula, on #282a36. */
export const darkCodeTheme: PrismTheme = recolour(themes.dracula, {
  comment: '#919cbf', // was #6272a4 (3.0:1)
});
