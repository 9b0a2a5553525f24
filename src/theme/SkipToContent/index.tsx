import React, {type MouseEvent, type ReactNode} from 'react';
import SkipToContent from '@theme-original/SkipToContent';

/**
 * Moves focus to the page's main content. The theme's own handler gives
 * `<main>` a temporary tabindex and removes it right after focusing; current
 * Chromium then drops focus back to `<body>` (focus fixup), so the link did
 * nothing for keyboard users. Here `<main>` keeps `tabindex="-1"`.
 */
function focusMainContent(event: MouseEvent): void {
  const target =
    document.querySelector<HTMLElement>('main:first-of-type') ??
    document.getElementById('__docusaurus_skipToContent_fallback');
  if (!target) {
    return;
  }
  event.preventDefault();
  event.stopPropagation();
  target.setAttribute('tabindex', '-1');
  target.focus();
}

/** Wraps the theme's skip link; see focusMainContent for why. */
export default function SkipToContentWrapper(): ReactNode {
  return (
    <div onClickCapture={focusMainContent}>
      <SkipToContent />
    </div>
  );
}
