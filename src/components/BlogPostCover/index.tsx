import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import IdealImage, {type Props as IdealImageProps} from '@theme/IdealImage';
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

/** Props of {@link BlogPostCover}. */
export type BlogPostCoverProps = {
  /** The post's `image` front matter (`/img/blog/<slug>.png`); other values render nothing. */
  image: string | undefined;
  /** The post's title, for the alternative text. */
  title: string;
};

/**
 * A post's cover illustration: a lazy, responsive image (several widths, a blurred placeholder
 * and its width and height, so the page does not shift when it loads), with a translated
 * alternative text. Renders nothing when the post has no cover in static/img/blog/.
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
  return (
    <div className={styles.cover}>
      <IdealImage img={img} alt={alt} />
    </div>
  );
}
