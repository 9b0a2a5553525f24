/**
 * Size of every blog cover, static/img/blog/<slug>.png, in px: scripts/make-blog-covers.ts draws
 * them at this size, and the page writes it as the image's `width` and `height` (its box is
 * reserved before the file arrives). tests/data checks each committed cover against it.
 */
export const coverSize = {width: 1600, height: 840} as const;
