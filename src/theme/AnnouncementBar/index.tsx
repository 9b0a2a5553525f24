import React, {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

/** Attribute the theme's inline script sets on <html> before React runs. */
const initiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';

/**
 * Wraps the announcement bar so that a new announcement (a new `id`) shows
 * at once to visitors who dismissed the previous one. The theme's inline
 * script hides the bar with CSS when the old one was dismissed, and nothing
 * clears that attribute when React finds the id has changed, so the new bar
 * stayed hidden until the next page load.
 */
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute(initiallyDismissedAttribute, 'false');
    }
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
