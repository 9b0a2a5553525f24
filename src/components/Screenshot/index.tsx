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
  /** Why the demo cannot show the screen, when it has no image. */
  unavailable?: string;
};

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
 * language: width and height set (no layout shift), lazy-loaded unless `eager`, and opened full
 * size on click or Enter (react-medium-image-zoom, with translated button names).
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
        })}>
        <img
          className={styles.image}
          src={src}
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
