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

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    if (ExecutionEnvironment.canUseDOM) registerOnDocs(location.pathname);
  },
};

export const {onRouteDidUpdate} = clientModule;
