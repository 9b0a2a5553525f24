import React, {type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import {useFocusTrap} from '@site/src/lib/focusTrap';

/** Finds the open mobile menu and marks it as a modal dialog for assistive technology. */
function sidebarPanel(): HTMLElement | null {
  const panel = document.querySelector<HTMLElement>('.navbar-sidebar');
  if (panel) {
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.setAttribute(
      'aria-label',
      translate({id: 'navbar.mobileMenu.label', message: 'Site menu'}),
    );
  }
  return panel;
}

/**
 * Wraps the theme's mobile menu, which lets focus wander to the page behind
 * it: while the menu is open, Tab stays inside it, Escape closes it, and focus
 * returns to the menu button when it closes.
 */
export default function MobileSidebarWrapper(props: Record<string, never>): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  useFocusTrap(shown, sidebarPanel, toggle);
  return <MobileSidebar {...props} />;
}
