import React, {useEffect, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Mermaid from '@theme-original/Mermaid';
import type {Props as MermaidProps} from '@theme/Mermaid';
import {estimateDiagramSize} from './estimate';
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
 * src/plugins/diagrams) come with their SVG markup and are shown as they are,
 * with no script; the colour mode shows one of the two drawings (CSS).
 * Others are drawn in the browser by Mermaid (see `BrowserDiagram`).
 */
export default function MermaidWrapper({svgLight, svgDark, ...props}: Props): ReactNode {
  if (svgLight && svgDark) {
    return <StaticDiagram svgLight={svgLight} svgDark={svgDark} />;
  }
  return <BrowserDiagram {...props} />;
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

/**
 * Wraps the theme's Mermaid diagram so that Mermaid (about 140 KB of
 * compressed JavaScript and a few hundred milliseconds of main-thread work)
 * loads only when a diagram comes within 200 px of the viewport, instead of
 * on every page that has one.
 *
 * Until the diagram is drawn, a box of its estimated size (same width rule
 * and aspect ratio as Mermaid's SVG, see ./estimate.ts) holds its place. Once
 * drawn, the box lets go of that size if it is out of sight; if it is in
 * sight, it keeps at least its height, so the text around does not jump.
 * `data-mermaid` is `pending` until the diagram is drawn, then `ready` (tests
 * wait on it).
 */
function BrowserDiagram(props: MermaidProps): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [drawn, setDrawn] = useState<{keepHeight: number | null} | null>(null);

  useEffect(() => {
    const element = slot.current;
    if (!element) {
      return undefined;
    }
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: '200px 0px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = slot.current;
    if (!near || !element || drawn) {
      return undefined;
    }
    const check = () => {
      if (!element.querySelector('svg')) {
        return;
      }
      const box = element.getBoundingClientRect();
      const inSight = box.top < window.innerHeight && box.bottom > 0;
      setDrawn({keepHeight: inSight ? box.height : null});
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(element, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [near, drawn]);

  // Sizes depend on each diagram: dynamic values, not static styling.
  let style: CSSProperties | undefined;
  if (!drawn) {
    const {width, height} = estimateDiagramSize(props.value);
    style = {
      maxWidth: `${Math.round(width)}px`,
      aspectRatio: `${Math.round(width)} / ${Math.round(height)}`,
    };
  } else if (drawn.keepHeight) {
    style = {minHeight: `${drawn.keepHeight}px`};
  }
  return (
    <div
      ref={slot}
      className={drawn ? styles.drawn : styles.pending}
      data-mermaid={drawn ? 'ready' : 'pending'}
      style={style}>
      {near ? <Mermaid {...props} /> : null}
    </div>
  );
}
