import React, {useEffect, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
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
    return (
      <div className={clsx('docusaurus-mermaid-container', styles.static)} data-mermaid="static">
        {/* Markup written by Mermaid at `npm run diagrams` from our own sources; not visitor input. */}
        <div className={styles.light} dangerouslySetInnerHTML={{__html: svgLight}} />
        <div className={styles.dark} dangerouslySetInnerHTML={{__html: svgDark}} />
      </div>
    );
  }
  return <BrowserDiagram {...props} />;
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
