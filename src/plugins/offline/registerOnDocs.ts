import {createElement} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';

let registering = false;

/**
 * Shows the theme's reload popup (`@theme/PwaReloadPopup`, the component plugin-pwa provides) when
 * a new build's worker waits; Reload hands control to it and reloads the page.
 *
 * @param activate tells the waiting worker to take over, resolving once it is asked
 * @param onControlling registers what to do once the new worker controls the page
 */
async function showReloadPopup(
  activate: () => Promise<unknown>,
  onControlling: (run: () => void) => void,
): Promise<void> {
  const [{createRoot}, {default: ReloadPopup}] = await Promise.all([
    import('react-dom/client'),
    import('@theme/PwaReloadPopup'),
  ]);
  const container = document.createElement('div');
  document.body.appendChild(container);
  createRoot(container).render(
    createElement(ReloadPopup, {
      onReload() {
        onControlling(() => window.location.reload());
        void activate();
      },
    }),
  );
}

/**
 * Registers the offline-reading service worker that @docusaurus/plugin-pwa builds (`sw.js` of the
 * locale, in offline mode: the `params` query its worker reads) with workbox-window, the first
 * time the reader is on a doc page of this locale, not before: a visitor who only sees the home
 * page or the blog does not download the docs. Once registered, the worker stays for every later
 * visit, and registering again on the next doc page finds a new build's worker waiting.
 * Our `swRegister` (a documented option of the plugin), in place of its default script, which
 * registers on every page.
 *
 * @param pathname the current page's path, base URL included
 */
function registerOnDocs(pathname: string): void {
  if (registering || !pathname.startsWith(`${siteConfig.baseUrl}docs/`)) return;
  registering = true;
  void import('workbox-window')
    .then(({Workbox}) => {
      const params = encodeURIComponent(JSON.stringify({offlineMode: true, debug: false}));
      const workbox = new Workbox(`${siteConfig.baseUrl}sw.js?params=${params}`);
      const waiting = () =>
        void showReloadPopup(
          () => workbox.messageSW({type: 'SKIP_WAITING'}),
          (run) => workbox.addEventListener('controlling', run),
        );
      workbox.addEventListener('waiting', waiting);
      return workbox.register();
    })
    // No worker (a browser or a policy that blocks them, an offline first visit): the docs
    // work as usual, only without offline reading, so the failure is not the reader's problem.
    .catch(() => undefined);
}

let linked = false;

/**
 * Links the locale's web app manifest (`manifest.webmanifest`, written by ./index.ts) once the
 * page is usable, rather than in the HTML: Chromium fetches a linked manifest, and the 192 px icon
 * it names, early in the page's load, where those 11 KB compete with the page's own text and
 * styles. Installing the site and offline reading need the manifest later, not for the first
 * paint; Chromium reads a manifest link added at any time.
 */
function linkManifest(): void {
  if (linked) return;
  linked = true;
  const add = () => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = `${siteConfig.baseUrl}manifest.webmanifest`;
    document.head.appendChild(link);
  };
  // Safari has no requestIdleCallback: there the link follows the current task.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(add);
  else setTimeout(add, 0);
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    if (!ExecutionEnvironment.canUseDOM) return;
    linkManifest();
    registerOnDocs(location.pathname);
  },
};

export const {onRouteDidUpdate} = clientModule;
