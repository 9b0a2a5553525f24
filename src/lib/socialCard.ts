/**
 * Where the social card (Open Graph image) of a doc or post lives, shared by
 * the plugin that draws the cards (src/plugins/social-cards) and the theme
 * components that point `og:image` at them (src/components/SocialCardMeta).
 */

/** Width and height of every card, in pixels (the size Open Graph readers expect). */
export const socialCardSize = {width: 1200, height: 630} as const;

/**
 * Path of a page's card, relative to its locale's base URL:
 * `/docs/installation/docker/` → `img/og/docs/installation/docker.png`,
 * `/fr/blog/gladys-4-86/` (base `/fr/`) → `img/og/blog/gladys-4-86.png`.
 * The locale is in the base URL, so each language has its own cards.
 *
 * @param permalink the page's permalink, base URL included
 * @param baseUrl the locale's base URL (`/` or `/fr/`)
 * @throws Error when the permalink is outside the base URL
 */
export function socialCardPath(permalink: string, baseUrl: string): string {
  if (!permalink.startsWith(baseUrl)) {
    throw new Error(`permalink ${permalink} is outside the base URL ${baseUrl}`);
  }
  const route = permalink.slice(baseUrl.length).replace(/^\/+|\/+$/g, '');
  return `img/og/${route || 'index'}.png`;
}
