import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';

let registering = false;

/**
 * Registers the offline-reading service worker (the registration script of
 * @docusaurus/plugin-pwa) the first time the reader is on a doc page of this
 * locale, not before: a visitor who only sees the home page or the blog does
 * not download the docs. Once registered, the worker stays for every later
 * visit; the plugin's script, loaded again on the next doc page, shows the
 * reload popup when a new build's worker waits.
 *
 * @param pathname the current page's path, base URL included
 */
function registerOnDocs(pathname: string): void {
  if (registering || !pathname.startsWith(`${siteConfig.baseUrl}docs/`)) return;
  registering = true;
  void import('@docusaurus/plugin-pwa/lib/registerSw.js');
}

let linked = false;

/**
 * Links the locale's web app manifest (`manifest.webmanifest`, written by ./index.ts) once the
 * page is usable, rather than in the HTML: Chromium fetches a linked manifest, and the 192 px icon
 * it names, at the page's `load` event, which on this site comes before the first paint (the
 * scripts are requested after it, config/ssrTemplate.ts), so those 11 KB competed with the
 * page's own text and styles. Installing the site and offline reading need the manifest later,
 * not for the first paint; Chromium reads a manifest link added at any time.
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
