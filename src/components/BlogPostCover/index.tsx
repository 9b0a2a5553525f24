import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {coverSize} from './size';
import styles from './styles.module.css';

/** URL path of the covers, as written in the posts' `image` front matter. */
const coverPath = '/img/blog/';

/** Props of {@link BlogPostCover}. */
export type BlogPostCoverProps = {
  /** The post's `image` front matter (`/img/blog/<slug>.png`); other values render nothing. */
  image: string | undefined;
  /** The post's title, for the alternative text. */
  title: string;
};

/**
 * A post's cover illustration (static/img/blog/<slug>.png, from scripts/make-blog-covers.ts), with
 * a translated alternative text. Renders nothing when the post's `image` is not one of
 * static/img/blog/.
 *
 * A plain `<img>` of the file itself, written into the server-rendered page: the cover sits at the
 * top of the post and is its largest element, so the browser's preload scanner finds it with the
 * HTML and asks for it first (`fetchpriority="high"`); its `width` and `height` reserve its box,
 * so nothing shifts when it arrives. Each post page knows only its own cover.
 */
export default function BlogPostCover({image, title}: BlogPostCoverProps): ReactNode {
  const src = useBaseUrl(image ?? '');
  if (!image?.startsWith(coverPath)) return null;
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
      <img
        src={src}
        width={coverSize.width}
        height={coverSize.height}
        alt={alt}
        fetchPriority="high"
        decoding="async"
        className={styles.image}
      />
    </div>
  );
}
