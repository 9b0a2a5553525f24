import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {Props as IdealImageProps} from '@theme/IdealImage';
import styles from './styles.module.css';

/** What the ideal-image loader makes of a PNG: responsive sizes, a placeholder, width and height. */
type IdealImageModule = IdealImageProps['img'];

/**
 * The covers of static/img/blog/, made by scripts/make-blog-covers.mjs. Requiring them (rather than
 * linking the static files) runs them through @docusaurus/plugin-ideal-image, which emits the
 * responsive sizes of config/plugins.ts.
 */
const covers = require.context('@site/static/img/blog', false, /\.png$/);

/** URL path of the covers, as written in the posts' `image` front matter. */
const coverPath = '/img/blog/';

/**
 * The responsive cover of a post's `image` front matter.
 * @param image front matter value, such as `/img/blog/proactive-ai.png`
 * @returns the ideal-image module, or undefined when the image is not one of static/img/blog/
 */
export function coverModule(image: string | undefined): IdealImageModule | undefined {
  if (!image?.startsWith(coverPath)) return undefined;
  const key = `./${image.slice(coverPath.length)}`;
  return covers.keys().includes(key) ? (covers(key) as IdealImageModule) : undefined;
}

/**
 * Value of the `sizes` attribute: the post column is at most about 700 px wide from the
 * desktop breakpoint (997 px) up, the whole viewport below it.
 */
const coverSizes = '(min-width: 997px) 700px, 100vw';

/** Props of {@link BlogPostCover}. */
export type BlogPostCoverProps = {
  /** The post's `image` front matter (`/img/blog/<slug>.png`); other values render nothing. */
  image: string | undefined;
  /** The post's title, for the alternative text. */
  title: string;
};

/**
 * A post's cover illustration, with a translated alternative text. Renders nothing when the post
 * has no cover in static/img/blog/.
 *
 * The sizes come from @docusaurus/plugin-ideal-image (config/plugins.ts), but the image is a plain
 * `<img srcset>` written into the server-rendered page rather than the plugin's `IdealImage`
 * component: the cover sits at the top of the post and is its largest element, and `IdealImage`
 * only requests it after the scripts have run and the image has scrolled into view, which made
 * the post's Largest Contentful Paint wait for the whole bundle (3.4 s in Lighthouse). A plain
 * image is found by the browser's preload scanner with the HTML and asked for first
 * (`fetchpriority="high"`); its `width` and `height` reserve its box, so nothing shifts when it
 * arrives, and the plugin's blurred placeholder fills that box meanwhile.
 */
export default function BlogPostCover({image, title}: BlogPostCoverProps): ReactNode {
  const img = coverModule(image);
  if (!img) return null;
  const alt = translate(
    {
      id: 'blog.cover.alt',
      message: 'Illustration for the post "{title}"',
      description: 'Alternative text of the cover image at the top of a blog post',
    },
    {title},
  );
  // Under `npm start` the loader is off and the module is the file's URL.
  if (typeof img === 'string' || 'default' in img) {
    const url = typeof img === 'string' ? img : img.default;
    return (
      <div className={styles.cover}>
        <img src={url} alt={alt} className={styles.image} />
      </div>
    );
  }
  const {src, preSrc} = img;
  const sizes = [...src.images].sort((a, b) => a.width - b.width);
  const fallback = sizes.find((size) => size.width >= 700) ?? sizes[sizes.length - 1];
  return (
    <div className={styles.cover}>
      <img
        src={fallback?.path ?? src.src}
        srcSet={sizes.map((size) => `${size.path} ${size.width}w`).join(', ')}
        sizes={coverSizes}
        width={src.width}
        height={src.height}
        alt={alt}
        fetchPriority="high"
        decoding="async"
        className={styles.image}
        style={{backgroundImage: `url(${preSrc})`}}
      />
    </div>
  );
}
