import type {Page} from '@playwright/test';

/**
 * Switches the colour mode the way the theme's toggle does: stores the
 * choice under the theme's storage key and fires the storage event the theme
 * listens to, so React re-renders (code blocks included), then waits until
 * `<html data-theme>` shows the new mode.
 */
export async function setColorMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((wanted) => {
    const oldValue = localStorage.getItem('theme');
    if (oldValue === wanted) {
      return;
    }
    localStorage.setItem('theme', wanted);
    const event = document.createEvent('StorageEvent');
    event.initStorageEvent(
      'storage',
      false,
      false,
      'theme',
      oldValue,
      wanted,
      location.href,
      localStorage,
    );
    window.dispatchEvent(event);
  }, mode);
  await page.locator(`html[data-theme="${mode}"]`).waitFor({state: 'attached'});
  // Let React commit the re-render of theme-dependent components.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
