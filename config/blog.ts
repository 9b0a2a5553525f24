/**
 * How many of the newest posts the blog sidebar lists (`blogSidebarCount`), on every blog page.
 * Not all of them: each blog page carries its sidebar in its data, so a sidebar of every post grew
 * every page with each new post. The archive (`/blog/archive/`) lists them all.
 */
export const recentPostsInSidebar = 10;
