import {createContext, type ComponentType} from 'react';
import type {BlogPostCoverProps} from './index';

/**
 * The cover component, provided by the post page only (src/theme/BlogPostPage) and rendered by the
 * post header (src/theme/BlogPostItem/Header). Going through this context keeps the covers' image
 * data (the responsive sizes and placeholders of every cover) out of the listing pages' bundles:
 * only the post page imports src/components/BlogPostCover. Null outside a post page.
 */
export const BlogPostCoverSlot = createContext<ComponentType<BlogPostCoverProps> | null>(null);
