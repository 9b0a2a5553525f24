import type {ReactNode} from 'react';
import Zoom from 'react-medium-image-zoom';
import 'react-medium-image-zoom/dist/styles.css';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import manifest from '@site/src/data/screenshots.json';
import styles from './styles.module.css';

/** One screen of the manifest written by `npm run screenshots` (src/data/screenshots.json). */
type ScreenEntry = {
  route: string;
  shows: string;
  /** Size of every image of the screen, in CSS px (captured at device scale 1). */
  width?: number;
  height?: number;
  /** Image path per language (`/img/screens/<lang>/<id>.webp`). */
  files?: Record<string, string>;
  /** A copy 800 px wide per language, for phones and the doc column (`<id>-800.webp`). */
  small?: {width: number; height: number; files: Record<string, string>};
  /** Why the demo cannot show the screen, when it has no image. */
  unavailable?: string;
};

/** Width the image takes: the doc column on a desktop (about 700 px), the screen width on a phone. */
const imageSizes = '(min-width: 997px) 720px, 100vw';

/** Props of {@link Screenshot}. */
export type ScreenshotProps = {
  /** Id of a screen of src/data/screenshots.json, for example `zigbee2mqtt-setup`. */
  id: string;
  /** What the screen shows, in the page's language. */
  alt: string;
  /** Load at once: for a screenshot above the fold, the largest thing a reader sees first. */
  eager?: boolean;
};

/**
 * A screenshot of the real Gladys interface (4.86.1, from the product's demo mode), in the page's
 * language: width and height set (no layout shift), the 800 px copy where it is enough (phones,
 * the doc column), lazy-loaded unless `eager`, and opened at full size (1280 × 800) on click or
 * Enter (react-medium-image-zoom, with translated button names).
 * @throws Error naming the id when the manifest has no image for it, so the build stops.
 */
export default function Screenshot({id, alt, eager = false}: ScreenshotProps): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  const screen = (manifest.screens as Record<string, ScreenEntry>)[id];
  if (!screen?.files || !screen.width || !screen.height) {
    throw new Error(
      `<Screenshot id="${id}">: src/data/screenshots.json has no image for this id` +
        (screen?.unavailable ? ` (${screen.unavailable})` : ''),
    );
  }
  const src = useBaseUrl(screen.files[currentLocale] ?? screen.files.en!);
  const smallFile = screen.small?.files[currentLocale] ?? screen.small?.files.en;
  const smallSrc = useBaseUrl(smallFile ?? '');
  return (
    <figure className={styles.figure}>
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
        zoomImg={{src, width: screen.width, height: screen.height}}>
        <img
          className={styles.image}
          src={smallFile ? smallSrc : src}
          srcSet={
            smallFile ? `${smallSrc} ${screen.small!.width}w, ${src} ${screen.width}w` : undefined
          }
          sizes={smallFile ? imageSizes : undefined}
          alt={alt}
          width={screen.width}
          height={screen.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </Zoom>
    </figure>
  );
}
