import {lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import 'react-medium-image-zoom/dist/styles.css';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {PageScreen} from '@site/src/lib/screenshotPages';
import styles from './styles.module.css';

/**
 * react-medium-image-zoom, fetched with the first screenshot that nears the screen (about 5 KB
 * compressed that pages without screenshots, and pages whose screenshots the reader never reaches,
 * no longer load).
 */
const Zoom = lazy(() => import('react-medium-image-zoom'));

/** Width the image takes: the doc column on a desktop (about 700 px), the screen width on a phone. */
const imageSizes = '(min-width: 997px) 720px, 100vw';

/**
 * How far from the visible part of the page a screenshot starts loading, as an
 * IntersectionObserver root margin: one screen height above and below. A reader scrolling
 * towards it is still a screen away when the request starts, which leaves the 800 px copy
 * (20–50 KB) time to arrive; Chromium's own `loading="lazy"` starts 1,250–2,500 px away, which
 * put the first screenshot of most pages into the first load.
 */
const loadAhead = '100% 0px';

/**
 * True once the element has come within {@link loadAhead} of the visible part of the page (and
 * from then on), or when the page is printed. Starts as `initially` on the server and in the
 * first render, so hydration finds the server's markup; without IntersectionObserver it turns
 * true after the first render.
 * @param ref the element to watch
 * @param initially the value before anything is observed (true for an image loaded at once)
 */
function useNearScreen(ref: RefObject<Element>, initially: boolean): boolean {
  const [near, setNear] = useState(initially);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const show = () => setNear(true);
    window.addEventListener('beforeprint', show);
    if (typeof IntersectionObserver === 'undefined') {
      show();
      return () => window.removeEventListener('beforeprint', show);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      {rootMargin: loadAhead},
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', show);
    };
  }, [ref, near]);
  return near;
}

/**
 * An empty drawing of the image's size: the `<img>` keeps its box (and its aspect ratio) while
 * the screenshot is not requested yet, without a request of its own.
 */
function placeholder(width: number, height: number): string {
  return `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} ${height}'/%3E`;
}

/** Props of {@link Screenshot}. */
export type ScreenshotProps = {
  /**
   * Id of a screen of the page's docs version, for example `zigbee2mqtt-setup`: a screen of
   * src/data/screenshots.json in the next version's docs, of src/data/screenshots-4.86.json in the
   * 4.86 docs; of src/data/screenshots.json on blog posts and pages.
   */
  id: string;
  /** What the screen shows, in the page's language. */
  alt: string;
  /**
   * Load at once, with a high priority: for a screenshot on the first screen of every reader,
   * the largest thing they see first. Without it, the image is requested only once it comes
   * within a screen of the visible part of the page.
   */
  eager?: boolean;
  /**
   * The screen's sizes and image paths, from the manifest of the page's docs version: written
   * onto the element by src/remark/pageData.ts when the page is compiled (writers never set it),
   * so the page carries one screen's data, not the manifests of every version.
   */
  screen?: PageScreen;
};

/**
 * A screenshot of the real Gladys interface, from the product's demo mode, as the page's docs
 * version shows it (src/data/screenshotVersions.ts: the next version's captures in `/docs/next/`,
 * 4.86.1's in the 4.86 docs, the next version's on blog posts and pages), in the page's
 * language: width and height set (no layout shift), the 800 px copy where it is enough (phones,
 * the doc column), and opened at full size (1280 × 800) on click or Enter
 * (react-medium-image-zoom, with translated button names).
 *
 * Unless `eager`, the page's HTML holds an empty drawing of the image's size in its place and
 * the image itself in a `<noscript>` (readers without JavaScript get it with the browser's lazy
 * loading); once the page runs, the image is requested when it comes within a screen of the
 * visible part of the page ({@link loadAhead}), so screenshots further down are not part of the
 * first load.
 * @throws Error when `screen` is missing (a `<Screenshot>` outside the files src/remark/pageData.ts
 *   compiles); an id the version's manifest lacks stops the build in that plugin, naming the file.
 */
export default function Screenshot({id, alt, eager = false, screen}: ScreenshotProps): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  const image = useRef<HTMLImageElement>(null);
  const near = useNearScreen(image, eager);
  const files = screen && 'files' in screen ? screen : undefined;
  const full = useBaseUrl(files?.files[currentLocale] ?? files?.files.en ?? '');
  const smallFile = files?.small?.files[currentLocale] ?? files?.small?.files.en;
  const small = useBaseUrl(smallFile ?? '');
  if (!files) {
    throw new Error(
      `<Screenshot id="${id}"> has no screen data: src/remark/pageData.ts writes it in docs, posts and MDX pages (set in docusaurus.config.ts)`,
    );
  }
  const {width, height} = files;
  /** The image's sources: the 800 px copy and the full size, the browser picks by width. */
  const sources = smallFile
    ? {srcSet: `${small} ${files.small!.width}w, ${full} ${width}w`, sizes: imageSizes, src: small}
    : {src: full};
  const img = (
    <img
      ref={image}
      className={clsx(styles.image, !near && styles.waiting)}
      {...(near ? sources : {src: placeholder(width, height)})}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
  // The zoom comes with the image, when it nears the screen: on mount, react-medium-image-zoom
  // measures the image (offsetHeight, getComputedStyle), which forces a layout of the whole page,
  // and inside hydration that cost 20–30 ms of main thread at 4× CPU slowdown per page. Until its
  // script has arrived, the image shows without it.
  return (
    <figure className={styles.figure}>
      {near ? (
        <Suspense fallback={img}>
          <Zoom
            a11yNameButtonZoom={translate({
              id: 'screenshot.zoom',
              message: 'Open the screenshot full size',
              description: 'Accessible name of the button that enlarges a screenshot',
            })}
            a11yNameButtonUnzoom={translate({
              id: 'screenshot.unzoom',
              message: 'Close the full-size screenshot',
              description: 'Accessible name of the button that closes an enlarged screenshot',
            })}
            zoomImg={{src: full, width, height}}>
            {img}
          </Zoom>
        </Suspense>
      ) : (
        img
      )}
      {!eager && (
        <noscript>
          <img
            className={styles.image}
            {...sources}
            alt={alt}
            width={width}
            height={height}
            loading="lazy"
            decoding="async"
          />
        </noscript>
      )}
    </figure>
  );
}
