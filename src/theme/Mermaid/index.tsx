import React, {type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Mermaid from '@theme-original/Mermaid';
import type {Props as MermaidProps} from '@theme/Mermaid';
import styles from './styles.module.css';

/** Props of `<mermaid>` elements, as MDX writes them. */
export interface Props extends MermaidProps {
  /** The diagram drawn in light mode (SVG markup from src/diagrams/, put there at build time). */
  svgLight?: string;
  /** The diagram drawn in dark mode (SVG markup from src/diagrams/). */
  svgDark?: string;
}

/**
 * A Mermaid diagram. Diagrams drawn ahead of time (`npm run diagrams`, see
 * src/remark/diagrams) come with their SVG markup and are shown as they are,
 * with no script; the colour mode shows one of the two drawings (CSS).
 * Others, which exist only under `npm start`, go to the theme's own component,
 * drawn in the browser. A production build has no such renderer (the theme is
 * left out, see docusaurus.config.ts).
 * @throws Error in a production build, showing the start of the diagram's source, when a diagram
 *   has no drawing: the page would show nothing in its place (`npm run diagrams` draws it)
 */
export default function MermaidWrapper({svgLight, svgDark, ...props}: Props): ReactNode {
  if (svgLight && svgDark) {
    return <StaticDiagram svgLight={svgLight} svgDark={svgDark} />;
  }
  if (process.env.NODE_ENV === 'production') {
    throw new Error(
      `A Mermaid diagram has no drawing in src/diagrams/; run \`npm run diagrams\`. It starts: ${props.value.slice(0, 80)}`,
    );
  }
  return <Mermaid {...props} />;
}

/**
 * Smallest scale a drawing may be shown at: Mermaid writes labels at 14 to 16 px,
 * so at 0.8 they stay at least 11 CSS px tall. A drawing wider than its column at
 * that scale scrolls sideways inside its own box instead of shrinking further.
 */
export const minDiagramScale = 0.8;

/** Width in px a drawing was made at, from the `max-width` Mermaid writes on its `<svg>`; 0 if absent. */
export function naturalWidth(svg: string): number {
  return Number(svg.match(/max-width:\s*([\d.]+)px/)?.[1] ?? 0);
}

/**
 * A diagram drawn ahead of time: both drawings, the colour mode shows one (CSS).
 * The drawing shrinks to its column, but never below {@link minDiagramScale}; a
 * wider one scrolls sideways in a keyboard-focusable region whose name, and a
 * visible hint on narrow screens, say that it scrolls.
 */
function StaticDiagram({svgLight, svgDark}: {svgLight: string; svgDark: string}): ReactNode {
  const minWidth = Math.ceil(naturalWidth(svgLight) * minDiagramScale);
  // Wider than a phone's column (about 358 px): may scroll on small screens.
  const mayScroll = minWidth > 340;
  const label = translate({
    id: 'theme.diagram.scrollLabel',
    message: 'Diagram, scroll sideways to see all of it',
    description: 'Accessible name of a wide diagram that scrolls sideways',
  });
  return (
    <figure
      className={clsx('docusaurus-mermaid-container', styles.static)}
      data-mermaid="static"
      style={{'--diagram-min-width': `${minWidth}px`} as CSSProperties}>
      <div
        className={clsx(styles.scroll, mayScroll && styles.mayScroll)}
        {...(mayScroll ? {tabIndex: 0, role: 'region', 'aria-label': label} : {})}>
        {/* Markup written by Mermaid at `npm run diagrams` from our own sources; not visitor input. */}
        <div className={styles.light} dangerouslySetInnerHTML={{__html: svgLight}} />
        <div className={styles.dark} dangerouslySetInnerHTML={{__html: svgDark}} />
      </div>
      {mayScroll && (
        <figcaption className={clsx(styles.hint, minWidth > 700 && styles.hintAlways)} aria-hidden>
          <Translate id="theme.diagram.scrollHint" description="Hint under a wide diagram">
            Scroll sideways to see the whole diagram
          </Translate>
        </figcaption>
      )}
    </figure>
  );
}
