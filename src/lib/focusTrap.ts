/**
 * Keeps keyboard focus inside an open panel (a modal menu): Tab and Shift+Tab
 * cycle through the panel's focusable elements, Escape asks to close it, and
 * focus goes back to the element that opened it once it closes.
 */
import {useEffect, useRef} from 'react';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * The elements of `container` that Tab can reach, in document order: not
 * disabled, not inside an `inert` subtree, and rendered visibly.
 */
export function focusableElements(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (el) =>
      !el.closest('[inert]') &&
      el.getClientRects().length > 0 &&
      getComputedStyle(el).visibility !== 'hidden',
  );
}

/**
 * Handles one Tab or Shift+Tab press so that focus cycles through the
 * focusable elements of `container`: from the last it goes to the first and
 * back, and from outside the container into it. Other keys are ignored.
 *
 * @param event the keydown event; its default is prevented when focus is moved here
 * @param container the element focus must stay in
 */
export function cycleFocus(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') {
    return;
  }
  const items = focusableElements(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const current = document.activeElement;
  if (!container.contains(current)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && current === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && current === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Traps focus in the element returned by `getContainer` while `active` is
 * true. On activation, focus moves to the container's first focusable
 * element; on deactivation, it returns to the element focused before, if focus
 * was left inside the container or on the page body.
 *
 * @param active whether the panel is open
 * @param getContainer finds the panel element (called after it is rendered)
 * @param onEscape called when Escape is pressed while the panel is open
 */
export function useFocusTrap(
  active: boolean,
  getContainer: () => HTMLElement | null,
  onEscape: () => void,
): void {
  const opener = useRef<HTMLElement | null>(null);
  const escape = useRef(onEscape);
  escape.current = onEscape;
  const findContainer = useRef(getContainer);
  findContainer.current = getContainer;

  useEffect(() => {
    if (!active) {
      return undefined;
    }
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The panel may still be mounting or fading in: try on each frame for a short while.
    let frame = 0;
    let attempts = 0;
    const focusFirst = () => {
      const container = findContainer.current();
      if (container?.contains(document.activeElement)) {
        return;
      }
      const first = container ? focusableElements(container)[0] : undefined;
      if (first) {
        first.focus();
      } else if (attempts < 30) {
        attempts += 1;
        frame = requestAnimationFrame(focusFirst);
      }
    };
    frame = requestAnimationFrame(focusFirst);
    const onKeyDown = (event: KeyboardEvent) => {
      const container = findContainer.current();
      if (!container) {
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') {
        return;
      }
      cycleFocus(event, container);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      const container = findContainer.current();
      const focused = document.activeElement;
      const focusWasInside =
        !focused || focused === document.body || Boolean(container?.contains(focused));
      if (focusWasInside && opener.current?.isConnected) {
        opener.current.focus();
      }
    };
  }, [active]);
}
